import { Redis } from 'ioredis';

/** One Redis connection and the prefix of every key and channel this deployment uses. */
export type RedisHandle = { client: Redis; prefix: string };

/**
 * Opens the shared connection (REDIS_URL). Commands issued while it reconnects wait in ioredis's queue,
 * so a Redis restart delays throttles and fan-out instead of failing them.
 */
export function openRedis(url: string, prefix: string, onError: (error: Error) => void): RedisHandle {
  const client = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  client.on('error', onError);
  return { client, prefix };
}

export async function closeRedis(handle: RedisHandle): Promise<void> {
  await handle.client.quit().catch(() => handle.client.disconnect());
}
