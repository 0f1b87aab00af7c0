import type { TCustomerService } from '@crupier/contract/system';
import { useChatRoom } from '@/lib/chat-store';

/**
 * Live support: the chat room with the operator's support staff (features/chat). Other channels of
 * the merchant's customer service entries (Telegram, WhatsApp…) are links inside the room.
 */
export function useCustomerService(_entries: readonly TCustomerService[]) {
  const open = useChatRoom((s) => s.open);
  return { isAvailable: true, open };
}
