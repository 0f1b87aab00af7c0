import crypto from 'node:crypto';
import WebSocket from 'ws';

export type Answer = { status: number; value: unknown; code: string | undefined; servedBy: string | null };

/** A JSON call; the answer with its envelope's value and the instance the balancer sent it to. */
export async function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; idempotent?: boolean } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.idempotent) headers['idempotency-key'] = crypto.randomUUID();
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await res.text();
  let json: { value?: unknown; code?: string } = {};
  try {
    json = JSON.parse(text);
  } catch {
    json = {};
  }
  return { status: res.status, value: json.value, code: json.code, servedBy: res.headers.get('x-served-by') };
}

/** `call` that insists on 200 and returns the value. */
export async function ok<T>(base: string, method: 'GET' | 'POST', path: string, options = {}): Promise<T> {
  const answer = await call(base, method, path, options);
  if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${answer.code ?? ''}`);
  return answer.value as T;
}

/** Hundredths from a money string ("12.34" → 1234). */
export const cents = (money: string) => Math.round(Number(money) * 100);

export async function available(base: string, token: string): Promise<number> {
  return cents(
    (await ok<{ available: string }>(base, 'GET', '/wps/v2/wallets/balance', { token })).available,
  );
}

export async function until<T>(
  what: string,
  find: () => T | undefined | Promise<T | undefined>,
  ms: number,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`timed out after ${ms / 1000} s waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export type Message = { type: string; at: number } & Record<string, unknown>;
export type Feed = { messages: Message[]; socket: WebSocket; close(): void };

/** A real-time socket (`/wps/realtime`) on one instance, subscribed with its first message. */
export function openFeed(base: string, hello: Record<string, unknown>): Promise<Feed> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/wps/realtime`);
    const messages: Message[] = [];
    socket.on('message', (data) => messages.push({ ...JSON.parse(String(data)), at: Date.now() }));
    socket.on('open', () => {
      socket.send(JSON.stringify(hello));
      resolve({ messages, socket, close: () => socket.terminate() });
    });
    socket.on('error', reject);
  });
}

export type CrashRoundView = { roundId: string; phase: string; crashPoint: string | null; at: number };

/** The crash round snapshots a feed received, in order. */
export function crashRounds(feed: Feed): CrashRoundView[] {
  return feed.messages.flatMap((m) =>
    m.type === 'crash' && m.event === 'round' && m.round
      ? [{ ...(m.round as Omit<CrashRoundView, 'at'>), at: m.at }]
      : [],
  );
}
