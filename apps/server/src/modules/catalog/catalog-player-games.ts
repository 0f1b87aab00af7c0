import type { AccountRow } from '@/modules/identity/accounts';
import type { Merchant } from '@/modules/merchants/service';
import { gameView } from './catalog-views';
import type { CatalogTools } from './service';

/** A player's favourite and recent games. */
export function catalogPlayerGames(tools: CatalogTools) {
  const { repo, languageOf, refuseTrial, gameOrThrow } = tools;
  return {
    async favoriteIds(account: AccountRow) {
      return { ids: (await repo.favoriteIds(account.id)).map(String) };
    },
    async favoriteList(
      merchant: Merchant,
      account: AccountRow,
      request: {
        pageNo: number;
        pageSize: number;
        gameType?: string | undefined;
        language?: string | undefined;
      },
    ) {
      const ids = await repo.favoriteIds(account.id);
      if (ids.length === 0) return { content: [], pageNum: request.pageNo, totalPages: 0 };
      const { rows, total } = await repo.games({
        merchantId: merchant.id,
        gameType: request.gameType && request.gameType !== 'ALL' ? request.gameType : undefined,
        ids,
        limit: request.pageSize,
        offset: (request.pageNo - 1) * request.pageSize,
      });
      const language = languageOf(merchant, request.language);
      return {
        content: rows.map((r) => gameView(r, language)),
        pageNum: request.pageNo,
        totalPages: Math.ceil(total / request.pageSize),
      };
    },
    async addFavorite(merchant: Merchant, account: AccountRow, nodeId: string) {
      refuseTrial(account);
      const game = await gameOrThrow(merchant, nodeId);
      await repo.addFavorite(account.id, game.game.id);
      return this.favoriteIds(account);
    },
    async removeFavorite(account: AccountRow, nodeId: string) {
      refuseTrial(account);
      await repo.removeFavorite(account.id, BigInt(nodeId));
      return this.favoriteIds(account);
    },

    async recent(
      merchant: Merchant,
      account: AccountRow,
      request: {
        page: number;
        pageSize: number;
        gameType?: string | undefined;
        language?: string | undefined;
      },
    ) {
      const gameType = request.gameType && request.gameType !== 'ALL' ? request.gameType : undefined;
      const { rows, total } = await repo.recent(
        account.id,
        merchant.id,
        gameType,
        request.pageSize,
        (request.page - 1) * request.pageSize,
      );
      const language = languageOf(merchant, request.language);
      return {
        list: rows.map((r) => gameView(r, language)),
        totalPages: Math.ceil(total / request.pageSize),
      };
    },
  };
}
