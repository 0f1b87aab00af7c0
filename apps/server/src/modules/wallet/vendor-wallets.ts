import { formatMinor, parseMinor } from '@crupier/contract/money';
import type { Db } from '@/db/client';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Ledger } from '@/modules/ledger/service';
import type { Merchant } from '@/modules/merchants/service';
import { createVendorDirectory } from '@/modules/vendors/service';
import { AppError } from '@/platform/app-error';
import { requireRealAccount } from '@/platform/real-account';
import type { Wallet } from './service';

/**
 * Wallets of transfer-mode vendors: a player's money for such a vendor sits in its own ledger account
 * (`vendor:<code>`), moved to and from the main wallet by GCS_walletTransfer.
 */
export function createVendorWallets(db: Db, ledger: Ledger, wallet: Wallet) {
  const directory = createVendorDirectory(db);
  const transferVendors = () => directory.listByWalletMode('transfer');

  async function accountFor(merchant: Merchant, account: AccountRow, code: string) {
    if (code === 'MAIN') return wallet.walletOf(merchant, account);
    const vendor = await directory.find(code);
    if (vendor?.walletMode !== 'transfer') throw new AppError('vendor_not_found', 404);
    if (vendor.status !== 'active') throw new AppError('game_maintenance', 503);
    return ledger.account({
      merchantId: merchant.id,
      ownerType: 'player',
      ownerId: account.id,
      kind: `vendor:${code}`,
      currency: merchant.currency,
    });
  }

  return {
    async list(merchant: Merchant, account: AccountRow) {
      const list = await transferVendors();
      const wallets = await Promise.all(
        list.map(async (v) => ({
          vendor: v.code,
          name: v.name,
          balance: formatMinor((await ledger.balance(await accountFor(merchant, account, v.code))).available),
        })),
      );
      return { isSingle: list.length === 0, wallets };
    },

    async transfer(
      merchant: Merchant,
      account: AccountRow,
      input: { from: string; to: string; amount: string },
      key: string,
    ) {
      requireRealAccount(account);
      if (input.from === input.to || (input.from !== 'MAIN' && input.to !== 'MAIN'))
        throw new AppError('invalid_transfer', 400);
      const amount = parseMinor(input.amount);
      if (amount <= 0n) throw new AppError('invalid_input', 400, 'amount must be positive');
      await ledger.transfer({
        id: `vendor-transfer:${account.id}:${key}`,
        merchantId: merchant.id,
        debit: await accountFor(merchant, account, input.from),
        credit: await accountFor(merchant, account, input.to),
        amount,
        kind: 'vendor_transfer',
        reference: `${input.from} → ${input.to}`,
      });
      return this.list(merchant, account);
    },
  };
}

export type VendorWallets = ReturnType<typeof createVendorWallets>;
