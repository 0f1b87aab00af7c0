import { ACCOUNT_TYPES } from '@crupier/contract/account-types';
import { and, count, desc, eq, gt, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { accounts, auditLog, sessions } from '@/db/schema';
import type { AuditFilter } from './staff-repository';

/** Staff sessions and the audit trail. */
export function staffSessionQueries(db: Db) {
  return {
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
      const conditions: SQL[] = [eq(auditLog.merchantId, merchantId), eq(accounts.type, ACCOUNT_TYPES.STAFF)];
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
