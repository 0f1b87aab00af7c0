import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client';
import { AppError } from './app-error';
import { createIdempotencyClaims } from './idempotency-claims';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for calls that move money: a repeated Idempotency-Key gets the first response. */
    idempotent: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
  interface FastifyRequest {
    idempotency?: { scope: string; key: string };
  }
}

function scopeOf(request: FastifyRequest): string {
  return request.auth
    ? `account:${request.auth.account.id}`
    : `merchant:${request.merchant.id}:ip:${request.ip}`;
}

export const idempotency = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  const claims = createIdempotencyClaims(opts.db);

  app.decorate('idempotent', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' ? header.trim() : '';
    if (key.length < 1 || key.length > 255) throw new AppError('idempotency_key_required', 400);
    const scope = scopeOf(request);
    const requestHash = crypto
      .createHash('sha256')
      .update(`${request.method} ${request.routeOptions.url} ${JSON.stringify(request.body ?? null)}`)
      .digest('hex');
    const replay = await claims.claim({ scope, key, requestHash });
    if (replay) {
      reply.header('idempotent-replayed', 'true');
      return reply.status(replay.statusCode).send(replay.response);
    }
    request.idempotency = { scope, key };
  });

  // Remember the outcome, success or refusal, except a 5xx (a retry may then succeed).
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim || reply.getHeader('idempotent-replayed')) return payload;
    if (reply.statusCode >= 500) {
      await claims.release(claim.scope, claim.key);
      return payload;
    }
    const response = typeof payload === 'string' ? JSON.parse(payload) : payload;
    await claims.answer(claim.scope, claim.key, { statusCode: reply.statusCode, response });
    return payload;
  });
});
