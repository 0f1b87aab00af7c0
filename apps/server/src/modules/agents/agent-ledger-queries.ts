import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { iso } from './agent-sql';
import type { Range } from './repository';
import { inDownline } from './subtree';

/** An agent's profit and transactions. */
export function agentLedgerQueries(db: Db) {
  return {
    /** Per-member P&L over a range from the members' 5-minute buckets (every product), by username. */
    async profit(
      agentId: bigint,
      q: { memberId?: bigint | undefined; range: Partial<Range>; limit: number; offset: number },
    ) {
      const where = [
        q.memberId !== undefined ? sql`s.account_id = ${q.memberId}` : inDownline(agentId, sql`s.account_id`),
      ];
      if (q.range.from) where.push(sql`s.bucket >= ${iso(q.range.from)}::timestamptz`);
      if (q.range.to) where.push(sql`s.bucket < ${iso(q.range.to)}::timestamptz`);
      const filter = sql.join(where, sql` AND `);
      const rangeOn = (col: string) => {
        const parts = [sql`TRUE`];
        if (q.range.from) parts.push(sql`${sql.raw(col)} >= ${iso(q.range.from)}::timestamptz`);
        if (q.range.to) parts.push(sql`${sql.raw(col)} < ${iso(q.range.to)}::timestamptz`);
        return sql.join(parts, sql` AND `);
      };
      const [count] = await queryRows<{ total: number }>(
        db,
        sql`SELECT count(DISTINCT s.account_id)::int AS total FROM agent_member_stats s WHERE ${filter}`,
      );
      const rows = await queryRows<{
        username: string;
        rounds: number;
        turnover: string;
        wins: string;
        deposits: string;
        withdrawals: string;
      }>(
        db,
        sql`SELECT a.username, p.rounds, p.turnover, p.wins,
              (SELECT coalesce(sum(d.amount), 0)::text FROM deposits d WHERE d.account_id = a.id AND d.status = 'approved' AND ${rangeOn('d.created_at')}) AS deposits,
              (SELECT coalesce(sum(w.amount), 0)::text FROM withdrawals w WHERE w.account_id = a.id AND w.status = 'approved' AND ${rangeOn('w.created_at')}) AS withdrawals
            FROM (SELECT s.account_id, sum(s.rounds)::int AS rounds, sum(s.turnover)::text AS turnover, sum(s.wins)::text AS wins
                  FROM agent_member_stats s WHERE ${filter} GROUP BY s.account_id) p
            JOIN accounts a ON a.id = p.account_id
            ORDER BY a.username LIMIT ${q.limit} OFFSET ${q.offset}`,
      );
      return { rows, total: count?.total ?? 0 };
    },

    /** Downline account records: every wallet movement of the downline's players, newest first. */
    async transactions(
      agentId: bigint,
      merchantId: number,
      q: { memberId?: bigint | undefined; range: Partial<Range>; limit: number; offset: number; cap: number },
    ) {
      const where = [
        sql`la.merchant_id = ${merchantId}`,
        // The money wallet only: bonus balances and points (ledger accounts of their own) are not cash.
        sql`la.owner_type = 'player'`,
        sql`la.kind = 'main'`,
        q.memberId !== undefined ? sql`la.owner_id = ${q.memberId}` : inDownline(agentId, sql`la.owner_id`),
      ];
      const entryWhere = [
        sql`e.account_id IN (SELECT la.id FROM ledger_accounts la WHERE ${sql.join(where, sql` AND `)})`,
      ];
      if (q.range.from) entryWhere.push(sql`e.at >= ${iso(q.range.from)}::timestamptz`);
      if (q.range.to) entryWhere.push(sql`e.at < ${iso(q.range.to)}::timestamptz`);
      const filter = sql.join(entryWhere, sql` AND `);
      const rows = await queryRows<{
        id: string;
        at: Date | string;
        username: string;
        kind: string;
        amount: string;
        balance_after: string;
      }>(
        db,
        sql`SELECT e.id::text AS id, e.at, a.username, t.kind, e.amount::text AS amount, e.balance_after::text AS balance_after
            FROM (SELECT * FROM ledger_entries e WHERE ${filter} ORDER BY e.id DESC LIMIT ${q.limit} OFFSET ${q.offset}) e
            JOIN ledger_accounts la ON la.id = e.account_id
            JOIN accounts a ON a.id = la.owner_id
            JOIN transfers t ON t.id = e.transfer_id
            ORDER BY e.id DESC`,
      );
      const [count] = await queryRows<{ total: number }>(
        db,
        sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM ledger_entries e WHERE ${filter} LIMIT ${q.cap + 1}) x`,
      );
      return { rows, total: count?.total ?? 0 };
    },
  };
}
