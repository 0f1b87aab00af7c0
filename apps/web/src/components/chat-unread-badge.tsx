import { useQuery } from '@tanstack/react-query';
import { currentSide, fetchUnread } from '@/api/chat';
import { useSession } from '@/api/session';
import '@/components/chat-badge.css';

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
