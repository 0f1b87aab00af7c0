import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { errorCodeOf } from '@/test/ledger';
import { createTestDatabase } from '@/test/test-db';
import { createLedger, type Ledger } from './service';

let database: Database;
let ledger: Ledger;
beforeAll(async () => {
  database = await createTestDatabase();
  ledger = createLedger(database.db);
});
afterAll(async () => {
  await database.close();
});

const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 1000);
const PLAYERS = 3;

type Op =
  | { type: 'transfer'; from: number; to: number; amount: number; reuse: number | null; pending: boolean }
  | { type: 'settle'; which: number; outcome: 'posted' | 'voided' };

// Account 0 is the house (may go negative); 1..PLAYERS are player wallets.
const account = fc.integer({ min: 0, max: PLAYERS });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    type: fc.constant('transfer' as const),
    from: account,
    to: account,
    amount: fc.oneof(fc.integer({ min: -5, max: 0 }), fc.integer({ min: 1, max: 2_000 })),
    reuse: fc.option(fc.nat(20), { freq: 4 }),
    pending: fc.boolean(),
  }),
  fc.record({
    type: fc.constant('settle' as const),
    which: fc.nat(20),
    outcome: fc.constantFrom('posted' as const, 'voided' as const),
  }),
);

type ModelTransfer = {
  id: string;
  from: number;
  to: number;
  amount: number;
  status: 'pending' | 'posted' | 'voided';
};

let run = 0;

describe('ledger model', () => {
  it('keeps every invariant over random operation sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        const merchantId = 10_000 + ++run;
        const ids: bigint[] = [await ledger.house(merchantId, 'USD')];
        for (let p = 1; p <= PLAYERS; p++) {
          ids.push(
            await ledger.account({
              merchantId,
              ownerType: 'player',
              ownerId: BigInt(p),
              kind: 'main',
              currency: 'USD',
            }),
          );
        }
        const balance = [0, 0, 0, 0];
        const held = [0, 0, 0, 0];
        const transfers: ModelTransfer[] = [];

        for (const [n, step] of ops.entries()) {
          if (step.type === 'transfer') {
            const previous =
              step.reuse !== null ? transfers[step.reuse % Math.max(transfers.length, 1)] : undefined;
            const id = previous ? previous.id : `r${run}-${n}`;
            const code = await errorCodeOf(
              ledger.transfer({
                id,
                merchantId,
                debit: ids[step.from]!,
                credit: ids[step.to]!,
                amount: BigInt(step.amount),
                kind: 'k',
                pending: step.pending,
              }),
            );
            let expected: string | null = null;
            if (step.amount <= 0 || step.from === step.to) expected = 'invalid_transfer';
            else if (previous) {
              const same =
                previous.from === step.from && previous.to === step.to && previous.amount === step.amount;
              expected = same ? null : 'idempotency_conflict';
            } else if (step.from !== 0 && balance[step.from]! - held[step.from]! < step.amount)
              expected = 'insufficient_funds';
            expect(code, JSON.stringify(step)).toBe(expected);
            if (code === null && !previous) {
              transfers.push({
                id,
                from: step.from,
                to: step.to,
                amount: step.amount,
                status: step.pending ? 'pending' : 'posted',
              });
              if (step.pending) held[step.from]! += step.amount;
              else {
                balance[step.from]! -= step.amount;
                balance[step.to]! += step.amount;
              }
            }
          } else {
            const target = transfers[step.which % Math.max(transfers.length, 1)];
            if (!target) continue;
            const code = await errorCodeOf(
              step.outcome === 'posted'
                ? ledger.post(target.id, merchantId)
                : ledger.void(target.id, merchantId),
            );
            const expected =
              target.status === 'pending' || target.status === step.outcome
                ? null
                : 'transfer_already_settled';
            expect(code).toBe(expected);
            if (code === null && target.status === 'pending') {
              held[target.from]! -= target.amount;
              if (step.outcome === 'posted') {
                balance[target.from]! -= target.amount;
                balance[target.to]! += target.amount;
              }
              target.status = step.outcome;
            }
          }
        }

        let sum = 0n;
        for (let a = 0; a <= PLAYERS; a++) {
          const actual = await ledger.balance(ids[a]!);
          expect(actual.balance).toBe(BigInt(balance[a]!));
          expect(actual.held).toBe(BigInt(held[a]!));
          if (a > 0) expect(actual.available >= 0n).toBe(true);
          sum += actual.balance;
        }
        expect(sum).toBe(0n);
      }),
      { numRuns: RUNS },
    );
    const report = await ledger.verify();
    expect(
      report.ok,
      JSON.stringify(report, (_k, v) => (typeof v === 'bigint' ? String(v) : v)),
    ).toBe(true);
  }, 600_000);
});
