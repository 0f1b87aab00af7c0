import type { TChatMessage, TChatSend } from '@crupier/contract/chat';
import { reencodeFeedbackImages } from '@/modules/feedback/images';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Messages } from '@/modules/messages/service';
import type { Throttle } from '@/platform/throttle';
import { chatParty } from './chat-party';
import { chatSending } from './chat-sending';
import { chatStaffDesk } from './chat-staff-desk';
import { opsView, staffTarget } from './chat-views';
import type { ChatRepository } from './repository';

export { hashGuestToken, isGuestTokenShape, messageView } from './chat-views';

/** Who is on the member side of a chat: a member's account, or a guest's token (hashed). */
export type ChatParty =
  | { kind: 'member'; merchantId: number; account: AccountRow }
  | { kind: 'guest'; merchantId: number; tokenHash: string };

/** What both sides of the chat share: the repository, the throttle, notices, images and the staff announcements. */
function chatTools(deps: { repo: ChatRepository; throttle: Throttle; messages: Messages }) {
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

  return { repo, throttle, notify, image, ownConversation, announceToStaff };
}
export type ChatTools = ReturnType<typeof chatTools>;

/**
 * The support chat (docs/support-chat.md): a member or a guest writes; staff of the same merchant
 * answer from the back office. A message written while no support staff is online makes the
 * conversation a ticket; its first answer also reaches a member as an internal message.
 */
export function createChat(deps: { repo: ChatRepository; throttle: Throttle; messages: Messages }) {
  const tools = chatTools(deps);
  return {
    ...chatParty(tools),
    ...chatSending(deps, tools),
    ...chatStaffDesk(tools),
  };
}

export type Chat = ReturnType<typeof createChat>;
