import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { accounts, sessions } from '@/db/schema';
import { AppError } from './app-error';

/** A live session and its account: what `requireAuth` leaves on the request. */
export type Authenticated = { account: typeof accounts.$inferSelect; session: typeof sessions.$inferSelect };

/** Port: how the platform reads a bearer token; the identity module's session service implements it. */
export type SessionResolver = { resolve(token: string): Promise<Authenticated | null> };

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

/** The sites whose sessions a route accepts: the back office takes its own, every other route the member sites'. */
const OPERATOR_SITES: readonly string[] = ['operator'];
const MEMBER_SITES: readonly string[] = ['player', 'agent'];

export function sitesFor(path: string): readonly string[] {
  return path === '/ops' || path.startsWith('/ops/') ? OPERATOR_SITES : MEMBER_SITES;
}

/** A session is good for a request of this merchant opened on a site the route accepts (game sessions never are). */
function accepts(request: FastifyRequest, found: Authenticated | null): found is Authenticated {
  if (!found || found.session.merchantId !== request.merchant.id) return false;
  return sitesFor(request.routeOptions.url ?? request.url).includes(found.session.site);
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

/** Reads the bearer token once per request; routes that need a session add `preHandler: app.requireAuth`. */
export const authentication = fp(async (app: FastifyInstance, opts: { sessions: SessionResolver }) => {
  app.decorateRequest('auth', null);
  // The access gate (route-access.ts) may have read the session already; it is not read twice.
  app.decorate('requireAuth', async (request: FastifyRequest) => {
    if (request.auth) return;
    const token = bearer(request);
    const found = token ? await opts.sessions.resolve(token) : null;
    if (!accepts(request, found)) throw new AppError('unauthorized', 401);
    request.auth = found;
  });
  app.decorate('optionalAuth', async (request: FastifyRequest) => {
    if (request.auth) return;
    const token = bearer(request);
    const found = token ? await opts.sessions.resolve(token) : null;
    request.auth = accepts(request, found) ? found : null;
  });
});

/** The authenticated account of a request that passed `requireAuth`. */
export function authOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new AppError('unauthorized', 401);
  return request.auth;
}
