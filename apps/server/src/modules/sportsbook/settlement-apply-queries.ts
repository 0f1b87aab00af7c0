import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { houseRounds } from '@/db/schema';
import { sbBets, sbSettlements } from '@/db/schema-sportsbook';
import { json, NO_SEQSCAN } from './sportsbook-sql';

/** Applying settlement moves, completing open bets and cash-out. */
export function settlementApplyQueries(db: Db) {
  return {
    async markApplied(rows: { bet_id: string; version: number }[], now: Date) {
      if (rows.length === 0) return;
      await db.transaction(async (tx) => {
        await tx.execute(NO_SEQSCAN);
        await tx.execute(
          sql`UPDATE sb_settlements s SET applied_at = ${now}
            FROM jsonb_to_recordset(${json(rows)}::jsonb) AS v(bet_id text, version int)
            WHERE s.bet_id = v.bet_id AND s.version = v.version AND s.applied_at IS NULL`,
        );
      });
    },
    /** Open bets whose every leg has a result (a safety sweep: bets opened while their event settled). */
    completeOpenBets(limit: number) {
      return queryRows<{ id: string }>(
        db,
        sql`SELECT b.id FROM sb_bets b WHERE b.state = 'open'
            AND NOT EXISTS (SELECT 1 FROM sb_bet_legs l WHERE l.bet_id = b.id AND l.result IS NULL)
            LIMIT ${limit}`,
      );
    },
    /** Cash-out: the bet closes at `payout` if it is still open at the version the offer was made on. */
    async cashOut(id: string, version: number, payout: bigint, now: Date) {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const rows = await t
          .update(sbBets)
          .set({ state: 'cashed_out', result: 'cashout', payout, settleVersion: version + 1, settledAt: now })
          .where(and(eq(sbBets.id, id), eq(sbBets.state, 'open'), eq(sbBets.settleVersion, version)))
          .returning({ id: sbBets.id });
        if (rows.length === 0) return false;
        await t.insert(sbSettlements).values({
          betId: id,
          version: version + 1,
          payout,
          delta: payout,
          reason: 'cashout',
          createdAt: now,
        });
        await t
          .update(houseRounds)
          .set({
            state: 'settled',
            win: payout,
            settledAt: now,
            outcome: { result: 'cashout', version: version + 1 },
          })
          .where(eq(houseRounds.id, id));
        return true;
      });
    },
  };
}
