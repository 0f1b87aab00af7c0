import {
  CHAT_GUEST_HEADER,
  ZChatConversation,
  ZChatGuest,
  ZChatGuestRequest,
  ZChatHistoryQuery,
  ZChatIdParam,
  ZChatMessage,
  ZChatRoom,
  ZChatSend,
  ZChatUnread,
  ZLaunchChat,
  ZOpsChatConversation,
  ZOpsChatDetail,
  ZOpsChatQuery,
} from '@crupier/contract/chat';
import { ZEnvelope } from '@crupier/contract/envelope';
import { ZPage } from '@crupier/contract/paging';
import { text } from '@crupier/contract/text';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gateStaffRoutes } from '@/modules/backoffice/staff-access';
import { ok } from '@/platform/app-error';
import { authOf } from '@/platform/auth';
import type { Chat, ChatParty } from './service';

const tags = ['chat'];
const security = [{ bearer: [] }];
/** One image of at most 5 MB as a base64 data URL, and the text. */
const CHAT_BODY_LIMIT = 8 * 1024 * 1024;
/** Where the chat room opens: the site's own page with the room on top (web: `?chat=1`). */
export const CHAT_URL = '/?chat=1';

const ZGuestHeaders = z.object({ [CHAT_GUEST_HEADER]: text(64) });
const ZChatSent = z.object({
  message: ZChatMessage,
  conversation: ZChatConversation,
  staffOnline: z.boolean(),
});

const sendImage = (reply: FastifyReply, image: { type: string; bytes: Buffer }) =>
  reply
    .header('content-type', image.type)
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'")
    .send(image.bytes);

/**
 * The member side of the chat room: a member's session, or a guest's token in `X-Chat-Guest`.
 * These routes stay open during maintenance and region blocks (the pages offer live support).
 */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: Chat }> = async (app, { chat }) => {
  app.post(
    '/wps/relay/CBS_launchChat',
    {
      schema: {
        tags,
        summary: 'CBS_launchChat: where the chat room with support opens (chatUrl)',
        body: z.object({}).passthrough().optional(),
        response: { 200: ZEnvelope(ZLaunchChat) },
      },
    },
    async () => ok({ chatUrl: CHAT_URL }),
  );

  app.post(
    '/wps/chat/guest/start',
    {
      schema: {
        tags,
        summary: 'A guest gives a name: the token its browser keeps for the chat (5 an hour per address)',
        body: ZChatGuestRequest,
        response: { 200: ZEnvelope(ZChatGuest) },
      },
    },
    async (request) => ok(await chat.startGuest(request.merchant.id, request.body.name, request.ip)),
  );

  /**
   * The same room for a member (`/wps/chat…`, its session) and a guest (`/wps/chat/guest…`, its token
   * in the `X-Chat-Guest` header; an unknown token is 404).
   */
  const sides = [
    {
      prefix: '/wps/chat',
      preHandler: app.requireAuth,
      headers: undefined,
      party: async (request: FastifyRequest): Promise<ChatParty> => ({
        kind: 'member',
        merchantId: request.merchant.id,
        account: authOf(request).account,
      }),
    },
    {
      prefix: '/wps/chat/guest',
      preHandler: undefined,
      headers: ZGuestHeaders,
      party: (request: FastifyRequest): Promise<ChatParty> =>
        chat.guestParty(request.merchant.id, String(request.headers[CHAT_GUEST_HEADER] ?? '')),
    },
  ];
  for (const side of sides) {
    const options = {
      ...(side.preHandler ? { preHandler: side.preHandler } : {}),
    };
    const base = { tags, security, ...(side.headers ? { headers: side.headers } : {}) };

    app.get(
      side.prefix,
      {
        ...options,
        schema: {
          ...base,
          summary: 'The chat room: current conversation and messages (50, older with `before`)',
          querystring: ZChatHistoryQuery,
          response: { 200: ZEnvelope(ZChatRoom) },
        },
      },
      async (request) => ok(await chat.room(await side.party(request), request.query.before)),
    );

    app.get(
      `${side.prefix}/unread`,
      {
        ...options,
        schema: {
          ...base,
          summary: 'How many support messages are unread (the live-support badge)',
          response: { 200: ZEnvelope(ZChatUnread) },
        },
      },
      async (request) => ok(await chat.unread(await side.party(request))),
    );

    app.post(
      `${side.prefix}/messages`,
      {
        ...options,
        bodyLimit: CHAT_BODY_LIMIT,
        schema: {
          ...base,
          summary: 'Write to support: text up to 1000 characters and/or one PNG or JPEG of at most 5 MB',
          body: ZChatSend,
          response: { 200: ZEnvelope(ZChatSent) },
        },
      },
      async (request) => ok(await chat.send(await side.party(request), request.body, request.ip)),
    );

    app.post(
      `${side.prefix}/read`,
      {
        ...options,
        schema: {
          ...base,
          summary: 'Mark the support messages read',
          body: z.object({}).passthrough().optional(),
          response: { 200: ZEnvelope(ZChatUnread) },
        },
      },
      async (request) => ok(await chat.markRead(await side.party(request))),
    );

    app.get(
      `${side.prefix}/messages/:id/image`,
      {
        ...options,
        schema: {
          ...base,
          summary: 'The image of a message of my conversation (re-encoded PNG or JPEG)',
          params: ZChatIdParam,
        },
      },
      async (request, reply) =>
        sendImage(reply, await chat.partyImage(await side.party(request), request.params.id)),
    );
  }
};

