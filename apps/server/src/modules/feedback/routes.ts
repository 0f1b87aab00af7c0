import { ZEnvelope } from '@crupier/contract/envelope';
import {
  ZFeedbackImageParams,
  ZFeedbackItem,
  ZFeedbackRequest,
  ZOpsFeedbackAnswer,
  ZOpsFeedbackItem,
  ZOpsFeedbackQuery,
} from '@crupier/contract/member-centre';
import { ZPage, ZPageQuery } from '@crupier/contract/paging';
import { text } from '@crupier/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffAuditEntry } from '@/modules/backoffice/audit-log';
import { gateStaffRoutes } from '@/modules/backoffice/staff-access';
import type { Identity } from '@/modules/identity/service';
import { ok } from '@/platform/app-error';
import { authOf } from '@/platform/auth';
import type { Feedback } from './service';

const security = [{ bearer: [] }];
/** Three images of at most 5 MB as base64 data URLs, and the text. */
const FEEDBACK_BODY_LIMIT = 22 * 1024 * 1024;

export const feedbackRoutes: FastifyPluginAsyncZod<{ feedback: Feedback }> = async (app, { feedback }) => {
  app.put(
    '/wps/feedback',
    {
      preHandler: app.requireAuth,
      bodyLimit: FEEDBACK_BODY_LIMIT,
      schema: {
        tags: ['feedback'],
        security,
        summary: 'Send feedback: up to 140 characters and up to 3 PNG or JPEG images of at most 5 MB',
        body: ZFeedbackRequest,
        response: { 200: ZEnvelope(ZFeedbackItem) },
      },
    },
    async (request) => ok(await feedback.submit(authOf(request).account, request.body)),
  );

  app.get(
    '/wps/feedback',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['feedback'],
        security,
        summary: 'My feedback and its answers',
        querystring: ZPageQuery,
        response: { 200: ZEnvelope(ZPage(ZFeedbackItem)) },
      },
    },
    async (request) => ok(await feedback.mine(authOf(request).account, request.query)),
  );
};

/** The back office: read feedback and its images, answer it (role support). */
export const opsFeedbackRoutes: FastifyPluginAsyncZod<{ feedback: Feedback; identity: Identity }> = async (
  app,
  { feedback, identity },
) => {
  const requireOperator = gateStaffRoutes(app);

  app.get(
    '/ops/feedback',
    {
      preHandler: requireOperator,
      schema: {
        tags: ['operator'],
        security,
        summary: 'Members’ feedback, newest first',
        querystring: ZOpsFeedbackQuery,
        response: { 200: ZEnvelope(ZPage(ZOpsFeedbackItem)) },
      },
    },
    async (request) => ok(await feedback.forOps(authOf(request).account.merchantId, request.query)),
  );

  app.get(
    '/ops/feedback/:id/images/:position',
    {
      preHandler: requireOperator,
      schema: {
        tags: ['operator'],
        security,
        summary: 'One image of a feedback (re-encoded PNG or JPEG)',
        params: ZFeedbackImageParams,
      },
    },
    async (request, reply) => {
      const image = await feedback.image(
        authOf(request).account.merchantId,
        request.params.id,
        request.params.position,
      );
      return reply
        .header('content-type', image.type)
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'")
        .send(image.bytes);
    },
  );

  app.post(
    '/ops/feedback/:id/answer',
    {
      preHandler: requireOperator,
      schema: {
        tags: ['operator'],
        security,
        summary: 'Answer a feedback once; the member gets the answer as an internal message',
        params: z.object({ id: text(20).regex(/^\d{1,18}$/, 'a feedback id') }),
        body: ZOpsFeedbackAnswer,
        response: { 200: ZEnvelope(ZFeedbackItem) },
      },
    },
    async (request) => {
      const answered = await feedback.answer(authOf(request).account, request.params.id, request.body.answer);
      await identity.accounts.audit(
        staffAuditEntry(request, 'feedback.answer', {
          target: `feedback:${answered.id}`,
          reason: request.body.reason ?? 'feedback answer',
          before: { answer: null },
          after: { answer: request.body.answer },
        }),
      );
      return ok(answered);
    },
  );
};
