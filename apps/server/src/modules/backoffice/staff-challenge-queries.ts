import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { staffChallenges } from '@/db/schema';

/** Staff sign-in challenges: issued, failed and consumed. */
export function staffChallengeQueries(db: Db) {
  return {
    async insertChallenge(challenge: typeof staffChallenges.$inferInsert) {
      await db.insert(staffChallenges).values(challenge);
    },
    /** A challenge still usable: not used or burnt, not expired, with attempts left. */
    async liveChallenge(tokenHash: string, merchantId: number, maxAttempts: number, now: Date) {
      const rows = await db
        .select()
        .from(staffChallenges)
        .where(
          and(
            eq(staffChallenges.tokenHash, tokenHash),
            eq(staffChallenges.merchantId, merchantId),
            isNull(staffChallenges.usedAt),
            gt(staffChallenges.expiresAt, now),
            lt(staffChallenges.attempts, maxAttempts),
          ),
        )
        .limit(1);
      return rows[0];
    },
    /** Counts a wrong code; the challenge is burnt (used) once it reaches `maxAttempts`. */
    async failChallenge(id: bigint, maxAttempts: number) {
      await db
        .update(staffChallenges)
        .set({
          attempts: sql`${staffChallenges.attempts} + 1`,
          usedAt: sql`CASE WHEN ${staffChallenges.attempts} + 1 >= ${maxAttempts} THEN now() ELSE NULL END`,
        })
        .where(and(eq(staffChallenges.id, id), isNull(staffChallenges.usedAt)));
    },
    /** Uses a challenge up; false when another request used it first. */
    async consumeChallenge(id: bigint) {
      const rows = await db
        .update(staffChallenges)
        .set({ usedAt: sql`now()` })
        .where(and(eq(staffChallenges.id, id), isNull(staffChallenges.usedAt)))
        .returning({ id: staffChallenges.id });
      return rows.length === 1;
    },
  };
}
