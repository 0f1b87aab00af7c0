import type { Db } from '@/db/client';
import type { Identity } from '@/modules/identity/service';
import { AppError } from '@/platform/app-error';
import { agentDownline } from './agent-downline';
import { agentDownlineCreation } from './agent-downline-creation';
import { agentOverview } from './agent-overview';
import { agentPayoutLines } from './agent-payouts';
import { agentRevenue } from './agent-revenue';
import { agentTeamBets } from './agent-team-bets';
import type { Contracts } from './contracts';
import { createAgentRepository } from './repository';

export type DateRange = { startDate?: string | undefined; endDate?: string | undefined };

/** What the agent centre's parts share: the repository and the downline lookups. */
function agentCentreTools(deps: { db: Db; identity: Identity; contracts: Contracts }) {
  const { db, identity, contracts } = deps;
  const repo = createAgentRepository(db);

  /** A member filter by username: must be in the downline, else 404 (never 403: ids do not leak). */
  async function memberFilter(agentId: bigint, username: string | undefined) {
    if (!username) return undefined;
    const row = await repo.downlineByUsername(agentId, username.trim());
    if (!row) throw new AppError('not_found', 404);
    return BigInt(row.id);
  }

  async function downlineAccount(agentId: bigint, accountId: string) {
    const row = /^\d{1,19}$/.test(accountId)
      ? await repo.downlineAccount(agentId, BigInt(accountId))
      : undefined;
    if (!row) throw new AppError('not_found', 404);
    return row;
  }

  return { db, identity, contracts, repo, memberFilter, downlineAccount };
}
export type AgentCentreTools = ReturnType<typeof agentCentreTools>;

/** The agent centre's reads and downline actions; every one scoped to the caller's downline. */
export function createAgentCentre(deps: { db: Db; identity: Identity; contracts: Contracts }) {
  const tools = agentCentreTools(deps);
  return {
    ...agentOverview(tools),
    ...agentDownline(tools),
    ...agentDownlineCreation(tools),
    ...agentTeamBets(tools),
    ...agentPayoutLines(tools),
    ...agentRevenue(tools),
  };
}

export type AgentCentre = ReturnType<typeof createAgentCentre>;
