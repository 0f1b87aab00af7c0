import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { AppError } from '@/platform/app-error';
import { createThrottle, type Throttle } from '@/platform/throttle';
import { createTestDatabase } from '@/test/test-db';
import { hashPassword } from './passwords';
import { checkPaymentPassword, PAYMENT_PASSWORD_MAX_FAILURES } from './payment-password';
import type { AccountRow } from './repository';

let database: Database;
let throttle: Throttle;
let paymentPasswordHash: string;
let nextId = 1n;

beforeAll(async () => {
  database = await createTestDatabase();
  throttle = createThrottle(database.db);
  paymentPasswordHash = await hashPassword('123456');
});
afterAll(async () => {
  await database.close();
});

/** Only the id and the hash matter to the check. */
const anAccount = () => ({ id: nextId++, paymentPasswordHash }) as AccountRow;

async function outcome(account: AccountRow, password: string): Promise<string> {
  try {
    await checkPaymentPassword(throttle, account, password);
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe('payment password lockout', () => {
  it('a parallel burst of wrong guesses verifies at most the limit, then the right one is refused', async () => {
    const account = anAccount();
    const guesses = Array.from({ length: 60 }, (_, i) => String(100_000 + i));
    const results = await Promise.all(guesses.map((guess) => outcome(account, guess)));
    const verified = results.filter((code) => code === 'invalid_payment_password').length;
    expect(verified).toBeLessThanOrEqual(PAYMENT_PASSWORD_MAX_FAILURES);
    expect(verified).toBeGreaterThan(0);
    expect(results.filter((code) => code === 'too_many_requests').length).toBe(60 - verified);
    expect(await outcome(account, '123456')).toBe('too_many_requests');
  });

  it('a burst mixing the right password with wrong ones lets at most the limit through', async () => {
    const account = anAccount();
    const attempts = Array.from({ length: 30 }, (_, i) => (i === 29 ? '123456' : String(200_000 + i)));
    const results = await Promise.all(attempts.map((guess) => outcome(account, guess)));
    const checked = results.filter((code) => code !== 'too_many_requests').length;
    expect(checked).toBeLessThanOrEqual(PAYMENT_PASSWORD_MAX_FAILURES);
  });

  it('right passwords do not use up the allowance; the limit counts wrong ones', async () => {
    const account = anAccount();
    for (let i = 0; i < PAYMENT_PASSWORD_MAX_FAILURES + 2; i++)
      expect(await outcome(account, '123456')).toBe('ok');
    for (let i = 0; i < PAYMENT_PASSWORD_MAX_FAILURES - 1; i++) {
      expect(await outcome(account, '000000')).toBe('invalid_payment_password');
    }
    expect(await outcome(account, '123456')).toBe('ok');
    expect(await outcome(account, '000000')).toBe('invalid_payment_password');
    expect(await outcome(account, '123456')).toBe('too_many_requests');
  });

  it('an account without a payment password is told so and counts nothing', async () => {
    const account = { ...anAccount(), paymentPasswordHash: null };
    for (let i = 0; i < PAYMENT_PASSWORD_MAX_FAILURES + 1; i++) {
      expect(await outcome(account, '123456')).toBe('payment_password_not_set');
    }
  });
});
