import type { TChatEvent } from '@crupier/contract/chat';
import { backoffDelay, parseTypedEvent, UNAUTHORIZED_CLOSE } from '@/api/realtime';

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
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let isStopped = false;

  const open = () => {
    timer = undefined;
    if (isStopped) return;
    const current = new WebSocket(options.url ?? chatLiveUrl());
    socket = current;
    current.onopen = () => current.send(JSON.stringify(options.hello));
    current.onmessage = (message) => {
      const event = parseTypedEvent(message.data);
      if (!event) return;
      if (event.type === 'chat.ready') {
        attempt = 0;
        options.onConnected?.(true);
        options.onReady?.();
        return;
      }
      options.onEvent(event as unknown as TChatEvent);
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      options.onConnected?.(false);
      if (isStopped || event.code === UNAUTHORIZED_CLOSE) return;
      timer = setTimeout(open, backoffDelay(attempt));
      attempt += 1;
    };
    current.onerror = () => undefined;
  };

  open();
  return () => {
    isStopped = true;
    if (timer !== undefined) clearTimeout(timer);
    const closing = socket;
    socket = null;
    if (closing && closing.readyState <= 1) closing.close(1000, 'closed');
  };
}
