import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { humanChecks, outbox, verificationCodes } from '@/db/schema';

/** Verification codes, the message outbox and human checks. */
export function codeQueries(db: Db) {
  return {
    async insertCode(code: typeof verificationCodes.$inferInsert) {
      await db.insert(verificationCodes).values(code);
    },
    async latestCode(merchantId: number, purpose: string, destination: string) {
      const rows = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.merchantId, merchantId),
            eq(verificationCodes.purpose, purpose),
            eq(verificationCodes.destination, destination),
          ),
        )
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      return rows[0];
    },
    /** Marks a code used; false when someone else used it first. */
    async useCode(id: bigint) {
      const rows = await db
        .update(verificationCodes)
        .set({ usedAt: sql`now()` })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },
    async countCodeAttempt(id: bigint) {
      await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, id));
    },

    async insertOutbox(message: typeof outbox.$inferInsert) {
      await db.insert(outbox).values(message);
    },
    outboxFor(to: string) {
      return db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(50);
    },

    async insertHumanCheck(check: typeof humanChecks.$inferInsert) {
      await db.insert(humanChecks).values(check);
    },
    /** Takes a single-use check: returns it once, never again, and never once expired. */
    async takeHumanCheck(id: string, kind: string) {
      const rows = await db
        .update(humanChecks)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(humanChecks.id, id),
            eq(humanChecks.kind, kind),
            isNull(humanChecks.usedAt),
            gt(humanChecks.expiresAt, sql`now()`),
          ),
        )
        .returning();
      return rows[0];
    },
  };
}
