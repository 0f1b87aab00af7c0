import { parseMinor } from '@crupier/contract/money';
import type { Db } from '@/db/client';
import type { Ledger } from '@/modules/ledger/service';
import type { Merchant } from '@/modules/merchants/service';
import type { Wallet } from '@/modules/wallet/service';
import { AppError } from '@/platform/app-error';
import { depositView } from './deposit-view';
import {
  createPaymentsRepository,
  type DepositRow,
  type PaymentMethodRow,
  type PaymentsRepository,
} from './repository';

/** Approving, rejecting and the provider's callback: the decisions that end a pending deposit. */
export function createDepositDecisions(deps: {
  db: Db;
  repo: PaymentsRepository;
  ledger: Ledger;
  wallet: Wallet;
}) {
  const { db, repo, ledger, wallet } = deps;

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
  };
}
