import { sql } from 'drizzle-orm';
import { lotteryBets, lotteryDraws } from '@/db/schema-lottery';

/**
 * A bet's state as members see it: the stored state is 'open' until its draw settles, when only the
 * winners are written ('won'); the rest read as lost, and every bet of a cancelled draw as refunded.
 */
export const betState = sql<string>`CASE WHEN ${lotteryDraws.state} = 'cancelled' THEN 'refunded'
  WHEN ${lotteryDraws.state} = 'settled' THEN (CASE WHEN ${lotteryBets.state} = 'won' THEN 'won' ELSE 'lost' END)
  ELSE 'open' END`;

export const betSettledAt = sql<Date | null>`CASE WHEN ${lotteryDraws.state} = 'settled' THEN ${lotteryDraws.drawnAt}
  WHEN ${lotteryDraws.state} = 'cancelled' THEN ${lotteryDraws.closedAt} ELSE NULL END`;

/** A PostgreSQL array literal of integers: one parameter, however many values (drizzle spreads JS arrays). */
export const intArray = (values: readonly (bigint | number | string)[]) => `{${values.join(',')}}`;
