import {
  CONTRACT_ACTIONS,
  CONTRACT_KINDS,
  ZAgentAnnouncement,
  ZAgentOverview,
  ZConsolidated,
  ZContract,
  ZContractDecision,
  ZContractOffer,
  ZContractsView,
  ZCreateDownline,
  ZDownlinePage,
  ZDownlineQuery,
  ZDownlineStatus,
  ZDownlineTransactionsPage,
  ZPayoutsPage,
  ZPayoutsQuery,
  ZProfitPage,
  ZRangeQuery,
  ZRevenue,
  ZTeamBetsPage,
  ZTeamBetsQuery,
} from '@crupier/contract/agents';
import { ZEnvelope } from '@crupier/contract/envelope';
import { text } from '@crupier/contract/text';
import { ZIsoDate } from '@crupier/contract/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '@/platform/app-error';
import { authOf } from '@/platform/auth';
import type { Clock } from '@/platform/clock';
import type { Contracts } from './contracts';
import type { AgentCentre } from './service';

const tags = ['agent centre'];
const security = [{ bearer: [] }];
const ZId = z.object({ id: text(20).regex(/^\d{1,19}$/, 'an id') });
const ZLang = z.object({ lang: text(5).optional() });

type App = Parameters<FastifyPluginAsyncZod>[0];
type AgentRoutesOptions = { centre: AgentCentre; contracts: Contracts; clock: Clock };

function agentRoutesHelpers() {
  const langOf = (lang: string | undefined, fallback: string) => lang ?? fallback;
  return { langOf };
}
type AgentRoutesDeps = AgentRoutesOptions & ReturnType<typeof agentRoutesHelpers>;

/** Member-side: consolidated funds and contract texts. */
function memberFundsAndContractRoutes(app: App, { contracts, clock }: AgentRoutesDeps) {
  app.get(
    '/wps/member/info/funds/consolidated',
    {
      schema: {
        tags,
        security,
        summary: 'Consolidated info: pending contract requests by kind, and the agent feature flags',
        response: { 200: ZEnvelope(ZConsolidated) },
      },
    },
    async (request) => {
      const { account } = authOf(request);
      const pending = await contracts.pending(account.id);
      const features = await contracts.features(request.merchant.id);
      return ok({
        dailysalreqtype: pending.daily,
        divtypereq: pending.dividend,
        contracthoursalreq: pending.hourly,
        realtimesalreqtype: pending.realtime,
        enableSalary: features.daily || features.hourly || features.realtime,
        enableContract: features.dividend,
        features,
      });
    },
  );

  for (const kind of CONTRACT_KINDS) {
    app.post(
      `/wps/relay/${CONTRACT_ACTIONS[kind]}`,
      {
        schema: {
          tags,
          security,
          summary: `Accept or reject a ${kind} contract request (new contract or termination)`,
          body: ZContractDecision,
          response: { 200: ZEnvelope(ZContract) },
        },
      },
      async (request) => {
        const { account } = authOf(request);
        const { contractId, accept } = request.body;
        return ok(await contracts.decide(account.id, kind, BigInt(contractId), accept, clock.now()));
      },
    );
  }
}

/** The agent overview and its downline. */
function downlineRoutes(app: App, { centre, clock }: AgentRoutesDeps) {
  app.get(
    '/wps/agent/overview',
    {
      schema: {
        tags,
        security,
        summary:
          'agentTeamOverview: members, active, new, deposits, withdrawals, turnover, P&L for today, 7 and 30 days',
        response: { 200: ZEnvelope(ZAgentOverview) },
      },
    },
    async (request) => ok(await centre.overview(request.merchant, authOf(request).account, clock.now())),
  );

  app.get(
    '/wps/agent/downline',
    {
      schema: {
        tags,
        security,
        summary: 'downlineManagmentView: the tree (parentId) or the whole downline, searched and paged',
        querystring: ZDownlineQuery,
        response: { 200: ZEnvelope(ZDownlinePage) },
      },
    },
    async (request) => ok(await centre.downline(request.merchant, authOf(request).account, request.query)),
  );

  app.post(
    '/wps/agent/downline',
    {
      schema: {
        tags,
        security,
        summary: 'registerCenter: create a member or a sub-agent directly below the caller',
        body: ZCreateDownline,
        response: {
          200: ZEnvelope(
            z.object({ id: z.string(), username: z.string(), type: z.number(), isAgent: z.boolean() }),
          ),
        },
      },
    },
    async (request) =>
      ok(await centre.createDownline(request.merchant, authOf(request).account, request.body)),
  );

  app.put(
    '/wps/agent/downline/:id/status',
    {
      schema: {
        tags,
        security,
        summary: 'Lock or unlock a direct downline account',
        params: ZId,
        body: ZDownlineStatus,
        response: { 200: ZEnvelope(z.object({ id: z.string(), username: z.string(), status: z.string() })) },
      },
    },
    async (request) =>
      ok(await centre.setStatus(authOf(request).account, request.params.id, request.body.status)),
  );
}

