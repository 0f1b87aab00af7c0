import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { type EntryRow, entryRow } from './promotion-sql';

/** Entries of members in promotions. */
export function entryQueries(db: Db) {
  return {
    // --- entries ------------------------------------------------------------------------------
    async entries(accountId: bigint) {
      const rows = await queryRows<EntryRow>(
        db,
        sql`SELECT * FROM promotion_entries WHERE account_id = ${accountId} ORDER BY id`,
      );
      return rows.map(entryRow);
    },
    async entry(promotionId: bigint, accountId: bigint, periodKey: string) {
      const rows = await queryRows<EntryRow>(
        db,
        sql`SELECT * FROM promotion_entries
            WHERE promotion_id = ${promotionId} AND account_id = ${accountId} AND period_key = ${periodKey}`,
      );
      return rows[0] ? entryRow(rows[0]) : undefined;
    },
    async entryById(merchantId: number, id: bigint) {
      const rows = await queryRows<EntryRow>(
        db,
        sql`SELECT * FROM promotion_entries WHERE merchant_id = ${merchantId} AND id = ${id}`,
      );
      return rows[0] ? entryRow(rows[0]) : undefined;
    },
    /** Inserts an entry; undefined when the member already has one for that period. */
    async insertEntry(e: {
      merchantId: number;
      promotionId: bigint;
      accountId: bigint;
      periodKey: string;
      state: string;
      remark?: string | null;
    }) {
      const rows = await queryRows<EntryRow>(
        db,
        sql`INSERT INTO promotion_entries (merchant_id, promotion_id, account_id, period_key, state, remark)
            VALUES (${e.merchantId}, ${e.promotionId}, ${e.accountId}, ${e.periodKey}, ${e.state}, ${e.remark ?? null})
            ON CONFLICT (promotion_id, account_id, period_key) DO NOTHING RETURNING *`,
      );
      return rows[0] ? entryRow(rows[0]) : undefined;
    },
    /** Moves an entry from one state to the next, guarded; undefined when it was not in `from`. */
    async advanceEntry(
      id: bigint,
      from: string[],
      to: {
        state: string;
        amount?: bigint | null;
        destination?: string | null;
        bonusId?: bigint | null;
        reason?: string | null;
        decidedBy?: bigint | null;
      },
    ) {
      const rows = await queryRows<EntryRow>(
        db,
        sql`UPDATE promotion_entries SET state = ${to.state}, amount = ${to.amount ?? null},
              destination = ${to.destination ?? null}, bonus_id = ${to.bonusId ?? null}, reason = ${to.reason ?? null},
              decided_by = ${to.decidedBy ?? null},
              decided_at = CASE WHEN ${to.state} IN ('issued', 'rejected') THEN now() ELSE decided_at END,
              updated_at = now()
            WHERE id = ${id} AND state IN (${sql.join(
              from.map((s) => sql`${s}`),
              sql`, `,
            )}) RETURNING *`,
      );
      return rows[0] ? entryRow(rows[0]) : undefined;
    },
  };
}
