import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { accounts, auditLog, humanChecks, outbox, sessions, verificationCodes } from '@/db/schema';

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccount = typeof accounts.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;

export function createIdentityRepository(db: Db) {
  return {
    async findAccountByUsername(merchantId: number, username: string) {
      const rows = await db
        .select()
        .from(accounts)
        .where(
          and(eq(accounts.merchantId, merchantId), sql`lower(${accounts.username}) = lower(${username})`),
        )
        .limit(1);
      return rows[0];
    },
    async findAccountByMobile(merchantId: number, countryDialingCode: string, mobileNum: string) {
      const rows = await db
        .select()
        .from(accounts)
        .where(
          and(
            eq(accounts.merchantId, merchantId),
            eq(accounts.countryDialingCode, countryDialingCode),
            eq(accounts.mobileNum, mobileNum),
          ),
        )
        .limit(1);
      return rows[0];
    },
    async findAccountById(id: bigint) {
      const rows = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
      return rows[0];
    },
    async findAccountByCode(merchantId: number, column: 'referralCode' | 'affiliateCode', code: string) {
      const rows = await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.merchantId, merchantId), eq(accounts[column], code)))
        .limit(1);
      return rows[0];
    },
    /** Inserts an account; undefined when the username or mobile is taken (unique indexes). */
    async insertAccount(account: NewAccount) {
      const rows = await db.insert(accounts).values(account).onConflictDoNothing().returning();
      return rows[0];
    },
    /** True when `targetId` sits anywhere below `agentId` in the upline tree. */
    async isInDownline(agentId: bigint, targetId: bigint) {
      const rows = await queryRows<{ found: boolean }>(
        db,
        sql`WITH RECURSIVE chain(id, upline_id, depth) AS (
              SELECT id, upline_id, 0 FROM accounts WHERE id = ${targetId}
              UNION ALL
              SELECT a.id, a.upline_id, c.depth + 1 FROM accounts a JOIN chain c ON a.id = c.upline_id WHERE c.depth < 50
            )
            SELECT EXISTS (SELECT 1 FROM chain WHERE upline_id = ${agentId}) AS found`,
      );
      return rows[0]?.found === true;
    },
    async updateAccount(id: bigint, patch: Partial<NewAccount>) {
      await db.update(accounts).set(patch).where(eq(accounts.id, id));
    },

    async insertSession(session: typeof sessions.$inferInsert) {
      const rows = await db.insert(sessions).values(session).returning();
      return rows[0]!;
    },
    async findLiveSession(tokenHash: string) {
      const rows = await db
        .select({ session: sessions, account: accounts })
        .from(sessions)
        .innerJoin(accounts, eq(accounts.id, sessions.accountId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return rows[0];
    },
    /** The account, site and vendor of a token whatever the session's state: none of them ever changes. */
    async findTokenOwner(tokenHash: string) {
      const rows = await db
        .select({ account: accounts, site: sessions.site, vendorId: sessions.vendorId })
        .from(sessions)
        .innerJoin(accounts, eq(accounts.id, sessions.accountId))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return rows[0];
    },
    async touchSession(id: bigint) {
      await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, id));
    },
    /** Ends a session and the game sessions made from it. */
    async revokeSession(id: bigint) {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(or(eq(sessions.id, id), eq(sessions.parentSessionId, id)), isNull(sessions.revokedAt)));
    },
    async revokeOtherSessions(accountId: bigint, keepId: bigint | null) {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.accountId, accountId),
            isNull(sessions.revokedAt),
            keepId === null ? undefined : ne(sessions.id, keepId),
          ),
        );
    },

    async audit(entry: typeof auditLog.$inferInsert) {
      await db.insert(auditLog).values(entry);
    },
    auditOf(accountId: bigint) {
      return db.select().from(auditLog).where(eq(auditLog.accountId, accountId)).orderBy(desc(auditLog.id));
    },

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

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
