import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { sessions, staffRecoveryCodes, staffSecondFactors } from '@/db/schema';

/** Staff second factors: enrolment, time steps and recovery codes. */
export function staffSecondFactorQueries(db: Db) {
  return {
    async secondFactorOf(accountId: bigint) {
      const rows = await db
        .select()
        .from(staffSecondFactors)
        .where(eq(staffSecondFactors.accountId, accountId))
        .limit(1);
      return rows[0];
    },
    /** Records an enrolment and its first used step; false when the account already has a factor. */
    async enrol(accountId: bigint, totpSecret: string, step: number, recoveryCodeHashes: string[]) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .insert(staffSecondFactors)
          .values({ accountId, totpSecret, lastUsedStep: step })
          .onConflictDoNothing()
          .returning({ accountId: staffSecondFactors.accountId });
        if (rows.length === 0) return false;
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.accountId, accountId));
        await tx
          .insert(staffRecoveryCodes)
          .values(recoveryCodeHashes.map((codeHash) => ({ accountId, codeHash })));
        return true;
      });
    },
    /** Moves the last used step forward to `step`; false when that step (or a later one) was used. */
    async useStep(accountId: bigint, step: number) {
      const rows = await db
        .update(staffSecondFactors)
        .set({ lastUsedStep: step })
        .where(
          and(
            eq(staffSecondFactors.accountId, accountId),
            or(isNull(staffSecondFactors.lastUsedStep), lt(staffSecondFactors.lastUsedStep, step)),
          ),
        )
        .returning({ accountId: staffSecondFactors.accountId });
      return rows.length === 1;
    },
    /** Uses a recovery code up; false when unknown or already used. */
    async useRecoveryCode(accountId: bigint, codeHash: string) {
      const rows = await db
        .update(staffRecoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(staffRecoveryCodes.accountId, accountId),
            eq(staffRecoveryCodes.codeHash, codeHash),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: staffRecoveryCodes.id });
      return rows.length === 1;
    },

    /** Notes how a new operator-site session passed its second factor. */
    async markSecondFactor(tokenHash: string, method: string) {
      await db.update(sessions).set({ secondFactor: method }).where(eq(sessions.tokenHash, tokenHash));
    },
  };
}
