import { formatMinor } from '@crupier/contract/money';
import type { Merchant } from '@/modules/merchants/service';
import type { VendorRow } from '@/modules/vendors/service';
import { AppError } from '@/platform/app-error';
import type { Payee, PlayerCtx } from './crash/crash-engine';
import type { HouseRepository } from './repository';
import { PAYEE_CACHE_MS, type RgsDeps } from './rgs-config';
import { roundView } from './rgs-views';

/** Who a round or session is played by: its merchant, account, game and vendor, and the answers it gets. */
export function createRgsParties(deps: RgsDeps, repo: HouseRepository) {
  // Who a crash bet pays, by ids: the loop settles bets long after the player's call (even after the
  // session expired). The game's vendor and code are cached for a minute.
  const games = new Map<string, { at: number; gameCode: string; vendor: VendorRow }>();
  async function payee(bet: { merchantId: number; accountId: bigint; gameId: bigint }): Promise<Payee> {
    const merchant = await deps.merchants.findById(bet.merchantId);
    const account = await deps.identity.accounts.byId(bet.accountId);
    if (!account) throw new Error(`account ${bet.accountId} not found`);
    const key = `${bet.merchantId}:${bet.gameId}`;
    let game = games.get(key);
    if (!game || Date.now() - game.at > PAYEE_CACHE_MS) {
      const found = await deps.catalog.game(merchant, String(bet.gameId));
      const vendor = await deps.seamless.findVendor(found.vendorCode);
      if (!vendor) throw new Error(`vendor ${found.vendorCode} not found`);
      game = { at: Date.now(), gameCode: found.game.gameCode, vendor };
      games.set(key, game);
    }
    return { merchant, account, vendor: game.vendor, gameCode: game.gameCode };
  }

  /** The merchant, account, game and vendor of a round or session, by ids (no live session needed). */
  async function partiesOf(ids: { merchantId: number; accountId: bigint; gameId: bigint }) {
    const merchant = await deps.merchants.findById(ids.merchantId);
    const account = await deps.identity.accounts.byId(ids.accountId);
    const game = await deps.catalog.game(merchant, String(ids.gameId));
    const vendor = await deps.seamless.findVendor(game.vendorCode);
    if (!account || !vendor) return null;
    return { merchant, account, game, vendor };
  }
  type Parties = NonNullable<Awaited<ReturnType<typeof partiesOf>>>;

  async function liveSession(sessionId: string) {
    const session = await repo.session(sessionId);
    if (!session || session.expiresAt < new Date()) throw new AppError('session_expired', 401);
    return session;
  }

  async function context(sessionId: string) {
    const session = await liveSession(sessionId);
    const parties = await partiesOf(session);
    if (!parties) throw new AppError('session_expired', 401);
    return { session, ...parties };
  }

  async function balanceOf(merchant: Merchant, account: Parties['account']) {
    return formatMinor((await deps.wallet.balance(merchant, account)).available);
  }

  type Ctx = Awaited<ReturnType<typeof context>>;

  async function answer(ctx: Pick<Ctx, 'merchant' | 'account'>, roundId: string) {
    return {
      round: roundView((await repo.round(roundId))!),
      balance: await balanceOf(ctx.merchant, ctx.account),
    };
  }

  return { payee, partiesOf, liveSession, context, balanceOf, answer };
}

export type RgsParties = ReturnType<typeof createRgsParties>;
export type Parties = NonNullable<Awaited<ReturnType<RgsParties['partiesOf']>>>;
export type Ctx = Awaited<ReturnType<RgsParties['context']>>;

export const crashCtx = (ctx: Ctx): PlayerCtx => ({
  session: ctx.session,
  merchant: ctx.merchant,
  account: ctx.account,
  vendor: ctx.vendor,
  gameCode: ctx.game.game.gameCode,
});
