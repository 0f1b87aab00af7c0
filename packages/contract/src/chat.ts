import { z } from 'zod';
import { ZImageDataUrl } from './member-centre';
import { text } from './text';

/**
 * The support chat room (spec §2 modals "chat room", §7 `CBS_launchChat`): a member, or a guest who
 * gave a name, talks with the operator's support staff, who answer from the back office. Members and
 * guests use `/wps/chat…` (a guest sends its token in the `X-Chat-Guest` header), staff `/ops/chat…`;
 * both get live events on the WebSocket `GET /wps/chat/live` (docs/support-chat.md).
 */

export { CHAT_GUEST_HEADER, CHAT_GUEST_STORAGE } from './chat-constants';
/** A message text: up to 1000 characters; a message has text, an image, or both. */
export const CHAT_MAX_TEXT = 1000;
/** Messages per page of history. */
export const CHAT_PAGE = 50;

/**
 * `waiting`: a member wrote and staff are online, nobody answered yet; `open`: a staff member
 * answered; `ticket`: written while no staff was online, answered later; `closed`: staff closed it.
 */
export const CHAT_STATES = ['waiting', 'open', 'ticket', 'closed'] as const;
export const ZChatState = z.enum(CHAT_STATES);
export type TChatState = z.infer<typeof ZChatState>;

/** A guest's name: 2–40 characters. */
export const ZChatGuestRequest = z.object({ name: text(40).trim().min(2) }).strict();
export type TChatGuestRequest = z.infer<typeof ZChatGuestRequest>;
export const ZChatGuest = z.object({ guestToken: z.string(), name: z.string() });
export type TChatGuest = z.infer<typeof ZChatGuest>;

export const ZChatSend = z
  .object({
    text: text(CHAT_MAX_TEXT).trim().default(''),
    image: ZImageDataUrl.optional(),
  })
  .strict()
  .refine((m) => m.text.length > 0 || m.image !== undefined, {
    message: 'a text or an image',
    path: ['text'],
  });
export type TChatSend = z.input<typeof ZChatSend>;

export const ZChatAuthor = z.enum(['member', 'guest', 'staff']);
export const ZChatMessage = z.object({
  id: z.string(),
  conversationId: z.string(),
  author: ZChatAuthor,
  /** The staff member's display name on staff messages, else null. */
  staffName: z.string().nullable(),
  text: z.string(),
  hasImage: z.boolean(),
  at: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatConversation = z.object({
  id: z.string(),
  state: ZChatState,
  /** Messages from staff the member has not read yet. */
  unread: z.number().int(),
  at: z.string(),
});
export type TChatConversation = z.infer<typeof ZChatConversation>;

/** `GET /wps/chat`: the room of a member or guest: the current conversation and the newest messages. */
export const ZChatRoom = z.object({
  conversation: ZChatConversation.nullable(),
  /** Oldest first; with `before`, the page before that message. */
  messages: z.array(ZChatMessage),
  hasMore: z.boolean(),
  /** A support staff member is connected now (else a message becomes a ticket). */
  staffOnline: z.boolean(),
  /** The guest's name, or the member's username. */
  name: z.string(),
});
export type TChatRoom = z.infer<typeof ZChatRoom>;

export const ZChatHistoryQuery = z
  .object({
    before: text(20)
      .regex(/^\d{1,18}$/, 'a message id')
      .optional(),
  })
  .strict();
export const ZChatIdParam = z.object({ id: text(20).regex(/^\d{1,18}$/, 'an id') });
export const ZChatUnread = z.object({ count: z.number().int() });

/** `CBS_launchChat` (spec §7): where the chat room opens. */
export const ZLaunchChat = z.object({ chatUrl: z.string() });

// --- back office -----------------------------------------------------------------------------

export const ZOpsChatQuery = z
  .object({
    /** `active` (waiting and open), `ticket`, `closed`, or `all`. */
    state: z.enum(['active', 'ticket', 'closed', 'all']).default('active'),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(30),
  })
  .strict();
export type TOpsChatQuery = z.input<typeof ZOpsChatQuery>;
export type TOpsChatFilter = z.output<typeof ZOpsChatQuery>;

export const ZOpsChatConversation = z.object({
  id: z.string(),
  state: ZChatState,
  /** The member's username, or the guest's name. */
  name: z.string(),
  isGuest: z.boolean(),
  /** Messages from the member the staff have not read yet. */
  unread: z.number().int(),
  staffName: z.string().nullable(),
  /** The last message's text; empty when it was only an image. */
  lastText: z.string(),
  lastAt: z.string(),
  at: z.string(),
});
export type TOpsChatConversation = z.infer<typeof ZOpsChatConversation>;

export const ZOpsChatDetail = z.object({
  conversation: ZOpsChatConversation,
  messages: z.array(ZChatMessage),
});
export type TOpsChatDetail = z.infer<typeof ZOpsChatDetail>;

/**
 * Live events on `GET /wps/chat/live` (first message: `{"type":"member","token"}`,
 * `{"type":"guest","guestToken"}` or `{"type":"staff","token"}`):
 * - to the member or guest: `chat.message` (a new message in its conversation) and `chat.state`;
 * - to staff of the merchant: `chat.conversation` (a conversation changed: new message, state, unread).
 */
export type TChatEvent =
  | { type: 'chat.message'; message: TChatMessage; unread: number }
  | { type: 'chat.state'; conversationId: string; state: TChatState }
  | { type: 'chat.conversation'; conversation: TOpsChatConversation; message?: TChatMessage };
