import { AGENT_TYPES } from '@crupier/contract/access';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { inDownline } from './subtree';

const AGENT_TYPE_LIST = sql.raw(AGENT_TYPES.join(', '));

export type DownlineRow = {
  id: string;
  username: string;
  nickname: string;
  type: number;
  status: string;
  level: number;
  upline: string | null;
  upline_id: string | null;
  children: number;
  balance: string | null;
  last_login_at: Date | string | null;
  created_at: Date | string;
};

export type TeamFigures = {
  members: number;
  new_members: number;
  active: number;
  deposits: string;
  withdrawals: string;
  turnover: string;
  wins: string;
  rounds: number;
};

export type Range = { from: Date; to: Date };

const iso = (d: Date) => d.toISOString();

/** SQL of the agent centre; every read takes the caller (agent) and goes through `inDownline`. */
export function createAgentRepository(db: Db) {
  return {
    /** An account of the agent's downline, with its depth below the agent; undefined outside it. */
    async downlineAccount(agentId: bigint, accountId: bigint) {
      const [row] = await queryRows<{
        id: string;
        username: string;
        type: number;
        status: string;
        depth: number;
      }>(
        db,
        sql`SELECT a.id::text AS id, a.username, a.type::int AS type, a.status, c.depth::int AS depth
            FROM agent_closure c JOIN accounts a ON a.id = c.descendant_id
            WHERE c.ancestor_id = ${agentId} AND c.descendant_id = ${accountId}`,
      );
      return row;
    },

    async downlineByUsername(agentId: bigint, username: string) {
      const [row] = await queryRows<{ id: string; username: string; type: number; depth: number }>(
        db,
        sql`SELECT a.id::text AS id, a.username, a.type::int AS type, c.depth::int AS depth
            FROM agent_closure c JOIN accounts a ON a.id = c.descendant_id
            WHERE c.ancestor_id = ${agentId} AND lower(a.username) = lower(${username})`,
      );
      return row;
    },

    /** The downline (whole, or one account's direct children), searched, filtered and paged. */
    async downline(
      agentId: bigint,
      merchantId: number,
      currency: string,
      q: {
        parentId?: bigint | undefined;
        search?: string | undefined;
        type?: 'member' | 'agent' | undefined;
        status?: string | undefined;
        limit: number;
        offset: number;
      },
    ) {
      const where = [sql`c.ancestor_id = ${agentId}`];
      if (q.parentId !== undefined) where.push(sql`a.upline_id = ${q.parentId}`);
      if (q.search) where.push(sql`a.username ILIKE ${`%${q.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`);
      if (q.type === 'agent') where.push(sql`a.type IN (${AGENT_TYPE_LIST})`);
      if (q.type === 'member') where.push(sql`a.type NOT IN (${AGENT_TYPE_LIST})`);
      if (q.status) where.push(sql`a.status = ${q.status}`);
      const filter = sql.join(where, sql` AND `);
      const [count] = await queryRows<{ total: number }>(
        db,
        sql`SELECT count(*)::int AS total FROM agent_closure c JOIN accounts a ON a.id = c.descendant_id WHERE ${filter}`,
      );
      const rows = await queryRows<DownlineRow>(
        db,
        sql`SELECT a.id::text AS id, a.username, a.nickname, a.type::int AS type, a.status, c.depth::int AS level,
              u.username AS upline, a.upline_id::text AS upline_id,
              (SELECT count(*)::int FROM accounts k WHERE k.upline_id = a.id) AS children,
              (SELECT la.balance::text FROM ledger_accounts la WHERE la.merchant_id = ${merchantId}
                 AND la.owner_type = 'player' AND la.owner_id = a.id AND la.kind = 'main' AND la.currency = ${currency}) AS balance,
              a.last_login_at, a.created_at
            FROM agent_closure c JOIN accounts a ON a.id = c.descendant_id
            LEFT JOIN accounts u ON u.id = a.upline_id
            WHERE ${filter}
            ORDER BY c.depth, a.username
            LIMIT ${q.limit} OFFSET ${q.offset}`,
      );
      return { rows, total: count?.total ?? 0 };
    },

    async directCounts(agentId: bigint) {
      const [row] = await queryRows<{ members: number; agents: number }>(
        db,
        sql`SELECT count(*) FILTER (WHERE type NOT IN (${AGENT_TYPE_LIST}))::int AS members,
                   count(*) FILTER (WHERE type IN (${AGENT_TYPE_LIST}))::int AS agents
            FROM accounts WHERE upline_id = ${agentId}`,
      );
      return row ?? { members: 0, agents: 0 };
    },

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

export type AgentRepository = ReturnType<typeof createAgentRepository>;
