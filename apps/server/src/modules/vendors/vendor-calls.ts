import { isTrial } from '@crupier/contract/account-types';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Ledger } from '@/modules/ledger/service';
import type { Merchant } from '@/modules/merchants/service';
import type { Wallet } from '@/modules/wallet/service';
import type { VendorRow } from './repository';

/** Bets spread over this many vendor sub-accounts so that players do not queue on one row. */
export const VENDOR_SHARDS = 32;

/** The ledger side of a vendor's call: the vendor's sub-account and the call's figures. */
export function createVendorCalls(deps: { ledger: Ledger; wallet: Wallet }) {
  const { ledger, wallet } = deps;

  /** The vendor's sub-account that takes the house side of a bet. */
  const vendorAccount = (merchantId: number, vendorId: number, currency: string, shard: number) =>
    ledger.account({
      merchantId,
      ownerType: 'vendor',
      ownerId: BigInt(vendorId),
      kind: `bets:${shard % VENDOR_SHARDS}`,
      currency,
    });

  /** The sub-account a call books on outside the batcher's lanes: the player's own shard. */
  const playerVendorAccount = (
    call: { merchantId: number; vendorId: number; currency: string },
    accountId: bigint,
  ) =>
    vendorAccount(call.merchantId, call.vendorId, call.currency, Number(accountId % BigInt(VENDOR_SHARDS)));

  async function callFor(
    vendor: VendorRow,
    merchant: Merchant,
    account: AccountRow,
    body: { transactionId: string; roundId?: string | undefined; gameCode?: string | undefined },
    amount: bigint,
  ) {
    const currency = isTrial(account.type) ? 'PLAY' : merchant.currency;
    return {
      merchantId: merchant.id,
      vendorId: vendor.id,
      transactionId: body.transactionId,
      accountId: account.id,
      roundId: body.roundId ?? null,
      gameCode: body.gameCode ?? null,
      amount,
      currency,
      walletId: await wallet.walletOf(merchant, account),
    };
  }

  return { vendorAccount, playerVendorAccount, callFor };
}
