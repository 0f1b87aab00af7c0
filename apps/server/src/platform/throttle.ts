import type { Db } from '@/db/client';
import { AppError } from './app-error';
import { type CounterStore, createDatabaseCounters, type Hit } from './counters';

export type { Hit };

/** 429 with Retry-After: the caller may try again in `retryAfter` seconds (at least 1). */
export function tooManyRequests(retryAfter: number, code = 'too_many_requests'): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfter));
  return new AppError(code, 429, undefined, { retryAfter: seconds }, { 'retry-after': String(seconds) });
}

/** 429 with Retry-After until a window resets. */
export const tooManyUntil = (resetAt: Date, code?: string): AppError =>
  tooManyRequests((resetAt.getTime() - Date.now()) / 1000, code);

/**
 * Fixed-window counters shared by every instance, so a restart forgets nothing: the `rate_counters`
 * table, or Redis when REDIS_URL is set (`counters`).
 */
export function createThrottle(db: Db, counters: CounterStore = createDatabaseCounters(db)) {
  const { hit, peekWindow, release, clear } = counters;

  async function peek(key: string): Promise<number> {
    return (await peekWindow(key))?.count ?? 0;
  }

  /** Counts one hit and refuses with 429 (and Retry-After) once `limit` is passed in the window. */
  async function limit(key: string, max: number, windowMs: number, code = 'too_many_requests') {
    const result = await hit(key, windowMs);
    if (result.count > max) throw tooManyUntil(result.resetAt, code);
    return result;
  }

  return { hit, peek, peekWindow, release, clear, limit };
}

export type Throttle = ReturnType<typeof createThrottle>;
