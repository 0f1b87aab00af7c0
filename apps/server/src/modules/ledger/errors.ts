import { AppError } from '../../platform/app-error';

const LEDGER_CODES: Record<string, () => AppError> = {
  CR001: () => new AppError('insufficient_funds', 422),
  CR002: () => new AppError('idempotency_conflict', 409),
  CR003: () => new AppError('invalid_transfer', 400),
  CR004: () => new AppError('not_found', 404),
  CR005: () => new AppError('transfer_already_settled', 409),
};
const RETRYABLE = new Set(['40001', '40P01']);

/** The SQLSTATE of a database error, wherever the driver or drizzle put it. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isRetryable(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && RETRYABLE.has(state);
}

/** Ledger refusals become AppErrors; anything else is rethrown untouched. */
export function ledgerError(error: unknown): unknown {
  const state = sqlState(error);
  const make = state ? LEDGER_CODES[state] : undefined;
  return make ? make() : error;
}
