import type { CounterStore, Hit } from './counters';
import type { NonceStore } from './encrypted-payload';
import type { RedisHandle } from './redis';

// INCRBY and the window's expiry in one step: a window opens with the first hit and never stretches.
const HIT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {count, ttl}`;

// DECR only a running window, never below zero.
const RELEASE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Counters in Redis: INCRBY with PEXPIRE (a Lua script), GET with PTTL to look. */
export const counterKey = (prefix: string, key: string) => `${prefix}rate:${key}`;

export function createRedisCounters({ client, prefix }: RedisHandle): CounterStore {
  const k = (key: string) => counterKey(prefix, key);
  const windowOf = (count: number, ttlMs: number): Hit => ({
    count,
    resetAt: new Date(Date.now() + ttlMs),
  });
  return {
    async hit(key, windowMs, amount = 1) {
      const [count, ttl] = (await client.eval(HIT, 1, k(key), amount, windowMs)) as [number, number];
      return windowOf(Number(count), Number(ttl));
    },
    async peekWindow(key) {
      const [[, value], [, ttl]] = (await client.multi().get(k(key)).pttl(k(key)).exec()) as [
        [unknown, string | null],
        [unknown, number],
      ];
      if (value === null || ttl <= 0) return null;
      return windowOf(Number(value), ttl);
    },
    async release(key) {
      await client.eval(RELEASE, 1, k(key));
    },
    async clear(key) {
      await client.del(k(key));
    },
  };
}

/** Payload nonces in Redis: SET NX with PX, so a replay within the payload's lifetime finds the key. */
export function createRedisNonces({ client, prefix }: RedisHandle): NonceStore {
  return {
    async claim(nonce, ttlMs) {
      return (await client.set(`${prefix}nonce:${nonce}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
  };
}
