import { AppError } from '../../platform/app-error';
import type { Throttle } from '../../platform/throttle';
import { verifyPassword } from './passwords';
import type { AccountRow } from './repository';

const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60 * 1000;

/** Checks the payment password; after 5 wrong ones in 15 minutes the account must wait (429). */
export async function checkPaymentPassword(throttle: Throttle, account: AccountRow, paymentPassword: string) {
  const key = `payment-password:${account.id}`;
  const failures = await throttle.peekWindow(key);
  if (failures && failures.count >= MAX_FAILURES) {
    const retryAfter = Math.max(1, Math.ceil((failures.resetAt.getTime() - Date.now()) / 1000));
    throw new AppError(
      'too_many_requests',
      429,
      undefined,
      { retryAfter },
      { 'retry-after': String(retryAfter) },
    );
  }
  if (!account.paymentPasswordHash) throw new AppError('payment_password_not_set', 400);
  if (!(await verifyPassword(account.paymentPasswordHash, paymentPassword))) {
    await throttle.hit(key, WINDOW_MS);
    throw new AppError('invalid_payment_password', 400);
  }
}
