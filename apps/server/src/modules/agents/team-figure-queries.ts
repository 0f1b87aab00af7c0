import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { iso } from './agent-sql';
import type { Range, TeamFigures } from './repository';
import { inDownline } from './subtree';

/** An agent team's figures over a range. */
export function teamFigureQueries(db: Db) {
  return {
    /**
     * Team figures over several ranges at once (today, 7 and 30 days): member counts from the
     * closure table, betting from the agent's 5-minute buckets (every product, from the ledger),
     * active members by their last stake.
     */
    async teamFigures(agentId: bigint, merchantId: number, ranges: Range[]): Promise<TeamFigures[]> {
      const earliest = ranges.reduce((a, r) => (r.from < a ? r.from : a), ranges[0]!.from);
      const latest = ranges.reduce((a, r) => (r.to > a ? r.to : a), ranges[0]!.to);
      const perRange = (column: string, r: Range) =>
        sql`count(*) FILTER (WHERE ${sql.raw(column)} >= ${iso(r.from)}::timestamptz AND ${sql.raw(column)} < ${iso(r.to)}::timestamptz)::int`;
      // Team size and new members from the closure index; active members from the activity index.
      const membersQuery = queryRows<Record<string, number>>(
        db,
        sql`SELECT ${sql.join(
          ranges.map(
            (r, i) =>
              sql`count(*) FILTER (WHERE joined_at < ${iso(r.to)}::timestamptz)::int AS ${sql.raw(`m${i}`)},
                  ${perRange('joined_at', r)} AS ${sql.raw(`n${i}`)}`,
          ),
          sql`, `,
        )}
            FROM agent_closure WHERE ancestor_id = ${agentId}`,
      );
      const activeQuery = queryRows<Record<string, number>>(
        db,
        sql`SELECT ${sql.join(
          ranges.map((r, i) => sql`${perRange('last_round_at', r)} AS ${sql.raw(`a${i}`)}`),
          sql`, `,
        )}
            FROM agent_member_activity WHERE agent_id = ${agentId} AND last_round_at >= ${iso(earliest)}::timestamptz`,
      );
      const bettingQuery = queryRows<Record<string, string>>(
        db,
        sql`SELECT ${sql.join(
          ranges.map((r, i) => {
            const inR = sql`bucket >= ${iso(r.from)}::timestamptz AND bucket < ${iso(r.to)}::timestamptz`;
            return sql`coalesce(sum(turnover) FILTER (WHERE ${inR}), 0)::text AS ${sql.raw(`t${i}`)},
                       coalesce(sum(wins) FILTER (WHERE ${inR}), 0)::text AS ${sql.raw(`w${i}`)},
                       coalesce(sum(rounds) FILTER (WHERE ${inR}), 0)::text AS ${sql.raw(`r${i}`)}`;
          }),
          sql`, `,
        )}
            FROM agent_team_stats
            WHERE agent_id = ${agentId} AND bucket >= ${iso(earliest)}::timestamptz AND bucket < ${iso(latest)}::timestamptz`,
      );
      const money = async (table: 'deposits' | 'withdrawals') => {
        const [row] = await queryRows<Record<string, string>>(
          db,
          sql`SELECT ${sql.join(
            ranges.map(
              (r, i) =>
                sql`coalesce(sum(amount) FILTER (WHERE created_at >= ${iso(r.from)}::timestamptz AND created_at < ${iso(r.to)}::timestamptz), 0)::text AS ${sql.raw(`s${i}`)}`,
            ),
            sql`, `,
          )}
              FROM ${sql.raw(table)}
              WHERE merchant_id = ${merchantId} AND status = 'approved' AND ${inDownline(agentId, sql`account_id`)}
                AND created_at >= ${iso(earliest)}::timestamptz AND created_at < ${iso(latest)}::timestamptz`,
        );
        return row ?? {};
      };
      const [[members], [active], [betting], deposits, withdrawals] = await Promise.all([
        membersQuery,
        activeQuery,
        bettingQuery,
        money('deposits'),
        money('withdrawals'),
      ]);
      return ranges.map((_, i) => ({
        members: members?.[`m${i}`] ?? 0,
        new_members: members?.[`n${i}`] ?? 0,
        active: active?.[`a${i}`] ?? 0,
        deposits: deposits[`s${i}`] ?? '0',
        withdrawals: withdrawals[`s${i}`] ?? '0',
        turnover: betting?.[`t${i}`] ?? '0',
        wins: betting?.[`w${i}`] ?? '0',
        rounds: Number(betting?.[`r${i}`] ?? 0),
      }));
    },
  };
}
