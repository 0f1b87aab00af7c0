import crypto from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { closeRedis, openRedis, type RedisHandle } from '@/platform/redis';
import { deleteKeys } from './test-redis';

/**
 * A Redis connection (REDIS_URL, or the local server) with a key prefix of its own for one test file,
 * its keys deleted and the connection closed after the file's tests.
 */
export function useTestRedis(): () => RedisHandle {
  let redis: RedisHandle | undefined;
  beforeAll(() => {
    redis = openRedis(
      process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      `test:${crypto.randomUUID()}:`,
      () => undefined,
    );
  });
  afterAll(async () => {
    if (!redis) return;
    await deleteKeys(redis.client, `${redis.prefix}*`);
    await closeRedis(redis);
  });
  return () => {
    if (!redis) throw new Error('the test Redis connection opens in beforeAll');
    return redis;
  };
}