/** The team bets, profit, revenue, transactions and announcements. */
function teamFigureRoutes(app: App, { centre, clock, langOf }: AgentRoutesDeps) {
  app.get(
    '/wps/agent/bets',
    {
      schema: {
        tags,
        security,
        summary: 'personalHistoryCopy: team betting, filtered by member, vendor, game type and date',
        querystring: ZTeamBetsQuery.extend(ZLang.shape),
        response: { 200: ZEnvelope(ZTeamBetsPage) },
      },
    },
    async (request) =>
      ok(
        await centre.bets(request.merchant, authOf(request).account, {
          ...request.query,
          language: langOf(request.query.lang, request.merchant.defaultLanguage),
        }),
      ),
  );

  app.get(
    '/wps/agent/profit',
    {
      schema: {
        tags,
        security,
        summary: 'palStatementsAgentCopy: P&L per downline member',
        querystring: ZRangeQuery,
        response: { 200: ZEnvelope(ZProfitPage) },
      },
    },
    async (request) => ok(await centre.profit(request.merchant, authOf(request).account, request.query)),
  );

  app.get(
    '/wps/agent/revenue',
    {
      schema: {
        tags,
        security,
        summary: 'agentRevenueReport: my income by source',
        querystring: z.object({ startDate: ZIsoDate.optional(), endDate: ZIsoDate.optional() }),
        response: { 200: ZEnvelope(ZRevenue) },
      },
    },
    async (request) => ok(await centre.revenue(request.merchant, authOf(request).account, request.query)),
  );

  app.get(
    '/wps/agent/transactions',
    {
      schema: {
        tags,
        security,
        summary: 'agentDownlineTransactionDetailsCopy: the downline members’ account records',
        querystring: ZRangeQuery,
        response: { 200: ZEnvelope(ZDownlineTransactionsPage) },
      },
    },
    async (request) =>
      ok(await centre.transactions(request.merchant, authOf(request).account, request.query)),
  );

  app.get(
    '/wps/agent/announcements',
    {
      schema: {
        tags,
        security,
        summary: 'agentAnnouncement: the merchant’s notices for agents',
        querystring: ZLang,
        response: { 200: ZEnvelope(z.array(ZAgentAnnouncement)) },
      },
    },
    async (request) =>
      ok(
        await centre.announcements(
          request.merchant,
          langOf(request.query.lang, request.merchant.defaultLanguage),
          clock.now(),
        ),
      ),
  );
}

/** Contracts: listed, offered, accepted or rejected, terminated. */
function contractRoutes(app: App, { centre, contracts, clock }: AgentRoutesDeps) {
  app.get(
    '/wps/agent/contracts',
    {
      schema: {
        tags,
        security,
        summary: 'My contracts and those I granted',
        response: { 200: ZEnvelope(ZContractsView) },
      },
    },
    async (request) => ok(await contracts.list(authOf(request).account.id)),
  );

  app.post(
    '/wps/agent/contracts',
    {
      schema: {
        tags,
        security,
        summary: 'Offer a contract to a direct downline agent (never above my own rate)',
        body: ZContractOffer,
        response: { 200: ZEnvelope(ZContract) },
      },
    },
    async (request) =>
      ok(await contracts.offer(request.merchant.id, authOf(request).account.id, request.body, clock.now())),
  );

  for (const action of ['accept', 'reject'] as const) {
    app.post(
      `/wps/agent/contracts/:id/${action}`,
      {
        schema: {
          tags,
          security,
          summary: `${action === 'accept' ? 'Accept' : 'Reject'} a contract request addressed to me`,
          params: ZId,
          response: { 200: ZEnvelope(ZContract) },
        },
      },
      async (request) => {
        const { account } = authOf(request);
        const mine = (await contracts.list(account.id)).mine.find((c) => c.id === request.params.id);
        if (!mine) throw new AppError('not_found', 404);
        return ok(
          await contracts.decide(account.id, mine.kind, BigInt(mine.id), action === 'accept', clock.now()),
        );
      },
    );
  }

  app.post(
    '/wps/agent/contracts/:id/terminate',
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw an offer, or ask my downline agent to accept the end of its contract',
        params: ZId,
        response: { 200: ZEnvelope(ZContract) },
      },
    },
    async (request) =>
      ok(
        await contracts.terminate(
          authOf(request).account.id,
          BigInt(request.params.id),
          clock.now(),
          request.merchant.id,
        ),
      ),
  );

  app.get(
    '/wps/agent/salaries',
    {
      schema: {
        tags,
        security,
        summary:
          'agentDailyWages2, agentHourSalary, agentRealtimeSalary: salary lines of me and my downline agents',
        querystring: ZPayoutsQuery,
        response: { 200: ZEnvelope(ZPayoutsPage) },
      },
    },
    async (request) =>
      ok(
        await centre.payouts(
          request.merchant,
          authOf(request).account,
          ['daily', 'hourly', 'realtime'],
          request.query,
        ),
      ),
  );

  app.get(
    '/wps/agent/dividends',
    {
      schema: {
        tags,
        security,
        summary: 'agentDividendRecordCopy2: dividend lines of me and my downline agents',
        querystring: ZPayoutsQuery.omit({ kind: true }),
        response: { 200: ZEnvelope(ZPayoutsPage) },
      },
    },
    async (request) =>
      ok(await centre.payouts(request.merchant, authOf(request).account, ['dividend'], request.query)),
  );
}

/**
 * The agent centre (api-contract "Agent centre"). The access gate lets only agents in (audience
 * `agent`, everyone else 403); each handler scopes to the caller's downline, so anything outside it
 * is 404. No rules here: they live in service.ts and contracts.ts.
 */
export const agentRoutes: FastifyPluginAsyncZod<AgentRoutesOptions> = async (app, options) => {
  const deps = { ...options, ...agentRoutesHelpers() };
  memberFundsAndContractRoutes(app, deps);
  downlineRoutes(app, deps);
  teamFigureRoutes(app, deps);
  contractRoutes(app, deps);
};
