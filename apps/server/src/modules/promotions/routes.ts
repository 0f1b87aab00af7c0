import { isTrial } from '@crupier/contract/account-types';
import { ZEnvelope } from '@crupier/contract/envelope';
import {
  PROMOTION_ACTIONS,
  ZBonusList,
  ZBonusQuery,
  ZClaimRaffleRequest,
  ZPromotionActionResult,
  ZPromotionApplyRequest,
  ZPromotionClaimRequest,
  ZPromotionJoinRequest,
  ZPromotionList,
  ZPromotionParams,
  ZPromotionQuery,
  ZRebateClaimRequest,
  ZRebateClaimResult,
  ZRebateView,
} from '@crupier/contract/promotions';
import { text } from '@crupier/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@/platform/app-error';
import { authOf } from '@/platform/auth';
import type { Promotions } from './service';

const tags = ['promotions'];
const security = [{ bearer: [] }];
const idempotencyHeader = z.object({ 'idempotency-key': text(255).min(1) });
const result = { 200: ZEnvelope(ZPromotionActionResult) };

type PromotionRouteOptions = { promotions: Promotions };

/** The promotions list and joining, applying for and claiming one. */
const promotionEntryRoutes: FastifyPluginAsyncZod<PromotionRouteOptions> = async (app, { promotions }) => {
  app.get(
    '/wps/promotions',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: 'Promotions with my state (spec §4 activity states); a visitor sees the generic state',
        querystring: ZPromotionQuery,
        response: { 200: ZEnvelope(ZPromotionList) },
      },
    },
    async (request) => {
      const account = request.auth && !isTrial(request.auth.account.type) ? request.auth.account : null;
      return ok(await promotions.list(request.merchant, account, request.query, request.lang));
    },
  );

  app.post(
    '/wps/promotions/:id/join',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Join a promotion: progress toward its condition counts from now',
        params: ZPromotionParams,
        body: ZPromotionJoinRequest.nullish(),
        response: result,
      },
    },
    async (request) =>
      ok(await promotions.join(request.merchant, authOf(request).account, request.params.id, request.lang)),
  );

  app.post(
    '/wps/promotions/:id/apply',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Apply for a promotion that an operator approves',
        params: ZPromotionParams,
        body: ZPromotionApplyRequest.nullish(),
        response: result,
      },
    },
    async (request) =>
      ok(
        await promotions.apply(
          request.merchant,
          authOf(request).account,
          request.params.id,
          request.body?.remark,
          request.lang,
        ),
      ),
  );

  app.post(
    '/wps/promotions/:id/claim',
    {
      preHandler: [app.requireAuth, app.idempotent],
      schema: {
        tags,
        security,
        summary: 'Claim a promotion’s reward (to the bonus balance when it has wagering, else to cash)',
        headers: idempotencyHeader,
        params: ZPromotionParams,
        body: ZPromotionClaimRequest.nullish(),
        response: result,
      },
    },
    async (request) =>
      ok(await promotions.claim(request.merchant, authOf(request).account, request.params.id, request.lang)),
  );
};

/** Raffle claims, bonuses and the rebate. */
const bonusAndRebateRoutes: FastifyPluginAsyncZod<PromotionRouteOptions> = async (app, { promotions }) => {
  app.post(
    `/wps/relay/${PROMOTION_ACTIONS.claimRaffle}`,
    {
      preHandler: [app.requireAuth, app.idempotent],
      schema: {
        tags,
        security,
        summary: 'Open a red envelope (a raffle promotion): a random reward within its range',
        headers: idempotencyHeader,
        body: ZClaimRaffleRequest,
        response: result,
      },
    },
    async (request) =>
      ok(
        await promotions.claimRaffle(
          request.merchant,
          authOf(request).account,
          request.body.promotionId,
          request.lang,
        ),
      ),
  );

  app.get(
    '/wps/bonuses',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'My bonuses: amount, wagering required and done, state, expiry; and my bonus balance',
        querystring: ZBonusQuery,
        response: { 200: ZEnvelope(ZBonusList) },
      },
    },
    async (request) =>
      ok(await promotions.bonuses(request.merchant, authOf(request).account, request.query, request.lang)),
  );

  app.get(
    '/wps/rebate',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'My claimable rebate per game type and day',
        response: { 200: ZEnvelope(ZRebateView) },
      },
    },
    async (request) => ok(await promotions.rebate(request.merchant, authOf(request).account)),
  );

  app.post(
    '/wps/rebate/claim',
    {
      preHandler: [app.requireAuth, app.idempotent],
      schema: {
        tags,
        security,
        summary: 'Claim my rebate to cash: once; a second claim moves nothing',
        headers: idempotencyHeader,
        body: ZRebateClaimRequest.nullish(),
        response: { 200: ZEnvelope(ZRebateClaimResult) },
      },
    },
    async (request) => ok(await promotions.claimRebate(request.merchant, authOf(request).account)),
  );
};

/**
 * The member's promotions, bonuses and rebate (issue 15; api-contract "Promotions, rewards, points, VIP,
 * referral"). Claims move money: they take an Idempotency-Key, and the entry's state makes each happen once.
 */
export const promotionRoutes: FastifyPluginAsyncZod<PromotionRouteOptions> = async (app, opts) => {
  await promotionEntryRoutes(app, opts);
  await bonusAndRebateRoutes(app, opts);
};
