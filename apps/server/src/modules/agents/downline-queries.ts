import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { AGENT_TYPE_LIST } from './agent-sql';
import type { DownlineRow } from './repository';

/** An agent's downline: its accounts and how many each level holds. */
export function downlineQueries(db: Db) {
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
  };
}
