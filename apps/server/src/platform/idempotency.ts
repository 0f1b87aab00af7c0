import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client';
import { idempotencyKeys } from '@/db/schema';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for calls that move money: a repeated Idempotency-Key gets the first response. */
    idempotent: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
  interface FastifyRequest {
    idempotency?: { scope: string; key: string };
  }
}

/** A claim older than this whose request never finished (a crash) may be taken over by a retry. */
const STALE_CLAIM_MS = 60_000;

function scopeOf(request: FastifyRequest): string {
  return request.auth
    ? `account:${request.auth.account.id}`
    : `merchant:${request.merchant.id}:ip:${request.ip}`;
}

export const idempotency = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;

  app.decorate('idempotent', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' ? header.trim() : '';
    if (key.length < 1 || key.length > 255) throw new AppError('idempotency_key_required', 400);
    const scope = scopeOf(request);
    const requestHash = crypto
      .createHash('sha256')
      .update(`${request.method} ${request.routeOptions.url} ${JSON.stringify(request.body ?? null)}`)
      .digest('hex');

    const claimed = await db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) {
      const [existing] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      if (!existing) throw new AppError('conflict', 409);
      if (existing.requestHash !== requestHash) throw new AppError('idempotency_conflict', 409);
      if (existing.statusCode !== null) {
        reply.header('idempotent-replayed', 'true');
        return reply.status(existing.statusCode).send(existing.response);
      }
      const stale = Date.now() - existing.createdAt.getTime() > STALE_CLAIM_MS;
      if (!stale) throw new AppError('request_in_progress', 409);
      await db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now()` })
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    }
    request.idempotency = { scope, key };
  });

  // Remember the outcome, success or refusal, except a 5xx (a retry may then succeed).
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim || reply.getHeader('idempotent-replayed')) return payload;
    if (reply.statusCode >= 500) {
      await db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
      return payload;
    }
    const body = typeof payload === 'string' ? JSON.parse(payload) : payload;
    await db
      .update(idempotencyKeys)
      .set({ statusCode: reply.statusCode, response: body })
      .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
    return payload;
  });
});
