import { z } from 'zod';
import { ZMoney } from './money';
import { DEPOSIT_LIMIT_PERIODS, DEPOSIT_STATUSES, WITHDRAWAL_RECEIPTS } from './money-kinds';
import { ZPageQuery } from './paging';
import { text } from './text';

export { DEPOSIT_LIMIT_PERIODS, DEPOSIT_STATUSES, WITHDRAWAL_RECEIPTS };

export const ZDepositMethod = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['manual_bank', 'sandbox']),
  name: z.string(),
  minAmount: ZMoney,
  maxAmount: ZMoney,
  /** For manual bank transfers: where to send the money. */
  details: z.record(z.string(), z.string()),
});
export type TDepositMethod = z.infer<typeof ZDepositMethod>;

export const ZCreateDepositRequest = z.object({
  methodId: z.number().int().positive(),
  amount: ZMoney,
  reference: text(100).trim().optional(),
});

export const ZDeposit = z.object({
  id: z.string(),
  methodId: z.number().int(),
  methodCode: z.string(),
  method: z.string(),
  kind: z.string(),
  amount: ZMoney,
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string().nullable(),
  hasReceipt: z.boolean(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Where to pay, for a provider deposit still pending. */
  redirectUrl: z.string().nullable(),
});
export type TDeposit = z.infer<typeof ZDeposit>;

/** A receipt image as a data URL: PNG or JPEG, at most 5 MB. */
export const ZReceiptUpload = z.object({
  image: text(7_000_000).regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, 'a PNG or JPEG data URL'),
});

export const ZDepositLimits = z.object({
  day: ZMoney.nullable(),
  week: ZMoney.nullable(),
  month: ZMoney.nullable(),
});
export const ZDepositLimitsView = z.object({
  current: ZDepositLimits,
  /** Looser limits wait 24 hours; this says what changes when. */
  pending: z.array(
    z.object({ period: z.enum(DEPOSIT_LIMIT_PERIODS), amount: ZMoney.nullable(), from: z.string() }),
  ),
});

export const ZPayoutAccountRequest = z.object({
  bankName: text(60).trim().min(2),
  holderName: text(80).trim().min(2),
  accountNumber: text(64)
    .trim()
    .regex(/^[0-9A-Za-z -]{6,34}$/, 'an account number or IBAN'),
  paymentPassword: text(64).min(1),
});
export const ZPayoutAccount = z.object({
  id: z.number().int(),
  bankName: z.string(),
  holderName: z.string(),
  /** Only the last four characters are ever shown. */
  accountNumberMasked: z.string(),
});

export const ZCreateWithdrawalRequest = z.object({
  payoutAccountId: z.number().int().positive(),
  amount: ZMoney,
  paymentPassword: text(64).min(1),
  /**
   * The member accepts that an active bonus with open wagering is forfeited by this withdrawal (issue 15).
   * Without it such a request is refused with `409 bonus_wagering_open`.
   */
  forfeitBonus: z.boolean().optional(),
});
export const ZWithdrawal = z.object({
  id: z.string(),
  amount: ZMoney,
  status: z.enum(DEPOSIT_STATUSES),
  payoutAccount: z.string(),
  receiptStatus: z.enum(['received', 'not_received', 'auto_received']).nullable(),
  /** When an approved withdrawal the player has not confirmed counts as received. */
  confirmBy: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;
export const ZConfirmWithdrawalRequest = z.object({ result: z.enum(WITHDRAWAL_RECEIPTS) });

export const ZPaymentListQuery = ZPageQuery.extend({ status: z.enum(DEPOSIT_STATUSES).optional() });

export const ZDecisionRequest = z.object({ reason: text(200).trim().optional() });
export const ZAdjustRequest = z.object({
  /** Signed: negative takes money from the player. */
  amount: text(19).regex(/^-?\d{1,15}(\.\d{1,2})?$/),
  reason: text(200).trim().min(3),
});

/** The sandbox provider's callback, signed with X-Signature: hex(HMAC-SHA256(secret, rawBody)). */
export const ZSandboxWebhook = z.object({
  depositId: text(64).min(1),
  providerRef: text(64).min(1),
  amount: ZMoney,
  status: z.enum(['paid', 'failed']),
});
