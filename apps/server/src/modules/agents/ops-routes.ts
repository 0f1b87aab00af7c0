import { AGENT_TYPES } from '@crupier/contract/account-types';
import { ZContract, ZOpsAgentFeatures, ZOpsAgents, ZOpsContractGrant } from '@crupier/contract/agents';
import { ZEnvelope } from '@crupier/contract/envelope';
import { text } from '@crupier/contract/text';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Db, queryRows } from '@/db/client';
import { staffAuditEntry } from '@/modules/backoffice/audit-log';
import { gateStaffRoutes } from '@/modules/backoffice/staff-access';
import type { Identity } from '@/modules/identity/service';
import { ok } from '@/platform/app-error';
import type { Clock } from '@/platform/clock';
import type { Contracts } from './contracts';

const tags = ['operator'];
const security = [{ bearer: [] }];
const AGENT_TYPE_LIST = sql.raw(AGENT_TYPES.join(', '));

type App = Parameters<FastifyPluginAsyncZod>[0];
type OpsAgentRoutesOptions = { db: Db; identity: Identity; contracts: Contracts; clock: Clock };

function opsAgentRoutesHelpers(app: App) {
  const requireOperator = gateStaffRoutes(app);
  return { requireOperator };
}
type OpsAgentRoutesDeps = OpsAgentRoutesOptions & ReturnType<typeof opsAgentRoutesHelpers>;

/** The agents of the merchant, listed. */
function opsAgentListRoutes(app: App, { db, contracts, requireOperator }: OpsAgentRoutesDeps) {
  app.get(
    '/ops/agents',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'The agent tree of the merchant, its contracts and the agent feature flags',
        response: { 200: ZEnvelope(ZOpsAgents) },
      },
    },
    async (request) => {
      const merchantId = request.merchant.id;
      const agents = await queryRows<{
        id: string;
        username: string;
        type: number;
        upline_id: string | null;
        level: number;
        members: number;
        status: string;
      }>(
        db,
        sql`SELECT a.id::text AS id, a.username, a.type::int AS type, a.upline_id::text AS upline_id, a.status,
                   (SELECT count(*)::int FROM agent_closure c WHERE c.descendant_id = a.id) AS level,
                   (SELECT count(*)::int FROM agent_closure c WHERE c.ancestor_id = a.id) AS members
            FROM accounts a WHERE a.merchant_id = ${merchantId} AND a.type IN (${AGENT_TYPE_LIST})
            ORDER BY level, a.username LIMIT 1000`,
      );
      return ok({
        agents: agents.map((a) => ({
          id: a.id,
          username: a.username,
          type: a.type,
          uplineId: a.upline_id,
          level: a.level,
          members: a.members,
          status: a.status,
        })),
        contracts: await contracts.ofMerchant(merchantId),
        features: await contracts.features(merchantId),
      });
    },
  );
}

/** Agent contracts offered or terminated by the operator, and the agent features. */
function opsAgentContractRoutes(
  app: App,
  { identity, contracts, clock, requireOperator }: OpsAgentRoutesDeps,
) {
  app.post(
    '/ops/agents/contracts',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'The house grants a top agent a contract (active at once; replaces its current one)',
        body: ZOpsContractGrant,
        response: { 200: ZEnvelope(ZContract) },
      },
    },
    async (request) => {
      const { reason, ...offer } = request.body;
      const before = await contracts.activeOf(BigInt(offer.agentId), offer.kind);
      const contract = await contracts.grant(request.merchant.id, BigInt(offer.agentId), offer, clock.now());
      await identity.accounts.audit(
        staffAuditEntry(request, 'ops_agent_contract_grant', {
          target: `account:${offer.agentId}`,
          reason,
          before: before ? { id: String(before.id), tiers: before.tiers } : null,
          after: { id: contract.id, kind: contract.kind, tiers: contract.tiers, period: contract.period },
        }),
      );
      return ok(contract);
    },
  );

  app.post(
    '/ops/agents/contracts/:id/terminate',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'End a contract at once (and every contract its holder granted)',
        params: z.object({ id: text(20).regex(/^\d{1,19}$/) }),
        body: z.object({ reason: text(500) }).strict(),
        response: { 200: ZEnvelope(ZContract) },
      },
    },
    async (request) => {
      const contract = await contracts.terminate(
        null,
        BigInt(request.params.id),
        clock.now(),
        request.merchant.id,
      );
      await identity.accounts.audit(
        staffAuditEntry(request, 'ops_agent_contract_terminate', {
          target: `agent_contract:${contract.id}`,
          reason: request.body.reason,
          before: { status: 'active' },
          after: { status: contract.status },
        }),
      );
      return ok(contract);
    },
  );

  app.put(
    '/ops/agents/features',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Switch the contract kinds (and their agent-centre pages) on or off',
        body: ZOpsAgentFeatures,
        response: { 200: ZEnvelope(ZOpsAgents.shape.features) },
      },
    },
    async (request) => {
      const { reason, ...value } = request.body;
      const before = await contracts.features(request.merchant.id);
      await contracts.setFeatures(request.merchant.id, value);
      await identity.accounts.audit(
        staffAuditEntry(request, 'ops_agent_features', {
          target: 'agent_features',
          reason,
          before,
          after: value,
        }),
      );
      return ok(value);
    },
  );
}

/** Back office "Agents": the merchant's agent tree, the contracts, the house's grants to top agents. */
export const opsAgentRoutes: FastifyPluginAsyncZod<OpsAgentRoutesOptions> = async (app, options) => {
  const deps = { ...options, ...opsAgentRoutesHelpers(app) };
  opsAgentListRoutes(app, deps);
  opsAgentContractRoutes(app, deps);
};
