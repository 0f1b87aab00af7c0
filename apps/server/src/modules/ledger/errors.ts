import { AppError } from '@/platform/app-error';
import { ceilingDetails } from './bounds';

const LEDGER_CODES: Record<string, () => AppError> = {
  CR001: () => new AppError('insufficient_funds', 422),
  CR002: () => new AppError('idempotency_conflict', 409),
  CR003: () => new AppError('invalid_transfer', 400),
  CR004: () => new AppError('not_found', 404),
  CR005: () => new AppError('transfer_already_settled', 409),
};
const RETRYABLE = new Set(['40001', '40P01']);
/** The CHECK constraints of the money ceiling (migration 0019). */
const BOUND_CONSTRAINTS = new Set(['ledger_accounts_balance_bound', 'transfers_amount_bound']);
const CHECK_VIOLATION = '23514';
const NUMERIC_OUT_OF_RANGE = '22003';

/** A field of a database error, wherever the driver or drizzle put it (the error or its causes). */
function errorField(error: unknown, field: 'code' | 'constraint', valid: RegExp): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const value = (current as Record<string, unknown>)[field];
    if (typeof value === 'string' && valid.test(value)) return value;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error, wherever the driver or drizzle put it. */
export const sqlState = (error: unknown) => errorField(error, 'code', /^[0-9A-Z]{5}$/);

/** A call that would take an amount or a balance past the money ceiling (see bounds.ts). */
export function isOutOfRange(error: unknown): boolean {
  const state = sqlState(error);
  if (state === NUMERIC_OUT_OF_RANGE) return true;
  if (state !== CHECK_VIOLATION) return false;
  const constraint = errorField(error, 'constraint', /^\w+$/);
  return constraint !== undefined && BOUND_CONSTRAINTS.has(constraint);
}

export function isRetryable(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && RETRYABLE.has(state);
}

/** Ledger refusals become AppErrors; anything else is rethrown untouched. */
export function ledgerError(error: unknown): unknown {
  if (isOutOfRange(error)) return new AppError('amount_out_of_range', 422, undefined, ceilingDetails());
  const state = sqlState(error);
  const make = state ? LEDGER_CODES[state] : undefined;
  return make ? make() : error;
}
