import { describe, expect, it } from 'vitest';
import { useTestRedis } from '@/test/use-test-redis';
import { createRedisChallenges } from './challenge-store';

const redis = useTestRedis();

describe('Redis challenge store', () => {
  it('gives an answer once, for its own kind only', async () => {
    const store = createRedisChallenges(redis());
    await store.put({ id: 'x1', kind: 'captcha', answer: 'abcd', ttlMs: 60_000 });
    expect(await store.take('x1', 'challenge')).toBeUndefined();
    expect(await store.take('x1', 'captcha')).toBe('abcd');
    expect(await store.take('x1', 'captcha')).toBeUndefined();
  });

  it('forgets an answer once it expires', async () => {
    const store = createRedisChallenges(redis());
    await store.put({ id: 'x2', kind: 'challenge', answer: '120', ttlMs: 30 });
    await new Promise((r) => setTimeout(r, 60));
    expect(await store.take('x2', 'challenge')).toBeUndefined();
  });

  it('lets only one of concurrent takes have the answer', async () => {
    const store = createRedisChallenges(redis());
    await store.put({ id: 'x3', kind: 'captcha', answer: 'wxyz', ttlMs: 60_000 });
    const takes = await Promise.all(Array.from({ length: 10 }, () => store.take('x3', 'captcha')));
    expect(takes.filter((t) => t === 'wxyz')).toHaveLength(1);
  });
});
