import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '@/db/client';
import { createLedger, type Ledger } from '@/modules/ledger/service';
import { createTestDatabase } from '@/test/test-db';
import type { BatchedMove, BatchedResult } from './move-batcher';
import { createVendorRepository, type VendorRepository } from './repository';

const RUNS = Number(process.env.WALLET_BATCH_PROPERTY_RUNS ?? 400);
const PLAYERS = 3;
const M = 1;
const LIMITS = { idleMs: 3_600_000, touchMs: 60_000 };

let database: Database;
let ledger: Ledger;
let repo: VendorRepository;
let vendorId: number;
let bonusId: string;
let run = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = createLedger(database.db);
  repo = createVendorRepository(database.db);
  const [vendor] = await queryRows<{ id: number }>(
    database.db,
    sql`INSERT INTO vendors (code, name, secret) VALUES ('PROP', 'Property vendor', 'secret') RETURNING id`,
  );
  vendorId = vendor!.id;
  // The bonus whose stakes mark a round as one that staked bonus money (what a credit flagged `bonus` asks).
  await queryRows(
    database.db,
    sql`INSERT INTO merchants (id, code, name) VALUES (${M}, 'PROP', 'Property merchant')`,
  );
  const [holder] = await queryRows<{ id: string }>(
    database.db,
    sql`INSERT INTO accounts (merchant_id, username, password_hash, nickname, referral_code)
        VALUES (${M}, 'prop-bonus', 'x', 'prop-bonus', 'PROPBONUS') RETURNING id::text AS id`,
  );
  const [bonus] = await queryRows<{ id: string }>(
    database.db,
    sql`INSERT INTO bonuses (merchant_id, account_id, amount, wagering_required, expires_at)
        VALUES (${M}, ${holder!.id}::bigint, 100, 0, now() + interval '1 day') RETURNING id::text AS id`,
  );
  bonusId = bonus!.id;
});
afterAll(async () => {
  await database.close();
});

type Call = {
  op: 'debit' | 'credit';
  player: number;
  tx: number;
  amount: number;
  badSession: boolean;
  /** The member may hold bonus money: the batch hands back what the bonus is in play for. */
  bonus: boolean;
  /** The call's round staked bonus money. */
  bonusRound: boolean;
};

const call: fc.Arbitrary<Call> = fc.record({
  op: fc.constantFrom('debit' as const, 'credit' as const),
  player: fc.integer({ min: 0, max: PLAYERS - 1 }),
  // A small pool of vendor ids, so that repeats (replays, conflicts) happen within and across batches.
  tx: fc.nat(15),
  amount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 400 })),
  badSession: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
  bonus: fc.integer({ min: 0, max: 2 }).map((n) => n === 0),
  bonusRound: fc.boolean(),
});
const batches = fc.array(fc.array(call, { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 6 });

type Recorded = { op: string; amount: number; player: number; status: 'done' | 'refused'; balance: string };

const money = (minor: number) => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** What the batch must answer for one call, from the model, which it updates. */
function expected(c: Call, key: string, balances: number[], recorded: Map<string, Recorded>): BatchedResult {
  if (c.badSession) return { outcome: 'session_expired', response: null };
  const seen = recorded.get(key);
  if (seen) {
    if (seen.op !== c.op || seen.amount !== c.amount || seen.player !== c.player)
      return { outcome: 'conflict', response: null };
    const response = { transactionId: key, balance: seen.balance, currency: 'MXN' };
    return { outcome: seen.status === 'refused' ? 'refused' : 'replayed', response };
  }
  const bonusInPlay =
    c.bonus && (c.op === 'credit' ? c.bonusRound && c.amount > 0 : c.amount > balances[c.player]!);
  // Handed back to the bonus hooks: nothing moved, nothing recorded.
  if (bonusInPlay) return { outcome: 'bonus', response: null };
  let status: 'done' | 'refused' = 'done';
  if (c.op === 'debit' && c.amount > balances[c.player]!) status = 'refused';
  else if (c.op === 'debit') balances[c.player]! -= c.amount;
  else balances[c.player]! += c.amount;
  const balance = money(balances[c.player]!);
  recorded.set(key, { op: c.op, amount: c.amount, player: c.player, status, balance });
  return { outcome: status, response: { transactionId: key, balance, currency: 'MXN' } };
}

describe(`seamless wallet batch against a model (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers every call of random batches as one call at a time would, and moves money once', async () => {
    const house = await ledger.house(M, 'MXN');
    const vendorAccount = await ledger.account({
      merchantId: M,
      ownerType: 'vendor',
      ownerId: BigInt(vendorId),
      kind: 'bets:0',
      currency: 'MXN',
    });
    await fc.assert(
      fc.asyncProperty(
        batches,
        fc.array(fc.nat(500), { minLength: PLAYERS, maxLength: PLAYERS }),
        async (plan, funds) => {
          run++;
          const wallets: bigint[] = [];
          for (let p = 0; p < PLAYERS; p++) {
            const wallet = await ledger.account({
              merchantId: M,
              ownerType: 'player',
              ownerId: BigInt(run * 10 + p),
              kind: 'main',
              currency: 'MXN',
            });
            if (funds[p]! > 0)
              await ledger.transfer({
                id: `fund-${run}-${p}`,
                merchantId: M,
                debit: house,
                credit: wallet,
                amount: BigInt(funds[p]!),
                kind: 'deposit',
              });
            wallets.push(wallet);
          }
          await queryRows(
            database.db,
            sql`INSERT INTO bonus_stakes (bonus_id, merchant_id, account_id, vendor_id, transaction_id, round_id, stake, bonus_part)
                VALUES (${bonusId}::bigint, ${M}, 1, ${vendorId}, ${`stake-${run}`}, ${`b${run}`}, 1, 1)`,
          );
          const balances = [...funds];
          const recorded = new Map<string, Recorded>();
          for (const batch of plan) {
            const moves: (BatchedMove & { vendorAccountId: bigint })[] = batch.map((c) => ({
              merchantId: M,
              vendorId,
              transactionId: `r${run}-t${c.tx}`,
              accountId: BigInt(run * 10 + c.player),
              roundId: c.bonusRound ? `b${run}` : `r${run}`,
              gameCode: null,
              amount: BigInt(c.amount),
              walletId: wallets[c.player]!,
              vendorAccountId: vendorAccount,
              currency: 'MXN',
              op: c.op,
              sessionHash: c.badSession ? 'no-such-session' : null,
              bonus: c.bonus,
            }));
            const answers = await repo.moveMany(moves, LIMITS);
            const wanted = batch.map((c) => expected(c, `r${run}-t${c.tx}`, balances, recorded));
            expect(answers).toEqual(wanted);
          }
          for (let p = 0; p < PLAYERS; p++) {
            expect((await ledger.balance(wallets[p]!)).balance).toBe(BigInt(balances[p]!));
          }
        },
      ),
      { numRuns: RUNS },
    );
    const report = await ledger.verify();
    expect(report.ok).toBe(true);
  }, 300_000);
});
