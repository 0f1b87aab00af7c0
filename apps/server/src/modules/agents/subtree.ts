import { type SQL, sql } from 'drizzle-orm';

/**
 * THE downline predicate (ADR 017): `column` (an account id) lies strictly below `agentId`. Every
 * agent-centre query is scoped by it; the closure table holds each account's ancestors, kept by a
 * trigger on accounts.upline_id (migration 0025), so the test is one primary-key range read.
 */
export function inDownline(agentId: bigint, column: SQL): SQL {
  return sql`${column} IN (SELECT c.descendant_id FROM agent_closure c WHERE c.ancestor_id = ${agentId})`;
}
