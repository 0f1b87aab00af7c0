import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { accounts } from '@/db/schema';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { hashPassword } from '@/modules/identity/passwords';
import { demoMerchant } from '@/test/backoffice';
import { freshIp, tokenFor } from '@/test/client';
import { createTestAppPair } from '@/test/test-app';
import { demoVendorGame, gameTokenFor, vendorCall } from '@/test/vendor-game';

let first: App;
let second: App;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ first, second, close } = await createTestAppPair({ challenge: 'off' }));
});
afterAll(async () => {
  await close?.();
});

describe('bonus money on two instances', () => {
  it('a win on the instance that last saw the member without a bonus account still goes back to the bonus', async () => {
    const merchant = await demoMerchant(first);
    const { id: merchantId, currency } = merchant;
    const m = { merchantId, currency };
    const username = `dos${crypto.randomInt(1_000_000)}`;
    const [row] = await first.services.db
      .insert(accounts)
      .values({
        merchantId,
        username,
        nickname: username,
        type: 0,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        referralCode: `P${username.toUpperCase()}`,
      })
      .returning({ id: accounts.id });
    const accountId = row!.id;
    const token = await tokenFor(first, username, DEMO_PASSWORD, { ip: freshIp() });
    const playerToken = await gameTokenFor(first, token);
    const { gameCode } = await demoVendorGame(first);
    const body = (tx: string, round: string, amount: string) => ({
      playerToken,
      transactionId: tx,
      roundId: round,
      gameCode,
      amount,
      currency,
    });

    // The second instance serves a round first: a stake of 0 and a win of 5 (no bonus account yet, cached).
    expect((await vendorCall(second, 'debit', body('d0', 'r0', '0.00'))).statusCode).toBe(200);
    expect((await vendorCall(second, 'credit', body('c0', 'r0', '5.00'))).statusCode).toBe(200);

    // The first instance grants a bonus of 50; the second hears of it. The test waits for the second
    // instance's own handler (listening since it started), not for a listener of its own, which could
    // start listening only after the news had gone out, or hear it before the instance did.
    const bonus = second.services.promotions.bonus;
    const forget = bonus.forgetNoBonus;
    const heard = new Promise<void>((resolve) => {
      bonus.forgetNoBonus = () => {
        forget();
        resolve();
      };
    });
    await first.services.promotions.bonus.grant(m, {
      accountId,
      amount: 5_000n,
      multiple: 1,
      days: 1,
      reference: `two-instances:${username}`,
      promotionId: null,
      titles: { es: 'Bono', en: 'Bonus' },
    });
    await heard;

    // 10 staked on the first instance: 5 real, 5 bonus. 20 won on the second: half goes back to the bonus.
    expect((await vendorCall(first, 'debit', body('d1', 'r1', '10.00'))).statusCode).toBe(200);
    expect((await vendorCall(second, 'credit', body('c1', 'r1', '20.00'))).statusCode).toBe(200);
    expect(await first.services.promotions.bonus.balanceOf(m, accountId)).toBe(5_500n);
    expect((await first.services.wallet.balance(merchant, { id: accountId, type: 0 })).available).toBe(
      1_000n,
    );
    expect((await first.services.ledger.verify()).ok).toBe(true);
  });
});
