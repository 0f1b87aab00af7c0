import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { openTestLedger } from '@/test/ledger';
import type { Ledger } from './service';

let database: Database;
let ledger: Ledger;
let house: bigint;
let seq = 0;
const M = 1;
const id = () => `t-${++seq}`;

beforeAll(async () => {
  ({ database, ledger, house } = await openTestLedger(M));
});
afterAll(() => database.close());

async function funded(amount: bigint) {
  const wallet = await ledger.account({
    merchantId: M,
    ownerType: 'player',
    ownerId: BigInt(++seq),
    kind: 'main',
    currency: 'USD',
  });
  if (amount > 0n)
    await ledger.transfer({ id: id(), merchantId: M, debit: house, credit: wallet, amount, kind: 'deposit' });
  return wallet;
}

describe('ledger transfers', () => {
  it('moves money between two accounts and records both entries', async () => {
    const wallet = await funded(10_000n);
    const result = await ledger.transfer({
      id: id(),
      merchantId: M,
      debit: wallet,
      credit: house,
      amount: 2_500n,
      kind: 'bet',
    });
    expect(result).toMatchObject({ status: 'posted', replayed: false, debitBalance: 7_500n });
    expect((await ledger.balance(wallet)).balance).toBe(7_500n);
    const entries = await ledger.entries(wallet, 10);
    expect(entries.map((e) => [e.entry.amount, e.entry.balanceAfter])).toEqual([
      [-2_500n, 7_500n],
      [10_000n, 10_000n],
    ]);
  });

  it('never overdraws a player wallet and leaves it unchanged on refusal', async () => {
    const wallet = await funded(1_000n);
    await expect(
      ledger.transfer({ id: id(), merchantId: M, debit: wallet, credit: house, amount: 1_001n, kind: 'bet' }),
    ).rejects.toMatchObject({
      code: 'insufficient_funds',
      status: 422,
    });
    expect((await ledger.balance(wallet)).balance).toBe(1_000n);
  });

  it('is idempotent by id, and refuses the same id with another body', async () => {
    const wallet = await funded(5_000n);
    const transferId = id();
    const first = await ledger.transfer({
      id: transferId,
      merchantId: M,
      debit: wallet,
      credit: house,
      amount: 700n,
      kind: 'bet',
    });
    const again = await ledger.transfer({
      id: transferId,
      merchantId: M,
      debit: wallet,
      credit: house,
      amount: 700n,
      kind: 'bet',
    });
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ replayed: true, status: 'posted' });
    expect((await ledger.balance(wallet)).balance).toBe(4_300n);
    await expect(
      ledger.transfer({
        id: transferId,
        merchantId: M,
        debit: wallet,
        credit: house,
        amount: 701n,
        kind: 'bet',
      }),
    ).rejects.toMatchObject({
      code: 'idempotency_conflict',
      status: 409,
    });
  });

  it('refuses self transfers, zero and negative amounts, unknown accounts and foreign merchants', async () => {
    const wallet = await funded(100n);
    for (const bad of [
      { debit: wallet, credit: wallet, amount: 1n },
      { debit: wallet, credit: house, amount: 0n },
      { debit: wallet, credit: house, amount: -5n },
    ]) {
      await expect(ledger.transfer({ id: id(), merchantId: M, kind: 'bet', ...bad })).rejects.toMatchObject({
        code: 'invalid_transfer',
      });
    }
    await expect(
      ledger.transfer({ id: id(), merchantId: M, debit: wallet, credit: 999_999n, amount: 1n, kind: 'bet' }),
    ).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(
      ledger.transfer({ id: id(), merchantId: 2, debit: wallet, credit: house, amount: 1n, kind: 'bet' }),
    ).rejects.toMatchObject({
      code: 'not_found',
    });
    expect((await ledger.balance(wallet)).balance).toBe(100n);
  });

  it('holds funds with a pending transfer, then posts or voids it exactly once', async () => {
    const wallet = await funded(1_000n);
    const hold = id();
    await ledger.transfer({
      id: hold,
      merchantId: M,
      debit: wallet,
      credit: house,
      amount: 600n,
      kind: 'withdrawal',
      pending: true,
    });
    expect(await ledger.balance(wallet)).toEqual({ balance: 1_000n, held: 600n, available: 400n });
    await expect(
      ledger.transfer({ id: id(), merchantId: M, debit: wallet, credit: house, amount: 401n, kind: 'bet' }),
    ).rejects.toMatchObject({
      code: 'insufficient_funds',
    });
    expect((await ledger.post(hold, M)).status).toBe('posted');
    expect((await ledger.post(hold, M)).replayed).toBe(true);
    expect(await ledger.balance(wallet)).toEqual({ balance: 400n, held: 0n, available: 400n });
    await expect(ledger.void(hold, M)).rejects.toMatchObject({ code: 'transfer_already_settled' });

    const second = id();
    await ledger.transfer({
      id: second,
      merchantId: M,
      debit: wallet,
      credit: house,
      amount: 300n,
      kind: 'withdrawal',
      pending: true,
    });
    expect((await ledger.void(second, M)).status).toBe('voided');
    expect(await ledger.balance(wallet)).toEqual({ balance: 400n, held: 0n, available: 400n });
    await expect(ledger.post(second, M)).rejects.toMatchObject({ code: 'transfer_already_settled' });
  });

  it('keeps settled history immutable', async () => {
    const wallet = await funded(100n);
    const transferId = id();
    await ledger.transfer({
      id: transferId,
      merchantId: M,
      debit: wallet,
      credit: house,
      amount: 10n,
      kind: 'bet',
    });
    await expect(
      database.db.execute(sql`UPDATE transfers SET amount = 1 WHERE id = ${transferId}`),
    ).rejects.toThrow();
    await expect(database.db.execute(sql`DELETE FROM ledger_entries`)).rejects.toThrow();
    await expect(
      database.db.execute(sql`DELETE FROM ledger_accounts WHERE id = ${wallet}`),
    ).rejects.toMatchObject({
      cause: { message: 'ledger accounts are never deleted' },
    });
    await expect(
      database.db.execute(sql`UPDATE ledger_accounts SET balance = -1 WHERE id = ${wallet}`),
    ).rejects.toThrow();
  });

  it('verifies: balances match entries and every merchant sums to zero', async () => {
    const report = await ledger.verify();
    expect(report).toMatchObject({ ok: true, mismatches: [], nonZeroSums: [], unbalancedTransfers: [] });
    expect(report.accounts).toBeGreaterThan(5);
  });

  it('verify finds entries that point at no transfer or no account', async () => {
    await database.db.execute(
      sql`INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after) VALUES ('ghost', 999999, 0, 0)`,
    );
    const report = await ledger.verify();
    expect(report.ok).toBe(false);
    expect(report.orphanTransfers).toEqual(['ghost']);
  });
});
