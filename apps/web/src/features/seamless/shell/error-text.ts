import type { TFunction } from 'i18next';
import { ApiError } from '@/api/client';

/** Refusals of the RGS the game explains in its own words (`games:err_<code>`); others are generic. */
export const KNOWN_ERRORS = [
  'insufficient_funds',
  'bet_out_of_range',
  'round_in_progress',
  'no_open_round',
  'action_not_allowed',
  'reveal_first',
  'game_maintenance',
  'invalid_input',
  'network_error',
  'too_many_requests',
  'session_expired',
  'invalid_launch_token',
  // Crash
  'betting_closed',
  'bet_already_placed',
  'no_open_bet',
  'already_cashed_out',
  'round_not_started',
  'round_crashed',
] as const;

type TKnownError = (typeof KNOWN_ERRORS)[number];

export function errorCode(error: unknown): TKnownError | 'unknown' {
  const code = error instanceof ApiError ? error.code : 'unknown';
  return (KNOWN_ERRORS as readonly string[]).includes(code) ? (code as TKnownError) : 'unknown';
}

/** The text of a failed call: a bet out of range names the table's limits. */
export function errorText(t: TFunction<'games'>, error: unknown, money: (amount: string) => string): string {
  const code = errorCode(error);
  if (code === 'bet_out_of_range' && error instanceof ApiError) {
    const details = (error.details ?? {}) as { min?: unknown; max?: unknown };
    if (typeof details.min === 'string' && typeof details.max === 'string')
      return t('err_bet_out_of_range_limits', { min: money(details.min), max: money(details.max) });
  }
  return t(`err_${code}`);
}
