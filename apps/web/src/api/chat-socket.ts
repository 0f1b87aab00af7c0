import type { TChatEvent } from '@crupier/contract/chat';
import { parseTypedEvent } from '@/api/realtime';
import { openReconnectingSocket } from '@/api/reconnecting-socket';

export type TChatHello =
  | { type: 'member'; token: string }
  | { type: 'guest'; guestToken: string }
  | { type: 'staff'; token: string };

/** ws:// or wss:// to the chat's socket on the page's host. */
export function chatLiveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/wps/chat/live`;
}

/**
 * The chat's live events (`GET /wps/chat/live`): the first message says who is there; a dropped
 * socket reopens after a growing delay, and `onReady` runs on every (re)connection so the caller
 * reloads what it may have missed. Returns the function that closes it for good.
 */
export function connectChat(options: {
  hello: TChatHello;
  onEvent: (event: TChatEvent) => void;
  onReady?: () => void;
  onConnected?: (isConnected: boolean) => void;
  url?: string;
}): () => void {
  const socket = openReconnectingSocket({
    url: options.url ?? chatLiveUrl(),
    hello: () => options.hello,
    onMessage: (data) => {
      const event = parseTypedEvent(data);
      if (!event) return false;
      if (event.type !== 'chat.ready') {
        options.onEvent(event as unknown as TChatEvent);
        return false;
      }
      options.onConnected?.(true);
      options.onReady?.();
      return true;
    },
    onDrop: () => options.onConnected?.(false),
  });
  return () => socket.close('closed');
}
