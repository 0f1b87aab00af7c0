import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { queryRows } from '@/db/client';
import { accounts } from '@/db/schema';
import { DEMO_PASSWORD } from '@/demo/accounts';
import type { AccountRow } from '@/modules/identity/accounts';
import { hashPassword } from '@/modules/identity/passwords';
import type { Merchant } from '@/modules/merchants/service';
import { demoMerchant } from '@/test/backoffice';
import { bearer, call, freshIp, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';
import { gameTokenFor, vendorCall } from '@/test/vendor-game';

const RUNS = Number(process.env.BONUS_PROPERTY_RUNS ?? 20);
/** Large enough that no sequence meets it: the model then never sees a conversion. */
const MULTIPLE = 1000;

let app: App;
let merchant: Merchant;
let account: AccountRow;
let token: string;
let playerToken: string;
let gameCode: string;
let payoutAccountId: number;
let run = 0;

beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
  merchant = await demoMerchant(app);
  const username = `prop${crypto.randomInt(1_000_000)}`;
  await app.services.db.insert(accounts).values({
    merchantId: merchant.id,
    username,
    nickname: username,
    type: 0,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    paymentPasswordHash: await hashPassword('123456'),
    referralCode: `Q${username.toUpperCase()}`,
  });
  token = await tokenFor(app, username, DEMO_PASSWORD, { ip: freshIp() });
  const info = (await call(app, {}, { url: '/wps/member/info', headers: bearer(token) })).json().value;
  account = (await app.services.identity.accounts.byId(BigInt(info.id)))!;
  playerToken = await gameTokenFor(app, token);
  const [game] = await queryRows<{ game_code: string }>(
    app.services.db,
    sql`SELECT g.game_code FROM games g JOIN vendors v ON v.id = g.vendor_id WHERE v.code = 'DEMOV' LIMIT 1`,
  );
  gameCode = game!.game_code;
  const payout = await call(
    app,
    {},
    {
      method: 'POST',
      url: '/wps/payments/payout-accounts',
      headers: bearer(token),
      payload: {
        bankName: 'BBVA',
        holderName: 'Prop Test',
        accountNumber: '012180001234567891',
        paymentPassword: '123456',
      },
    },
  );
  payoutAccountId = payout.json().value.id;
}, 120_000);
afterAll(async () => {
  await app.close();
});

type Step =
  | { kind: 'deposit'; amount: number }
  | { kind: 'grant'; amount: number }
  | { kind: 'bet'; amount: number }
  | { kind: 'win'; pick: number; amount: number }
  | { kind: 'expire' }
  | { kind: 'withdraw'; amount: number; forfeit: boolean };

/** Amounts in whole currency units; minor units are × 100. */
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 1, max: 500 }) }),
  fc.record({ kind: fc.constant('grant' as const), amount: fc.integer({ min: 1, max: 300 }) }),
  fc.record({ kind: fc.constant('bet' as const), amount: fc.integer({ min: 1, max: 600 }) }),
  fc.record({ kind: fc.constant('bet' as const), amount: fc.integer({ min: 1, max: 600 }) }),
  fc.record({
    kind: fc.constant('win' as const),
    pick: fc.nat(20),
    amount: fc.integer({ min: 0, max: 1_000 }),
  }),
  fc.record({ kind: fc.constant('expire' as const) }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    amount: fc.integer({ min: 1, max: 300 }),
    forfeit: fc.boolean(),
  }),
);

const m = () => ({ merchantId: merchant.id, currency: merchant.currency });
const money = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
const ceilShare = (win: bigint, part: bigint, stake: bigint) => {
  const share = (win * part + stake - 1n) / stake;
  return share > win ? win : share;
};

async function balances() {
  const cash = (await app.services.wallet.balance(merchant, account)).available;
  const bonus = await app.services.promotions.bonus.balanceOf(m(), account.id);
  return { cash, bonus };
}

