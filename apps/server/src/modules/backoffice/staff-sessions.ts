import type { TStaffSession } from '@crupier/contract/backoffice';
import type { Authenticated } from '@/modules/identity/sessions';
import { STAFF_SESSION_IDLE_MS } from '@/modules/identity/sessions';
import { AppError } from '@/platform/app-error';
import type { StaffRepository } from './staff-repository';
import type { Clock } from './totp';

/** A staff member's own back-office sessions: listed with the current one marked, and revocable. */
export function createStaffSessions(repo: StaffRepository, now: Clock = () => Date.now()) {
  return {
    async list(auth: Authenticated): Promise<TStaffSession[]> {
      const rows = await repo.liveStaffSessions(auth.account.id, new Date(now() - STAFF_SESSION_IDLE_MS));
      return rows.map((row) => ({
        id: String(row.id),
        ip: row.ip,
        userAgent: row.userAgent,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === auth.session.id,
      }));
    },

    /** Ends one of the caller's own sessions; anyone else's id (or an unknown one) is 404. */
    async revoke(auth: Authenticated, id: string): Promise<void> {
      const sessionId = /^\d{1,18}$/.test(id) ? BigInt(id) : null;
      if (sessionId === null || !(await repo.revokeStaffSession(auth.account.id, sessionId))) {
        throw new AppError('not_found', 404);
      }
    },
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;
