import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';

export type Hit = { count: number; resetAt: Date };

/** Fixed-window counters shared by every instance (throttles): PostgreSQL, or Redis when configured. */
export type CounterStore = {
  /** Adds `amount` in the key's window, opening a window of `windowMs` when none is running. */
  hit(key: string, windowMs: number, amount?: number): Promise<Hit>;
  /** The running window's count and end, or null. */
  peekWindow(key: string): Promise<Hit | null>;
  /** Takes one hit back within the window; never below zero. */
  release(key: string): Promise<void>;
  clear(key: string): Promise<void>;
};

/** Counters in the `rate_counters` table: one atomic upsert per hit. */
export function createDatabaseCounters(db: Db): CounterStore {
  return {
    async hit(key, windowMs, amount = 1) {
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
    },
    async peekWindow(key) {
      const rows = await queryRows<{ count: number; reset_at: string | Date }>(
        db,
        sql`SELECT count, reset_at FROM rate_counters WHERE key = ${key} AND reset_at > now()`,
      );
      const row = rows[0];
      return row ? { count: Number(row.count), resetAt: new Date(row.reset_at) } : null;
    },
    async release(key) {
      await db.execute(
        sql`UPDATE rate_counters SET count = greatest(count - 1, 0) WHERE key = ${key} AND reset_at > now()`,
      );
    },
    async clear(key) {
      await db.execute(sql`DELETE FROM rate_counters WHERE key = ${key}`);
    },
  };
}
