import { randomBytes } from 'node:crypto';
import { CHAT_PAGE, type TChatRoom } from '@crupier/contract/chat';
import { AppError } from '@/platform/app-error';
import {
  conversationView,
  GUEST_START_PER_IP,
  hashGuestToken,
  isGuestTokenShape,
  messageView,
} from './chat-views';
import type { ChatParty, ChatTools } from './service';

/** The member or guest side: starting, the room, unread counts, reading and images. */
export function chatParty(tools: ChatTools) {
  const { repo, throttle, ownConversation } = tools;
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
  };
}
