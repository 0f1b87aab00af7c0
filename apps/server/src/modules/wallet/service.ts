import type { AccountRow } from '../identity/repository';
import type { Ledger } from '../ledger/service';
import type { Merchant } from '../merchants/service';

export const PLAY_CURRENCY = 'PLAY';
const TRIAL_TYPE = 4;

export type WalletBalance = { balance: bigint; held: bigint; available: bigint; currency: string };

/**
 * Players' wallets on the ledger: a real-money main wallet per member, and play money (currency PLAY,
 * funded from a clearing account) for trial accounts, which never touches real balances.
 */
export function createWallet(ledger: Ledger) {
  function walletOf(merchant: Merchant, account: Pick<AccountRow, 'id' | 'type'>) {
    const isTrial = account.type === TRIAL_TYPE;
    return ledger.account({
      merchantId: merchant.id,
      ownerType: isTrial ? 'play' : 'player',
      ownerId: account.id,
      kind: 'main',
      currency: isTrial ? PLAY_CURRENCY : merchant.currency,
    });
  }

  return {
    walletOf,

    async balance(merchant: Merchant, account: Pick<AccountRow, 'id' | 'type'>): Promise<WalletBalance> {
      const currency = account.type === TRIAL_TYPE ? PLAY_CURRENCY : merchant.currency;
      return { ...(await ledger.balance(await walletOf(merchant, account))), currency };
    },

    /** Credits play money to a new trial account. */
    async grantPlayMoney(merchant: Merchant, account: Pick<AccountRow, 'id' | 'type'>, amount: bigint) {
      const source = await ledger.account({
        merchantId: merchant.id,
        ownerType: 'clearing',
        ownerId: null,
        kind: 'play-money',
        currency: PLAY_CURRENCY,
      });
      await ledger.transfer({
        id: `play-grant:${account.id}`,
        merchantId: merchant.id,
        debit: source,
        credit: await walletOf(merchant, account),
        amount,
        kind: 'play_grant',
      });
    },

    /** An operator (or demo) adjustment from the house to a player, idempotent by its id. */
    async adjust(
      merchant: Merchant,
      account: Pick<AccountRow, 'id' | 'type'>,
      amount: bigint,
      id: string,
      reason: string,
    ) {
      const house = await ledger.house(merchant.id, merchant.currency, account.id);
      const wallet = await walletOf(merchant, account);
      return amount >= 0n
        ? ledger.transfer({
            id,
            merchantId: merchant.id,
            debit: house,
            credit: wallet,
            amount,
            kind: 'adjustment',
            reference: reason,
          })
        : ledger.transfer({
            id,
            merchantId: merchant.id,
            debit: wallet,
            credit: house,
            amount: -amount,
            kind: 'adjustment',
            reference: reason,
          });
    },
  };
}

export type Wallet = ReturnType<typeof createWallet>;
