import { routeKey } from '@crupier/contract/access';
import { isStaff } from '@crupier/contract/account-types';
import { staffMayCall } from '@crupier/contract/backoffice';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@/platform/app-error';

/**
 * The role gate of every /ops route, after the session check has set `request.auth`: a live
 * operator-site session of a staff member that passed the second factor, else 401; one of the
 * staff member's roles must allow the route in the contract's role table, else 403.
 */
export async function requireStaffRole(request: FastifyRequest): Promise<void> {
  const auth = request.auth;
  if (
    !auth ||
    !isStaff(auth.account.type) ||
    auth.session.site !== 'operator' ||
    auth.session.secondFactor === null
  ) {
    throw new AppError('unauthorized', 401);
  }
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  if (!staffMayCall(auth.account.staffRoles, routeKey(method, request.routeOptions.url ?? ''))) {
    throw new AppError('forbidden', 403);
  }
}

/**
 * Gates every route of a back-office plugin: a staff session that passed its second factor and a role
 * that may call the route, checked before validation so that a caller without them learns nothing from
 * a 400. Returns the check, for routes that also name it as their preHandler.
 */
export function gateStaffRoutes(app: FastifyInstance) {
  const requireOperator = async (request: FastifyRequest) => {
    await app.requireAuth(request);
    await requireStaffRole(request);
  };
  app.addHook('preValidation', requireOperator);
  return requireOperator;
}
