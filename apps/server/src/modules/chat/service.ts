import { createHash, randomBytes } from 'node:crypto';
import {
  CHAT_PAGE,
  type TChatMessage,
  type TChatRoom,
  type TChatSend,
  type TChatState,
  type TOpsChatConversation,
  type TOpsChatFilter,
  ZChatSend,
} from '@crupier/contract/chat';
import { page } from '@crupier/contract/paging';
import { reencodeFeedbackImages } from '@/modules/feedback/images';
import type { AccountRow } from '@/modules/identity/repository';
import type { Messages } from '@/modules/messages/service';
import { AppError } from '@/platform/app-error';
import type { Throttle } from '@/platform/throttle';
import type { ChatRepository, ConversationRow, MessageWithStaff } from './repository';

/** Who is on the member side of a chat: a member's account, or a guest's token (hashed). */
export type ChatParty =
  | { kind: 'member'; merchantId: number; account: AccountRow }
  | { kind: 'guest'; merchantId: number; tokenHash: string };

/** Guests: 10 messages a minute per token, 30 a minute and 5 new guest names an hour per address. */
const GUEST_SEND = { max: 10, windowMs: 60_000 };
const GUEST_SEND_PER_IP = { max: 30, windowMs: 60_000 };
const GUEST_START_PER_IP = { max: 5, windowMs: 3_600_000 };
const MEMBER_SEND = { max: 30, windowMs: 60_000 };
/** What the back office shows of one conversation. */
const DETAIL_MESSAGES = 200;

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

const conversationView = (row: ConversationRow) => ({
  id: String(row.id),
  state: row.state as TChatState,
  unread: row.memberUnread,
  at: row.createdAt.toISOString(),
});

type QueueRow = {
  conversation: ConversationRow;
  username: string | null;
  staffName: string | null;
  lastText: string;
};

