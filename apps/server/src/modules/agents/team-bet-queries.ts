import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { iso } from './agent-sql';
import type { Range } from './repository';
import { inDownline } from './subtree';

/** The bets of an agent's team. */
export function teamBetQueries(db: Db) {
  return {
    /** Team bets (one row per member and round, every product), newest first; `total` counts up to `cap` rows. */
    async teamBets(
      agentId: bigint,
      q: {
        memberId?: bigint | undefined;
        vendor?: string | undefined;
        gameType?: string | undefined;
        range?: Partial<Range>;
        limit: number;
        offset: number;
        cap: number;
        withSums: boolean;
      },
    ) {
      const where = [
        q.memberId !== undefined ? sql`b.account_id = ${q.memberId}` : inDownline(agentId, sql`b.account_id`),
      ];
      if (q.range?.from) where.push(sql`b.created_at >= ${iso(q.range.from)}::timestamptz`);
      if (q.range?.to) where.push(sql`b.created_at < ${iso(q.range.to)}::timestamptz`);
      if (q.vendor) where.push(sql`b.vendor_id IN (SELECT v.id FROM vendors v WHERE v.code = ${q.vendor})`);
      if (q.gameType) where.push(sql`b.game_type = ${q.gameType}`);
      const filter = sql.join(where, sql` AND `);
      const rowsQuery = queryRows<{
        id: string;
        created_at: Date | string;
        username: string;
        vendor: string | null;
        game_type: string;
        game_code: string | null;
        names: Record<string, string> | null;
        bet: string;
        win: string;
        refund: string;
      }>(
        db,
        sql`SELECT b.round_key AS id, b.created_at, a.username, v.code AS vendor, b.game_type, b.game_code, g.names,
                   b.bet::text AS bet, b.win::text AS win, b.refund::text AS refund
            FROM (SELECT * FROM agent_bets b WHERE ${filter}
                  ORDER BY b.created_at DESC, b.id DESC LIMIT ${q.limit} OFFSET ${q.offset}) b
            JOIN accounts a ON a.id = b.account_id
            LEFT JOIN vendors v ON v.id = b.vendor_id
            LEFT JOIN games g ON g.vendor_id = b.vendor_id AND g.game_code = b.game_code
            ORDER BY b.created_at DESC, b.id DESC`,
      );
      const countQuery = queryRows<{ total: number }>(
        db,
        sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM agent_bets b WHERE ${filter} LIMIT ${q.cap + 1}) x`,
      );
      const [rows, [count]] = await Promise.all([rowsQuery, countQuery]);
      let sums: { turnover: string; wins: string } | undefined;
      if (q.withSums) {
        [sums] = await queryRows<{ turnover: string; wins: string }>(
          db,
          sql`SELECT coalesce(sum(b.bet - b.refund), 0)::text AS turnover, coalesce(sum(b.win), 0)::text AS wins
              FROM agent_bets b WHERE ${filter}`,
        );
      }
      return { rows, total: count?.total ?? 0, sums };
    },
  };
}
