import { isTrial } from '@crupier/contract/account-types';
import type { Db } from '@/db/client';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Ledger } from '@/modules/ledger/service';
import type { Merchant } from '@/modules/merchants/service';

export const PLAY_CURRENCY = 'PLAY';

export type WalletBalance = { balance: bigint; held: bigint; available: bigint; currency: string };

/**
 * Players' wallets on the ledger: a real-money main wallet per member, and play money (currency PLAY,
 * funded from a clearing account) for trial accounts, which never touches real balances.
 */
export function createWallet(ledger: Ledger) {
  function walletOf(merchant: Merchant, account: Pick<AccountRow, 'id' | 'type'>) {
    const trial = isTrial(account.type);
    return ledger.account({
      merchantId: merchant.id,
      ownerType: trial ? 'play' : 'player',
      ownerId: account.id,
      kind: 'main',
      currency: trial ? PLAY_CURRENCY : merchant.currency,
    });
  }

  /**
   * An operator (or demo) adjustment between the house and a player, idempotent by its id: its two
   * accounts are resolved first (never inside a transaction), then `post` books it, inside the
   * caller's transaction `tx` when given, so that it commits together with the caller's own writes.
   */
  async function adjustment(merchant: Merchant, account: Pick<AccountRow, 'id' | 'type'>) {
    const house = await ledger.house(merchant.id, merchant.currency, account.id);
    const wallet = await walletOf(merchant, account);
    return {
      post(amount: bigint, id: string, reason: string, tx?: Db) {
        const books = tx ? ledger.inTransaction(tx) : ledger;
        const [debit, credit] = amount >= 0n ? [house, wallet] : [wallet, house];
        return books.transfer({
          id,
          merchantId: merchant.id,
          debit,
          credit,
          amount: amount >= 0n ? amount : -amount,
          kind: 'adjustment',
          reference: reason,
        });
      },
    };
  }

  return {
    walletOf,

    async balance(merchant: Merchant, account: Pick<AccountRow, 'id' | 'type'>): Promise<WalletBalance> {
      const currency = isTrial(account.type) ? PLAY_CURRENCY : merchant.currency;
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

    adjustment,

    /** An adjustment booked at once (the demo's funding, small operator adjustments). */
    async adjust(
      merchant: Merchant,
      account: Pick<AccountRow, 'id' | 'type'>,
      amount: bigint,
      id: string,
      reason: string,
    ) {
      return (await adjustment(merchant, account)).post(amount, id, reason);
    },
  };
}

export type Wallet = ReturnType<typeof createWallet>;
