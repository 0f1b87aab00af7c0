import { and, count, desc, eq, gt, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import {
  accounts,
  auditLog,
  sessions,
  staffChallenges,
  staffRecoveryCodes,
  staffSecondFactors,
} from '@/db/schema';

export type StaffChallengeRow = typeof staffChallenges.$inferSelect;
export type AuditFilter = { action?: string; staff?: string; from?: Date; to?: Date };

const STAFF_TYPE = 9;

/** SQL of the back office's staff sign-in, sessions and audit listing; no rules live here. */
export function createStaffRepository(db: Db) {
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
    /** The live operator-site sessions of a staff member, newest first. */
    liveStaffSessions(accountId: bigint, seenSince: Date) {
      return db
        .select({
          id: sessions.id,
          ip: sessions.ip,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.accountId, accountId),
            eq(sessions.site, 'operator'),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
            gt(sessions.lastSeenAt, seenSince),
          ),
        )
        .orderBy(desc(sessions.id));
    },
    /** Ends one of a staff member's own operator-site sessions; false when it is not theirs or not live. */
    async revokeStaffSession(accountId: bigint, sessionId: bigint) {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.accountId, accountId),
            eq(sessions.site, 'operator'),
            isNull(sessions.revokedAt),
          ),
        )
        .returning({ id: sessions.id });
      return rows.length === 1;
    },

    /** A page of the audit entries staff members made in a merchant, newest first. */
    async auditPage(merchantId: number, filter: AuditFilter, limit: number, offset: number) {
      const conditions: SQL[] = [eq(auditLog.merchantId, merchantId), eq(accounts.type, STAFF_TYPE)];
      if (filter.action) conditions.push(eq(auditLog.event, filter.action));
      if (filter.staff) conditions.push(sql`lower(${accounts.username}) = lower(${filter.staff})`);
      if (filter.from) conditions.push(gte(auditLog.at, filter.from));
      if (filter.to) conditions.push(lt(auditLog.at, filter.to));
      const where = and(...conditions);
      const [rows, totals] = await Promise.all([
        db
          .select({
            id: auditLog.id,
            at: auditLog.at,
            staff: accounts.username,
            action: auditLog.event,
            target: auditLog.target,
            reason: auditLog.reason,
            before: auditLog.before,
            after: auditLog.after,
          })
          .from(auditLog)
          .innerJoin(accounts, eq(accounts.id, auditLog.accountId))
          .where(where)
          .orderBy(desc(auditLog.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: count() })
          .from(auditLog)
          .innerJoin(accounts, eq(accounts.id, auditLog.accountId))
          .where(where),
      ]);
      return { rows, total: Number(totals[0]?.total ?? 0) };
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
