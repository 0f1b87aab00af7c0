import { z } from 'zod';
import { ZMoney } from './money';
import { MOVEMENT_TYPES, type TMovementType } from './money-kinds';
import { ZPageQuery } from './paging';
import { text } from './text';

export { MOVEMENT_TYPES, type TMovementType };

/** True for a yyyy-MM-dd date that exists, from 1900 to 9999 (not 2026-02-30, not 8540-47-06). */
function isCalendarDate(value: string): boolean {
  const at = new Date(`${value}T00:00:00Z`);
  const year = at.getUTCFullYear();
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value) && year >= 1900 && year <= 9999;
}

/** A calendar date on the wire, `yyyy-MM-dd`. */
export const ZIsoDate = text(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be yyyy-MM-dd')
  .refine(isCalendarDate, 'no such date');

export const ZTransactionHistoryQuery = ZPageQuery.extend({
  type: z.enum(MOVEMENT_TYPES).optional(),
  startDate: ZIsoDate.optional(),
  endDate: ZIsoDate.optional(),
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
  targetUsername: text(64).trim().min(1),
  amount: ZMoney,
  paymentPassword: text(64).min(1),
  remark: text(140).optional(),
});
export type TMemberTransferRequest = z.infer<typeof ZMemberTransferRequest>;

export const ZIdempotencyHeaders = z.object({ 'idempotency-key': text(255).min(1) });

export const ZMerchantWallet = z.object({
  /** True when every vendor plays from the main wallet (no transfer-mode vendors). */
  isSingle: z.boolean(),
  wallets: z.array(z.object({ vendor: z.string(), name: z.string(), balance: ZMoney })),
});

export const ZWalletTransferRequest = z.object({
  /** `MAIN` or a transfer-mode vendor's code. */
  from: text(32).min(1),
  to: text(32).min(1),
  amount: ZMoney,
});
