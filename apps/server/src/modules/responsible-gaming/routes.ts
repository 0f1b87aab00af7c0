import { ZEnvelope } from '@crupier/contract/envelope';
import {
  ZCoolOffRequest,
  ZRealityCheckRequest,
  ZRgLimitsRequest,
  ZRgView,
  ZSelfExclusionRequest,
} from '@crupier/contract/member-centre';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@/platform/app-error';
import { authOf } from '@/platform/auth';
import type { ResponsibleGaming } from './service';

const tags = ['responsible gaming'];
const security = [{ bearer: [] }];
const view = { 200: ZEnvelope(ZRgView) };

/** api-contract "Responsible gaming": the member's own limits, reality check, cool-off, self-exclusion. */
export const responsibleGamingRoutes: FastifyPluginAsyncZod<{ rg: ResponsibleGaming }> = async (
  app,
  { rg },
) => {
  const viewOf = (request: Parameters<typeof authOf>[0]) => {
    const { account, session } = authOf(request);
    return rg.view(request.merchant.id, account.id, session.createdAt);
  };

  app.get(
    '/wps/rg',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'My loss and wager limits, reality check, cool-off and self-exclusion',
        response: view,
      },
    },
    async (request) => ok(await viewOf(request)),
  );

  app.put(
    '/wps/rg/limits',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Set loss and wager limits (tighter at once, looser after 24 hours)',
        body: ZRgLimitsRequest,
        response: view,
      },
    },
    async (request) => {
      await rg.setLimits(authOf(request).account.id, request.body);
      return ok(await viewOf(request));
    },
  );

  app.put(
    '/wps/rg/reality-check',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Reality check every N minutes (0 = off, or 15 to 120)',
        body: ZRealityCheckRequest,
        response: view,
      },
    },
    async (request) => {
      await rg.setRealityCheck(authOf(request).account.id, request.body.minutes);
      return ok(await viewOf(request));
    },
  );

  app.post(
    '/wps/rg/cool-off',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Take a cool-off of 24 to 1,008 hours: no play and no deposits until it ends',
        body: ZCoolOffRequest,
        response: { 200: ZEnvelope(z.object({ coolOffUntil: z.string() })) },
      },
    },
    async (request) => {
      const until = await rg.coolOff(authOf(request).account.id, request.body.hours);
      return ok({ coolOffUntil: until.toISOString() });
    },
  );

  app.post(
    '/wps/rg/self-exclusion',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Exclude myself for 6 to 60 months; nothing lifts it early',
        body: ZSelfExclusionRequest,
        response: { 200: ZEnvelope(z.object({ selfExcludedUntil: z.string() })) },
      },
    },
    async (request) => {
      const until = await rg.selfExclude(authOf(request).account.id, request.body.months);
      return ok({ selfExcludedUntil: until.toISOString() });
    },
  );
};
