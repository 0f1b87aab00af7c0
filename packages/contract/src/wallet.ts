import { z } from 'zod';
import { ZMoney } from './money';
import { ZPageQuery } from './paging';

/** Kinds of money movement shown in the account record (transactionHistory). */
export const MOVEMENT_TYPES = [
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'bet_rollback',
  'adjustment',
  'transfer',
  'bonus',
  'rebate',
  'commission',
  'vendor_transfer',
  'play_grant',
] as const;
export type TMovementType = (typeof MOVEMENT_TYPES)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be yyyy-MM-dd');

export const ZTransactionHistoryQuery = ZPageQuery.extend({
  type: z.enum(MOVEMENT_TYPES).optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
});
export type TTransactionHistoryQuery = z.infer<typeof ZTransactionHistoryQuery>;

export const ZMovement = z.object({
  id: z.string(),
  at: z.string(),
  type: z.string(),
  /** Signed: negative when money left the wallet. */
  amount: z.string(),
  /** Null while the movement is pending (a held withdrawal). */
  balanceAfter: ZMoney.nullable(),
  reference: z.string().nullable(),
  status: z.enum(['pending', 'posted', 'voided']),
});
export type TMovement = z.infer<typeof ZMovement>;

export const ZMemberTransferRequest = z.object({
  targetUsername: z.string().trim().min(1).max(64),
  amount: ZMoney,
  paymentPassword: z.string().min(1).max(64),
  remark: z.string().max(140).optional(),
});
export type TMemberTransferRequest = z.infer<typeof ZMemberTransferRequest>;

export const ZIdempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(255) });

export const ZMerchantWallet = z.object({
  /** True when every vendor plays from the main wallet (no transfer-mode vendors). */
  isSingle: z.boolean(),
  wallets: z.array(z.object({ vendor: z.string(), name: z.string(), balance: ZMoney })),
});

export const ZWalletTransferRequest = z.object({
  /** `MAIN` or a transfer-mode vendor's code. */
  from: z.string().min(1).max(32),
  to: z.string().min(1).max(32),
  amount: ZMoney,
});
