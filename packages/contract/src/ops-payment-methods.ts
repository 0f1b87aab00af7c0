import { z } from 'zod';
import { parseMinor, ZMoney } from './money';
import { text } from './text';

/**
 * The back office's deposit methods (issue 17 "payment provider settings"), roles finance and admin:
 * the name players see, the amount range, bank details for manual transfers, on/off and order, and a
 * provider's signing secret, rotated and answered once.
 */

export const PAYMENT_METHOD_KINDS = ['manual_bank', 'sandbox'] as const;
/** A new method is a manual bank account; provider methods come with their integration. */
export const CREATABLE_METHOD_KINDS = ['manual_bank'] as const;

export const ZOpsPaymentMethod = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  name: z.string(),
  minAmount: ZMoney,
  maxAmount: ZMoney,
  details: z.record(z.string(), z.string()),
  active: z.boolean(),
  sort: z.number().int(),
  /** Whether a signing secret is set; the secret itself is answered only by a rotation. */
  hasSecret: z.boolean(),
});
export type TOpsPaymentMethod = z.infer<typeof ZOpsPaymentMethod>;

const DETAIL_KEY = /^[a-z][a-z0-9_]{0,31}$/;
export const ZMethodDetails = z
  .record(text(32).regex(DETAIL_KEY, 'lower-case letters, digits and _'), text(200).trim())
  .refine((details) => Object.keys(details).length <= 12, 'at most 12 details');

const methodFields = {
  name: text(80).trim().min(1),
  minAmount: ZMoney,
  maxAmount: ZMoney,
  details: ZMethodDetails,
  active: z.boolean(),
  sort: z.number().int().min(0).max(1_000_000),
  reason: text(500).trim().min(3),
};
/** Zod runs this even when an amount itself failed; that failure is already reported, so it passes here. */
function rangeIsOrdered(m: { minAmount: string; maxAmount: string }) {
  try {
    return parseMinor(m.minAmount) > 0n && parseMinor(m.minAmount) <= parseMinor(m.maxAmount);
  } catch {
    return true;
  }
}
const RANGE_MESSAGE = { message: 'minAmount must be above 0 and at most maxAmount', path: ['maxAmount'] };

export const ZOpsPaymentMethodUpdate = z.object(methodFields).strict().refine(rangeIsOrdered, RANGE_MESSAGE);
export type TOpsPaymentMethodUpdate = z.infer<typeof ZOpsPaymentMethodUpdate>;

export const ZOpsPaymentMethodCreate = z
  .object({
    ...methodFields,
    code: text(32).regex(/^[A-Z0-9_]{2,32}$/, 'upper-case letters, digits and _'),
    kind: z.enum(CREATABLE_METHOD_KINDS),
  })
  .strict()
  .refine(rangeIsOrdered, RANGE_MESSAGE);
export type TOpsPaymentMethodCreate = z.infer<typeof ZOpsPaymentMethodCreate>;
