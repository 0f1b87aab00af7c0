import type { TCustomerService } from '@crupier/contract/system';
import { lazy, Suspense, useEffect } from 'react';
import { loadNamespace } from '@/i18n/i18n';
import { consumeChatParam, useChatRoom } from '@/lib/chat-store';

// The room's code and texts load when it first opens.
const ChatRoom = lazy(() => Promise.all([import('./chat-room'), loadNamespace('chat')]).then(([m]) => m));

/** Renders the chat room while it is open; a page opened with `?chat=1` (CBS_launchChat) opens it. */
export function ChatRoomHost({ customerService }: { customerService: readonly TCustomerService[] }) {
  const isOpen = useChatRoom((s) => s.isOpen);
  const close = useChatRoom((s) => s.close);
  useEffect(() => {
    if (consumeChatParam()) useChatRoom.getState().open();
  }, []);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ChatRoom customerService={customerService} onClose={close} />
    </Suspense>
  );
}
