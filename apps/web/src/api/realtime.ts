/**
 * The real-time channel (api-contract, issue 4): `GET /wps/realtime` upgraded to a WebSocket on the
 * page's own origin. The first message authenticates (`{"type":"auth","token"}`; a token never goes
 * in a URL); the server then pushes `{"type":"balance","balance","held","available","currency"}` on
 * every committed change, and once right after authentication.
 */

export type TBalanceEvent = {
  type: 'balance';
  balance: string;
  held: string;
  available: string;
  currency: string;
};

/** The server closes with this code a socket whose token it does not accept: retrying cannot help. */
export const UNAUTHORIZED_CLOSE = 4401;
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

/** Reconnect delay: 1 s, 2 s, 4 s… up to 30 s, each with up to 20% random spread. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
  return Math.round(base * (1 + 0.2 * random()));
}

type TWebSocketLike = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export type TRealtimeOptions = {
  token: string;
  onBalance: (event: TBalanceEvent) => void;
  /** Any other event with a `type` (member centre: `message`, `unread`). */
  onEvent?: (event: { type: string } & Record<string, unknown>) => void;
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
  const url = options.url ?? realtimeUrl();
  const createSocket = options.createSocket ?? ((address: string) => new WebSocket(address));
  const delay = options.delay ?? backoffDelay;
  let socket: TWebSocketLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let isStopped = false;

  const open = () => {
    timer = undefined;
    if (isStopped) return;
    let current: TWebSocketLike;
    try {
      current = createSocket(url);
    } catch {
      retry();
      return;
    }
    socket = current;
    current.onopen = () => current.send(JSON.stringify({ type: 'auth', token: options.token }));
    current.onmessage = (message) => {
      const event = parseBalanceEvent(message.data);
      if (!event) {
        if (options.onEvent) {
          const other = parseTypedEvent(message.data);
          if (other) options.onEvent(other);
        }
        return;
      }
      attempt = 0;
      options.onBalance(event);
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (isStopped) return;
      if (event.code === UNAUTHORIZED_CLOSE) {
        isStopped = true;
        options.onUnauthorized?.();
        return;
      }
      retry();
    };
    // An error is always followed by close, which decides about retrying.
    current.onerror = () => undefined;
  };

  const retry = () => {
    if (isStopped || timer !== undefined) return;
    timer = setTimeout(open, delay(attempt));
    attempt += 1;
  };

  open();
  return () => {
    isStopped = true;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const closing = socket;
    socket = null;
    if (closing && closing.readyState <= 1) closing.close(1000, 'logout');
  };
}
