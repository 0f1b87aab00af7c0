import { formatMinor } from '@crupier/contract/money';
import { page } from '@crupier/contract/paging';
import type { TWithdrawal } from '@crupier/contract/payments';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import { type PaymentListQuery, paymentListFilter } from './payment-list-filter';
import type { PaymentsRepository, PayoutAccountRow, WithdrawalRow } from './repository';

export function maskAccountNumber(number: string): string {
  const compact = number.replace(/[\s-]/g, '');
  return `•••• ${compact.slice(-4)}`;
}

export function withdrawalView(
  row: WithdrawalRow,
  payout: PayoutAccountRow,
  confirmMinutes: number,
): TWithdrawal {
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

/** Loads a withdrawal of the merchant and shows it with its payout account (which may be removed). */
export function withdrawalLoader(repo: PaymentsRepository) {
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
    return withdrawalView(row, payout as PayoutAccountRow, merchant.withdrawalConfirmMinutes);
  }

  return { load, viewOf };
}

export async function listWithdrawals(
  repo: PaymentsRepository,
  merchant: Merchant,
  query: PaymentListQuery,
  accountId?: bigint,
) {
  const { rows, total } = await repo.listWithdrawals(paymentListFilter(merchant, query, accountId));
  return page(
    rows.map((r) => ({
      ...withdrawalView(r.withdrawal, r.payout, merchant.withdrawalConfirmMinutes),
      accountId: String(r.withdrawal.accountId),
    })),
    query,
    total,
  );
}
