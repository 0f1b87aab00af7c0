import { ZEnvelope } from '@crupier/contract/envelope';
import {
  ZOpsApplication,
  ZOpsApplicationDecision,
  ZOpsApplicationQuery,
  ZOpsApproveRequest,
  ZOpsPromotion,
  ZOpsPromotionInput,
  ZOpsPromotionQuery,
  ZOpsReason,
  ZOpsRebateRates,
  ZOpsRebateRatesInput,
  ZOpsRejectRequest,
} from '@crupier/contract/ops-promotions';
import { ZPage } from '@crupier/contract/paging';
import { text } from '@crupier/contract/text';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffAuditEntry } from '@/modules/backoffice/audit-log';
import { gateStaffRoutes } from '@/modules/backoffice/staff-access';
import type { Identity } from '@/modules/identity/service';
import { ok } from '@/platform/app-error';
import { authOf } from '@/platform/auth';
import type { Promotions } from './service';

const tags = ['operator'];
const security = [{ bearer: [] }];
const idParam = z.object({ id: text(20).regex(/^\d{1,18}$/) });
const one = { 200: ZEnvelope(ZOpsPromotion) };

type OpsPromotionRouteContext = {
  promotions: Promotions;
  requireOperator: ReturnType<typeof gateStaffRoutes>;
  audit: (
    request: FastifyRequest,
    action: string,
    target: string,
    change: { before: unknown; after: unknown },
    reason: string,
  ) => Promise<unknown>;
};

/** The promotions list, creating one, the applications queue and the rebate rates. */
const promotionListRoutes: FastifyPluginAsyncZod<OpsPromotionRouteContext> = async (
  app,
  { promotions, requireOperator, audit },
) => {
  app.get(
    '/ops/promotions',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'The merchant’s promotions with participation figures',
        querystring: ZOpsPromotionQuery,
        response: { 200: ZEnvelope(ZPage(ZOpsPromotion)) },
      },
    },
    async (request) => ok(await promotions.ops.list(request.merchant, request.query)),
  );

  app.post(
    '/ops/promotions',
    {
      preHandler: requireOperator,
      schema: { tags, security, summary: 'Define a promotion', body: ZOpsPromotionInput, response: one },
    },
    async (request) => {
      const change = await promotions.ops.create(request.merchant, request.body);
      await audit(
        request,
        'ops_promotion_create',
        `promotion:${change.after.id}`,
        change,
        request.body.reason,
      );
      return ok(change.after);
    },
  );

  app.get(
    '/ops/promotions/applications',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Applications to promotions that need approval (newest first)',
        querystring: ZOpsApplicationQuery,
        response: { 200: ZEnvelope(ZPage(ZOpsApplication)) },
      },
    },
    async (request) => ok(await promotions.ops.applications(request.merchant, request.query)),
  );

  app.get(
    '/ops/promotions/rebate-rates',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Rebate rates per game type and VIP level',
        response: { 200: ZEnvelope(ZOpsRebateRates) },
      },
    },
    async (request) => ok(await promotions.ops.rebateRates(request.merchant)),
  );

  app.put(
    '/ops/promotions/rebate-rates',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Replace the rebate rate table (applies from the next daily run)',
        body: ZOpsRebateRatesInput,
        response: { 200: ZEnvelope(ZOpsRebateRates) },
      },
    },
    async (request) => {
      const change = await promotions.ops.setRebateRates(request.merchant, request.body);
      await audit(
        request,
        'ops_rebate_rates',
        `rebate-rates:${request.merchant.id}`,
        change,
        request.body.reason,
      );
      return ok(change.after);
    },
  );
};

/** One promotion: read, update, close. */
const promotionEditRoutes: FastifyPluginAsyncZod<OpsPromotionRouteContext> = async (
  app,
  { promotions, requireOperator, audit },
) => {
  app.get(
    '/ops/promotions/:id',
    {
      preHandler: requireOperator,
      schema: { tags, security, summary: 'One promotion', params: idParam, response: one },
    },
    async (request) => ok(await promotions.ops.get(request.merchant, request.params.id)),
  );

  app.put(
    '/ops/promotions/:id',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Change a promotion (not once closed)',
        params: idParam,
        body: ZOpsPromotionInput,
        response: one,
      },
    },
    async (request) => {
      const change = await promotions.ops.update(request.merchant, request.params.id, request.body);
      await audit(
        request,
        'ops_promotion_update',
        `promotion:${request.params.id}`,
        change,
        request.body.reason,
      );
      return ok(change.after);
    },
  );

  app.post(
    '/ops/promotions/:id/close',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Close a promotion: no new joins or claims; given rewards stay',
        params: idParam,
        body: ZOpsReason,
        response: one,
      },
    },
    async (request) => {
      const change = await promotions.ops.close(request.merchant, request.params.id);
      await audit(
        request,
        'ops_promotion_close',
        `promotion:${request.params.id}`,
        change,
        request.body.reason,
      );
      return ok(change.after);
    },
  );
};

/** Approving or rejecting an application. */
const applicationDecisionRoutes: FastifyPluginAsyncZod<OpsPromotionRouteContext> = async (
  app,
  { promotions, requireOperator, audit },
) => {
  for (const action of ['approve', 'reject'] as const) {
    app.post(
      `/ops/promotions/applications/:id/${action}`,
      {
        preHandler: requireOperator,
        schema: {
          tags,
          security,
          summary:
            action === 'approve'
              ? 'Approve an application: the reward is credited (amount optional, default the formula)'
              : 'Reject an application: the member sees the reason',
          params: idParam,
          body: action === 'approve' ? ZOpsApproveRequest : ZOpsRejectRequest,
          response: { 200: ZEnvelope(ZOpsApplicationDecision) },
        },
      },
      async (request) => {
        const body = request.body as { reason: string; amount?: string };
        const change = await promotions.ops.decide(
          request.merchant,
          request.params.id,
          { approve: action === 'approve', reason: body.reason, amount: body.amount },
          authOf(request).account.id,
        );
        await audit(
          request,
          `ops_promotion_${action}`,
          `promotion-application:${request.params.id}`,
          change,
          body.reason,
        );
        return ok({
          id: request.params.id,
          state: action === 'approve' ? ('issued' as const) : ('rejected' as const),
          credit: ('credit' in change.after ? change.after.credit : null) ?? null,
        });
      },
    );
  }
};

/**
 * The back office's promotions (roles `content`; approvals and rebate rates also `finance`): define a
 * merchant's promotions, close them, work the applications queue and set the rebate rates. Every write
 * is audited with the record before and after and the staff member's reason.
 */
export const opsPromotionRoutes: FastifyPluginAsyncZod<{
  identity: Identity;
  promotions: Promotions;
}> = async (app, { identity, promotions }) => {
  const requireOperator = gateStaffRoutes(app);
  const audit = (
    request: FastifyRequest,
    action: string,
    target: string,
    change: { before: unknown; after: unknown },
    reason: string,
  ) =>
    identity.accounts.audit(
      staffAuditEntry(request, action, { target, reason, before: change.before, after: change.after }),
    );
  const ctx = { promotions, requireOperator, audit };
  await promotionListRoutes(app, ctx);
  await promotionEditRoutes(app, ctx);
  await applicationDecisionRoutes(app, ctx);
};
