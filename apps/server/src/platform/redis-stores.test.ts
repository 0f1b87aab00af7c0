import { describe, expect, it } from 'vitest';
import { useTestRedis } from '@/test/use-test-redis';
import { createRedisCounters, createRedisNonces } from './redis-counters';
import { createRedisPubSub } from './redis-pub-sub';
import { createThrottle } from './throttle';

const redis = useTestRedis();

describe('Redis counters', () => {
  it('count within a window that the first hit opens and later hits never stretch', async () => {
    const counters = createRedisCounters(redis());
    const first = await counters.hit('a', 60_000);
    expect(first.count).toBe(1);
    expect(first.resetAt.getTime() - Date.now()).toBeGreaterThan(59_000);
    const second = await counters.hit('a', 600_000, 2);
    expect(second.count).toBe(3);
    expect(second.resetAt.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    expect((await counters.peekWindow('a'))?.count).toBe(3);
    expect(await counters.peekWindow('unknown')).toBeNull();
  });

  it('release never goes below zero; clear forgets; an ended window starts again', async () => {
    const counters = createRedisCounters(redis());
    await counters.hit('b', 60_000);
    await counters.release('b');
    await counters.release('b');
    expect((await counters.peekWindow('b'))?.count).toBe(0);
    await counters.clear('b');
    expect(await counters.peekWindow('b')).toBeNull();
    await counters.hit('c', 30);
    await new Promise((r) => setTimeout(r, 60));
    expect(await counters.peekWindow('c')).toBeNull();
    expect((await counters.hit('c', 60_000)).count).toBe(1);
  });

  it('keep the throttle rules: limit answers 429 with Retry-After past the maximum', async () => {
    const throttle = createThrottle(undefined as never, createRedisCounters(redis()));
    await throttle.limit('d', 2, 60_000);
    await throttle.limit('d', 2, 60_000);
    await expect(throttle.limit('d', 2, 60_000)).rejects.toMatchObject({ status: 429 });
    expect(await throttle.peek('d')).toBe(3);
  });

  it('count every hit of concurrent callers (one atomic script per hit)', async () => {
    const counters = createRedisCounters(redis());
    const hits = await Promise.all(Array.from({ length: 50 }, () => counters.hit('e', 60_000)));
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });
});

describe('Redis nonces', () => {
  it('claim a nonce once within its lifetime', async () => {
    const nonces = createRedisNonces(redis());
    expect(await nonces.claim('n1', 60_000)).toBe(true);
    expect(await nonces.claim('n1', 60_000)).toBe(false);
    expect(await nonces.claim('n2', 60_000)).toBe(true);
  });
});

describe('Redis pub/sub', () => {
  it('delivers to every subscriber of a channel, only under this prefix, until unsubscribed', async () => {
    const bus = createRedisPubSub(redis());
    const other = createRedisPubSub({ ...redis(), prefix: `${redis().prefix}other:` });
    const got: string[] = [];
    const alsoGot: string[] = [];
    const strays: string[] = [];
    const stop = await bus.subscribe('news', (p) => got.push(p));
    const stopAlso = await bus.subscribe('news', (p) => alsoGot.push(p));
    const stopOther = await other.subscribe('news', (p) => strays.push(p));
    await bus.publish('news', 'one');
    await until(() => got.length === 1 && alsoGot.length === 1);
    await stop();
    await bus.publish('news', 'two');
    await until(() => alsoGot.length === 2);
    expect(got).toEqual(['one']);
    expect(alsoGot).toEqual(['one', 'two']);
    expect(strays).toEqual([]);
    await stopAlso();
    await stopOther();
    await bus.close();
    await other.close();
  });
});

async function until(done: () => boolean, timeoutMs = 2_000) {
  const end = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}
