import { formatOdds, LOTTERY_GAMES, LOTTERY_MAX_RTP, lotteryBetType, rtpOf } from '@crupier/contract/lottery';
import { parseMinor } from '@crupier/contract/money';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import type { LotteryTools } from './service';

/** The merchant's odds of each bet type, read and set. */
export function lotteryOdds(tools: LotteryTools) {
  const { repo, oddsCache, gameOrThrow, oddsFor } = tools;
  return {
    /** Back office: every bet type's odds for the merchant (its setting or the default) and their RTP. */
    async odds(merchant: Merchant) {
      oddsCache.delete(merchant.id);
      const list = [];
      for (const game of LOTTERY_GAMES) {
        const odds = await oddsFor(merchant.id, game);
        for (const b of game.betTypes) {
          const o = odds.get(b.code) ?? b.odds;
          list.push({
            gameCode: game.code,
            betType: b.code,
            odds: o.map(formatOdds),
            defaultOdds: b.odds.map(formatOdds),
            rtp: Math.round(rtpOf(game, b.code, o) * 1e6) / 1e6,
          });
        }
      }
      return list;
    },

    /**
     * Back office: sets a bet type's odds for the merchant (bets already placed keep theirs). Refused
     * when the tiers do not match the bet type or the expected return would exceed 99 %.
     */
    async setOdds(merchant: Merchant, input: { gameCode: string; betType: string; odds: string[] }) {
      const game = gameOrThrow(input.gameCode);
      const type = lotteryBetType(game, input.betType);
      if (!type) throw new AppError('invalid_bet_type', 422);
      if (input.odds.length !== type.odds.length)
        throw new AppError('invalid_odds', 422, `this bet type takes ${type.odds.length} odds`);
      const hundredths = input.odds.map((o) => Number(parseMinor(o)));
      if (hundredths.some((o) => o < 101)) throw new AppError('invalid_odds', 422, 'odds must exceed 1.00');
      const rtp = rtpOf(game, type.code, hundredths);
      if (rtp > LOTTERY_MAX_RTP)
        throw new AppError(
          'invalid_odds',
          422,
          `an expected return of ${(rtp * 100).toFixed(2)} % exceeds 99 %`,
        );
      const before = (await oddsFor(merchant.id, game)).get(type.code) ?? type.odds;
      await repo.setOdds(merchant.id, game.code, type.code, hundredths);
      oddsCache.delete(merchant.id);
      return {
        before: { odds: before.map(formatOdds), rtp: rtpOf(game, type.code, before) },
        after: { odds: hundredths.map(formatOdds), rtp },
      };
    },
  };
}
