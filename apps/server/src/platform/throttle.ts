import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { AppError } from './app-error';

export type Hit = { count: number; resetAt: Date };

/**
 * Fixed-window counters kept in the database, so every instance shares them and a restart forgets
 * nothing. One atomic upsert per hit.
 */
export function createThrottle(db: Db) {
  async function hit(key: string, windowMs: number, amount = 1): Promise<Hit> {
    const rows = await queryRows<{ count: number; reset_at: string | Date }>(
      db,
      sql`
      INSERT INTO rate_counters (key, count, reset_at)
      VALUES (${key}, ${amount}, now() + ${`${windowMs} milliseconds`}::interval)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_counters.reset_at <= now() THEN ${amount} ELSE rate_counters.count + ${amount} END,
        reset_at = CASE WHEN rate_counters.reset_at <= now()
          THEN now() + ${`${windowMs} milliseconds`}::interval ELSE rate_counters.reset_at END
      RETURNING count, reset_at`,
    );
    const row = rows[0];
    if (!row) throw new Error('throttle upsert returned nothing');
    return { count: Number(row.count), resetAt: new Date(row.reset_at) };
  }

  async function peek(key: string): Promise<number> {
    const rows = await queryRows<{ count: number }>(
      db,
      sql`SELECT count FROM rate_counters WHERE key = ${key} AND reset_at > now()`,
    );
    return Number(rows[0]?.count ?? 0);
  }

  async function peekWindow(key: string): Promise<Hit | null> {
    const rows = await queryRows<{ count: number; reset_at: string | Date }>(
      db,
      sql`SELECT count, reset_at FROM rate_counters WHERE key = ${key} AND reset_at > now()`,
    );
    const row = rows[0];
    return row ? { count: Number(row.count), resetAt: new Date(row.reset_at) } : null;
  }

  /** Takes one hit back within the window (an attempt that turned out well); never below zero. */
  async function release(key: string): Promise<void> {
    await db.execute(
      sql`UPDATE rate_counters SET count = greatest(count - 1, 0) WHERE key = ${key} AND reset_at > now()`,
    );
  }

  async function clear(key: string): Promise<void> {
    await db.execute(sql`DELETE FROM rate_counters WHERE key = ${key}`);
  }

  /** Counts one hit and refuses with 429 (and Retry-After) once `limit` is passed in the window. */
  async function limit(key: string, max: number, windowMs: number, code = 'too_many_requests') {
    const result = await hit(key, windowMs);
    if (result.count > max) {
      const retryAfter = Math.max(1, Math.ceil((result.resetAt.getTime() - Date.now()) / 1000));
      throw new AppError(code, 429, undefined, { retryAfter }, { 'retry-after': String(retryAfter) });
    }
    return result;
  }

  return { hit, peek, peekWindow, release, clear, limit };
}

export type Throttle = ReturnType<typeof createThrottle>;
