import crypto from 'node:crypto';
import { formatMinor, parseMinor } from '@crupier/contract/money';
import { page } from '@crupier/contract/paging';
import type { Db } from '@/db/client';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Ledger } from '@/modules/ledger/service';
import type { Merchant } from '@/modules/merchants/service';
import type { Wallet } from '@/modules/wallet/service';
import { AppError } from '@/platform/app-error';
import { requireRealAccount } from '@/platform/real-account';
import { createDepositDecisions } from './deposit-decisions';
import type { DepositLimits } from './deposit-limits';
import { depositView } from './deposit-view';
import { type PaymentListQuery, paymentListFilter } from './payment-list-filter';
import { reencodeReceipt } from './receipt-image';
import type { PaymentsRepository } from './repository';

/**
 * Deposits: a manual bank transfer waits for an operator (with the player's reference and receipt
 * image); a provider deposit is credited by the provider's signed callback. Crediting is one ledger
 * transfer whose id is the deposit's, so it happens once however often it is approved or called back.
 */
export function createDeposits(deps: {
  db: Db;
  repo: PaymentsRepository;
  ledger: Ledger;
  wallet: Wallet;
  limits: DepositLimits;
}) {
  const { db, repo, ledger, wallet, limits } = deps;

  const decisions = createDepositDecisions({ db, repo, ledger, wallet });

  return {
    methods: (merchant: Merchant) => repo.methods(merchant.id),

    async create(
      merchant: Merchant,
      account: AccountRow,
      input: { methodId: number; amount: string; reference?: string | undefined },
    ) {
      requireRealAccount(account);
      const method = await repo.method(merchant.id, input.methodId);
      if (!method?.active) throw new AppError('payment_method_not_found', 404);
      const amount = parseMinor(input.amount);
      if (amount < method.minAmount || amount > method.maxAmount) {
        throw new AppError('amount_out_of_range', 422, undefined, {
          min: formatMinor(method.minAmount),
          max: formatMinor(method.maxAmount),
        });
      }
      await limits.check(account.id, amount);
      const row = await repo.insertDeposit({
        id: crypto.randomUUID(),
        merchantId: merchant.id,
        accountId: account.id,
        methodId: method.id,
        amount,
        reference: input.reference ?? null,
      });
      return depositView(row, method);
    },

    async attachReceipt(merchant: Merchant, account: AccountRow, depositId: string, dataUrl: string) {
      const deposit = await repo.deposit(merchant.id, depositId);
      if (!deposit || deposit.accountId !== account.id) throw new AppError('not_found', 404);
      if (deposit.status !== 'pending') throw new AppError('deposit_already_decided', 409);
      const [, base64 = ''] = dataUrl.split(',', 2);
      const { type, bytes } = await reencodeReceipt(Buffer.from(base64, 'base64'));
      await repo.setReceipt(deposit.id, type, bytes.toString('base64'));
    },

    async list(merchant: Merchant, query: PaymentListQuery, accountId?: bigint) {
      const { rows, total } = await repo.listDeposits(paymentListFilter(merchant, query, accountId));
      return page(
        rows.map((r) => ({ ...depositView(r.deposit, r.method), accountId: String(r.deposit.accountId) })),
        query,
        total,
      );
    },

    receipt: async (merchant: Merchant, depositId: string) => {
      const deposit = await repo.deposit(merchant.id, depositId);
      if (!deposit?.receipt || !deposit.receiptType) throw new AppError('not_found', 404);
      return { type: deposit.receiptType, bytes: Buffer.from(deposit.receipt, 'base64') };
    },

    ...decisions,

    find: (merchant: Merchant, id: string) => repo.deposit(merchant.id, id),
    method: (merchant: Merchant, id: number) => repo.method(merchant.id, id),
  };
}

export type Deposits = ReturnType<typeof createDeposits>;
