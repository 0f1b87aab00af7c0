import { text } from './text';

/** Money on the wire: a decimal string with at most two decimals ("1250.00"), never a float. */
export const ZMoney = text(18).regex(/^\d{1,15}(\.\d{1,2})?$/, 'amount must be a decimal string like 12.50');

// The formatting helpers live in money-format.ts (no zod); the server imports them from here too.
export { formatMinor, parseMinor } from './money-format';
