import { isStaff } from '@crupier/contract/account-types';
import { ZEnvelope } from '@crupier/contract/envelope';
import { formatMinor, parseMinor } from '@crupier/contract/money';
import { ZPage, ZPageQuery } from '@crupier/contract/paging';
import { ZAdjustRequest, ZDecisionRequest } from '@crupier/contract/payments';
import { text } from '@crupier/contract/text';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Identity } from '@/modules/identity/service';
import type { Wallet } from '@/modules/wallet/service';
import { AppError, ok } from '@/platform/app-error';
import { authOf } from '@/platform/auth';
import type { Adjustments } from './adjustments';

const tags = ['operator'];
const security = [{ bearer: [] }];
const STATUSES = ['pending', 'posted', 'rejected'] as const;

const ZAdjustment = z.object({
  id: z.string(),
  username: z.string(),
  /** Signed: negative takes money from the player. */
  amount: z.string(),
  reason: z.string(),
  status: z.enum(STATUSES),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  decisionReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
const ZAdjustResult = z.object({ balance: z.string(), adjustment: ZAdjustment });

/**
 * Balance adjustments of the operator API: a small one posts at once, a large one waits for a second
 * staff member (see adjustments.ts). Every step is audited with the staff member who took it.
 */
export const adjustmentRoutes: FastifyPluginAsyncZod<{
  identity: Identity;
  wallet: Wallet;
  adjustments: Adjustments;
  requireOperator: (request: FastifyRequest) => Promise<void>;
  audit: (request: FastifyRequest, event: string, detail: Record<string, unknown>) => Promise<void>;
}> = async (app, { identity, wallet, adjustments, requireOperator, audit }) => {
  const staffOf = (request: FastifyRequest) => authOf(request).account.id;
  const balanceOf = async (request: FastifyRequest, username: string) => {
    const account = await identity.accounts.byUsername(request.merchant.id, username);
    return account ? formatMinor((await wallet.balance(request.merchant, account)).available) : '0.00';
  };

  app.post(
    '/ops/accounts/:username/adjust',
    {
      preHandler: [requireOperator, app.idempotent],
      schema: {
        tags,
        security,
        summary:
          'Adjust a player balance with a reason (signed amount): posted at once up to 10,000.00 (200), else pending a second staff member’s approval (202); at most 1,000,000.00',
        params: z.object({ username: text(64).min(1) }),
        headers: z.object({ 'idempotency-key': text(255).min(1) }),
        body: ZAdjustRequest,
        response: { 200: ZEnvelope(ZAdjustResult), 202: ZEnvelope(ZAdjustResult) },
      },
    },
    async (request, reply) => {
      const target = await identity.accounts.byUsername(request.merchant.id, request.params.username);
      if (!target || isStaff(target.type)) throw new AppError('player_not_found', 404);
      const adjustment = await adjustments.request(request.merchant, staffOf(request), target, {
        amount: parseMinor(request.body.amount),
        reason: request.body.reason,
        key: request.headers['idempotency-key'],
      });
      await audit(request, adjustment.status === 'pending' ? 'ops_adjust_request' : 'ops_adjust', {
        adjustment: adjustment.id,
        target: String(target.id),
        amount: adjustment.amount,
        reason: adjustment.reason,
        status: adjustment.status,
      });
      if (adjustment.status === 'pending') reply.status(202);
      return ok({ balance: await balanceOf(request, target.username), adjustment });
    },
  );

  app.get(
    '/ops/adjustments',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Balance adjustments of this merchant, newest first (filter by status)',
        querystring: ZPageQuery.extend({ status: z.enum(STATUSES).optional() }),
        response: { 200: ZEnvelope(ZPage(ZAdjustment)) },
      },
    },
    async (request) => ok(await adjustments.list(request.merchant, request.query)),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/ops/adjustments/:id/${decision}`,
      {
        preHandler: requireOperator,
        schema: {
          tags,
          security,
          summary:
            decision === 'approve'
              ? 'Approve a pending adjustment (another staff member than its requester): the money moves once'
              : 'Reject a pending adjustment: no money moves',
          params: z.object({ id: text(64).min(1) }),
          body: ZDecisionRequest,
          response: { 200: ZEnvelope(ZAdjustResult) },
        },
      },
      async (request) => {
        const reason = request.body.reason ?? null;
        const adjustment = await adjustments[decision](
          request.merchant,
          request.params.id,
          staffOf(request),
          reason,
        );
        await audit(request, `ops_adjust_${decision}`, {
          adjustment: adjustment.id,
          target: adjustment.username,
          amount: adjustment.amount,
          requestedBy: adjustment.requestedBy,
          reason,
        });
        return ok({ balance: await balanceOf(request, adjustment.username), adjustment });
      },
    );
  }
};
