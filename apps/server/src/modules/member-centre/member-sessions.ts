import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { sessions } from '@/db/schema';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Identity } from '@/modules/identity/service';
import { SESSION_IDLE_MS } from '@/modules/identity/sessions';
import { AppError } from '@/platform/app-error';

const MEMBER_SITES = ['player', 'agent'];

/** The member's sign-in history and live sessions, for the security centre. */
export function memberSessions(db: Db, identity: Identity) {
  return {
    /** Sign-ins (member sessions) with their device and address, newest first. */
    async loginHistory(account: AccountRow) {
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.accountId, account.id), inArray(sessions.site, MEMBER_SITES)))
        .orderBy(desc(sessions.id))
        .limit(30);
      return rows.map((s) => ({
        at: s.createdAt.toISOString(),
        ip: s.ip,
        device: s.userAgent,
        site: s.site,
      }));
    },

    /** Live member sessions: not revoked, not past their end, not idle too long. */
    async activeSessions(account: AccountRow, currentId: bigint) {
      const now = Date.now();
      const rows = await db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.accountId, account.id),
            inArray(sessions.site, MEMBER_SITES),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date(now)),
            gt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
          ),
        )
        .orderBy(desc(sessions.id));
      return rows.map((s) => ({
        id: String(s.id),
        startedAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        ip: s.ip,
        device: s.userAgent,
        current: s.id === currentId,
      }));
    },

    /**
     * Ends one of my other sessions (and the game sessions made from it); another's is 404, and the
     * session making the call is ended by logout, not here (409).
     */
    async revokeSession(account: AccountRow, id: string, currentId: bigint) {
      if (BigInt(id) === currentId)
        throw new AppError('current_session', 409, 'sign out to end this session');
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            eq(sessions.id, BigInt(id)),
            eq(sessions.accountId, account.id),
            inArray(sessions.site, MEMBER_SITES),
          ),
        );
      if (!row) throw new AppError('not_found', 404);
      await identity.sessions.revoke(row.id);
    },
  };
}
