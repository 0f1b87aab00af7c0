import { ZEnvelope } from '@crupier/contract/envelope';
import { formatMinor } from '@crupier/contract/money';
import { page } from '@crupier/contract/paging';
import {
  type SbSport,
  ZSbExposure,
  ZSbOpsEventParams,
  ZSbOpsEvents,
  ZSbOpsEventsQuery,
  ZSbOpsReason,
  ZSbOpsResult,
  ZSbOpsSettleSummary,
  ZSbOpsSuspend,
} from '@crupier/contract/sportsbook';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type StaffChange, staffAuditEntry } from '@/modules/backoffice/audit-log';
import { gateStaffRoutes } from '@/modules/backoffice/staff-access';
import type { Identity } from '@/modules/identity/service';
import { AppError, ok } from '@/platform/app-error';
import { marketId, marketsFor } from './markets';
import type { EventRow } from './repository';
import type { Sportsbook } from './service';
import { teamName } from './world';

const tags = ['operator'];
const security = [{ bearer: [] }];

/** Looking up an event and showing it with its open stakes and exposure. */
function opsEventViews(repo: Sportsbook['repo']) {
  async function eventOrThrow(id: string) {
    const event = await repo.event(id);
    if (!event) throw new AppError('not_found', 404);
    return event;
  }

  async function exposureOf(event: EventRow) {
    const rows = await repo.exposure(event.id);
    const stakesTotal = rows.reduce((s, r) => s + BigInt(r.stakes), 0n);
    return rows.map((r) => {
      // The house pays this outcome's returns and keeps every stake on the event's open bets.
      const liability = BigInt(r.returns) - stakesTotal;
      return {
        outcomeId: r.outcome_id,
        market: r.line === null ? r.market : `${r.market} ${r.line}`,
        name: r.outcome,
        bets: r.bets,
        stakes: formatMinor(BigInt(r.stakes)),
        liability: liability < 0n ? `-${formatMinor(-liability)}` : formatMinor(liability),
      };
    });
  }

  const view = async (event: EventRow, language: string) => {
    const open = (await repo.openStakesByEvent([event.id]))[0];
    const exposure = await exposureOf(event);
    const worst = exposure.reduce<bigint | null>((max, e) => {
      const v = e.liability.startsWith('-')
        ? -BigInt(e.liability.slice(1).replace('.', ''))
        : BigInt(e.liability.replace('.', ''));
      return max === null || v > max ? v : max;
    }, null);
    return {
      eventId: event.id,
      sport: event.sport as SbSport,
      league: event.league,
      home: teamName(event.league, event.home, language),
      away: teamName(event.league, event.away, language),
      startsAt: event.startsAt.toISOString(),
      status: event.status as 'prematch',
      suspended: event.suspended,
      suspendedMarkets: event.suspendedMarkets,
      result: event.result ? { home: event.result.home, away: event.result.away } : null,
      resultVersion: event.resultVersion,
      openBets: open?.bets ?? 0,
      stakes: formatMinor(BigInt(open?.stakes ?? 0)),
      maxLiability: worst === null ? '0.00' : worst < 0n ? `-${formatMinor(-worst)}` : formatMinor(worst),
    };
  };

  return { eventOrThrow, exposureOf, view };
}

type SportsbookOpsContext = {
  sportsbook: Sportsbook;
  repo: Sportsbook['repo'];
  audit: (request: FastifyRequest, action: string, change: StaffChange) => Promise<unknown>;
} & ReturnType<typeof opsEventViews>;

/** The events with their exposure. */
const eventListRoutes: FastifyPluginAsyncZod<SportsbookOpsContext> = async (
  app,
  { repo, eventOrThrow, exposureOf, view },
) => {
  app.get(
    '/ops/sb/events',
    {
      schema: {
        tags,
        security,
        summary: 'Sportsbook events with open bets, stakes and the worst liability',
        querystring: ZSbOpsEventsQuery,
        response: { 200: ZEnvelope(ZSbOpsEvents) },
      },
    },
    async (request) => {
      const q = request.query;
      const [rows, total] = await repo.listEvents({
        sport: q.sport,
        statuses: q.status ? [q.status] : ['live', 'prematch', 'ended', 'void'],
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
        newestFirst: q.status === 'ended' || q.status === 'void',
      });
      const language = request.merchant.defaultLanguage;
      return ok(page(await Promise.all(rows.map((e) => view(e, language))), q, total));
    },
  );

  app.get(
    '/ops/sb/events/:eventId/exposure',
    {
      schema: {
        tags,
        security,
        summary: 'Liability per outcome of an event (open bets)',
        params: ZSbOpsEventParams,
        response: { 200: ZEnvelope(z.array(ZSbExposure)) },
      },
    },
    async (request) => ok(await exposureOf(await eventOrThrow(request.params.eventId))),
  );
};