const opsView = (row: QueueRow): TOpsChatConversation => ({
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
const partyTarget = (c: ConversationRow) => (c.accountId === null ? `g${c.id}` : `a${c.accountId}`);
const staffTarget = (merchantId: number) => `s${merchantId}`;

/**
 * The support chat (docs/support-chat.md): a member or a guest writes; staff of the same merchant
 * answer from the back office. A message written while no support staff is online makes the
 * conversation a ticket; its first answer also reaches a member as an internal message.
 */
export function createChat(deps: { repo: ChatRepository; throttle: Throttle; messages: Messages }) {
  const { repo, throttle } = deps;
  const notify = (target: string, event: Record<string, unknown>) =>
    repo.notify(target, event).catch(() => undefined);

  async function image(input: TChatSend & { image?: string }) {
    if (!input.image) return null;
    const [encoded] = await reencodeFeedbackImages([input.image]);
    return { type: encoded!.type, data: encoded!.bytes.toString('base64') };
  }

  async function ownConversation(party: ChatParty) {
    return party.kind === 'member' ? repo.latestOfMember(party.account.id) : repo.ofGuest(party.tokenHash);
  }

  async function announceToStaff(merchantId: number, conversationId: bigint, message?: TChatMessage) {
    const row = await repo.queueRow(merchantId, conversationId);
    if (row) {
      await notify(staffTarget(merchantId), {
        type: 'chat.conversation',
        conversation: opsView(row),
        ...(message ? { message } : {}),
      });
    }
  }

  return {
    /** A guest gives a name: a new conversation and the token its browser keeps. */
    async startGuest(merchantId: number, name: string, ip: string) {
      await throttle.limit(`chat:guest:ip:${ip}`, GUEST_START_PER_IP.max, GUEST_START_PER_IP.windowMs);
      const guestToken = randomBytes(32).toString('base64url');
      await repo.createForGuest(merchantId, name, hashGuestToken(guestToken), 'waiting');
      return { guestToken, name };
    },

    /** The guest behind a token of this merchant; an unknown token is 404 (its chat is not found). */
    async guestParty(merchantId: number, token: string): Promise<ChatParty> {
      if (!isGuestTokenShape(token)) throw new AppError('not_found', 404);
      const tokenHash = hashGuestToken(token);
      const found = await repo.ofGuest(tokenHash);
      if (!found || found.merchantId !== merchantId) throw new AppError('not_found', 404);
      return { kind: 'guest', merchantId, tokenHash };
    },

    /** The room: the current conversation and the newest messages (a member's across all its conversations). */
    async room(party: ChatParty, before: string | undefined): Promise<TChatRoom> {
      const conversation = await ownConversation(party);
      const ids =
        party.kind === 'member'
          ? await repo.conversationIdsOfMember(party.account.id)
          : conversation
            ? [conversation.id]
            : [];
      const rows = await repo.messages(ids, before ? BigInt(before) : null, CHAT_PAGE + 1);
      const hasMore = rows.length > CHAT_PAGE;
      return {
        conversation: conversation ? conversationView(conversation) : null,
        messages: rows.slice(0, CHAT_PAGE).reverse().map(messageView),
        hasMore,
        staffOnline: await repo.staffOnline(party.merchantId),
        name: party.kind === 'member' ? party.account.username : (conversation?.guestName ?? ''),
      };
    },

    async unread(party: ChatParty) {
      const conversation = await ownConversation(party);
      return { count: conversation?.memberUnread ?? 0 };
    },

    /** A message from the member or guest: waiting for staff, or a ticket when none is online. */
    async send(party: ChatParty, input: TChatSend, ip: string) {
      const parsed = ZChatSend.parse(input);
      if (party.kind === 'guest') {
        await throttle.limit(`chat:guest:${party.tokenHash}`, GUEST_SEND.max, GUEST_SEND.windowMs);
        await throttle.limit(`chat:guest:send:ip:${ip}`, GUEST_SEND_PER_IP.max, GUEST_SEND_PER_IP.windowMs);
      } else {
        await throttle.limit(`chat:member:${party.account.id}`, MEMBER_SEND.max, MEMBER_SEND.windowMs);
      }
      const picture = await image(parsed);
      const online = await repo.staffOnline(party.merchantId);
      let conversation =
        party.kind === 'member'
          ? await repo.activeOfMember(party.account.id)
          : await repo.ofGuest(party.tokenHash);
      if (!conversation && party.kind === 'member') {
        conversation =
          (await repo.createForMember(party.merchantId, party.account.id, online ? 'waiting' : 'ticket')) ??
          (await repo.activeOfMember(party.account.id));
      }
      if (!conversation) throw new AppError('unauthorized', 401);
      const state = !online ? 'ticket' : conversation.state === 'open' ? 'open' : 'waiting';
      const added = await repo.addMessage(
        conversation.id,
        {
          author: party.kind,
          staffId: null,
          body: parsed.text,
          image: picture,
        },
        { state },
      );
      const message = messageView({ message: added.message, staffName: null });
      await notify(partyTarget(added.conversation), {
        type: 'chat.message',
        message,
        unread: added.conversation.memberUnread,
      });
      if (added.conversation.state !== conversation.state) {
        await notify(partyTarget(added.conversation), {
          type: 'chat.state',
          conversationId: String(conversation.id),
          state: added.conversation.state,
        });
      }
      await announceToStaff(party.merchantId, conversation.id, message);
      return { message, conversation: conversationView(added.conversation), staffOnline: online };
    },

    /** The member or guest read the staff's messages. */
    async markRead(party: ChatParty) {
      const conversation = await ownConversation(party);
      if (!conversation || conversation.memberUnread === 0) return { count: 0 };
      await repo.markRead(conversation.id, 'member');
      return { count: 0 };
    },

    /** An image of a message of one's own conversations; anyone else's is 404. */
    async partyImage(party: ChatParty, messageId: string) {
      const found = await repo.image(BigInt(messageId));
      if (!found?.type || !found.data) throw new AppError('not_found', 404);
      const owned =
        party.kind === 'member'
          ? (await repo.conversationIdsOfMember(party.account.id)).includes(found.conversationId)
          : (await repo.ofGuest(party.tokenHash))?.id === found.conversationId;
      if (!owned) throw new AppError('not_found', 404);
      return { type: found.type, bytes: Buffer.from(found.data, 'base64') };
    },

    // --- staff ---------------------------------------------------------------------------

    /** Staff seen on the chat (socket heartbeat, queue reads) count as online for 90 seconds. */
    touchPresence: (staff: { id: bigint; merchantId: number }) =>
      repo.touchPresence(staff.id, staff.merchantId),
    leavePresence: (staffId: bigint) => repo.leavePresence(staffId),

    async queue(staff: AccountRow, query: TOpsChatFilter) {
      await repo.touchPresence(staff.id, staff.merchantId);
      const { rows, total } = await repo.queue(
        staff.merchantId,
        query.state,
        query.pageSize,
        (query.pageNo - 1) * query.pageSize,
      );
      return page(rows.map(opsView), query, total);
    },

    /** One conversation with its messages; opening it reads the member's messages. */
    async detail(staff: AccountRow, id: string) {
      const found = await repo.byId(staff.merchantId, BigInt(id));
      if (!found) throw new AppError('not_found', 404);
      await repo.touchPresence(staff.id, staff.merchantId);
      if (found.staffUnread > 0) {
        await repo.markRead(found.id, 'staff');
        await announceToStaff(staff.merchantId, found.id);
      }
      const row = await repo.queueRow(staff.merchantId, found.id);
      const messages = await repo.allMessages(found.id, DETAIL_MESSAGES);
      return { conversation: opsView(row!), messages: messages.map(messageView) };
    },

    /** A staff answer: the conversation is this staff member's and open; a ticket's member also gets an internal message. */
    async reply(staff: AccountRow, id: string, input: TChatSend) {
      const parsed = ZChatSend.parse(input);
      const found = await repo.byId(staff.merchantId, BigInt(id));
      if (!found) throw new AppError('not_found', 404);
      if (found.state === 'closed') throw new AppError('conversation_closed', 409);
      const picture = await image(parsed);
      const added = await repo.addMessage(
        found.id,
        { author: 'staff', staffId: staff.id, body: parsed.text, image: picture },
        { state: 'open', staffId: staff.id },
      );
      await repo.markRead(found.id, 'staff');
      const message = messageView({ message: added.message, staffName: staff.nickname });
      await notify(partyTarget(added.conversation), {
        type: 'chat.message',
        message,
        unread: added.conversation.memberUnread,
      });
      if (found.state !== 'open') {
        await notify(partyTarget(added.conversation), {
          type: 'chat.state',
          conversationId: String(found.id),
          state: 'open',
        });
      }
      if (found.state === 'ticket' && found.accountId !== null) {
        await deps.messages.send({
          merchantId: found.merchantId,
          accountId: found.accountId,
          kind: 'chat',
          title: `💬 ${staff.nickname}`,
          body: parsed.text.length > 0 ? parsed.text : '🖼',
          sentBy: staff.id,
        });
      }
      await announceToStaff(staff.merchantId, found.id, message);
      return message;
    },

    async close(staff: AccountRow, id: string) {
      const found = await repo.byId(staff.merchantId, BigInt(id));
      if (!found) throw new AppError('not_found', 404);
      if (found.state === 'closed') throw new AppError('conversation_closed', 409);
      const closed = await repo.setState(found.id, 'closed');
      await notify(partyTarget(closed), {
        type: 'chat.state',
        conversationId: String(found.id),
        state: 'closed',
      });
      await announceToStaff(staff.merchantId, found.id);
      const row = await repo.queueRow(staff.merchantId, found.id);
      return opsView(row!);
    },

    async staffImage(staff: AccountRow, messageId: string) {
      const found = await repo.image(BigInt(messageId));
      if (!found?.type || !found.data) throw new AppError('not_found', 404);
      if (!(await repo.byId(staff.merchantId, found.conversationId))) throw new AppError('not_found', 404);
      return { type: found.type, bytes: Buffer.from(found.data, 'base64') };
    },
  };
}

export type Chat = ReturnType<typeof createChat>;
