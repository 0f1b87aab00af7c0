import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { isRetryable } from '@/modules/ledger/errors';
import { json, type NewSettlement, NO_SEQSCAN, SETTLE_CHUNK } from './sportsbook-sql';

/** Leg results, settlement versions and the moves they leave pending. */
export function settlementQueries(db: Db) {
  return {
    async setLegResults(rows: { bet_id: string; idx: number; result: string | null }[]) {
      for (let i = 0; i < rows.length; i += 20_000) {
        await db.transaction(async (tx) => {
          await tx.execute(NO_SEQSCAN);
          await tx.execute(
            sql`UPDATE sb_bet_legs l SET result = v.result
              FROM jsonb_to_recordset(${json(rows.slice(i, i + 20_000))}::jsonb) AS v(bet_id text, idx int, result text)
              WHERE l.bet_id = v.bet_id AND l.idx = v.idx`,
          );
        });
      }
    },
    /**
     * Records settlement versions and books their wins (`sb_settle`, migration 0027), in chunks of
     * rows sorted by bet id: each bet moves from `from` to `version` only if no one moved it
     * meanwhile; its settlement row, its betting-record round and, for a positive delta with its
     * accounts named, the ledger transfer and vendor transaction of its win follow in the same
     * statement. Returns the bets that moved, and whether their money is done (`paid`).
     */
    async settle(rows: NewSettlement[], now: Date) {
      const moved: { id: string; paid: boolean }[] = [];
      for (let i = 0; i < rows.length; i += SETTLE_CHUNK) {
        const chunk = json(rows.slice(i, i + SETTLE_CHUNK));
        for (let attempt = 1; ; attempt++) {
          try {
            const done = await queryRows<{ r_id: string; r_paid: boolean }>(
              db,
              sql`SELECT r_id, r_paid FROM sb_settle(${chunk}::jsonb, ${now}::timestamptz)`,
            );
            moved.push(...done.map((d) => ({ id: d.r_id, paid: d.r_paid })));
            break;
          } catch (error) {
            if (attempt < 5 && isRetryable(error)) continue;
            throw error;
          }
        }
      }
      return moved;
    },
    /** Settlement versions whose money has not moved yet, with who they pay. */
    pendingMoves(limit: number, betIds?: string[]) {
      return db.transaction(async (tx) => {
        await tx.execute(NO_SEQSCAN);
        return queryRows<{
          bet_id: string;
          version: number;
          delta: string;
          merchant_id: number;
          account_id: string;
          game_id: string;
        }>(
          tx as unknown as Db,
          sql`SELECT s.bet_id, s.version, s.delta::text, b.merchant_id, b.account_id::text, b.game_id::text
            FROM sb_settlements s JOIN sb_bets b ON b.id = s.bet_id
            WHERE s.applied_at IS NULL ${
              betIds && betIds.length > 0
                ? sql`AND s.bet_id IN (${sql.join(
                    betIds.map((id) => sql`${id}`),
                    sql`, `,
                  )})`
                : sql``
            }
            ORDER BY s.bet_id, s.version LIMIT ${limit}`,
        );
      });
    },
  };
}
