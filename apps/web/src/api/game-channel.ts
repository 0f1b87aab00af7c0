import type { TRealtime, TRealtimeMessage } from '@/api/game-engine-types';
import { realtimeUrl } from '@/api/realtime';
import {
  openReconnectingSocket,
  type TReconnectingSocket,
  type TWebSocketLike,
} from '@/api/reconnecting-socket';

export type TGameChannel = TRealtime & { close(): void };

/** A JSON object with a string `type`, or null. */
export function parseMessage(data: unknown): TRealtimeMessage | null {
  try {
    const value = JSON.parse(String(data)) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    return typeof (value as { type?: unknown }).type === 'string' ? (value as TRealtimeMessage) : null;
  } catch {
    return null;
  }
}

/**
 * The first message: the game session (`{"type":"game","sessionId"}`: the server pushes the balance of
 * the session's account, play money included, and the game's events), with the player's token for a
 * server that only knows player sessions. A free trial sends no token: the player's real balance must
 * never show as the trial's.
 */
export function authMessage(sessionId: string, token: string | null): Record<string, string> {
  return token ? { type: 'game', sessionId, token } : { type: 'game', sessionId };
}

/**
 * The game page's real-time channel (`/wps/realtime`, see api/realtime.ts): opened when the first
 * listener subscribes, authenticated with `authMessage`, reopened with backoff when it drops, stopped
 * for good on 4401. Every JSON message with a `type` goes to every listener.
 */
export function createGameChannel(options: {
  token: string | null;
  sessionId: string;
  url?: string;
  createSocket?: (url: string) => TWebSocketLike;
  delay?: (attempt: number) => number;
}): TGameChannel {
  const listeners = new Set<(message: TRealtimeMessage) => void>();
  let socket: TReconnectingSocket | null = null;
  let isClosed = false;

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!socket && !isClosed)
        socket = openReconnectingSocket({
          url: options.url ?? realtimeUrl(),
          hello: () => authMessage(options.sessionId, options.token),
          onMessage: (data) => {
            const message = parseMessage(data);
            if (!message) return false;
            for (const each of [...listeners]) each(message);
            return true;
          },
          createSocket: options.createSocket,
          delay: options.delay,
        });
      return () => {
        listeners.delete(listener);
      };
    },
    send(message) {
      socket?.send(message);
    },
    close() {
      isClosed = true;
      listeners.clear();
      socket?.close('game closed');
    },
  };
}

/**
 * The stable TRealtime the shell hands to views: listeners stay subscribed while the channel under it
 * is replaced (the player's token arrives after a reload, or changes); the channel opens only once
 * somebody listens.
 */
export function createRealtimeHub() {
  const listeners = new Set<(message: TRealtimeMessage) => void>();
  let channel: TGameChannel | null = null;
  let detach: (() => void) | null = null;
  const fanOut = (message: TRealtimeMessage) => {
    for (const listener of [...listeners]) listener(message);
  };
  const realtime: TRealtime = {
    subscribe(listener) {
      listeners.add(listener);
      if (channel && !detach) detach = channel.subscribe(fanOut);
      return () => {
        listeners.delete(listener);
      };
    },
    send(message) {
      channel?.send(message);
    },
  };
  return {
    realtime,
    /** Puts a channel under the hub; the returned function closes it. */
    attach(next: TGameChannel): () => void {
      channel = next;
      detach = listeners.size > 0 ? next.subscribe(fanOut) : null;
      return () => {
        next.close();
        if (channel === next) {
          channel = null;
          detach = null;
        }
      };
    },
  };
}
