import { formatMinor } from '@crupier/contract/money';
import type { TDeposit } from '@crupier/contract/payments';
import type { DepositRow, PaymentMethodRow } from './repository';

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
