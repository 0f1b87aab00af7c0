import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client';
import { type CounterStore, createDatabaseCounters } from './counters';
import { createDatabaseNonces, type NonceStore } from './encrypted-payload';
import { createDatabasePubSub, type PubSub } from './pub-sub';
import { closeRedis, openRedis, type RedisHandle } from './redis';
import { createRedisCounters, createRedisNonces } from './redis-counters';
import { createRedisPubSub } from './redis-pub-sub';

/** State every instance shares: throttle counters, nonces and fan-out, in Redis when REDIS_URL is set. */
export type SharedState = {
  redis: RedisHandle | undefined;
  counters: CounterStore;
  /** Encrypted payloads' nonces (replay protection). */
  nonces: NonceStore;
  pubsub: PubSub;
  close(): Promise<void>;
};

export function openSharedState(
  options: { redisUrl: string | undefined; redisPrefix: string },
  database: Database,
  log: FastifyBaseLogger,
): SharedState {
  if (!options.redisUrl) {
    return {
      redis: undefined,
      counters: createDatabaseCounters(database.db),
      nonces: createDatabaseNonces(database.db),
      pubsub: createDatabasePubSub(database),
      close: async () => undefined,
    };
  }
  const redis = openRedis(options.redisUrl, options.redisPrefix, (error) =>
    log.warn({ err: error }, 'redis connection error'),
  );
  const pubsub = createRedisPubSub(redis);
  return {
    redis,
    counters: createRedisCounters(redis),
    nonces: createRedisNonces(redis),
    pubsub,
    async close() {
      await pubsub.close();
      await closeRedis(redis);
    },
  };
}
