/**
 * The real-time channel (api-contract, issue 4): `GET /wps/realtime` upgraded to a WebSocket on the
 * page's own origin. The first message authenticates (`{"type":"auth","token"}`; a token never goes
 * in a URL); the server then pushes `{"type":"balance","balance","held","available","currency"}` on
 * every committed change, and once right after authentication.
 */
import { openReconnectingSocket, type TWebSocketLike } from '@/api/reconnecting-socket';

export type TBalanceEvent = {
  type: 'balance';
  balance: string;
  held: string;
  available: string;
  currency: string;
};

const MONEY = /^-?\d{1,15}\.\d{2}$/;

export function parseBalanceEvent(data: unknown): TBalanceEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(String(data));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const event = value as Record<string, unknown>;
  const isBalance =
    event.type === 'balance' &&
    typeof event.currency === 'string' &&
    [event.balance, event.held, event.available].every((x) => typeof x === 'string' && MONEY.test(x));
  if (!isBalance) return null;
  return {
    type: 'balance',
    balance: event.balance as string,
    held: event.held as string,
    available: event.available as string,
    currency: event.currency as string,
  };
}

/** A pushed event other than the balance: a JSON object with a string `type`. */
export function parseTypedEvent(data: unknown): ({ type: string } & Record<string, unknown>) | null {
  try {
    const value: unknown = JSON.parse(String(data));
    if (typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string')
      return value as { type: string } & Record<string, unknown>;
  } catch {
    // not JSON: ignored
  }
  return null;
}

/** ws:// or wss:// to /wps/realtime on the page's host. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/wps/realtime`;
}

export type TRealtimeOptions = {
  token: string;
  onBalance: (event: TBalanceEvent) => void;
  /** Any other event with a `type` (member centre: `message`, `unread`). */
  onEvent?: (event: { type: string } & Record<string, unknown>) => void;
  /**
   * The channel is subscribed (its first balance arrived, on every connection, reconnections too):
   * whatever was published before, while the socket was opening or down, was not pushed, so state the
   * events keep fresh (the unread count) should be fetched again.
   */
  onSubscribed?: () => void;
  /** The server refused the token: the channel stops. */
  onUnauthorized?: () => void;
  url?: string;
  createSocket?: (url: string) => TWebSocketLike;
  delay?: (attempt: number) => number;
};

/**
 * Opens the channel and keeps it open: a socket that drops is reopened after a growing delay (reset
 * once a balance arrives again). Returns the function that closes it for good (logout, another token).
 */
export function connectRealtime(options: TRealtimeOptions): () => void {
  let isSubscribed = false;
  const socket = openReconnectingSocket({
    url: options.url ?? realtimeUrl(),
    hello: () => ({ type: 'auth', token: options.token }),
    onMessage: (data) => {
      const event = parseBalanceEvent(data);
      if (event) {
        options.onBalance(event);
        // The server pushes the balance right after it subscribed the connection.
        if (!isSubscribed) {
          isSubscribed = true;
          options.onSubscribed?.();
        }
        return true;
      }
      const other = options.onEvent && parseTypedEvent(data);
      if (other) options.onEvent?.(other);
      return false;
    },
    onDrop: () => {
      isSubscribed = false;
    },
    onUnauthorized: options.onUnauthorized,
    createSocket: options.createSocket,
    delay: options.delay,
  });
  return () => socket.close('logout');
}
