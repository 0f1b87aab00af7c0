import type { AccountRow } from '@/modules/identity/accounts';
import { hashPassword, verifyPassword } from '@/modules/identity/passwords';
import { checkPaymentPassword } from '@/modules/identity/payment-password';
import type { Identity } from '@/modules/identity/service';
import { AppError } from '@/platform/app-error';
import { type Throttle, tooManyUntil } from '@/platform/throttle';

const MINUTE_MS = 60_000;
/** Wrong login passwords when setting the first payment password: 5 per 15 minutes, then wait. */
const SET_WINDOW_MS = 15 * MINUTE_MS;
const SET_MAX_FAILURES = 5;

/**
 * Sets the payment password: the first time the login password confirms it, afterwards the old
 * payment password (checkPaymentPassword: 5 wrong in 15 minutes, then a wait, never a lock).
 */
export async function setPaymentPassword(
  deps: { accounts: Identity['accounts']; throttle: Throttle },
  account: AccountRow,
  input: {
    paymentPassword: string;
    oldPaymentPassword?: string | undefined;
    password?: string | undefined;
  },
) {
  const { accounts, throttle } = deps;
  const fresh = (await accounts.byId(account.id)) ?? account;
  if (fresh.paymentPasswordHash) {
    if (!input.oldPaymentPassword) throw new AppError('invalid_payment_password', 400);
    await checkPaymentPassword(throttle, fresh, input.oldPaymentPassword);
  } else {
    if (!input.password) throw new AppError('invalid_password', 400);
    const key = `payment-password-set:${fresh.id}`;
    const attempt = await throttle.hit(key, SET_WINDOW_MS);
    if (attempt.count > SET_MAX_FAILURES) throw tooManyUntil(attempt.resetAt);
    if (!(await verifyPassword(fresh.passwordHash, input.password)))
      throw new AppError('invalid_password', 400);
    await throttle.release(key);
  }
  await accounts.update(fresh.id, { paymentPasswordHash: await hashPassword(input.paymentPassword) });
}
