import { createHash } from 'node:crypto';
import type { TChatMessage, TChatState, TOpsChatConversation } from '@crupier/contract/chat';
import type { ConversationRow, MessageWithStaff } from './repository';

/** Guests: 10 messages a minute per token, 30 a minute and 5 new guest names an hour per address. */
export const GUEST_SEND = { max: 10, windowMs: 60_000 };
export const GUEST_SEND_PER_IP = { max: 30, windowMs: 60_000 };
export const GUEST_START_PER_IP = { max: 5, windowMs: 3_600_000 };
export const MEMBER_SEND = { max: 30, windowMs: 60_000 };
/** What the back office shows of one conversation. */
export const DETAIL_MESSAGES = 200;

export const hashGuestToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A guest token as sent: 43 base64url characters (256 random bits); anything else is no token. */
export const isGuestTokenShape = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export const messageView = (row: MessageWithStaff): TChatMessage => ({
  id: String(row.message.id),
  conversationId: String(row.message.conversationId),
  author: row.message.author as TChatMessage['author'],
  staffName: row.message.author === 'staff' ? (row.staffName ?? null) : null,
  text: row.message.body,
  hasImage: row.message.imageType !== null,
  at: row.message.createdAt.toISOString(),
});

export const conversationView = (row: ConversationRow) => ({
  id: String(row.id),
  state: row.state as TChatState,
  unread: row.memberUnread,
  at: row.createdAt.toISOString(),
});

export type QueueRow = {
  conversation: ConversationRow;
  username: string | null;
  staffName: string | null;
  lastText: string;
};

export const opsView = (row: QueueRow): TOpsChatConversation => ({
  id: String(row.conversation.id),
  state: row.conversation.state as TChatState,
  name: row.username ?? row.conversation.guestName ?? '',
  isGuest: row.conversation.accountId === null,
  unread: row.conversation.staffUnread,
  staffName: row.staffName,
  lastText: row.lastText.length > 80 ? `${row.lastText.slice(0, 77)}…` : row.lastText,
  lastAt: row.conversation.lastMessageAt.toISOString(),
  at: row.conversation.createdAt.toISOString(),
});

/** Where a conversation's live events go: the member's account, or the guest's conversation. */
export const partyTarget = (c: ConversationRow) => (c.accountId === null ? `g${c.id}` : `a${c.accountId}`);
export const staffTarget = (merchantId: number) => `s${merchantId}`;
