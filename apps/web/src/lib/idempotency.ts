import { ApiError } from '@/api/client';

/**
 * A fresh Idempotency-Key (api-contract "idempotency"). `crypto.randomUUID` exists only in secure
 * contexts; `getRandomValues` everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a failed money call may or may not have moved money, so that trying again must reuse its
 * key: no answer at all (network), a server failure (5xx, the server forgets the key then), or the
 * first attempt still running on the server (`request_in_progress`). A refusal (4xx) is an answer: the
 * server remembers it under the key, so the next try is a new action with a new key.
 */
export function isUndecided(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.code === 'request_in_progress') return true;
  return error.status === 0 || error.status >= 500;
}

/**
 * One key per user action (api-contract: "a repeat with the same key and body returns the first
 * response and moves nothing"). `keyFor(body)` hands out the key of the action in flight while the
 * body is the same; `settle(error?)` ends the action once it has an answer. After an undecided failure
 * the key stays, so pressing the button again is a retry of the same action, not a second one. A
 * changed body (another amount) is another action and gets its own key.
 */
export function createIdempotencyKeeper(makeKey: () => string = newIdempotencyKey) {
  let current: { key: string; body: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const serialized = JSON.stringify(body ?? null);
      if (current?.body !== serialized) current = { key: makeKey(), body: serialized };
      return current.key;
    },
    settle(error?: unknown): void {
      if (error === undefined || !isUndecided(error)) current = null;
    },
    /** The key of the action still waiting for an answer, if any. */
    get pendingKey(): string | null {
      return current?.key ?? null;
    },
  };
}
export type TIdempotencyKeeper = ReturnType<typeof createIdempotencyKeeper>;
