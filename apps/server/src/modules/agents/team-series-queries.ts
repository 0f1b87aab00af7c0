import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { iso } from './agent-sql';
import type { Range } from './repository';

/** An agent team's figures as a series of buckets. */
export function teamSeriesQueries(db: Db) {
  return {
    /** Turnover, wins and rounds per merchant-local day. */
    teamSeries(agentId: bigint, range: Range, gmtOffset: string) {
      return queryRows<{ day: string; turnover: string; wins: string; rounds: number }>(
        db,
        sql`SELECT to_char((bucket AT TIME ZONE 'UTC') + ${gmtOffset}::interval, 'YYYY-MM-DD') AS day,
                   sum(turnover)::text AS turnover, sum(wins)::text AS wins, sum(rounds)::int AS rounds
            FROM agent_team_stats
            WHERE agent_id = ${agentId} AND bucket >= ${iso(range.from)}::timestamptz AND bucket < ${iso(range.to)}::timestamptz
            GROUP BY 1 ORDER BY 1`,
      );
    },

    /** Cumulative team volume of each agent up to `until`: turnover and net loss (stakes − wins). */
    async cumulative(agentIds: bigint[], until: Date) {
      if (agentIds.length === 0) return new Map<string, { turnover: bigint; netloss: bigint }>();
      const rows = await queryRows<{ agent_id: string; turnover: string; netloss: string }>(
        db,
        sql`SELECT agent_id::text AS agent_id, coalesce(sum(turnover), 0)::text AS turnover,
                   coalesce(sum(turnover - wins), 0)::text AS netloss
            FROM agent_team_stats
            WHERE agent_id IN (${sql.join(
              agentIds.map((id) => sql`${id}`),
              sql`, `,
            )}) AND bucket < ${iso(until)}::timestamptz
            GROUP BY agent_id`,
      );
      const map = new Map<string, { turnover: bigint; netloss: bigint }>();
      for (const id of agentIds) map.set(String(id), { turnover: 0n, netloss: 0n });
      for (const row of rows)
        map.set(row.agent_id, { turnover: BigInt(row.turnover), netloss: BigInt(row.netloss) });
      return map;
    },

    /**
     * Per-agent team volume in 5-minute buckets over [from, to): the settlement walks them period by
     * period (turnover and net loss = stakes − refunds − wins).
     */
    teamBuckets(agentIds: bigint[], range: Range) {
      if (agentIds.length === 0) return Promise.resolve([]);
      return queryRows<{ agent_id: string; bucket: Date | string; turnover: string; netloss: string }>(
        db,
        sql`SELECT agent_id::text AS agent_id, bucket, turnover::text AS turnover, (turnover - wins)::text AS netloss
            FROM agent_team_stats
            WHERE agent_id IN (${sql.join(
              agentIds.map((id) => sql`${id}`),
              sql`, `,
            )}) AND bucket >= ${iso(range.from)}::timestamptz AND bucket < ${iso(range.to)}::timestamptz
            ORDER BY bucket`,
      );
    },

    async teamBucketSums(agentId: bigint, range: Partial<Range>) {
      const where = [sql`agent_id = ${agentId}`];
      if (range.from) where.push(sql`bucket >= ${iso(range.from)}::timestamptz`);
      if (range.to) where.push(sql`bucket < ${iso(range.to)}::timestamptz`);
      const [row] = await queryRows<{ turnover: string; wins: string }>(
        db,
        sql`SELECT coalesce(sum(turnover), 0)::text AS turnover, coalesce(sum(wins), 0)::text AS wins
            FROM agent_team_stats WHERE ${sql.join(where, sql` AND `)}`,
      );
      return row ?? { turnover: '0', wins: '0' };
    },
  };
}
