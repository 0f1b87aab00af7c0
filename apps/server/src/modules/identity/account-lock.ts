import type { AccountRow, IdentityRepository } from './repository';
import type { SessionService } from './sessions';

/** An account's status while an operator keeps it locked: login refuses it (`account_disabled`). */
export const LOCKED_STATUS = 'locked';

/**
 * The operator lock: a locked account cannot sign in, and every session it has ends at once, its
 * vendors' game tokens included (their debits are refused; credits and rollbacks still settle).
 */
export function createAccountLock(repo: IdentityRepository, sessions: SessionService) {
  return {
    async lock(account: AccountRow) {
      await repo.updateAccount(account.id, { status: LOCKED_STATUS });
      await sessions.revokeAll(account.id);
    },
    async unlock(account: AccountRow) {
      await repo.updateAccount(account.id, { status: 'active' });
    },
  };
}

export type AccountLock = ReturnType<typeof createAccountLock>;
