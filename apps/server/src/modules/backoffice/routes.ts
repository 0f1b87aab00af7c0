import { ZEnvelope } from '@crupier/contract/envelope';
import { ZPage } from '@crupier/contract/paging';
import { ZDecisionRequest, ZDeposit, ZPaymentListQuery, ZWithdrawal } from '@crupier/contract/payments';
import { text } from '@crupier/contract/text';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/app-error';
import { authOf } from '../../platform/auth';
import type { Identity } from '../identity/service';
import type { Deposits } from '../payments/deposits';
import type { Withdrawals } from '../payments/withdrawals';
import type { Wallet } from '../wallet/service';
import { adjustmentRoutes } from './adjustment-routes';
import type { Adjustments } from './adjustments';
import { type StaffChange, staffAuditEntry } from './audit-log';
import { accountLockRoutes } from './lock-routes';
import { requireStaffRole } from './staff-access';

const tags = ['operator'];
const security = [{ bearer: [] }];
const idParam = z.object({ id: text(64).min(1) });

/**
 * The operator API the back office sits on: staff accounts (type 9) sign in at /ops/session/login
 * (staff-routes.ts: password, then TOTP) and decide deposits and withdrawals, or adjust a balance
 * with a reason (adjustment-routes.ts). Every action is audited.
 */
export const backofficeRoutes: FastifyPluginAsyncZod<{
  identity: Identity;
  deposits: Deposits;
  withdrawals: Withdrawals;
  wallet: Wallet;
  adjustments: Adjustments;
}> = async (app, { identity, deposits, withdrawals, wallet, adjustments }) => {
  // A live operator-site session that passed the second factor, and a role that may call the route.
  const requireOperator = async (request: FastifyRequest) => {
    await app.requireAuth(request);
    await requireStaffRole(request);
  };
  // Every route here (and in the plugins below) is gated before its input is validated, so that a
  // caller without the session or the role learns nothing from a 400; the routes' own preHandler
  // repeats the check harmlessly.
  app.addHook('preValidation', requireOperator);
  // `detail` may name `target`, `reason`, `before` and `after` (audit-log.ts); the rest is kept as detail.
  const audit = (request: FastifyRequest, event: string, detail: StaffChange) =>
    identity.repo.audit(staffAuditEntry(request, event, detail));

  app.get(
    '/ops/deposits',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Deposits of this merchant',
        querystring: ZPaymentListQuery,
        response: { 200: ZEnvelope(ZPage(ZDeposit.extend({ accountId: z.string() }))) },
      },
    },
    async (request) => ok(await deposits.list(request.merchant, request.query)),
  );

  app.get(
    '/ops/deposits/:id/receipt',
    {
      preHandler: requireOperator,
      schema: { tags, security, summary: 'The receipt image of a deposit', params: idParam },
    },
    async (request, reply) => {
      const receipt = await deposits.receipt(request.merchant, request.params.id);
      return reply.type(receipt.type).header('cache-control', 'no-store').send(receipt.bytes);
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/ops/deposits/:id/${decision}`,
      {
        preHandler: requireOperator,
        schema: {
          tags,
          security,
          summary: `${decision} a deposit`,
          params: idParam,
          body: ZDecisionRequest,
          response: { 200: ZEnvelope(ZDeposit) },
        },
      },
      async (request) => {
        const operator = authOf(request).account.id;
        const result =
          decision === 'approve'
            ? await deposits.approve(request.merchant, request.params.id, operator)
            : await deposits.reject(request.merchant, request.params.id, operator, request.body.reason);
        await audit(request, `ops_deposit_${decision}`, {
          deposit: request.params.id,
          reason: request.body.reason ?? null,
        });
        return ok(result);
      },
    );
    app.post(
      `/ops/withdrawals/:id/${decision}`,
      {
        preHandler: requireOperator,
        schema: {
          tags,
          security,
          summary: `${decision} a withdrawal`,
          params: idParam,
          body: ZDecisionRequest,
          response: { 200: ZEnvelope(ZWithdrawal) },
        },
      },
      async (request) => {
        const operator = authOf(request).account.id;
        const result =
          decision === 'approve'
            ? await withdrawals.approve(request.merchant, request.params.id, operator)
            : await withdrawals.reject(request.merchant, request.params.id, operator, request.body.reason);
        await audit(request, `ops_withdrawal_${decision}`, {
          withdrawal: request.params.id,
          reason: request.body.reason ?? null,
        });
        return ok(result);
      },
    );
  }

  app.get(
    '/ops/withdrawals',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Withdrawals of this merchant',
        querystring: ZPaymentListQuery,
        response: { 200: ZEnvelope(ZPage(ZWithdrawal.extend({ accountId: z.string() }))) },
      },
    },
    async (request) => ok(await withdrawals.list(request.merchant, request.query)),
  );

  await app.register(adjustmentRoutes, { identity, wallet, adjustments, requireOperator, audit });
  await app.register(accountLockRoutes, { identity, requireOperator, audit });
};
