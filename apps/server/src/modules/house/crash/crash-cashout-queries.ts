import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { houseRounds } from '@/db/schema';
import { betsOf } from './crash-sql';

/** Crash cash-outs claimed and bets settled. */
export function crashCashoutQueries(db: Db) {
  return {
    /**
     * Claims a cash-out at `multiplier`: only for a bet still in play and not cashed out, and only
     * while the round has not crashed on the database clock. Returns the claimed bet.
     */
    async claimCashout(betId: string, roundId: string, multiplier: string) {
      const rows = await db
        .update(houseRounds)
        .set({ outcome: sql`${houseRounds.outcome} || jsonb_build_object('cashout', ${multiplier}::text)` })
        .where(
          and(
            eq(houseRounds.id, betId),
            eq(houseRounds.state, 'debited'),
            sql`${houseRounds.outcome}->>'cashout' IS NULL`,
            sql`EXISTS (SELECT 1 FROM crash_rounds r WHERE r.id = ${roundId} AND r.phase = 'flying'
                          AND clock_timestamp() < r.crash_at)`,
          ),
        )
        .returning();
      return rows[0];
    },
    /** Claims every auto cash-out of the round whose target is at most `multiplier`. */
    claimAutoCashouts(hash: string, multiplier: string) {
      return db
        .update(houseRounds)
        .set({
          outcome: sql`${houseRounds.outcome} || jsonb_build_object('cashout', ${houseRounds.outcome}->>'autoCashout')`,
        })
        .where(
          and(
            betsOf(hash),
            eq(houseRounds.state, 'debited'),
            sql`${houseRounds.outcome}->>'cashout' IS NULL`,
            sql`(${houseRounds.outcome}->>'autoCashout')::numeric <= ${multiplier}::numeric`,
          ),
        )
        .returning();
    },
    /** The lowest auto cash-out target (hundredths) of the round's bets still in play, if any. */
    async lowestAutoCashout(hash: string): Promise<number | null> {
      const [row] = await queryRows<{ target: string | null }>(
        db,
        sql`SELECT min((outcome->>'autoCashout')::numeric * 100)::text AS target FROM house_rounds
             WHERE engine = 'crash' AND server_seed_hash = ${hash} AND state = 'debited'
               AND outcome->>'cashout' IS NULL AND outcome->>'autoCashout' IS NOT NULL`,
      );
      return row?.target ? Math.round(Number(row.target)) : null;
    },
    /** debited → settled with the win and the outcome (once). */
    async settle(
      id: string,
      patch: { win: bigint; outcome: Record<string, unknown>; creditTx: string | null },
    ) {
      const rows = await db
        .update(houseRounds)
        .set({ ...patch, state: 'settled', settledAt: sql`clock_timestamp()` })
        .where(and(eq(houseRounds.id, id), eq(houseRounds.state, 'debited')))
        .returning();
      return rows[0];
    },

    /** A lost bet: settled with no win, unless a cash-out was claimed meanwhile. */
    async lose(id: string, outcome: Record<string, unknown>) {
      const rows = await db
        .update(houseRounds)
        .set({ win: 0n, outcome, state: 'settled', settledAt: sql`clock_timestamp()` })
        .where(
          and(
            eq(houseRounds.id, id),
            eq(houseRounds.state, 'debited'),
            sql`${houseRounds.outcome}->>'cashout' IS NULL`,
          ),
        )
        .returning();
      return rows[0];
    },
  };
}
