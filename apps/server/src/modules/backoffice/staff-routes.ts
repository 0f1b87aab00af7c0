import {
  ROLE_ROUTES,
  roleTable,
  ZAuditItem,
  ZAuditQuery,
  ZRoleTable,
  ZStaffLoginResult,
  ZStaffMe,
  ZStaffSession,
  ZStaffTotpRequest,
  ZStaffTotpResult,
} from '@crupier/contract/backoffice';
import { ZEnvelope } from '@crupier/contract/envelope';
import { ZLoginRequest } from '@crupier/contract/identity';
import { ZPage } from '@crupier/contract/paging';
import { text } from '@crupier/contract/text';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '@/db/client';
import { context } from '@/modules/identity/routes';
import type { Identity } from '@/modules/identity/service';
import { ok } from '@/platform/app-error';
import { authOf } from '@/platform/auth';
import type { PayloadDecryptor } from '@/platform/encrypted-payload';
import type { Throttle } from '@/platform/throttle';
import { listAudit, staffAuditEntry } from './audit-log';
import { requireStaffRole } from './staff-access';
import { createStaffAuth } from './staff-auth';
import { createStaffRepository } from './staff-repository';
import { createStaffSessions } from './staff-sessions';
import type { Clock } from './totp';

const tags = ['operator'];
const security = [{ bearer: [] }];

/**
 * The back office's own calls: staff sign-in (password, then TOTP), the staff member's sessions,
 * the role table and the audit log. `now` is the clock of TOTP codes and session listing (tests).
 */
export const staffRoutes: FastifyPluginAsyncZod<{
  db: Db;
  identity: Identity;
  decryptor: PayloadDecryptor;
  throttle: Throttle;
  now?: Clock;
}> = async (app, { db, identity, decryptor, throttle, now }) => {
  const repo = createStaffRepository(db);
  const auth = createStaffAuth({ identity, repo, throttle, ...(now ? { now } : {}) });
  const staffSessions = createStaffSessions(repo, now);
  const requireStaff = async (request: FastifyRequest) => {
    await app.requireAuth(request);
    await requireStaffRole(request);
  };

  app.post(
    '/ops/session/login',
    {
      preValidation: decryptor.hook,
      schema: {
        tags,
        summary:
          'Staff sign-in, step one (encrypted, as the player login): answers a second-factor challenge',
        body: ZLoginRequest,
        response: { 200: ZEnvelope(ZStaffLoginResult) },
      },
    },
    async (request) => ok(await auth.login(request.merchant, request.body, context(request, 'operator'))),
  );

  app.post(
    '/ops/session/totp',
    {
      schema: {
        tags,
        summary:
          'Staff sign-in, step two: the challenge with a TOTP code (or a recovery code); recovery codes are shown once, at enrolment',
        body: ZStaffTotpRequest,
        response: { 200: ZEnvelope(ZStaffTotpResult) },
      },
    },
    async (request) => ok(await auth.verify(request.merchant, request.body, context(request, 'operator'))),
  );

  app.get(
    '/ops/session/me',
    {
      preValidation: requireStaff,
      schema: {
        tags,
        security,
        summary: 'The signed-in staff member and roles',
        response: { 200: ZEnvelope(ZStaffMe) },
      },
    },
    async (request) => {
      const { account } = authOf(request);
      const roles = ZStaffMe.shape.roles.parse(account.staffRoles.filter((role) => role in ROLE_ROUTES));
      return ok({ id: String(account.id), username: account.username, roles });
    },
  );

  app.get(
    '/ops/session/sessions',
    {
      preValidation: requireStaff,
      schema: {
        tags,
        security,
        summary: 'The live back-office sessions of the signed-in staff member',
        response: { 200: ZEnvelope(z.array(ZStaffSession)) },
      },
    },
    async (request) => ok(await staffSessions.list(authOf(request))),
  );

  app.delete(
    '/ops/session/sessions/:id',
    {
      preValidation: requireStaff,
      schema: {
        tags,
        security,
        summary: 'End one of your own back-office sessions (another staff member’s id is 404)',
        params: z.object({ id: text(64).min(1) }),
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await staffSessions.revoke(authOf(request), request.params.id);
      await identity.accounts.audit(
        staffAuditEntry(request, 'ops_session_revoke', {
          session: request.params.id,
          after: { revoked: true },
        }),
      );
      return ok(null);
    },
  );

  app.get(
    '/ops/roles',
    {
      preValidation: requireStaff,
      schema: {
        tags,
        security,
        summary: 'The role table: for each role, the /ops routes it may call',
        response: { 200: ZEnvelope(ZRoleTable) },
      },
    },
    async () => ok(roleTable()),
  );

  app.get(
    '/ops/audit',
    {
      preValidation: requireStaff,
      schema: {
        tags,
        security,
        summary: 'The audit log of staff actions, newest first (filters action, staff, from, to)',
        querystring: ZAuditQuery,
        response: { 200: ZEnvelope(ZPage(ZAuditItem)) },
      },
    },
    async (request) => ok(await listAudit(repo, request.merchant.id, request.query)),
  );
};
