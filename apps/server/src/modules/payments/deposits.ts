import crypto from 'node:crypto';
import { formatMinor, parseMinor } from '@crupier/contract/money';
import { page, type TPageQuery } from '@crupier/contract/paging';
import type { TDeposit } from '@crupier/contract/payments';
import type { Db } from '@/db/client';
import type { AccountRow } from '@/modules/identity/repository';
import type { Ledger } from '@/modules/ledger/service';
import type { Merchant } from '@/modules/merchants/service';
import type { Wallet } from '@/modules/wallet/service';
import { AppError } from '@/platform/app-error';
import type { DepositLimits } from './deposit-limits';
import { reencodeReceipt } from './receipt-image';
import {
  createPaymentsRepository,
  type DepositRow,
  type PaymentMethodRow,
  type PaymentsRepository,
} from './repository';

export function depositView(row: DepositRow, method: PaymentMethodRow): TDeposit {
  return {
    id: row.id,
    methodId: method.id,
    methodCode: method.code,
    method: method.name,
    kind: method.kind,
    amount: formatMinor(row.amount),
    status: row.status as TDeposit['status'],
    reference: row.reference,
    hasReceipt: row.receipt !== null,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    redirectUrl: method.kind === 'sandbox' && row.status === 'pending' ? `/sandbox-pay/${row.id}` : null,
  };
}

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

  /** Credits the player and records the decision in one transaction: both happen or neither. */
  async function creditAndApprove(
    merchant: Merchant,
    deposit: DepositRow,
    method: PaymentMethodRow,
    decision: Partial<DepositRow>,
  ) {
    const debit = await ledger.account({
      merchantId: merchant.id,
      ownerType: 'clearing',
      ownerId: null,
      kind: `payments:${method.code}`,
      currency: merchant.currency,
    });
    const credit = await wallet.walletOf(merchant, { id: deposit.accountId, type: 0 });
    await db.transaction(async (tx) => {
      if (
        !(await createPaymentsRepository(tx).decideDeposit(deposit.id, { ...decision, status: 'approved' }))
      ) {
        throw new AppError('deposit_already_decided', 409);
      }
      await ledger.inTransaction(tx).transfer({
        id: `deposit:${deposit.id}`,
        merchantId: merchant.id,
        debit,
        credit,
        amount: deposit.amount,
        kind: 'deposit',
        reference: method.name,
      });
    });
  }

  return {
    methods: (merchant: Merchant) => repo.methods(merchant.id),

    async create(
      merchant: Merchant,
      account: AccountRow,
      input: { methodId: number; amount: string; reference?: string | undefined },
    ) {
      if (account.type === 4) throw new AppError('in_need_true_account', 403);
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

    async list(
      merchant: Merchant,
      query: TPageQuery & { status?: string | undefined; from?: string | undefined; to?: string | undefined },
      accountId?: bigint,
    ) {
      const { rows, total } = await repo.listDeposits({
        merchantId: merchant.id,
        ...(accountId !== undefined ? { accountId } : {}),
        status: query.status,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
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

    /** An operator approves: the player is credited (once). */
    async approve(merchant: Merchant, depositId: string, operatorId: bigint) {
      const deposit = await repo.deposit(merchant.id, depositId);
      if (!deposit) throw new AppError('not_found', 404);
      const method = (await repo.method(merchant.id, deposit.methodId))!;
      if (deposit.status === 'approved') return depositView(deposit, method);
      if (deposit.status !== 'pending') throw new AppError('deposit_already_decided', 409);
      await creditAndApprove(merchant, deposit, method, { decidedBy: operatorId });
      return depositView((await repo.deposit(merchant.id, depositId))!, method);
    },

    async reject(
      merchant: Merchant,
      depositId: string,
      operatorId: bigint | null,
      reason: string | undefined,
    ) {
      const deposit = await repo.deposit(merchant.id, depositId);
      if (!deposit) throw new AppError('not_found', 404);
      const method = (await repo.method(merchant.id, deposit.methodId))!;
      if (deposit.status === 'rejected') return depositView(deposit, method);
      if (
        !(await repo.decideDeposit(deposit.id, {
          status: 'rejected',
          decidedBy: operatorId,
          reason: reason ?? null,
        }))
      ) {
        throw new AppError('deposit_already_decided', 409);
      }
      return depositView((await repo.deposit(merchant.id, depositId))!, method);
    },

    /** The provider's callback, already authenticated: paid credits once, failed rejects. */
    async providerResult(
      merchant: Merchant,
      input: { depositId: string; providerRef: string; amount: string; status: 'paid' | 'failed' },
    ) {
      const deposit = await repo.deposit(merchant.id, input.depositId);
      if (!deposit) throw new AppError('not_found', 404);
      const method = (await repo.method(merchant.id, deposit.methodId))!;
      if (method.kind !== 'sandbox') throw new AppError('not_found', 404);
      if (parseMinor(input.amount) !== deposit.amount) throw new AppError('amount_mismatch', 409);
      if (input.status === 'failed') {
        if (deposit.status === 'pending')
          await repo.decideDeposit(deposit.id, {
            status: 'rejected',
            providerRef: input.providerRef,
            reason: 'payment failed',
          });
        return;
      }
      if (deposit.status === 'rejected') throw new AppError('deposit_already_decided', 409);
      if (deposit.status === 'approved') return;
      await creditAndApprove(merchant, deposit, method, { providerRef: input.providerRef });
    },

    find: (merchant: Merchant, id: string) => repo.deposit(merchant.id, id),
    method: (merchant: Merchant, id: number) => repo.method(merchant.id, id),
  };
}

export type Deposits = ReturnType<typeof createDeposits>;
