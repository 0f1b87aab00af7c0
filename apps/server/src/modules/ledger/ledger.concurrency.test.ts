import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { AppError } from '@/platform/app-error';
import { createTestDatabase } from '@/test/test-db';
import { createLedger, type Ledger } from './service';

// On PostgreSQL (TEST_DATABASE_URL) these calls really race over a pool of 20 connections; on PGlite
// they queue on its single connection, which checks the same rules without true parallelism.
let database: Database;
let ledger: Ledger;
beforeAll(async () => {
  database = await createTestDatabase();
  ledger = createLedger(database.db);
});
afterAll(async () => {
  await database.close();
});

async function settle<T>(work: Promise<T>) {
  try {
    return { ok: true as const, value: await work };
  } catch (error) {
    if (error instanceof AppError) return { ok: false as const, code: error.code };
    throw error;
  }
}

describe(`ledger under concurrency (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('1,000 concurrent debits on one wallet never overdraw it', async () => {
    const M = 500;
    const house = await ledger.house(M, 'USD');
    const wallet = await ledger.account({
      merchantId: M,
      ownerType: 'player',
      ownerId: 1n,
      kind: 'main',
      currency: 'USD',
    });
    await ledger.transfer({
      id: 'fund',
      merchantId: M,
      debit: house,
      credit: wallet,
      amount: 50_000n,
      kind: 'deposit',
    });

    const results = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        settle(
          ledger.transfer({
            id: `bet-${i}`,
            merchantId: M,
            debit: wallet,
            credit: house,
            amount: 100n,
            kind: 'bet',
          }),
        ),
      ),
    );
    const accepted = results.filter((r) => r.ok).length;
    const refused = results.filter((r) => !r.ok);
    expect(accepted).toBe(500);
    expect(refused.every((r) => !r.ok && r.code === 'insufficient_funds')).toBe(true);
    expect(await ledger.balance(wallet)).toEqual({ balance: 0n, held: 0n, available: 0n });
    expect((await ledger.verify()).ok).toBe(true);
  }, 120_000);

  it('the same transfer sent 50 times at once moves money once', async () => {
    const M = 501;
    const house = await ledger.house(M, 'USD');
    const wallet = await ledger.account({
      merchantId: M,
      ownerType: 'player',
      ownerId: 1n,
      kind: 'main',
      currency: 'USD',
    });
    await ledger.transfer({
      id: 'fund-501',
      merchantId: M,
      debit: house,
      credit: wallet,
      amount: 1_000n,
      kind: 'deposit',
    });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        settle(
          ledger.transfer({
            id: 'same-bet',
            merchantId: M,
            debit: wallet,
            credit: house,
            amount: 300n,
            kind: 'bet',
          }),
        ),
      ),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.filter((r) => r.ok && !r.value.replayed)).toHaveLength(1);
    expect((await ledger.balance(wallet)).balance).toBe(700n);
  }, 60_000);

  it('transfers between many wallets in both directions never deadlock and keep the zero sum', async () => {
    const M = 502;
    const house = await ledger.house(M, 'USD');
    const wallets: bigint[] = [];
    for (let i = 0; i < 10; i++) {
      const w = await ledger.account({
        merchantId: M,
        ownerType: 'player',
        ownerId: BigInt(i),
        kind: 'main',
        currency: 'USD',
      });
      await ledger.transfer({
        id: `f502-${i}`,
        merchantId: M,
        debit: house,
        credit: w,
        amount: 10_000n,
        kind: 'deposit',
      });
      wallets.push(w);
    }
    const results = await Promise.all(
      Array.from({ length: 600 }, (_, i) => {
        const a = wallets[i % 10]!;
        const b = wallets[(i * 7 + 3) % 10]!;
        if (a === b) return settle(Promise.resolve(null));
        return settle(
          ledger.transfer({
            id: `x502-${i}`,
            merchantId: M,
            debit: a,
            credit: b,
            amount: BigInt(1 + (i % 50)),
            kind: 'transfer',
          }),
        );
      }),
    );
    expect(results.every((r) => r.ok || r.code === 'insufficient_funds')).toBe(true);
    let total = 0n;
    for (const w of wallets) total += (await ledger.balance(w)).balance;
    expect(total).toBe(100_000n);
    expect((await ledger.verify()).ok).toBe(true);
  }, 120_000);
});
