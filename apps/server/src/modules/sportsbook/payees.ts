import crypto from 'node:crypto';
import { isPlayer, isTrial } from '@crupier/contract/account-types';
import type { AccountRow } from '@/modules/identity/accounts';
import { createLedger } from '@/modules/ledger/service';
import type { Payee } from './settlement';
import type { SportsbookDeps } from './sportsbook-config';

const PAYEE_CACHE_MS = 60_000;
/** The accounts the seamless wallet pays (members, agents, affiliate agents, trial accounts), as in vendors/seamless-wallet. */
/** The vendor's sub-accounts (`bets:0` … `bets:31`, vendors/seamless-wallet): this process books its wins on one. */
const SETTLE_SHARD = crypto.randomInt(32);

/** Who a bet's game pays (merchant, vendor, game code) and where its win is booked. */
export function createPayees(deps: SportsbookDeps) {
  const payees = new Map<string, { at: number; payee: Payee }>();
  async function payee(merchantId: number, gameId: bigint): Promise<Payee> {
    const key = `${merchantId}:${gameId}`;
    const hit = payees.get(key);
    if (hit && Date.now() - hit.at < PAYEE_CACHE_MS) return hit.payee;
    const merchant = await deps.merchants.findById(merchantId);
    const game = await deps.catalog.game(merchant, String(gameId));
    const vendor = await deps.seamless.findVendor(game.vendorCode);
    if (!vendor) throw new Error(`vendor ${game.vendorCode} not found`);
    const value = { merchant, vendor, gameCode: game.game.gameCode, variant: game.game.variant };
    payees.set(key, { at: Date.now(), payee: value });
    return value;
  }

  // The ledger's accounts, resolved (and cached) as the seamless wallet resolves them.
  const ledger = createLedger(deps.db);
  /**
   * Where a win is booked: the member's wallet and one of the house vendor's sub-accounts (`bets:<n>`,
   * as the wallet's batches use; this process settles on its own one). Null for an account the
   * wallet would not reach: its credit then goes through the wallet and fails there as before.
   */
  async function creditTarget(merchantId: number, gameId: bigint, account: AccountRow) {
    const p = await payee(merchantId, gameId);
    if (account.merchantId !== p.merchant.id || !isPlayer(account.type)) return null;
    if (p.vendor.walletMode !== 'seamless') return null;
    const currency = isTrial(account.type) ? 'PLAY' : p.merchant.currency;
    return {
      merchant: p.merchant.id,
      vendor: p.vendor.id,
      game: p.gameCode,
      currency,
      account: account.id,
      wallet: await deps.wallet.walletOf(p.merchant, account),
      house: await ledger.account({
        merchantId: p.merchant.id,
        ownerType: 'vendor',
        ownerId: BigInt(p.vendor.id),
        kind: `bets:${SETTLE_SHARD}`,
        currency,
      }),
    };
  }

  return { payee, creditTarget };
}
