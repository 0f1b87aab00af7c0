import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { App } from '@/app';
import { humanChecks } from '@/db/schema';
import { challengeKey } from '@/modules/identity/challenge-store';
import { counterKey } from '@/platform/redis-counters';

/** REDIS_URL from the environment: tests then run on Redis too (each app with its own key prefix). */
export function testRedisEnv(): Record<string, string> {
  const url = process.env.REDIS_URL;
  return url ? { REDIS_URL: url, REDIS_PREFIX: `test:${crypto.randomUUID()}:` } : {};
}

/** Deletes every key of the app's prefix before its connection closes. */
export function cleanRedisOnClose(app: App) {
  const redis = app.services.redis;
  if (!redis) return;
  app.addHook('preClose', async () => {
    await deleteKeys(redis.client, `${redis.prefix}*`);
  });
}

export async function deleteKeys(
  client: NonNullable<App['services']['redis']>['client'],
  pattern: string,
): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) await client.del(...keys);
  } while (cursor !== '0');
}

/** A captcha's or slider's answer, read where the app keeps it (Redis or the database), as only a test may. */
export async function storedAnswer(app: App, kind: 'captcha' | 'challenge', id: string): Promise<string> {
  const redis = app.services.redis;
  if (redis) {
    const answer = await redis.client.get(challengeKey(redis.prefix, kind, id));
    if (answer === null) throw new Error(`no ${kind} ${id}`);
    return answer;
  }
  const [row] = await app.services.db.select().from(humanChecks).where(eq(humanChecks.id, id));
  if (!row) throw new Error(`no ${kind} ${id}`);
  return row.answer;
}

/** Sets a throttle counter as if that many hits had come (a 15-minute window), where the app keeps it. */
export async function setCounter(app: App, key: string, count: number): Promise<void> {
  const redis = app.services.redis;
  if (redis) {
    await redis.client.set(counterKey(redis.prefix, key), count, 'PX', 15 * 60_000);
    return;
  }
  await app.services.db.execute(
    sql`INSERT INTO rate_counters (key, count, reset_at) VALUES (${key}, ${count}, now() + interval '15 minutes')
        ON CONFLICT (key) DO UPDATE SET count = ${count}, reset_at = now() + interval '15 minutes'`,
  );
}

export async function clearCounter(app: App, key: string): Promise<void> {
  const redis = app.services.redis;
  if (redis) await redis.client.del(counterKey(redis.prefix, key));
  else await app.services.db.execute(sql`DELETE FROM rate_counters WHERE key = ${key}`);
}
