import { ZBettingRecordPage, ZBettingRecordQuery } from '@crupier/contract/betting-record';
import { ZCrashState, ZCrashStateQuery } from '@crupier/contract/crash';
import { ZEnvelope } from '@crupier/contract/envelope';
import {
  ZRgsAuthenticateRequest,
  ZRgsPlayHeaders,
  ZRgsPlayRequest,
  ZRgsPlayResult,
  ZRgsRound,
  ZRgsRoundDetail,
  ZRgsSeedRequest,
  ZRgsSeedResult,
  ZRgsSessionQuery,
  ZRgsSessionState,
} from '@crupier/contract/rgs';
import { text } from '@crupier/contract/text';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@/platform/app-error';
import { authOf } from '@/platform/auth';
import type { Throttle } from '@/platform/throttle';
import type { createBettingRecord } from './betting-record';
import type { Rgs } from './rgs';

type BettingRecord = ReturnType<typeof createBettingRecord>;

const tags = ['house games'];
const sessionQuery = ZRgsSessionQuery;

/**
 * Idempotency-Key of /rgs/play, per game session: a repeat gets the first answer. The claim lives in
 * the platform's idempotency_keys table, whose onSend hook (platform/idempotency.ts) stores the answer
 * (and drops the claim after a 5xx, so a retry may run again; the RGS then finds the round it played).
 */
function idempotentPlayOf(rgs: Rgs) {
  return async function idempotentPlay(request: FastifyRequest, reply: FastifyReply) {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string') return;
    const body = request.body as { sessionId: string };
    const { scope, replay } = await rgs.claimPlayKey(body.sessionId, key, body);
    if (replay) {
      reply.header('idempotent-replayed', 'true');
      return reply.status(replay.statusCode).send(replay.response);
    }
    request.idempotency = { scope, key };
  };
}

export const rgsRoutes: FastifyPluginAsyncZod<{
  rgs: Rgs;
  throttle: Throttle;
  bettingRecord: BettingRecord;
}> = async (app, { rgs, throttle, bettingRecord }) => {
  const idempotentPlay = idempotentPlayOf(rgs);

  app.get(
    '/wps/member/bettingRecord',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Betting record (personalHistoryCopy): rounds with stakes, wins and totals',
        querystring: ZBettingRecordQuery,
        response: {
          200: ZEnvelope(ZBettingRecordPage),
        },
      },
    },
    async (request) => ok(await bettingRecord(request.merchant, authOf(request).account.id, request.query)),
  );

  app.get(
    '/wps/member/bettingRecord/:roundId',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'A round of my betting record with its outcome, seeds and wallet transactions',
        params: z.object({ roundId: text(36).uuid() }),
        response: { 200: ZEnvelope(ZRgsRoundDetail) },
      },
    },
    async (request) => ok(await rgs.memberRound(authOf(request).account.id, request.params.roundId)),
  );

  app.post(
    '/rgs/authenticate',
    {
      schema: {
        tags,
        summary:
          'Trade a one-time launch token for a game session (takes over an open round of this account and game)',
        body: ZRgsAuthenticateRequest,
        response: { 200: ZEnvelope(ZRgsSessionState) },
      },
    },
    async (request) => {
      await throttle.limit(`rgs:auth:${request.ip}`, 60, 60_000);
      return ok(await rgs.authenticate(request.body.launchToken, request.ip));
    },
  );
  app.get(
    '/rgs/session',
    {
      schema: {
        tags,
        summary: 'The game session now (balance, seeds and nonce, open round), for a reloaded game client',
        querystring: sessionQuery,
        response: { 200: ZEnvelope(ZRgsSessionState) },
      },
    },
    async (request) => ok(await rgs.session(request.query.sessionId)),
  );
  app.post(
    '/rgs/play',
    {
      preHandler: idempotentPlay,
      schema: {
        tags,
        summary: 'Play a round (or a step of a multi-step round); an Idempotency-Key makes a retry safe',
        headers: ZRgsPlayHeaders,
        body: ZRgsPlayRequest,
        response: { 200: ZEnvelope(ZRgsPlayResult) },
      },
    },
    async (request) =>
      ok(await rgs.play({ ...request.body, idempotencyKey: request.headers['idempotency-key'] })),
  );
  app.post(
    '/rgs/seed',
    {
      schema: {
        tags,
        summary:
          'With clientSeed: set the client seed; without: rotate the server seed (reveals the old one)',
        body: ZRgsSeedRequest,
        response: { 200: ZEnvelope(ZRgsSeedResult) },
      },
    },
    async (request) => ok(await rgs.seed(request.body)),
  );
  app.get(
    '/rgs/rounds/:roundId',
    {
      schema: {
        tags,
        summary: 'A round with its seeds, to verify it',
        params: z.object({ roundId: text(36).uuid() }),
        querystring: sessionQuery,
        response: { 200: ZEnvelope(ZRgsRoundDetail) },
      },
    },
    async (request) => ok(await rgs.round(request.query.sessionId, request.params.roundId)),
  );
  app.get(
    '/rgs/crash/state',
    {
      schema: {
        tags,
        summary:
          'Crash: the shared round, the last 20 crash points and my bet (for clients joining mid-round)',
        querystring: ZCrashStateQuery,
        response: { 200: ZEnvelope(ZCrashState) },
      },
    },
    async (request) => ok(await rgs.crashState(request.query.sessionId)),
  );
  app.get(
    '/rgs/history',
    {
      schema: {
        tags,
        summary: 'The last 10 rounds of this game',
        querystring: sessionQuery,
        response: { 200: ZEnvelope(z.array(ZRgsRound)) },
      },
    },
    async (request) => ok(await rgs.history(request.query.sessionId)),
  );
};
