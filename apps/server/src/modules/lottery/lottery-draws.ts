import {
  formatOdds,
  LOTTERY_ACCOUNT_TYPE,
  LOTTERY_GAMES,
  type LotteryPrizeMode,
  lotteryGame,
} from '@crupier/contract/lottery';
import { page } from '@crupier/contract/paging';
import type { Merchant } from '@/modules/merchants/service';
import { menuGame, pastDrawView } from './lottery-views';
import type { LotteryTools } from './service';

/** The draw loop, the menus, and the current, opened and latest draws. */
export function lotteryDraws(tools: LotteryTools) {
  const { clock, repo, gameOrThrow, oddsFor, settle, tick, currentDraw } = tools;
  return {
    settle,
    tick,
    oddsFor,

    menus(merchant: Merchant, prizeMode: LotteryPrizeMode, language: string, area?: 'VN') {
      const games = LOTTERY_GAMES.filter(
        (g) =>
          (prizeMode === 'ZY' ? g.prizeMode === 'ELOTT' : g.prizeMode === prizeMode) &&
          (!area || g.area === area),
      );
      void merchant;
      return {
        gameMenus: [
          {
            accountTypeName: LOTTERY_ACCOUNT_TYPE,
            prizeMode,
            games: games.map((g) => menuGame(g, language)),
          },
        ],
      };
    },

    async recent(accountId: bigint, language: string) {
      const codes = await repo.recentGames(accountId, 12);
      return {
        list: codes.flatMap((code) => {
          const game = lotteryGame(code);
          return game ? [menuGame(game, language)] : [];
        }),
      };
    },

    async current(merchant: Merchant, gameCode: string) {
      const game = gameOrThrow(gameCode);
      const draw = await currentDraw(merchant, game);
      const odds = await oddsFor(merchant.id, game);
      return {
        drawId: String(draw.id),
        gameCode: game.code,
        drawNo: draw.drawNo,
        closesAt: draw.closesAt.toISOString(),
        drawAt: draw.drawAt.toISOString(),
        drawHash: draw.drawHash,
        betTypes: game.betTypes.map((b) => {
          const o = odds.get(b.code) ?? b.odds;
          return {
            code: b.code,
            odds: formatOdds(o[0] ?? 0),
            payouts: o.map(formatOdds),
            pick: b.pick,
            rtp: b.rtp,
          };
        }),
        serverTime: clock.now().toISOString(),
      };
    },

    async opened(merchant: Merchant, gameCode: string, pageNo: number, pageSize: number) {
      const game = gameOrThrow(gameCode);
      // Draws due by now are drawn before the list is read.
      await tick(clock.now(), undefined, { merchant, game });
      const { rows, total } = await repo.settledPage(
        merchant.id,
        game.code,
        pageSize,
        (pageNo - 1) * pageSize,
      );
      return page(rows.map(pastDrawView), { pageNo, pageSize }, total);
    },

    async latest(merchant: Merchant, gameCode: string) {
      const { list } = await this.opened(merchant, gameCode, 1, 1);
      return list[0] ?? null;
    },
  };
}
