import { isStaff } from '@crupier/contract/account-types';
import { ZEnvelope } from '@crupier/contract/envelope';
import {
  ZMessageIdParam,
  ZMessagesPage,
  ZMessagesQuery,
  ZOpsMessage,
  ZOpsMessageRequest,
  ZUnreadCount,
} from '@crupier/contract/member-centre';
import { ZPage, ZPageQuery } from '@crupier/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffAuditEntry } from '@/modules/backoffice/audit-log';
import { gateStaffRoutes } from '@/modules/backoffice/staff-access';
import type { Identity } from '@/modules/identity/service';
import { AppError, ok } from '@/platform/app-error';
import { authOf } from '@/platform/auth';
import type { Messages } from './service';

const tags = ['messages'];
const security = [{ bearer: [] }];

/** messageV2: the member's internal messages, read state, delete, and the unread count relay action. */
export const messageRoutes: FastifyPluginAsyncZod<{ messages: Messages }> = async (app, { messages }) => {
  app.get(
    '/wps/messages',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'My internal messages, newest first, with the unread count',
        querystring: ZMessagesQuery,
        response: { 200: ZEnvelope(ZMessagesPage) },
      },
    },
    async (request) =>
      ok(
        await messages.list(authOf(request).account, request.query, {
          lang: request.lang,
          merchantDefault: request.merchant.defaultLanguage,
        }),
      ),
  );

  app.post(
    '/wps/messages/:id/read',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Mark a message read; answers the unread count',
        params: ZMessageIdParam,
        response: { 200: ZEnvelope(ZUnreadCount) },
      },
    },
    async (request) => ok(await messages.mark(authOf(request).account, request.params.id, 'read')),
  );

  app.delete(
    '/wps/messages/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Delete a message (from my list only)',
        params: ZMessageIdParam,
        response: { 200: ZEnvelope(ZUnreadCount) },
      },
    },
    async (request) => ok(await messages.mark(authOf(request).account, request.params.id, 'deleted')),
  );

  app.post(
    '/wps/relay/CSP_unreadCount',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'CSP_unreadCount: how many internal messages are unread (header and menu badge)',
        body: z.object({}).passthrough().optional(),
        response: { 200: ZEnvelope(ZUnreadCount) },
      },
    },
    async (request) => ok({ count: await messages.unreadCount(authOf(request).account) }),
  );
};

/** The back office: send an internal message to one member or to all (role support), and list them. */
export const opsMessageRoutes: FastifyPluginAsyncZod<{ messages: Messages; identity: Identity }> = async (
  app,
  { messages, identity },
) => {
  const requireOperator = gateStaffRoutes(app);

  app.get(
    '/ops/messages',
    {
      preHandler: requireOperator,
      schema: {
        tags: ['operator'],
        security,
        summary: 'Internal messages sent to members of this merchant',
        querystring: ZPageQuery,
        response: { 200: ZEnvelope(ZPage(ZOpsMessage)) },
      },
    },
    async (request) => ok(await messages.sent(authOf(request).account.merchantId, request.query)),
  );

  app.post(
    '/ops/messages',
    {
      preHandler: requireOperator,
      schema: {
        tags: ['operator'],
        security,
        summary: 'Send an internal message to one member (username) or to every member',
        body: ZOpsMessageRequest,
        response: { 200: ZEnvelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const staff = authOf(request).account;
      const { username, title, body, reason } = request.body;
      let accountId: bigint | null = null;
      if (username) {
        const member = await identity.accounts.byUsername(staff.merchantId, username);
        if (!member || isStaff(member.type)) throw new AppError('not_found', 404, 'no such member');
        accountId = member.id;
      }
      const sent = await messages.send({
        merchantId: staff.merchantId,
        accountId,
        title,
        body,
        kind: 'operator',
        sentBy: staff.id,
      });
      await identity.accounts.audit(
        staffAuditEntry(request, 'message.send', {
          target: `message:${sent.id}`,
          reason,
          after: { to: username ?? null, title },
        }),
      );
      return ok(sent);
    },
  );
};
