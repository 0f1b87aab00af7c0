import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { pointAccruals } from '@/db/schema-loyalty';
import { big, REFUND, STAKE } from './loyalty-sql';

/** The accrual job: its watermark, the turnover of active members and each accrual row. */
export function pointAccrualQueries(db: Db) {
  return {
    async watermark(merchantId: number, job: string): Promise<bigint> {
      const rows = await queryRows<{ entry_id: string }>(
        db,
        sql`SELECT entry_id::text AS entry_id FROM loyalty_watermarks WHERE merchant_id = ${merchantId} AND job = ${job}`,
      );
      return rows[0] ? BigInt(rows[0].entry_id) : 0n;
    },

    async setWatermark(merchantId: number, job: string, entryId: bigint) {
      await db.execute(
        sql`INSERT INTO loyalty_watermarks (merchant_id, job, entry_id, at) VALUES (${merchantId}, ${job}, ${entryId}, now())
            ON CONFLICT (merchant_id, job) DO UPDATE SET entry_id = GREATEST(loyalty_watermarks.entry_id, EXCLUDED.entry_id), at = now()`,
      );
    },

    async maxEntryId(): Promise<bigint> {
      const rows = await queryRows<{ id: string | null }>(
        db,
        sql`SELECT max(id)::text AS id FROM ledger_entries`,
      );
      return rows[0]?.id ? BigInt(rows[0].id) : 0n;
    },

    /**
     * Members of the merchant whose main wallet moved after entry `since`, with their all-time net
     * valid turnover (posted stakes minus refunds) and what the accrual has counted so far.
     */
    async turnoverOfActive(merchantId: number, currency: string, since: bigint) {
      const rows = await queryRows<{
        account_id: string;
        turnover: string;
        points_earned: string | null;
      }>(
        db,
        sql`WITH active AS (
              SELECT DISTINCT la.id, la.owner_id
                FROM ledger_entries e JOIN ledger_accounts la ON la.id = e.account_id
                -- Ledger accounts whose owner is no account (written by tools straight to the ledger) earn nothing.
                JOIN accounts ac ON ac.id = la.owner_id
               WHERE e.id > ${since} AND la.merchant_id = ${merchantId} AND la.owner_type = 'player'
                 AND la.kind = 'main' AND la.currency = ${currency})
            SELECT a.owner_id::text AS account_id,
                   (COALESCE((SELECT sum(t.amount) FROM transfers t
                               WHERE t.debit_account_id = a.id AND t.status = 'posted' AND ${STAKE}), 0)
                  - COALESCE((SELECT sum(t.amount) FROM transfers t
                               WHERE t.credit_account_id = a.id AND t.status = 'posted' AND ${REFUND}), 0))::text AS turnover,
                   p.points_earned::text AS points_earned
              FROM active a LEFT JOIN point_accruals p ON p.account_id = a.owner_id`,
      );
      return rows.map((r) => ({
        accountId: BigInt(r.account_id),
        turnover: big(r.turnover),
        pointsEarned: r.points_earned === null ? null : big(r.points_earned),
      }));
    },

    async ensureAccrual(merchantId: number, accountId: bigint) {
      await db.insert(pointAccruals).values({ merchantId, accountId }).onConflictDoNothing();
    },

    /** Moves the accrual from `fromPoints` to the new figures; false when another run got there first. */
    async advanceAccrual(accountId: bigint, fromPoints: bigint, turnover: bigint, pointsEarned: bigint) {
      const rows = await queryRows<{ account_id: string }>(
        db,
        sql`UPDATE point_accruals SET turnover = ${turnover}, points_earned = ${pointsEarned}, updated_at = now()
             WHERE account_id = ${accountId} AND points_earned = ${fromPoints} RETURNING account_id::text`,
      );
      return rows.length === 1;
    },

    async accrual(accountId: bigint) {
      const [row] = await db.select().from(pointAccruals).where(eq(pointAccruals.accountId, accountId));
      return row;
    },
  };
}
