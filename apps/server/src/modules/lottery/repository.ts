import type { Db } from '@/db/client';
import type { lotteryBets, lotteryDraws } from '@/db/schema-lottery';
import { lotteryBetQueries } from './lottery-bet-queries';
import { lotteryDrawQueries } from './lottery-draw-queries';
import { lotteryOpsQueries } from './lottery-ops-queries';
import { lotterySettlementQueries } from './lottery-settlement-queries';

export type DrawRow = typeof lotteryDraws.$inferSelect;
export type BetRow = typeof lotteryBets.$inferSelect;
/** A distinct selection of a draw's bets: the rule is evaluated once per selection, not per bet. */
export type Selection = { bet_type: string; numbers: string[]; odds: number[] };

/** The lottery's SQL: draws, bets, odds and the set-based settlement statements. */
export function createLotteryRepository(db: Db) {
  return {
    ...lotteryDrawQueries(db),
    ...lotteryOpsQueries(db),
    ...lotteryBetQueries(db),
    ...lotterySettlementQueries(db),
  };
}

export type LotteryRepository = ReturnType<typeof createLotteryRepository>;
