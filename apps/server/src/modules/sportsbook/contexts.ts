import { formatMinor } from '@crupier/contract/money';
import type { createHouseSessionLookup } from '@/modules/house/session-lookup';
import { AppError } from '@/platform/app-error';
import type { Payee } from './settlement';
import { CACHE_LIMIT, type SportsbookDeps } from './sportsbook-config';

const CONTEXT_CACHE_MS = 5_000;

type HouseSessions = ReturnType<typeof createHouseSessionLookup>;

/** Who a bettor's session belongs to: its session, merchant, member and payee. */
export function createContexts(
  deps: SportsbookDeps,
  houseSessions: HouseSessions,
  payee: (merchantId: number, gameId: bigint) => Promise<Payee>,
) {
  async function loadContext(sessionId: string) {
    const session = await houseSessions.session(sessionId);
    if (!session || session.expiresAt < new Date()) throw new AppError('session_expired', 401);
    const merchant = await deps.merchants.findById(session.merchantId);
    const account = await deps.identity.accounts.byId(session.accountId);
    if (!account) throw new AppError('session_expired', 401);
    const p = await payee(session.merchantId, session.gameId);
    return { session, merchant, account, payee: p };
  }
  type Ctx = Awaited<ReturnType<typeof loadContext>>;
  /**
   * A session's context (session, merchant, member, payee), cached for a few seconds: a bettor's
   * calls then read no row to find who they are. Expiry is checked on every call.
   */
  const contexts = new Map<string, { at: number; ctx: Ctx }>();
  async function context(sessionId: string): Promise<Ctx> {
    const hit = contexts.get(sessionId);
    if (hit && Date.now() - hit.at < CONTEXT_CACHE_MS) {
      if (hit.ctx.session.expiresAt < new Date()) throw new AppError('session_expired', 401);
      return hit.ctx;
    }
    const ctx = await loadContext(sessionId);
    if (contexts.size >= CACHE_LIMIT) contexts.clear();
    contexts.set(sessionId, { at: Date.now(), ctx });
    return ctx;
  }

  const balanceOf = async (ctx: Pick<Ctx, 'merchant' | 'account'>) =>
    formatMinor((await deps.wallet.balance(ctx.merchant, ctx.account)).available);
  const languageOf = (ctx: Ctx) => ctx.merchant.defaultLanguage;

  return { context, balanceOf, languageOf };
}

export type Contexts = ReturnType<typeof createContexts>;
export type SessionCtx = Awaited<ReturnType<Contexts['context']>>;
