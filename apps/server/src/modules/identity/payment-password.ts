import { AppError } from '@/platform/app-error';
import { type Throttle, tooManyUntil } from '@/platform/throttle';
import { verifyPassword } from './passwords';
import type { AccountRow } from './repository';

/** Payment-password checks one account may have in flight or failed in the window. */
export const PAYMENT_PASSWORD_MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60 * 1000;

/**
 * Checks the payment password; after 5 wrong ones in 15 minutes the account must wait (429). The attempt
 * is counted atomically before the hash is verified, so a parallel burst verifies at most 5 guesses; a
 * right password gives its count back.
 */
export async function checkPaymentPassword(throttle: Throttle, account: AccountRow, paymentPassword: string) {
  if (!account.paymentPasswordHash) throw new AppError('payment_password_not_set', 400);
  const key = `payment-password:${account.id}`;
  const attempt = await throttle.hit(key, WINDOW_MS);
  if (attempt.count > PAYMENT_PASSWORD_MAX_FAILURES) throw tooManyUntil(attempt.resetAt);
  if (!(await verifyPassword(account.paymentPasswordHash, paymentPassword))) {
    throw new AppError('invalid_payment_password', 400);
  }
  await throttle.release(key);
}
