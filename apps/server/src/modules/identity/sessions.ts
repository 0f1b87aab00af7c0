import type { AccountRow, IdentityRepository, SessionRow } from './repository';
import { hashToken, newToken } from './tokens';

export const SESSION_IDLE_MS = 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;
const OWNER_CACHE_SIZE = 50_000;

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
  // A token always belongs to the same account, so that mapping can be remembered; whether its
  // session is still live is not, and is checked where it matters.
  const owners = new Map<string, AccountRow>();
  async function ownerOf(tokenHash: string): Promise<AccountRow | undefined> {
    const known = owners.get(tokenHash);
    if (known) return known;
    const account = await repo.findAccountByTokenHash(tokenHash);
    if (account) {
      if (owners.size >= OWNER_CACHE_SIZE) owners.delete(owners.keys().next().value!);
      owners.set(tokenHash, account);
    }
    return account;
  }

  return {
    limits: { idleMs: limits.idleMs, touchMs: TOUCH_EVERY_MS },

    /**
     * The token's hash and the account it was issued to, live or not: for callers (the seamless
     * wallet) that check the session's liveness themselves in the same statement as their work.
     * The account is a cached snapshot: use it for its id, merchant and type only.
     */
    async identify(token: string): Promise<{ tokenHash: string; account: AccountRow } | null> {
      if (token.length < 20 || token.length > 100) return null;
      const tokenHash = hashToken(token);
      const account = await ownerOf(tokenHash);
      return account ? { tokenHash, account } : null;
    },

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
