import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { accounts, auditLog, sessions } from '@/db/schema';

/** Sessions, the audit log and sign-in records. */
export function sessionQueries(db: Db) {
  return {
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
    /** A login's bookkeeping in one statement: the account's last login and the audit entry. */
    async recordLogin(accountId: bigint, ip: string, entry: typeof auditLog.$inferInsert) {
      await db.execute(sql`
        WITH stamped AS (
          UPDATE accounts SET last_login_at = now(), last_login_ip = ${ip} WHERE id = ${accountId}
        )
        INSERT INTO audit_log (merchant_id, account_id, event, ip, detail)
        VALUES (${entry.merchantId}, ${entry.accountId ?? null}, ${entry.event}, ${entry.ip ?? null},
          ${JSON.stringify(entry.detail ?? {})}::jsonb)`);
    },
    auditOf(accountId: bigint) {
      return db.select().from(auditLog).where(eq(auditLog.accountId, accountId)).orderBy(desc(auditLog.id));
    },
  };
}
