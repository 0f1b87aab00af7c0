import {
  AGENT_TYPES,
  API_PREFIXES,
  type Audience,
  ROUTE_ACCESS,
  routeKey,
  TRIAL_TYPE,
} from '@crupier/contract/access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requireStaffRole } from '@/modules/backoffice/staff-access';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route registered, as `METHOD path`, with its audience from the contract's table. */
    apiRoutes: { key: string; method: string; url: string; audience: Audience }[];
  }
}

const isApi = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));
const agentTypes = new Set<number>(AGENT_TYPES);

/**
 * The access gate: before a request is parsed or validated, its route's audience (the contract's
 * ROUTE_ACCESS) decides whether the caller may go on. Routes keep their own checks (ownership,
 * business rules); this makes sure none forgets the session and that every route has declared who
 * may call it: registering an API route missing from the table fails the start.
 */
export const routeAccess = fp(async (app: FastifyInstance) => {
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
      const gate = gateFor(app, audience);
      if (!gate) continue;
      const existing = route.onRequest;
      route.onRequest = existing ? [gate, ...(Array.isArray(existing) ? existing : [existing])] : [gate];
    }
  });
});

function gateFor(app: FastifyInstance, audience: Audience) {
  switch (audience) {
    case 'member':
      return async (request: FastifyRequest) => {
        await app.requireAuth(request);
      };
    case 'realMember':
      return async (request: FastifyRequest) => {
        await app.requireAuth(request);
        if (request.auth?.account.type === TRIAL_TYPE) throw new AppError('in_need_true_account', 403);
      };
    case 'agent':
      return async (request: FastifyRequest) => {
        await app.requireAuth(request);
        if (!agentTypes.has(request.auth?.account.type ?? -1)) throw new AppError('forbidden', 403);
      };
    case 'staff':
      return async (request: FastifyRequest) => {
        await app.requireAuth(request);
        // The second factor and the contract's role table (403 outside the staff member's roles).
        await requireStaffRole(request);
      };
    default:
      return undefined;
  }
}