/** The back office: the queue, a conversation, answers and closing (role `support`). */
export const opsChatRoutes: FastifyPluginAsyncZod<{ chat: Chat }> = async (app, { chat }) => {
  const requireOperator = gateStaffRoutes(app);
  const opsTags = ['operator'];

  app.get(
    '/ops/chat/conversations',
    {
      preHandler: requireOperator,
      schema: {
        tags: opsTags,
        security,
        summary: 'Support chat queue: active (waiting, open), tickets or closed, latest activity first',
        querystring: ZOpsChatQuery,
        response: { 200: ZEnvelope(ZPage(ZOpsChatConversation)) },
      },
    },
    async (request) => ok(await chat.queue(authOf(request).account, request.query)),
  );

  app.get(
    '/ops/chat/conversations/:id',
    {
      preHandler: requireOperator,
      schema: {
        tags: opsTags,
        security,
        summary: 'One conversation and its messages; opening it marks the member’s messages read',
        params: ZChatIdParam,
        response: { 200: ZEnvelope(ZOpsChatDetail) },
      },
    },
    async (request) => ok(await chat.detail(authOf(request).account, request.params.id)),
  );

  app.post(
    '/ops/chat/conversations/:id/messages',
    {
      preHandler: requireOperator,
      bodyLimit: CHAT_BODY_LIMIT,
      schema: {
        tags: opsTags,
        security,
        summary: 'Answer: text and/or one image; a ticket’s member also gets an internal message',
        params: ZChatIdParam,
        body: ZChatSend,
        response: { 200: ZEnvelope(ZChatMessage) },
      },
    },
    async (request) => ok(await chat.reply(authOf(request).account, request.params.id, request.body)),
  );

  app.post(
    '/ops/chat/conversations/:id/close',
    {
      preHandler: requireOperator,
      schema: {
        tags: opsTags,
        security,
        summary: 'Close a conversation (the member’s next message opens a new one)',
        params: ZChatIdParam,
        body: z.object({}).passthrough().optional(),
        response: { 200: ZEnvelope(ZOpsChatConversation) },
      },
    },
    async (request) => ok(await chat.close(authOf(request).account, request.params.id)),
  );

  app.get(
    '/ops/chat/messages/:id/image',
    {
      preHandler: requireOperator,
      schema: {
        tags: opsTags,
        security,
        summary: 'The image of a chat message (re-encoded PNG or JPEG)',
        params: ZChatIdParam,
      },
    },
    async (request, reply) =>
      sendImage(reply, await chat.staffImage(authOf(request).account, request.params.id)),
  );
};
