import { API_PREFIXES, type Audience, ROUTE_ACCESS, routeKey } from '@crupier/contract/access';
import { isAgent } from '@crupier/contract/account-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error';
import { requireRealAccount } from './real-account';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route registered, as `METHOD path`, with its audience from the contract's table. */
    apiRoutes: { key: string; method: string; url: string; audience: Audience }[];
  }
}

/** The back office's role check (its module implements it), run on `staff` routes after the session check. */
export type RouteAccessOptions = { requireStaffRole: (request: FastifyRequest) => Promise<void> };

const isApi = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * The access gate: before a request is parsed or validated, its route's audience (the contract's
 * ROUTE_ACCESS) decides whether the caller may go on. Routes keep their own checks (ownership,
 * business rules); this makes sure none forgets the session and that every route has declared who
 * may call it: registering an API route missing from the table fails the start.
 */
export const routeAccess = fp(async (app: FastifyInstance, opts: RouteAccessOptions) => {
  const routes: FastifyInstance['apiRoutes'] = [];
  app.decorate('apiRoutes', routes);

  app.addHook('onRoute', (route) => {
    if (!isApi(route.url)) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
      (m) => m !== 'HEAD' && m !== 'OPTIONS',
    );
    for (const method of methods) {
      const key = routeKey(method, route.url);
      const audience = ROUTE_ACCESS[key];
      if (!audience) throw new Error(`route ${key} has no audience in the contract's ROUTE_ACCESS table`);
      routes.push({ key, method, url: route.url, audience });
      const gate = gateFor(app, audience, opts);
      if (!gate) continue;
      const existing = route.onRequest;
      route.onRequest = existing ? [gate, ...(Array.isArray(existing) ? existing : [existing])] : [gate];
    }
  });
});

function gateFor(app: FastifyInstance, audience: Audience, opts: RouteAccessOptions) {
  switch (audience) {
    case 'member':
      return async (request: FastifyRequest) => {
        await app.requireAuth(request);
      };
    case 'realMember':
      return async (request: FastifyRequest) => {
        await app.requireAuth(request);
        if (request.auth) requireRealAccount(request.auth.account);
      };
    case 'agent':
      return async (request: FastifyRequest) => {
        await app.requireAuth(request);
        if (!isAgent(request.auth?.account.type ?? -1)) throw new AppError('forbidden', 403);
      };
    case 'staff':
      return async (request: FastifyRequest) => {
        await app.requireAuth(request);
        // The second factor and the contract's role table (403 outside the staff member's roles).
        await opts.requireStaffRole(request);
      };
    default:
      return undefined;
  }
}
