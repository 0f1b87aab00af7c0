import { type TChatSend, ZChatSend } from '@crupier/contract/chat';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Messages } from '@/modules/messages/service';
import { AppError } from '@/platform/app-error';
import type { Throttle } from '@/platform/throttle';
import {
  conversationView,
  GUEST_SEND,
  GUEST_SEND_PER_IP,
  MEMBER_SEND,
  messageView,
  partyTarget,
} from './chat-views';
import type { ChatRepository } from './repository';
import type { ChatParty, ChatTools } from './service';

/** Messages sent: by the member or guest, and the staff's replies. */
export function chatSending(
  deps: { repo: ChatRepository; throttle: Throttle; messages: Messages },
  tools: ChatTools,
) {
  const { repo, throttle, notify, image, announceToStaff } = tools;
  return {
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
  };
}
