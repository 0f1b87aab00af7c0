import { isAgent, isTrial } from '@crupier/contract/account-types';
import { parseMinor } from '@crupier/contract/money';
import type { TMemberTransferRequest } from '@crupier/contract/wallet';
import type { AccountRow, Accounts } from '@/modules/identity/accounts';
import { checkPaymentPassword } from '@/modules/identity/payment-password';
import type { Ledger } from '@/modules/ledger/service';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import { requireRealAccount } from '@/platform/real-account';
import type { Throttle } from '@/platform/throttle';
import type { Wallet } from './service';

/**
 * Transfers between an agent tree's members, with the payment password: anyone to their own upline,
 * an agent to anyone in its downline. Nothing crosses to accounts outside the tree.
 */
export function createMemberTransfer(deps: {
  accounts: Accounts;
  ledger: Ledger;
  wallet: Wallet;
  throttle: Throttle;
}) {
  return async (
    merchant: Merchant,
    from: AccountRow,
    input: TMemberTransferRequest,
    idempotencyKey: string,
  ) => {
    requireRealAccount(from);
    const to = await deps.accounts.byUsername(merchant.id, input.targetUsername);
    if (!to || to.id === from.id || isTrial(to.type) || to.status !== 'active')
      throw new AppError('player_not_found', 404);
    const toUpline = from.uplineId !== null && to.id === from.uplineId;
    const toDownline = isAgent(from.type) && (await deps.accounts.isInDownline(from.id, to.id));
    if (!toUpline && !toDownline) throw new AppError('transfer_not_allowed', 403);

    await checkPaymentPassword(deps.throttle, from, input.paymentPassword);
    const amount = parseMinor(input.amount);
    if (amount <= 0n) throw new AppError('invalid_input', 400, 'amount must be positive');
    await deps.ledger.transfer({
      id: `member-transfer:${from.id}:${idempotencyKey}`,
      merchantId: merchant.id,
      debit: await deps.wallet.walletOf(merchant, from),
      credit: await deps.wallet.walletOf(merchant, to),
      amount,
      kind: 'transfer',
      reference: `${from.username} → ${to.username}${input.remark ? `: ${input.remark}` : ''}`,
    });
    return deps.wallet.balance(merchant, from);
  };
}
