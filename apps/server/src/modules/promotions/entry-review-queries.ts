import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { big, date, type EntryRow, entryRow } from './promotion-sql';

/** Sign-in days, applications and the member facts a promotion is judged by. */
export function entryReviewQueries(db: Db) {
  return {
    async signedDays(promotionId: bigint, accountId: bigint) {
      const rows = await queryRows<{ n: string }>(
        db,
        sql`SELECT count(*)::text AS n FROM promotion_entries
            WHERE promotion_id = ${promotionId} AND account_id = ${accountId} AND state = 'signed'`,
      );
      return Number(rows[0]?.n ?? 0);
    },
    async applications(
      merchantId: number,
      filter: { state?: string; promotionId?: bigint },
      paging: { limit: number; offset: number },
    ) {
      const where = sql`e.merchant_id = ${merchantId} AND p.requires_approval
        ${filter.state ? sql`AND e.state = ${filter.state}` : sql`AND e.state IN ('applying', 'issued', 'rejected')`}
        ${filter.promotionId ? sql`AND e.promotion_id = ${filter.promotionId}` : sql``}`;
      const [rows, total] = await Promise.all([
        queryRows<EntryRow & { titles: Record<string, string>; username: string }>(
          db,
          sql`SELECT e.*, p.titles, a.username FROM promotion_entries e
              JOIN promotions p ON p.id = e.promotion_id JOIN accounts a ON a.id = e.account_id
              WHERE ${where} ORDER BY e.created_at DESC, e.id DESC LIMIT ${paging.limit} OFFSET ${paging.offset}`,
        ),
        queryRows<{ n: string }>(
          db,
          sql`SELECT count(*)::text AS n FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id
              WHERE ${where}`,
        ),
      ]);
      return {
        rows: rows.map((r) => ({ ...entryRow(r), titles: r.titles, username: r.username })),
        total: Number(total[0]?.n ?? 0),
      };
    },

    // --- member facts -------------------------------------------------------------------------
    /** Approved deposits of a member, oldest first. */
    async deposits(accountId: bigint) {
      const rows = await queryRows<{
        id: string;
        amount: string;
        decided_at: Date | string | null;
        created_at: Date | string;
      }>(
        db,
        sql`SELECT id, amount::text AS amount, decided_at, created_at FROM deposits
            WHERE account_id = ${accountId} AND status = 'approved' ORDER BY coalesce(decided_at, created_at), id`,
      );
      return rows.map((r) => ({ id: r.id, amount: big(r.amount), at: date(r.decided_at ?? r.created_at) }));
    },
    /** Stakes and wins through the seamless wallet since `since` (valid turnover and net loss). */
    async playSince(accountId: bigint, since: Date) {
      const rows = await queryRows<{ stakes: string; wins: string }>(
        db,
        sql`SELECT coalesce(sum(amount) FILTER (WHERE op = 'debit'), 0)::text AS stakes,
                   coalesce(sum(amount) FILTER (WHERE op = 'credit'), 0)::text AS wins
            FROM vendor_transactions
            WHERE account_id = ${accountId} AND status = 'done' AND created_at >= ${since.toISOString()}::timestamptz`,
      );
      return { stakes: big(rows[0]?.stakes), wins: big(rows[0]?.wins) };
    },
    async accountFacts(accountId: bigint) {
      const rows = await queryRows<{ created_at: Date | string; upline_id: string | null }>(
        db,
        sql`SELECT created_at, upline_id::text AS upline_id FROM accounts WHERE id = ${accountId}`,
      );
      const r = rows[0];
      return r ? { createdAt: date(r.created_at), uplineId: r.upline_id } : undefined;
    },
    /** Whether `agentId` is `accountId` itself or above it in the agent tree. */
    async isInDownline(agentId: bigint, accountId: bigint) {
      const rows = await queryRows<{ found: boolean }>(
        db,
        sql`WITH RECURSIVE up(id, upline_id, depth) AS (
              SELECT id, upline_id, 0 FROM accounts WHERE id = ${accountId}
              UNION ALL
              SELECT a.id, a.upline_id, up.depth + 1 FROM accounts a JOIN up ON a.id = up.upline_id WHERE up.depth < 50)
            SELECT EXISTS (SELECT 1 FROM up WHERE upline_id = ${agentId}) AS found`,
      );
      return rows[0]?.found === true;
    },
  };
}
