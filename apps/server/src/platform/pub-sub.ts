import { sql } from 'drizzle-orm';
import type { Database, Db } from '@/db/client';

export type Publish = (channel: string, payload: string) => Promise<void>;
export type Subscribe = (channel: string, handler: (payload: string) => void) => Promise<() => Promise<void>>;

/**
 * Fan-out to every instance: PostgreSQL NOTIFY/LISTEN, or Redis PUBLISH/SUBSCRIBE when REDIS_URL is
 * set. Messages are fire-and-forget in both: a subscriber that is down misses them.
 */
export type PubSub = {
  kind: 'database' | 'redis';
  publish: Publish;
  subscribe: Subscribe;
  close(): Promise<void>;
};

/** NOTIFY through the pool (a payload stays under 8,000 bytes). */
export function databasePublish(db: Db): Publish {
  return async (channel, payload) => {
    await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
  };
}

export function createDatabasePubSub(database: Database): PubSub {
  return {
    kind: 'database',
    publish: databasePublish(database.db),
    subscribe: database.listen,
    close: async () => undefined,
  };
}
