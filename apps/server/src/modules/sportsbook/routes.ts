import { ZEnvelope } from '@crupier/contract/envelope';
import {
  ZSbBetParams,
  ZSbBetRequest,
  ZSbBetResult,
  ZSbBets,
  ZSbBetsQuery,
  ZSbCashoutRequest,
  ZSbEvents,
  ZSbEventsQuery,
  ZSbFinishRequest,
  ZSbOpsSettleSummary,
  ZSbSession,
  ZSbSessionRequest,
} from '@crupier/contract/sportsbook';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, ok } from '@/platform/app-error';
import type { Sportsbook } from './service';

const tags = ['sportsbook'];
const AUTH_TIMEOUT_MS = 5_000;

type SportsbookRouteOptions = { sportsbook: Sportsbook; demo: boolean };

/** The session, events, bets and cash-out. */
const sessionAndBetRoutes: FastifyPluginAsyncZod<SportsbookRouteOptions> = async (app, { sportsbook }) => {
  app.post(
    '/sb/session',
    {
      schema: {
        tags,
        summary: 'Trade a launch token for a sportsbook session',
        body: ZSbSessionRequest,
        response: { 200: ZEnvelope(ZSbSession) },
      },
    },
    async (request) => ok(await sportsbook.session(request.body.launchToken, request.ip)),
  );

  app.get(
    '/sb/events',
    {
      schema: {
        tags,
        summary: 'Events with their markets and odds (live first), by sport, status and league',
        querystring: ZSbEventsQuery,
        response: { 200: ZEnvelope(ZSbEvents) },
      },
    },
    async (request) =>
      ok(
        await sportsbook.events({
          ...request.query,
          merchantId: request.merchant.id,
          defaultLanguage: request.merchant.defaultLanguage,
        }),
      ),
  );

  app.post(
    '/sb/bets',
    {
      schema: {
        tags,
        summary: 'Place a single, combo or system bet; 409 odds_changed / market_suspended, 422 stake_limit',
        body: ZSbBetRequest,
        response: { 200: ZEnvelope(ZSbBetResult) },
      },
    },
    async (request) => ok(await sportsbook.place(request.body)),
  );

  app.get(
    '/sb/bets',
    {
      schema: {
        tags,
        summary: "The session owner's bets, open or settled",
        querystring: ZSbBetsQuery,
        response: { 200: ZEnvelope(ZSbBets) },
      },
    },
    async (request) => ok(await sportsbook.bets(request.query)),
  );

  app.post(
    '/sb/bets/:betId/cashout',
    {
      schema: {
        tags,
        summary: 'Cash out an open bet at the offer seen; 409 cashout_changed when it moved',
        params: ZSbBetParams,
        body: ZSbCashoutRequest,
        response: { 200: ZEnvelope(ZSbBetResult) },
      },
    },
    async (request) => ok(await sportsbook.cashout({ ...request.body, betId: request.params.betId })),
  );
};

/** The live event stream, and the demo finish. */
const eventStreamAndDemoRoutes: FastifyPluginAsyncZod<SportsbookRouteOptions> = async (
  app,
  { sportsbook, demo },
) => {
  /**
   * Live odds, scores and clocks of the merchant's live events every two seconds, and `{type:"bet"}` when
   * one of the session's bets settles. The session is `?sessionId=` or the first message `{"sessionId":…}`.
   */
  app.route({
    method: 'GET',
    url: '/sb/events/stream',
    schema: { hide: true },
    // A plain GET (no upgrade) is told so in the envelope.
    handler: async () => {
      throw new AppError('upgrade_required', 426, 'this is a WebSocket: connect with an upgrade');
    },
    wsHandler: (socket, request) => {
      let detach: (() => void) | undefined;
      let setLanguage: ((language: string) => void) | undefined;
      let closed = false;
      const timer = setTimeout(() => socket.close(4401, 'session first'), AUTH_TIMEOUT_MS);
      const send = (text: string) => {
        if (socket.readyState === socket.OPEN) socket.send(text);
      };
      const attach = async (sessionId: unknown) => {
        if (detach || typeof sessionId !== 'string' || sessionId.length === 0 || sessionId.length > 80) {
          if (!detach) socket.close(4401, 'unauthorized');
          return;
        }
        const found = await sportsbook.subscribe(sessionId, send).catch(() => null);
        if (!found) {
          socket.close(4401, 'unauthorized');
          return;
        }
        clearTimeout(timer);
        if (closed) {
          found.detach();
          return;
        }
        detach = found.detach;
        setLanguage = found.setLanguage;
        send(JSON.stringify({ type: 'ready' }));
      };
      const query = request.query as { sessionId?: unknown; language?: unknown };
      if (query.sessionId) {
        attach(query.sessionId).then(() => {
          if (typeof query.language === 'string') setLanguage?.(query.language);
        });
      }
      socket.on('message', (data) => {
        let message: { sessionId?: unknown; language?: unknown } = {};
        try {
          message = JSON.parse(String(data)) ?? {};
        } catch {
          message = {};
        }
        if (!detach) {
          attach(message.sessionId).then(() => {
            if (typeof message.language === 'string') setLanguage?.(message.language);
          });
        } else if (typeof message.language === 'string') setLanguage?.(message.language);
      });
      socket.on('close', () => {
        closed = true;
        clearTimeout(timer);
        detach?.();
      });
    },
  });

  if (demo) {
    app.post(
      '/dev/sb/finish',
      {
        schema: {
          tags: ['demo'],
          summary: 'End a sportsbook event at once with this score, and settle it (demo)',
          body: ZSbFinishRequest,
          response: { 200: ZEnvelope(ZSbOpsSettleSummary) },
        },
      },
      async (request) =>
        ok(await sportsbook.finish(request.body.eventId, request.body.home, request.body.away)),
    );
  }
};

/** The house sportsbook's client API (api-contract "House sportsbook"): the game session travels in each call. */
export const sportsbookRoutes: FastifyPluginAsyncZod<SportsbookRouteOptions> = async (app, opts) => {
  await sessionAndBetRoutes(app, opts);
  await eventStreamAndDemoRoutes(app, opts);
};
