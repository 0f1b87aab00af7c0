import type { TGameListRequest } from '@crupier/contract/catalog';
import { HOME_VENDOR_LIST_SIZE } from '@crupier/contract/constants';
import { parseMinor } from '@crupier/contract/money';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import { BINGO, gameView } from './catalog-views';
import type { CatalogTools } from './service';

/** A favourites or recent list is one player's own; every other list is shared and cached. */
export const isPersonalList = (filter: TGameListRequest['filter']) => filter === 'FAV' || filter === 'RECENT';

/** The lobby's game lists and hot games, and one game. */
export function catalogGameLists(tools: CatalogTools) {
  const { repo, index, cache, cached, languageOf, gameOrThrow } = tools;
  return {
    /** Forgets cached lists and catalogues, after the back office changed games or vendors. */
    invalidate() {
      cache.clear();
      index.invalidate();
    },

    /** GCSGAME_gameList: every filter, search ignoring case and accents, a page past the end is empty. */
    async gameList(merchant: Merchant, request: TGameListRequest, account: AccountRow | null) {
      const language = languageOf(merchant, request.language);
      const personal = isPersonalList(request.filter);
      if (personal && !account) throw new AppError('unauthorized', 401);
      if (request.gameClassify === BINGO && !merchant.languages.includes('ty')) {
        return { games: [], pageNo: request.pageNo, pageSize: request.pageSize, totalPages: 0, total: 0 };
      }
      const filter = {
        merchantId: merchant.id,
        gameType: request.gameType,
        vendorCode: request.vassalage,
        classify: request.gameClassify,
        name: request.gameName || undefined,
        minBet: request.minBet ? parseMinor(request.minBet) : undefined,
        minLineNum: request.minLineNum,
        hotOnly: request.filter === 'HOT',
        newest: request.filter === 'NEW',
        limit: request.pageSize,
        offset: (request.pageNo - 1) * request.pageSize,
      };
      const load = async () => {
        const ids = personal
          ? new Set(
              request.filter === 'FAV'
                ? await repo.favoriteIds(account!.id)
                : await repo.recentIds(account!.id),
            )
          : undefined;
        const { rows, total } = await index.games(filter, ids);
        return {
          games: rows.map((r) => gameView(r, language)),
          pageNo: request.pageNo,
          pageSize: request.pageSize,
          totalPages: Math.ceil(total / request.pageSize),
          total,
        };
      };
      if (personal) return load();
      return cached(
        `list:${merchant.id}:${language}:${JSON.stringify({ ...filter, minBet: request.minBet })}`,
        load,
      );
    },

    async hotGames(
      merchant: Merchant,
      request: { vassalage?: string | undefined; language?: string | undefined },
    ) {
      const language = languageOf(merchant, request.language);
      return cached(`hot:${merchant.id}:${language}:${request.vassalage ?? ''}`, async () => {
        const { rows } = await index.games({
          merchantId: merchant.id,
          vendorCode: request.vassalage,
          hotOnly: true,
          limit: 100,
          offset: 0,
        });
        return { games: rows.map((r) => gameView(r, language)) };
      });
    },

    homeVendorLimit: HOME_VENDOR_LIST_SIZE,

    /** One game of this merchant, or 404. */
    game: gameOrThrow,
  };
}
