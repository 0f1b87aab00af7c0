import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { idempotencyKeys } from '@/db/schema';
import { AppError } from './app-error';

/** A claim older than this whose request never answered (the process died) may be taken over by a retry. */
export const STALE_CLAIM_MS = 60_000;

export type IdempotencyClaim = { scope: string; key: string; requestHash: string };
/** The answer the first call with a key got, sent again to a repeat. */
export type IdempotencyReplay = { statusCode: number; response: unknown };

/**
 * Idempotency keys in the idempotency_keys table: the first call claims its key; a repeat with the same
 * request gets the first answer, one with another request a conflict, one while the first still runs
 * "in progress" (unless that claim went stale).
 */
export function createIdempotencyClaims(db: Db) {
  const whereKey = (scope: string, key: string) =>
    and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  return {
    /** null to go on with the request, or the stored answer of the first call. */
    async claim({ scope, key, requestHash }: IdempotencyClaim): Promise<IdempotencyReplay | null> {
      const claimed = await db
        .insert(idempotencyKeys)
        .values({ scope, key, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) return null;
      const [existing] = await db.select().from(idempotencyKeys).where(whereKey(scope, key));
      // Gone between the two statements: the first call failed and released it; a retry may claim it.
      if (!existing) throw new AppError('request_in_progress', 409);
      if (existing.requestHash !== requestHash) throw new AppError('idempotency_conflict', 409);
      if (existing.statusCode !== null)
        return { statusCode: existing.statusCode, response: existing.response };
      if (Date.now() - existing.createdAt.getTime() <= STALE_CLAIM_MS) {
        throw new AppError('request_in_progress', 409);
      }
      await db.update(idempotencyKeys).set({ createdAt: sql`now()` }).where(whereKey(scope, key));
      return null;
    },
    /** Stores the answer of a claimed key. */
    async answer(scope: string, key: string, answer: IdempotencyReplay) {
      await db
        .update(idempotencyKeys)
        .set({ statusCode: answer.statusCode, response: answer.response })
        .where(whereKey(scope, key));
    },
    /** Lets a key go (after a 5xx, so that a retry may run again). */
    async release(scope: string, key: string) {
      await db.delete(idempotencyKeys).where(whereKey(scope, key));
    },
  };
}

export type IdempotencyClaims = ReturnType<typeof createIdempotencyClaims>;
