import crypto from 'node:crypto';
import { parseMinor } from '@crupier/contract/money';
import type { TPageQuery } from '@crupier/contract/paging';
import type { Db } from '@/db/client';
import type { AccountRow } from '@/modules/identity/accounts';
import { checkPaymentPassword } from '@/modules/identity/payment-password';
import type { Ledger } from '@/modules/ledger/service';
import type { Merchant } from '@/modules/merchants/service';
import type { Wallet } from '@/modules/wallet/service';
import { AppError } from '@/platform/app-error';
import { requireRealAccount } from '@/platform/real-account';
import type { Throttle } from '@/platform/throttle';
import { createPaymentsRepository, type PaymentsRepository } from './repository';
import { listWithdrawals, maskAccountNumber, withdrawalLoader } from './withdrawal-view';

/**
 * Withdrawals: a request holds the amount (a pending ledger transfer); an operator approves (posts) or
 * rejects (voids, the money is back). The player then confirms receipt, or it counts as received once
 * the merchant's window has passed.
 */
export function createWithdrawals(deps: {
  db: Db;
  repo: PaymentsRepository;
  ledger: Ledger;
  wallet: Wallet;
  throttle: Throttle;
  /**
   * Bonus money (modules/promotions): refuses a request while a bonus has open wagering
   * (`409 bonus_wagering_open`) unless the member accepts forfeiting it, which then happens first.
   */
  bonusGate?: (merchant: Merchant, account: AccountRow, forfeitBonus: boolean) => Promise<void>;
}) {
  const { db, repo, ledger, wallet, throttle } = deps;
  /** Runs the ledger step and the record step in one database transaction: both happen or neither. */
  const atomically = <T>(
    work: (txRepo: PaymentsRepository, txLedger: ReturnType<Ledger['inTransaction']>) => Promise<T>,
  ) => db.transaction((tx) => work(createPaymentsRepository(tx), ledger.inTransaction(tx)));
  const transferId = (id: string) => `withdrawal:${id}`;

  const { load, viewOf } = withdrawalLoader(repo);

  return {
    async request(
      merchant: Merchant,
      account: AccountRow,
      input: {
        payoutAccountId: number;
        amount: string;
        paymentPassword: string;
        forfeitBonus?: boolean | undefined;
      },
      key: string,
    ) {
      requireRealAccount(account);
      const payout = await repo.payoutAccount(account.id, input.payoutAccountId);
      if (!payout) throw new AppError('payout_account_not_found', 404);
      await checkPaymentPassword(throttle, account, input.paymentPassword);
      const amount = parseMinor(input.amount);
      if (amount <= 0n) throw new AppError('invalid_input', 400, 'amount must be positive');
      // The id comes from the idempotency key, so a retried request holds the money once.
      const id = crypto.createHash('sha256').update(`${account.id}:${key}`).digest('hex').slice(0, 32);
      const debit = await wallet.walletOf(merchant, account);
      if (deps.bonusGate) {
        // Money the wallet cannot cover is refused before a bonus is given up for it.
        if ((await ledger.balance(debit)).available < amount) throw new AppError('insufficient_funds', 422);
        await deps.bonusGate(merchant, account, input.forfeitBonus === true);
      }
      const credit = await ledger.account({
        merchantId: merchant.id,
        ownerType: 'clearing',
        ownerId: null,
        kind: 'payouts',
        currency: merchant.currency,
      });
      await atomically(async (txRepo, txLedger) => {
        await txRepo.insertWithdrawal({
          id,
          merchantId: merchant.id,
          accountId: account.id,
          payoutAccountId: payout.id,
          amount,
        });
        await txLedger.transfer({
          id: transferId(id),
          merchantId: merchant.id,
          debit,
          credit,
          amount,
          kind: 'withdrawal',
          reference: `${payout.bankName} ${maskAccountNumber(payout.accountNumber)}`,
          pending: true,
        });
      });
      return viewOf(merchant, await load(merchant, id));
    },

    async approve(merchant: Merchant, id: string, operatorId: bigint) {
      const row = await load(merchant, id);
      if (row.status === 'approved') return viewOf(merchant, row);
      if (row.status !== 'pending') throw new AppError('withdrawal_already_decided', 409);
      await atomically(async (txRepo, txLedger) => {
        if (!(await txRepo.decideWithdrawal(id, { status: 'approved', decidedBy: operatorId }))) {
          throw new AppError('withdrawal_already_decided', 409);
        }
        await txLedger.post(transferId(id), merchant.id);
      });
      return viewOf(merchant, await load(merchant, id));
    },

    async reject(merchant: Merchant, id: string, operatorId: bigint, reason: string | undefined) {
      const row = await load(merchant, id);
      if (row.status === 'rejected') return viewOf(merchant, row);
      if (row.status !== 'pending') throw new AppError('withdrawal_already_decided', 409);
      await atomically(async (txRepo, txLedger) => {
        if (
          !(await txRepo.decideWithdrawal(id, {
            status: 'rejected',
            decidedBy: operatorId,
            reason: reason ?? null,
          }))
        ) {
          throw new AppError('withdrawal_already_decided', 409);
        }
        await txLedger.void(transferId(id), merchant.id);
      });
      return viewOf(merchant, await load(merchant, id));
    },

    /** The player's receipt answer: one withdrawal, or every approved one still unconfirmed. */
    async confirm(
      merchant: Merchant,
      account: AccountRow,
      id: string,
      result: 'received' | 'not_received' | 'all_received',
    ) {
      const row = await load(merchant, id);
      if (row.accountId !== account.id) throw new AppError('not_found', 404);
      if (row.status !== 'approved') throw new AppError('withdrawal_not_approved', 409);
      if (row.receiptStatus !== null) throw new AppError('withdrawal_already_confirmed', 409);
      const status = result === 'not_received' ? 'not_received' : 'received';
      await repo.confirmWithdrawals(account.id, result === 'all_received' ? 'all' : [id], status);
      return viewOf(merchant, await load(merchant, id));
    },

    find: (merchant: Merchant, id: string) => repo.withdrawal(merchant.id, id),

    /** The scheduled job: unconfirmed approved withdrawals past the window count as received. */
    autoConfirm: (merchant: Merchant, now = new Date()) =>
      repo.autoConfirm(merchant.id, new Date(now.getTime() - merchant.withdrawalConfirmMinutes * 60_000)),

    list: (
      merchant: Merchant,
      query: TPageQuery & { status?: string | undefined; from?: string | undefined; to?: string | undefined },
      accountId?: bigint,
    ) => listWithdrawals(repo, merchant, query, accountId),
  };
}

export type Withdrawals = ReturnType<typeof createWithdrawals>;
