import { ZEnvelope } from '@crupier/contract/envelope';
import {
  LOYALTY_ACTIONS,
  ZConvertRequest,
  ZConvertResult,
  ZLeaderboard,
  ZLeaderboardQuery,
  ZMission,
  ZMissionIdParam,
  ZMissionSummary,
  ZOpsRedemption,
  ZOpsRedemptionPage,
  ZOpsRedemptionQuery,
  ZPointBalance,
  ZPointConfig,
  ZPointDetails,
  ZPointDetailsQuery,
  ZPointReward,
  ZPointRewardQuery,
  ZRedeemList,
  ZRedeemListQuery,
  ZRedeemRequest,
  ZRedeemResult,
  ZRedemptionDecision,
  ZRedemptionIdParam,
  ZReferral,
  ZVipState,
} from '@crupier/contract/loyalty';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffAuditEntry } from '@/modules/backoffice/audit-log';
import { gateStaffRoutes } from '@/modules/backoffice/staff-access';
import type { Identity } from '@/modules/identity/service';
import { ok } from '@/platform/app-error';
import { authOf } from '@/platform/auth';
import type { PayloadDecryptor } from '@/platform/encrypted-payload';
import type { Loyalty } from './service';

const tags = ['loyalty'];
const security = [{ bearer: [] }];
const relay = (action: string) => `/wps/relay/${action}`;
const encrypted =
  'Encrypted: send {keyId, key, iv, data} sealing this body plus ts and nonce (see /wps/system/crypto). Takes an Idempotency-Key.';
const keyOf = (headers: Record<string, unknown>) => String(headers['idempotency-key'] ?? '').trim();
const empty = z.object({}).strict().optional();

type LoyaltyRouteOptions = { loyalty: Loyalty; decryptor: PayloadDecryptor };

/** Points balance, rewards and redeeming. */
const pointsMallRoutes: FastifyPluginAsyncZod<LoyaltyRouteOptions> = async (app, { decryptor, loyalty }) => {
  const { points } = loyalty;

  app.post(
    relay(LOYALTY_ACTIONS.pointBalance),
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'My points (they never expire)',
        body: empty,
        response: { 200: ZEnvelope(ZPointBalance) },
      },
    },
    async (request) => ok(await points.balanceOf(request.merchant, authOf(request).account)),
  );

  app.post(
    relay(LOYALTY_ACTIONS.pointRewards),
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'The rewards catalogue: cash, bonus, physical items (delivered)',
        body: ZPointRewardQuery.optional(),
        response: { 200: ZEnvelope(z.array(ZPointReward)) },
      },
    },
    async (request) => ok(await points.rewards(request.merchant, request.lang, request.body?.kind)),
  );

  app.post(
    relay(LOYALTY_ACTIONS.redeem),
    {
      preValidation: decryptor.hook,
      preHandler: [app.requireAuth, app.idempotent],
      schema: {
        tags,
        security,
        summary: 'Redeem a reward with the payment password',
        description: encrypted,
        body: ZRedeemRequest,
        response: { 200: ZEnvelope(ZRedeemResult) },
      },
    },
    async (request) =>
      ok(
        await points.redeem(
          request.merchant,
          authOf(request).account,
          request.body,
          keyOf(request.headers),
          request.lang,
        ),
      ),
  );

  app.post(
    relay(LOYALTY_ACTIONS.redeemList),
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'My redemptions with their state (in process, rejected, approved), newest first',
        body: ZRedeemListQuery.optional(),
        response: { 200: ZEnvelope(ZRedeemList) },
      },
    },
    async (request) =>
      ok(
        await points.redeemList(
          request.merchant,
          authOf(request).account,
          ZRedeemListQuery.parse(request.body ?? {}),
          request.lang,
        ),
      ),
  );
};

/** Points rules, conversion and movements. */
const pointsAccountRoutes: FastifyPluginAsyncZod<LoyaltyRouteOptions> = async (
  app,
  { decryptor, loyalty },
) => {
  const { points } = loyalty;

  app.post(
    relay(LOYALTY_ACTIONS.pointConfig),
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Point rules',
        body: empty,
        response: { 200: ZEnvelope(ZPointConfig) },
      },
    },
    async (request) => ok(await points.config(request.merchant)),
  );

  app.post(
    relay(LOYALTY_ACTIONS.convert),
    {
      preValidation: decryptor.hook,
      preHandler: [app.requireAuth, app.idempotent],
      schema: {
        tags,
        security,
        summary: 'Convert points to cash with the payment password',
        description: encrypted,
        body: ZConvertRequest,
        response: { 200: ZEnvelope(ZConvertResult) },
      },
    },
    async (request) =>
      ok(
        await points.convert(request.merchant, authOf(request).account, request.body, keyOf(request.headers)),
      ),
  );

  app.post(
    relay(LOYALTY_ACTIONS.pointDetails),
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'My points movements, newest first',
        body: ZPointDetailsQuery.optional(),
        response: { 200: ZEnvelope(ZPointDetails) },
      },
    },
    async (request) =>
      ok(
        await points.details(
          request.merchant,
          authOf(request).account,
          ZPointDetailsQuery.parse(request.body ?? {}),
        ),
      ),
  );
};

