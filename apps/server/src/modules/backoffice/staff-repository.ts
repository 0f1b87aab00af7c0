import type { Db } from '@/db/client';
import type { staffChallenges } from '@/db/schema';
import { staffChallengeQueries } from './staff-challenge-queries';
import { staffSecondFactorQueries } from './staff-second-factor-queries';
import { staffSessionQueries } from './staff-session-queries';

export type StaffChallengeRow = typeof staffChallenges.$inferSelect;
export type AuditFilter = { action?: string; staff?: string; from?: Date; to?: Date };

/** SQL of the back office's staff sign-in, sessions and audit listing; no rules live here. */
export function createStaffRepository(db: Db) {
  return {
    ...staffChallengeQueries(db),
    ...staffSecondFactorQueries(db),
    ...staffSessionQueries(db),
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
