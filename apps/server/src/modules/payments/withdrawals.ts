import crypto from 'node:crypto';
import { formatMinor, parseMinor } from '@crupier/contract/money';
import { page, type TPageQuery } from '@crupier/contract/paging';
import type { TWithdrawal } from '@crupier/contract/payments';
import type { Db } from '@/db/client';
import { checkPaymentPassword } from '@/modules/identity/payment-password';
import type { AccountRow } from '@/modules/identity/repository';
import type { Ledger } from '@/modules/ledger/service';
import type { Merchant } from '@/modules/merchants/service';
import type { Wallet } from '@/modules/wallet/service';
import { AppError } from '@/platform/app-error';
import type { Throttle } from '@/platform/throttle';
import {
  createPaymentsRepository,
  type PaymentsRepository,
  type PayoutAccountRow,
  type WithdrawalRow,
} from './repository';

export function maskAccountNumber(number: string): string {
  const compact = number.replace(/[\s-]/g, '');
  return `•••• ${compact.slice(-4)}`;
}

function view(row: WithdrawalRow, payout: PayoutAccountRow, confirmMinutes: number): TWithdrawal {
  const awaiting = row.status === 'approved' && row.receiptStatus === null && row.decidedAt;
  return {
    id: row.id,
    amount: formatMinor(row.amount),
    status: row.status as TWithdrawal['status'],
    payoutAccount: `${payout.bankName} ${maskAccountNumber(payout.accountNumber)}`,
    receiptStatus: row.receiptStatus as TWithdrawal['receiptStatus'],
    confirmBy: awaiting ? new Date(row.decidedAt!.getTime() + confirmMinutes * 60_000).toISOString() : null,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

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

  async function load(merchant: Merchant, id: string) {
    const row = await repo.withdrawal(merchant.id, id);
    if (!row) throw new AppError('not_found', 404);
    return row;
  }

  async function viewOf(merchant: Merchant, row: WithdrawalRow) {
    const payout = (await repo.payoutAccount(row.accountId, row.payoutAccountId)) ?? {
      id: row.payoutAccountId,
      bankName: 'removed account',
      holderName: '',
      accountNumber: '----',
    };
    return view(row, payout as PayoutAccountRow, merchant.withdrawalConfirmMinutes);
  }

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
      if (account.type === 4) throw new AppError('in_need_true_account', 403);
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

    async list(
      merchant: Merchant,
      query: TPageQuery & { status?: string | undefined; from?: string | undefined; to?: string | undefined },
      accountId?: bigint,
    ) {
      const { rows, total } = await repo.listWithdrawals({
        merchantId: merchant.id,
        ...(accountId !== undefined ? { accountId } : {}),
        status: query.status,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return page(
        rows.map((r) => ({
          ...view(r.withdrawal, r.payout, merchant.withdrawalConfirmMinutes),
          accountId: String(r.withdrawal.accountId),
        })),
        query,
        total,
      );
    },
  };
}

export type Withdrawals = ReturnType<typeof createWithdrawals>;
