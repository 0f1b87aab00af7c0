import type { RedisHandle } from '@/platform/redis';
import type { IdentityRepository } from './repository';

/** A captcha's or slider's expected answer, kept until it is taken once or expires. */
export type ChallengeStore = {
  put(check: { id: string; kind: string; answer: string; ttlMs: number }): Promise<void>;
  /** The answer, once: a second take, or a take after expiry, finds nothing. */
  take(id: string, kind: string): Promise<string | undefined>;
};

/** The `human_checks` table. */
export function createDatabaseChallenges(repo: IdentityRepository): ChallengeStore {
  return {
    put: ({ id, kind, answer, ttlMs }) =>
      repo.insertHumanCheck({ id, kind, answer, expiresAt: new Date(Date.now() + ttlMs) }),
    take: async (id, kind) => (await repo.takeHumanCheck(id, kind))?.answer,
  };
}

/** Redis: SET with PX, taken with GETDEL (single use without a transaction). */
export const challengeKey = (prefix: string, kind: string, id: string) => `${prefix}check:${kind}:${id}`;

export function createRedisChallenges({ client, prefix }: RedisHandle): ChallengeStore {
  const key = (kind: string, id: string) => challengeKey(prefix, kind, id);
  return {
    async put({ id, kind, answer, ttlMs }) {
      await client.set(key(kind, id), answer, 'PX', ttlMs);
    },
    async take(id, kind) {
      return (await client.getdel(key(kind, id))) ?? undefined;
    },
  };
}
