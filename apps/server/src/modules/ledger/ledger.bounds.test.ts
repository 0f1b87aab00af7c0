import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { errorCodeOf, openTestLedger } from '@/test/ledger';
import { MONEY_CEILING } from './bounds';
import type { Ledger } from './service';

let database: Database;
let ledger: Ledger;
let house: bigint;
let seq = 0;
const M = 1;
const id = () => `b-${++seq}`;

beforeAll(async () => {
  ({ database, ledger, house } = await openTestLedger(M));
});
afterAll(() => database.close());

const wallet = () =>
  ledger.account({
    merchantId: M,
    ownerType: 'player',
    ownerId: BigInt(++seq),
    kind: 'main',
    currency: 'USD',
  });
const systemAccount = () =>
  ledger.account({ merchantId: M, ownerType: 'clearing', ownerId: null, kind: `c${++seq}`, currency: 'USD' });

/** The error code of a deposit from debit to credit, or null when it is booked. */
const depositCode = (debit: bigint, credit: bigint, amount: bigint) =>
  errorCodeOf(ledger.transfer({ id: id(), merchantId: M, debit, credit, amount, kind: 'deposit' }));

describe('the money ceiling', () => {
  it('takes an amount and a balance of exactly the ceiling, and refuses one minor unit more', async () => {
    const source = await systemAccount();
    const full = await wallet();
    expect(await depositCode(source, full, MONEY_CEILING)).toBeNull();
    expect((await ledger.balance(full)).balance).toBe(MONEY_CEILING);
    const over = id();
    await expect(
      ledger.transfer({ id: over, merchantId: M, debit: house, credit: full, amount: 1n, kind: 'deposit' }),
    ).rejects.toMatchObject({
      code: 'amount_out_of_range',
      status: 422,
      details: { max: '100000000000.00' },
    });
    expect(await ledger.transferById(over)).toBeUndefined();
    expect((await ledger.balance(full)).balance).toBe(MONEY_CEILING);
    // The system side went to minus the ceiling: it refuses to go further too.
    expect((await ledger.balance(source)).balance).toBe(-MONEY_CEILING);
    expect(await depositCode(source, await wallet(), 1n)).toBe('amount_out_of_range');
  });

  it('refuses a single amount over the ceiling, posted or pending, and books nothing', async () => {
    const target = await wallet();
    for (const pending of [false, true]) {
      const transferId = id();
      await expect(
        ledger.transfer({
          id: transferId,
          merchantId: M,
          debit: house,
          credit: target,
          amount: 99_999_999_999_999_999n,
          kind: 'deposit',
          pending,
        }),
      ).rejects.toMatchObject({ code: 'amount_out_of_range' });
      expect(await ledger.transferById(transferId)).toBeUndefined();
    }
    expect(await ledger.balance(target)).toEqual({ balance: 0n, held: 0n, available: 0n });
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('inside a caller’s transaction, the refusal rolls the whole transaction back', async () => {
    const target = await wallet();
    const first = id();
    await expect(
      database.db.transaction(async (tx) => {
        const inTx = ledger.inTransaction(tx);
        await inTx.transfer({
          id: first,
          merchantId: M,
          debit: house,
          credit: target,
          amount: 5n,
          kind: 'x',
        });
        await inTx.transfer({
          id: id(),
          merchantId: M,
          debit: house,
          credit: target,
          amount: MONEY_CEILING,
          kind: 'x',
        });
      }),
    ).rejects.toMatchObject({ code: 'amount_out_of_range' });
    expect(await ledger.transferById(first)).toBeUndefined();
    expect((await ledger.balance(target)).balance).toBe(0n);
  });

  it('property: whatever the amounts, balances stay within the ceiling and refusals book nothing', async () => {
    const near = fc.bigInt({ min: MONEY_CEILING - 1_000n, max: MONEY_CEILING + 1_000n });
    const any = fc.bigInt({ min: 1n, max: 99_999_999_999_999_999n });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(near, any, fc.bigInt({ min: 1n, max: 5_000n })), { maxLength: 6 }),
        async (amounts) => {
          const source = await systemAccount();
          const target = await wallet();
          let expected = 0n;
          for (const amount of amounts) {
            const transferId = id();
            const code = await errorCodeOf(
              ledger.transfer({
                id: transferId,
                merchantId: M,
                debit: source,
                credit: target,
                amount,
                kind: 'p',
              }),
            );
            const fits = amount <= MONEY_CEILING && expected + amount <= MONEY_CEILING;
            expect(code).toBe(fits ? null : 'amount_out_of_range');
            if (fits) expected += amount;
            else expect(await ledger.transferById(transferId)).toBeUndefined();
            expect((await ledger.balance(target)).balance).toBe(expected);
            expect((await ledger.balance(source)).balance).toBe(-expected);
          }
        },
      ),
      { numRuns: Number(process.env.LEDGER_PROPERTY_RUNS ?? 60) },
    );
    expect((await ledger.verify()).ok).toBe(true);
  });
});
