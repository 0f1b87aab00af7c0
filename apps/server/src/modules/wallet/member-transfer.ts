import { parseMinor } from '@crupier/contract/money';
import type { TMemberTransferRequest } from '@crupier/contract/wallet';
import { checkPaymentPassword } from '@/modules/identity/payment-password';
import type { AccountRow, IdentityRepository } from '@/modules/identity/repository';
import type { Ledger } from '@/modules/ledger/service';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import type { Throttle } from '@/platform/throttle';
import type { Wallet } from './service';

const AGENT_TYPES = new Set([1, 2, 41, 42]);

/**
 * Transfers between an agent tree's members, with the payment password: anyone to their own upline,
 * an agent to anyone in its downline. Nothing crosses to accounts outside the tree.
 */
export function createMemberTransfer(deps: {
  identity: IdentityRepository;
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
    if (from.type === 4) throw new AppError('in_need_true_account', 403);
    const to = await deps.identity.findAccountByUsername(merchant.id, input.targetUsername);
    if (!to || to.id === from.id || to.type === 4 || to.status !== 'active')
      throw new AppError('player_not_found', 404);
    const toUpline = from.uplineId !== null && to.id === from.uplineId;
    const toDownline = AGENT_TYPES.has(from.type) && (await deps.identity.isInDownline(from.id, to.id));
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
