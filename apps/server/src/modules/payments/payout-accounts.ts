import type { AccountRow } from '@/modules/identity/accounts';
import { checkPaymentPassword } from '@/modules/identity/payment-password';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import { requireRealAccount } from '@/platform/real-account';
import type { Throttle } from '@/platform/throttle';
import type { PaymentsRepository, PayoutAccountRow } from './repository';
import { maskAccountNumber } from './withdrawal-view';

const MAX_PAYOUT_ACCOUNTS = 5;

const view = (row: PayoutAccountRow) => ({
  id: row.id,
  bankName: row.bankName,
  holderName: row.holderName,
  accountNumberMasked: maskAccountNumber(row.accountNumber),
});

/** Where withdrawals are paid; adding one needs the payment password. */
export function createPayoutAccounts(deps: { repo: PaymentsRepository; throttle: Throttle }) {
  return {
    list: async (account: AccountRow) => (await deps.repo.payoutAccounts(account.id)).map(view),

    async add(
      merchant: Merchant,
      account: AccountRow,
      input: { bankName: string; holderName: string; accountNumber: string; paymentPassword: string },
    ) {
      requireRealAccount(account);
      await checkPaymentPassword(deps.throttle, account, input.paymentPassword);
      if ((await deps.repo.payoutAccounts(account.id)).length >= MAX_PAYOUT_ACCOUNTS)
        throw new AppError('too_many_payout_accounts', 409);
      return view(
        await deps.repo.insertPayoutAccount({
          merchantId: merchant.id,
          accountId: account.id,
          bankName: input.bankName,
          holderName: input.holderName,
          accountNumber: input.accountNumber,
        }),
      );
    },

    async remove(account: AccountRow, id: number) {
      if (!(await deps.repo.removePayoutAccount(account.id, id))) throw new AppError('not_found', 404);
    },
  };
}
