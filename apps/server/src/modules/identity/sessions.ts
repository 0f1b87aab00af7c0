import type { AccountRow, IdentityRepository, SessionRow } from './repository';
import { hashToken, newToken } from './tokens';

export const SESSION_IDLE_MS = 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

export type SessionContext = {
  ip: string;
  userAgent: string | undefined;
  site: 'player' | 'agent' | 'operator';
};
export type Authenticated = { account: AccountRow; session: SessionRow };

/** Sessions: a new token at every login, idle and absolute expiry, revocation. */
export function createSessionService(
  repo: IdentityRepository,
  limits = { idleMs: SESSION_IDLE_MS, absoluteMs: SESSION_ABSOLUTE_MS },
) {
  return {
    async start(account: AccountRow, context: SessionContext): Promise<string> {
      const { token, hash } = newToken();
      await repo.insertSession({
        tokenHash: hash,
        accountId: account.id,
        merchantId: account.merchantId,
        site: context.site,
        ip: context.ip,
        userAgent: context.userAgent?.slice(0, 300),
        expiresAt: new Date(Date.now() + limits.absoluteMs),
      });
      return token;
    },

    /** The live session of a token, or null when unknown, revoked, idle too long or past its end. */
    async resolve(token: string): Promise<Authenticated | null> {
      if (token.length < 20 || token.length > 100) return null;
      const found = await repo.findLiveSession(hashToken(token));
      if (!found) return null;
      const idleFor = Date.now() - found.session.lastSeenAt.getTime();
      if (idleFor > limits.idleMs) {
        await repo.revokeSession(found.session.id);
        return null;
      }
      if (idleFor > TOUCH_EVERY_MS) await repo.touchSession(found.session.id);
      return found;
    },

    /** The account a token belonged to, even once its session has ended. */
    accountOfToken: (token: string) => repo.findAccountByTokenHash(hashToken(token)),

    revoke: (sessionId: bigint) => repo.revokeSession(sessionId),
    revokeAll: (accountId: bigint) => repo.revokeOtherSessions(accountId, null),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