/** VIP, missions and referral. */
const vipMissionReferralRoutes: FastifyPluginAsyncZod<LoyaltyRouteOptions> = async (app, { loyalty }) => {
  const { vip, missions, referral } = loyalty;

  app.get(
    '/wps/vip',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'VIP levels, my level, progress and benefits',
        response: { 200: ZEnvelope(ZVipState) },
      },
    },
    async (request) => ok(await vip.state(request.merchant, authOf(request).account, request.lang)),
  );

  app.post(
    relay(LOYALTY_ACTIONS.missionSummary),
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Daily and weekly missions with my progress',
        body: empty,
        response: { 200: ZEnvelope(ZMissionSummary) },
      },
    },
    async (request) => ok(await missions.summary(request.merchant, authOf(request).account, request.lang)),
  );

  app.post(
    '/wps/missions/:id/claim',
    {
      preHandler: [app.requireAuth, app.idempotent],
      schema: {
        tags,
        security,
        summary: 'Claim a completed mission (once per period); takes an Idempotency-Key',
        params: ZMissionIdParam,
        response: { 200: ZEnvelope(ZMission) },
      },
    },
    async (request) =>
      ok(await missions.claim(request.merchant, authOf(request).account, request.params.id, request.lang)),
  );

  app.post(
    relay(LOYALTY_ACTIONS.missionLeaderboard),
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Mission points ranking of the day or week (masked names)',
        body: ZLeaderboardQuery.optional(),
        response: { 200: ZEnvelope(ZLeaderboard) },
      },
    },
    async (request) =>
      ok(
        await missions.leaderboard(
          request.merchant,
          authOf(request).account,
          ZLeaderboardQuery.parse(request.body ?? {}).period,
        ),
      ),
  );

  app.get(
    '/wps/referral',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'My referral code, link, invitees and rewards (404 referral_disabled when off)',
        response: { 200: ZEnvelope(ZReferral) },
      },
    },
    async (request) =>
      ok(
        await referral.state(
          request.merchant,
          authOf(request).account,
          `${request.protocol}://${request.host}`,
        ),
      ),
  );
};

/** Points mall, VIP, missions and referral of the member (issue 15; api-contract "Promotions…"). */
export const loyaltyRoutes: FastifyPluginAsyncZod<LoyaltyRouteOptions> = async (app, opts) => {
  await pointsMallRoutes(app, opts);
  await pointsAccountRoutes(app, opts);
  await vipMissionReferralRoutes(app, opts);
};

/** The operator's queue of redemptions waiting for a decision (physical items, unwired bonuses). */
export const opsLoyaltyRoutes: FastifyPluginAsyncZod<{ loyalty: Loyalty; identity: Identity }> = async (
  app,
  { loyalty, identity },
) => {
  const requireOperator = gateStaffRoutes(app);
  const opsTags = ['operator'];

  app.get(
    '/ops/loyalty/redemptions',
    {
      preHandler: requireOperator,
      schema: {
        tags: opsTags,
        security,
        summary: 'Point redemptions, newest first (filter by state)',
        querystring: ZOpsRedemptionQuery,
        response: { 200: ZEnvelope(ZOpsRedemptionPage) },
      },
    },
    async (request) =>
      ok(
        await loyalty.points.opsRedemptions(authOf(request).account.merchantId, request.query, request.lang),
      ),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/ops/loyalty/redemptions/:id/${decision}`,
      {
        preHandler: requireOperator,
        schema: {
          tags: opsTags,
          security,
          summary:
            decision === 'approve'
              ? 'Approve a redemption in process'
              : 'Reject a redemption in process: its points go back to the member',
          params: ZRedemptionIdParam,
          body: ZRedemptionDecision,
          response: { 200: ZEnvelope(ZOpsRedemption.omit({ username: true })) },
        },
      },
      async (request) => {
        const { account } = authOf(request);
        const after = await loyalty.points.decide(
          account.merchantId,
          account.id,
          BigInt(request.params.id),
          decision === 'approve',
          request.body.reason,
          request.lang,
        );
        await identity.accounts.audit(
          staffAuditEntry(request, `loyalty.redemption.${decision}`, {
            target: `redemption:${after.id}`,
            reason: request.body.reason,
            before: { state: 'in_process' },
            after: { state: after.state, points: after.points },
          }),
        );
        return ok(after);
      },
    );
  }
};
