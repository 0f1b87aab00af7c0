import type { Authenticated } from '@/platform/auth';
import type { AccountRow, IdentityRepository } from './repository';
import { hashToken, newToken } from './tokens';

export const SESSION_IDLE_MS = 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 24 * 60 * 60 * 1000;
/** Back-office (operator-site) sessions are short: they end after 15 idle minutes. */
export const STAFF_SESSION_IDLE_MS = 15 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;
const OWNER_CACHE_SIZE = 50_000;

export type SessionContext = {
  ip: string;
  userAgent: string | undefined;
  site: 'player' | 'agent' | 'operator';
};
/** The site a session was opened for: the member sites, the back office, or a vendor's game. */
export type SessionSite = SessionContext['site'] | 'game';
export type { Authenticated };
/** Who a token was issued to; none of it ever changes, so it can be remembered. */
export type TokenOwner = { account: AccountRow; site: string; vendorId: number | null };

/** Sessions: a new token at every login, idle and absolute expiry, revocation. */
export function createSessionService(
  repo: IdentityRepository,
  limits = { idleMs: SESSION_IDLE_MS, absoluteMs: SESSION_ABSOLUTE_MS },
) {
  // A token always belongs to the same account, so that mapping can be remembered; whether its
  // session is still live is not, and is checked where it matters.
  const owners = new Map<string, TokenOwner>();
  async function ownerOf(tokenHash: string): Promise<TokenOwner | undefined> {
    const known = owners.get(tokenHash);
    if (known) return known;
    const owner = await repo.findTokenOwner(tokenHash);
    if (owner) {
      if (owners.size >= OWNER_CACHE_SIZE) owners.delete(owners.keys().next().value!);
      owners.set(tokenHash, owner);
    }
    return owner;
  }

  return {
    limits: { idleMs: limits.idleMs, touchMs: TOUCH_EVERY_MS },

    /**
     * The token's hash, the account it was issued to, its site and vendor, live or not: for callers
     * (the seamless wallet) that check the session's liveness themselves in the same statement as
     * their work. The account is a cached snapshot: use it for its id, merchant and type only.
     */
    async identify(token: string): Promise<({ tokenHash: string } & TokenOwner) | null> {
      if (token.length < 20 || token.length > 100) return null;
      const tokenHash = hashToken(token);
      const owner = await ownerOf(tokenHash);
      return owner ? { tokenHash, ...owner } : null;
    },

    /**
     * A game token for one launch of a vendor's game: a session of site 'game' bound to the account,
     * its merchant and the vendor, made from (and ended with) the member's own session.
     */
    async startGame(parent: Authenticated, vendorId: number): Promise<string> {
      const { token, hash } = newToken();
      const end = Math.min(parent.session.expiresAt.getTime(), Date.now() + limits.absoluteMs);
      await repo.insertSession({
        tokenHash: hash,
        accountId: parent.account.id,
        merchantId: parent.account.merchantId,
        site: 'game',
        vendorId,
        parentSessionId: parent.session.id,
        ip: parent.session.ip,
        userAgent: parent.session.userAgent,
        expiresAt: new Date(end),
      });
      return token;
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
      const idleLimit =
        found.session.site === 'operator' ? Math.min(limits.idleMs, STAFF_SESSION_IDLE_MS) : limits.idleMs;
      if (idleFor > idleLimit) {
        await repo.revokeSession(found.session.id);
        return null;
      }
      if (idleFor > TOUCH_EVERY_MS) await repo.touchSession(found.session.id);
      return found;
    },

    /** The account a token belonged to, even once its session has ended. */
    accountOfToken: async (token: string) => (await repo.findTokenOwner(hashToken(token)))?.account,

    /** Ends a session and the game sessions made from it (logout). */
    revoke: (sessionId: bigint) => repo.revokeSession(sessionId),
    /** Ends every session of an account, game sessions included (password change, lock). */
    revokeAll: (accountId: bigint) => repo.revokeOtherSessions(accountId, null),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