/** Suspending, voiding and resulting an event. */
const eventDecisionRoutes: FastifyPluginAsyncZod<SportsbookOpsContext> = async (
  app,
  { sportsbook, repo, audit, eventOrThrow },
) => {
  app.post(
    '/ops/sb/events/:eventId/suspend',
    {
      schema: {
        tags,
        security,
        summary: 'Suspend or reopen a market, or the whole event',
        params: ZSbOpsEventParams,
        body: ZSbOpsSuspend,
        response: { 200: ZEnvelope(ZSbOpsSettleSummary) },
      },
    },
    async (request) => {
      const event = await eventOrThrow(request.params.eventId);
      const { marketId: market, suspended, reason } = request.body;
      if (market) {
        const ids = marketsFor(event.sport as SbSport, event.params as Record<string, number>).map((m) =>
          marketId(event.id, m),
        );
        if (!ids.includes(market)) throw new AppError('not_found', 404, 'no such market');
      }
      const before = { suspended: event.suspended, suspendedMarkets: event.suspendedMarkets };
      await repo.setSuspended(event.id, market, suspended);
      const after = await eventOrThrow(event.id);
      await audit(request, 'ops_sb_suspend', {
        target: `sb_event:${event.id}`,
        reason,
        before,
        after: { suspended: after.suspended, suspendedMarkets: after.suspendedMarkets },
      });
      return ok({
        eventId: event.id,
        status: after.status,
        resultVersion: after.resultVersion,
        betsSettled: 0,
      });
    },
  );

  app.post(
    '/ops/sb/events/:eventId/void',
    {
      schema: {
        tags,
        security,
        summary: 'Void an event: every bet on it is refunded (combos stand on their other legs)',
        params: ZSbOpsEventParams,
        body: ZSbOpsReason,
        response: { 200: ZEnvelope(ZSbOpsSettleSummary) },
      },
    },
    async (request) => {
      const event = await eventOrThrow(request.params.eventId);
      const summary = await sportsbook.voidEvent(event.id);
      await audit(request, 'ops_sb_void', {
        target: `sb_event:${event.id}`,
        reason: request.body.reason,
        before: { status: event.status, result: event.result },
        after: summary,
      });
      return ok(summary);
    },
  );

  app.post(
    '/ops/sb/events/:eventId/result',
    {
      schema: {
        tags,
        security,
        summary: 'Set or correct an event result: its bets are (re)settled, moving only the differences',
        params: ZSbOpsEventParams,
        body: ZSbOpsResult,
        response: { 200: ZEnvelope(ZSbOpsSettleSummary) },
      },
    },
    async (request) => {
      const event = await eventOrThrow(request.params.eventId);
      const summary = await sportsbook.finish(event.id, request.body.home, request.body.away);
      await audit(request, 'ops_sb_result', {
        target: `sb_event:${event.id}`,
        reason: request.body.reason,
        before: { status: event.status, result: event.result, resultVersion: event.resultVersion },
        after: { result: { home: request.body.home, away: request.body.away }, ...summary },
      });
      return ok(summary);
    },
  );
};

/**
 * The operator's sportsbook (role risk): events with open stakes and the worst liability, exposure per
 * outcome, suspending a market or an event, voiding an event (refunds) and correcting a result
 * (resettlement moving only the differences). Every write is audited with its reason.
 */
export const sportsbookOpsRoutes: FastifyPluginAsyncZod<{
  identity: Identity;
  sportsbook: Sportsbook;
}> = async (app, { identity, sportsbook }) => {
  gateStaffRoutes(app);
  const audit = (request: FastifyRequest, action: string, change: StaffChange) =>
    identity.accounts.audit(staffAuditEntry(request, action, change));
  const repo = sportsbook.repo;
  const ctx = { sportsbook, repo, audit, ...opsEventViews(repo) };
  await eventListRoutes(app, ctx);
  await eventDecisionRoutes(app, ctx);
};