async function errorCode(work: Promise<unknown>) {
  try {
    await work;
    return null;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

describe('bonus money (property)', () => {
  it('never lets the withdrawable balance hold unwagered bonus money, and the ledger verifies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        run += 1;
        // Start clean: any bonus left by the previous run is forfeited.
        await app.services.promotions.bonus.beforeWithdrawal(m(), account.id, true);
        let { cash, bonus } = await balances();
        expect(bonus).toBe(0n);
        let active: string | null = null;
        const closed = new Set<string>();
        const rounds: {
          id: string;
          stake: bigint;
          bonusPart: bigint;
          bonusId: string | null;
          paid: boolean;
        }[] = [];
        for (const [i, s] of steps.entries()) {
          const ref = `p${run}-${i}`;
          if (s.kind === 'deposit') {
            const amount = BigInt(s.amount) * 100n;
            await app.services.wallet.adjust(
              merchant,
              account,
              amount,
              `prop-deposit:${ref}`,
              'property deposit',
            );
            cash += amount;
          } else if (s.kind === 'grant') {
            const amount = BigInt(s.amount) * 100n;
            const id = await app.services.promotions.bonus.grant(m(), {
              accountId: account.id,
              amount,
              multiple: MULTIPLE,
              days: 30,
              reference: `prop-grant:${ref}`,
              promotionId: null,
              titles: { es: 'Prueba', en: 'Test' },
            });
            if (active) expect(String(id)).toBe(active);
            active = String(id);
            bonus += amount;
          } else if (s.kind === 'bet') {
            const stake = BigInt(s.amount) * 100n;
            const res = await vendorCall(app, 'debit', {
              playerToken,
              transactionId: `bet-${ref}`,
              roundId: `round-${ref}`,
              gameCode,
              amount: money(stake),
              currency: 'MXN',
            });
            if (cash >= stake) {
              expect(res.statusCode).toBe(200);
              cash -= stake;
              rounds.push({ id: `round-${ref}`, stake, bonusPart: 0n, bonusId: null, paid: false });
            } else if (active && cash + bonus >= stake) {
              expect(res.statusCode).toBe(200);
              const part = stake - cash;
              bonus -= part;
              cash = 0n;
              rounds.push({ id: `round-${ref}`, stake, bonusPart: part, bonusId: active, paid: false });
            } else {
              expect(res.statusCode).toBe(422);
            }
          } else if (s.kind === 'win') {
            const open = rounds.filter((r) => !r.paid);
            const round = open[s.pick % Math.max(open.length, 1)];
            if (!round) continue;
            round.paid = true;
            const win = BigInt(s.amount) * 100n;
            const res = await vendorCall(app, 'credit', {
              playerToken,
              transactionId: `win-${ref}`,
              roundId: round.id,
              gameCode,
              amount: money(win),
              currency: 'MXN',
            });
            expect(res.statusCode).toBe(200);
            const share = round.bonusPart > 0n ? ceilShare(win, round.bonusPart, round.stake) : 0n;
            cash += win - share;
            if (share > 0n && round.bonusId === active) bonus += share;
            else if (share > 0n) expect(closed.has(round.bonusId!)).toBe(true);
          } else if (s.kind === 'expire') {
            const far = new Date(app.services.clock.now().getTime() + 10_000 * 86_400_000);
            await app.services.promotions.bonus.expireDue(far, async () => merchant.currency);
            if (active) closed.add(active);
            active = null;
            bonus = 0n;
          } else {
            const amount = BigInt(s.amount) * 100n;
            const code = await errorCode(
              app.services.withdrawals.request(
                merchant,
                account,
                {
                  payoutAccountId,
                  amount: money(amount),
                  paymentPassword: '123456',
                  forfeitBonus: s.forfeit,
                },
                `prop-withdraw:${ref}`,
              ),
            );
            if (amount > cash) expect(code).toBe('insufficient_funds');
            else if (active && !s.forfeit) expect(code).toBe('bonus_wagering_open');
            else {
              expect(code).toBeNull();
              if (active) closed.add(active);
              active = null;
              bonus = 0n;
              cash -= amount;
            }
          }
          // The withdrawable (real) balance is exactly the model's real money: no bonus money in it.
          const now = await balances();
          expect(now.cash).toBe(cash);
          expect(now.bonus).toBe(bonus);
        }
        expect((await app.services.ledger.verify()).ok).toBe(true);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
