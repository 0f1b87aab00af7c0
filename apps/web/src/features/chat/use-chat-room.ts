import type { TChatEvent, TChatMessage, TChatRoom, TChatState } from '@crupier/contract/chat';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchRoom, markRead, readGuest, type TChatSide } from '@/api/chat';
import { connectChat } from '@/api/chat-socket';
import { getToken } from '@/api/session';

export const sideKey = (side: TChatSide | null) =>
  side ? (side.kind === 'member' ? 'member' : side.guestToken) : 'none';

/**
 * One side's conversation: the room as loaded, older pages on demand, and the live events (a new
 * message, ours from another tab or the staff's answer, and state changes) over the chat's socket.
 */
export function useChatRoom(side: TChatSide) {
  const client = useQueryClient();
  const key = sideKey(side);
  const roomKey = useMemo(() => ['chat', 'room', key], [key]);
  const room = useQuery({ queryKey: roomKey, queryFn: () => fetchRoom(side), retry: false });
  const [older, setOlder] = useState<TChatMessage[]>([]);
  const [hasMoreOlder, setHasMoreOlder] = useState<boolean | null>(null);
  const [live, setLive] = useState<TChatMessage[]>([]);
  const [state, setState] = useState<TChatState | null>(null);
  const [isConnected, setConnected] = useState(true);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const token = getToken();
    const guest = readGuest();
    const hello =
      side.kind === 'member' && token
        ? ({ type: 'member', token } as const)
        : side.kind === 'guest' && guest
          ? ({ type: 'guest', guestToken: guest.guestToken } as const)
          : null;
    if (!hello) return;
    return connectChat({
      hello,
      onConnected: setConnected,
      // After a reconnection, what arrived meanwhile comes with the room.
      onReady: () => void client.invalidateQueries({ queryKey: roomKey }),
      onEvent: (event: TChatEvent) => {
        if (event.type === 'chat.message') setLive((list) => [...list, event.message]);
        if (event.type === 'chat.state') setState(event.state);
      },
    });
  }, [side.kind, client, roomKey]);

  const messages = useMemo(() => {
    const all = new Map<string, TChatMessage>();
    for (const m of [...older, ...(room.data?.messages ?? []), ...live]) all.set(m.id, m);
    return [...all.values()].sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));
  }, [older, room.data, live]);
  const lastId = messages.at(-1)?.id;

  // New messages scroll into view, and the staff's messages count as read while the room is open.
  useEffect(() => {
    if (!lastId) return;
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'end' });
    void markRead(side)
      .then(() => client.invalidateQueries({ queryKey: ['chat', 'unread'] }))
      .catch(() => undefined);
  }, [lastId, side, client]);

  const loadOlder = async () => {
    const first = messages[0];
    if (!first) return;
    const page: TChatRoom = await fetchRoom(side, first.id);
    setOlder((list) => [...page.messages, ...list]);
    setHasMoreOlder(page.hasMore);
  };

  const sent = useCallback(
    (message: TChatMessage) => {
      setLive((list) => [...list, message]);
      void client.invalidateQueries({ queryKey: roomKey });
      setState(null);
    },
    [client, roomKey],
  );

  return {
    room,
    messages,
    listRef,
    loadOlder,
    sent,
    isConnected,
    conversationState: state ?? room.data?.conversation?.state ?? null,
    showOlder: hasMoreOlder ?? room.data?.hasMore ?? false,
  };
}
