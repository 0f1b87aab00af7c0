import type { TOpsChatFilter } from '@crupier/contract/chat';
import { page } from '@crupier/contract/paging';
import type { AccountRow } from '@/modules/identity/accounts';
import { AppError } from '@/platform/app-error';
import { DETAIL_MESSAGES, messageView, opsView, partyTarget } from './chat-views';
import type { ChatTools } from './service';

/** The staff desk: presence, the queue, a conversation's detail, closing it, and images. */
export function chatStaffDesk(tools: ChatTools) {
  const { repo, notify, announceToStaff } = tools;
  return {
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
