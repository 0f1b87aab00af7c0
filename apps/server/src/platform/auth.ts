import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Authenticated, SessionService } from '../modules/identity/sessions';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
  interface FastifyInstance {
    /** preHandler: a live session of this merchant, else 401 unauthorized. */
    requireAuth: (request: FastifyRequest) => Promise<void>;
    /** preHandler: reads a session when a valid token is sent, and lets guests through. */
    optionalAuth: (request: FastifyRequest) => Promise<void>;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

/** Reads the bearer token once per request; routes that need a session add `preHandler: app.requireAuth`. */
export const authentication = fp(async (app: FastifyInstance, opts: { sessions: SessionService }) => {
  app.decorateRequest('auth', null);
  app.decorate('requireAuth', async (request: FastifyRequest) => {
    const token = bearer(request);
    const found = token ? await opts.sessions.resolve(token) : null;
    if (!found || found.session.merchantId !== request.merchant.id) throw new AppError('unauthorized', 401);
    request.auth = found;
  });
  app.decorate('optionalAuth', async (request: FastifyRequest) => {
    const token = bearer(request);
    const found = token ? await opts.sessions.resolve(token) : null;
    request.auth = found && found.session.merchantId === request.merchant.id ? found : null;
  });
});

/** The authenticated account of a request that passed `requireAuth`. */
export function authOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new AppError('unauthorized', 401);
  return request.auth;
}
