import type { TCustomerService } from '@crupier/contract/system';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useSession } from '@/api/session';
import { loadNamespace } from '@/i18n/i18n';
import { currentSide, fetchUnread } from './chat-api';
import { consumeChatParam, useChatRoom } from './chat-store';
import './chat-badge.css';

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

/** Unread support answers (a member or a guest with a chat), refreshed every 30 s and by the room. */
export function useChatUnread(): number {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const side = currentSide();
  const unread = useQuery({
    queryKey: ['chat', 'unread', isLoggedIn, side?.kind ?? 'none'],
    queryFn: () => (side ? fetchUnread(side) : Promise.resolve({ count: 0 })),
    enabled: side !== null,
    refetchInterval: 30_000,
    retry: false,
  });
  return unread.data?.count ?? 0;
}

/** The unread badge beside a live-support entry, shown above 0. */
export function ChatUnreadBadge() {
  const count = useChatUnread();
  if (count <= 0) return null;
  return (
    <span className="chat-badge" data-testid="chat-unread" data-count={count}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
