/** The server closes with this code a socket whose token it does not accept: retrying cannot help. */
export const UNAUTHORIZED_CLOSE = 4401;

/** Reconnect delay: 1 s, 2 s, 4 s… up to 30 s, each with up to 20% random spread. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
  return Math.round(base * (1 + 0.2 * random()));
}

export type TWebSocketLike = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export type TReconnectingSocketOptions = {
  url: string;
  /** The first message of every connection (who is there); none when omitted. */
  hello?: () => unknown;
  /** Every message as received; returning true says the connection is healthy and resets the backoff. */
  onMessage: (data: unknown) => boolean | undefined;
  /** The socket dropped (it will reopen unless the server refused it). */
  onDrop?: () => void;
  /** The server refused the credentials (close code 4401): the socket stops for good. */
  onUnauthorized?: () => void;
  createSocket?: (url: string) => TWebSocketLike;
  delay?: (attempt: number) => number;
};

export type TReconnectingSocket = {
  /** Sends on the open socket; false when there is none (the message is not queued). */
  send(message: unknown): boolean;
  /** Closes it for good, with `reason` as the close frame's reason. */
  close(reason: string): void;
};

/**
 * A WebSocket kept open: one that drops is reopened after a growing delay, one the server refuses
 * (4401) stays closed. The real-time channel, the game channel, the chat and the sportsbook stream use it.
 */
export function openReconnectingSocket(options: TReconnectingSocketOptions): TReconnectingSocket {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  const delay = options.delay ?? backoffDelay;
  let socket: TWebSocketLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let isStopped = false;

  const retry = () => {
    if (isStopped || timer !== undefined) return;
    timer = setTimeout(open, delay(attempt));
    attempt += 1;
  };

  function open() {
    timer = undefined;
    if (isStopped) return;
    let current: TWebSocketLike;
    try {
      current = createSocket(options.url);
    } catch {
      retry();
      return;
    }
    socket = current;
    current.onopen = () => {
      if (options.hello) current.send(JSON.stringify(options.hello()));
    };
    current.onmessage = (message) => {
      if (options.onMessage(message.data)) attempt = 0;
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (isStopped) return;
      options.onDrop?.();
      if (event.code === UNAUTHORIZED_CLOSE) {
        isStopped = true;
        options.onUnauthorized?.();
        return;
      }
      retry();
    };
    // An error is always followed by close, which decides about retrying.
    current.onerror = () => undefined;
  }

  open();
  return {
    send(message) {
      if (socket?.readyState !== 1) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    close(reason) {
      isStopped = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      const closing = socket;
      socket = null;
      if (closing && closing.readyState <= 1) closing.close(1000, reason);
    },
  };
}
