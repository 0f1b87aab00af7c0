import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { type Db, queryRows } from '@/db/client';
import { accounts, merchants } from '@/db/schema';
import { DEMO_PASSWORD } from '@/demo/accounts';
import type { Merchant } from '@/modules/merchants/service';
import { addStaff, demoMerchant } from '@/test/backoffice';
import { bearer, call, freshIp, openStaffSession, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';
import { demoVendorGame, gameTokenFor, vendorCall } from '@/test/vendor-game';
import { offsetMinutes, rangeStart } from './dashboard';

let app: App;
let merchant: Merchant;
let admin: string;
let finance: string;
let content: string;
let seq = 0;
const next = (prefix: string) => `${prefix}-${++seq}`;

const ops = (token: string, url: string) => call(app, {}, { url, headers: bearer(token) });

/** Money as the ledger moves it for a player: deposits and withdrawals through a clearing account. */
async function move(username: string, kind: 'deposit' | 'withdrawal', amount: bigint, pending = false) {
  const account = (await app.services.identity.accounts.byUsername(merchant.id, username))!;
  const { ledger, wallet } = app.services;
  const wallet_ = await wallet.walletOf(merchant, account);
  const clearing = await ledger.account({
    merchantId: merchant.id,
    ownerType: 'clearing',
    ownerId: null,
    kind: 'dashboard-test',
    currency: merchant.currency,
  });
  const [debit, credit] = kind === 'deposit' ? [clearing, wallet_] : [wallet_, clearing];
  await ledger.transfer({ id: next(kind), merchantId: merchant.id, debit, credit, amount, kind, pending });
}

beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
  merchant = await demoMerchant(app);
  admin = await openStaffSession(app, 'operador');
  finance = await addStaff(app, 'tablero', ['finance']);
  content = await addStaff(app, 'redactor', ['content']);

  // A day of business: deposits, withdrawals (one still pending), bets, wins and a rollback at the
  // demo vendor, and balance adjustments both ways.
  await move('jugador1', 'deposit', 150_075n);
  await move('jugador2', 'deposit', 20_001n);
  await move('jugador1', 'withdrawal', 12_345n);
  await move('jugador2', 'withdrawal', 999n, true);
  const { gameCode } = await demoVendorGame(app);
  for (const [username, stakes] of [
    ['jugador1', ['10.50', '3.33', '7.01']],
    ['jugador2', ['25.00']],
  ] as const) {
    const token = await tokenFor(app, username, DEMO_PASSWORD, { ip: freshIp() });
    const playerToken = await gameTokenFor(app, token);
    for (const amount of stakes) {
      const bet = { playerToken, transactionId: next('bet'), roundId: next('round'), gameCode, amount };
      expect((await vendorCall(app, 'debit', bet)).statusCode).toBe(200);
      await vendorCall(app, 'credit', { ...bet, transactionId: next('win'), amount: '4.44' });
    }
    // A stake without a known game, and one rolled back.
    const stray = { playerToken, transactionId: next('bet'), roundId: 'x', gameCode: 'nope', amount: '1.11' };
    await vendorCall(app, 'debit', stray);
    const undone = { playerToken, transactionId: next('bet'), roundId: 'y', gameCode, amount: '2.22' };
    await vendorCall(app, 'debit', undone);
    await vendorCall(app, 'rollback', { playerToken, transactionId: undone.transactionId });
  }
  for (const amount of ['12.34', '-2.10']) {
    const res = await call(
      app,
      {},
      {
        method: 'POST',
        url: '/ops/accounts/jugador2/adjust',
        payload: { amount, reason: 'prueba del tablero' },
        headers: { ...bearer(admin), 'idempotency-key': next('adjust') },
      },
    );
    expect(res.statusCode).toBe(200);
  }
}, 60_000);
afterAll(async () => {
  await app.close();
});

/**
 * The figures recomputed from the ledger's entries (each side of each posted transfer, signed, with
 * the time it was posted), the other way round from the dashboard's own query over transfers.
 */
async function fromEntries(db: Db, from: string, to: string) {
  const rows = await queryRows<Record<string, string>>(
    db,
    sql`WITH e AS (
          SELECT t.kind, e.amount, a.owner_type, a.owner_id, a.currency, e.transfer_id
          FROM ledger_entries e
          JOIN transfers t ON t.id = e.transfer_id
          JOIN ledger_accounts a ON a.id = e.account_id
          WHERE t.merchant_id = ${merchant.id} AND e.at >= ${from}::timestamptz AND e.at < ${to}::timestamptz
        ),
        mine AS (SELECT * FROM e WHERE owner_type = 'player' AND currency = ${merchant.currency})
        SELECT
          (SELECT coalesce(sum(amount), 0) FROM mine WHERE kind = 'deposit')::text AS deposits,
          (SELECT coalesce(-sum(amount), 0) FROM mine WHERE kind = 'withdrawal')::text AS withdrawals,
          (SELECT coalesce(-sum(amount), 0) FROM mine WHERE kind IN ('bet', 'bet_rollback'))::text AS bets,
          (SELECT coalesce(sum(amount), 0) FROM mine WHERE kind = 'win')::text AS wins,
          (SELECT coalesce(sum(amount), 0) FROM mine WHERE kind = 'adjustment')::text AS bonuses,
          (SELECT count(DISTINCT owner_id) FROM mine WHERE kind = 'bet')::text AS active,
          (SELECT coalesce(sum(e.amount), 0) FROM e JOIN mine m ON m.transfer_id = e.transfer_id
            WHERE e.owner_type = 'vendor')::text AS vendor_ggr`,
  );
  return rows[0]!;
}

/** "1250.00" → 125000n */
const minor = (decimal: string) => BigInt(decimal.replace('.', ''));

describe('the dashboard', () => {
  it('equals the sums recomputed from the ledger entries, to the cent', async () => {
    for (const range of ['today', '7d', '30d']) {
      const res = await ops(finance, `/ops/dashboard?range=${range}`);
      expect(res.statusCode).toBe(200);
      const board = res.json().value;
      const expected = await fromEntries(app.services.db, board.from, board.to);
      const { totals } = board;
      expect(minor(totals.deposits)).toBe(BigInt(expected.deposits!));
      expect(minor(totals.withdrawals)).toBe(BigInt(expected.withdrawals!));
      expect(minor(totals.bets)).toBe(BigInt(expected.bets!));
      expect(minor(totals.wins)).toBe(BigInt(expected.wins!));
      expect(minor(totals.ggr)).toBe(BigInt(expected.bets!) - BigInt(expected.wins!));
      // What the vendors kept is what the players lost at them.
      expect(minor(totals.ggr)).toBe(BigInt(expected.vendor_ggr!));
      expect(minor(totals.bonuses)).toBe(BigInt(expected.bonuses!));
      expect(minor(totals.ngr)).toBe(minor(totals.ggr) - BigInt(expected.bonuses!));
      expect(totals.activePlayers).toBe(Number(expected.active));

      // The rows add up to the totals.
      for (const rows of [board.byVendor, board.byGameType]) {
        const sum = (field: 'bets' | 'wins' | 'ggr') =>
          rows.reduce((total: bigint, row: Record<string, string>) => total + minor(row[field]!), 0n);
        expect(sum('bets')).toBe(minor(totals.bets));
        expect(sum('wins')).toBe(minor(totals.wins));
        expect(sum('ggr')).toBe(minor(totals.ggr));
      }
      const days = board.days as Record<string, string>[];
      expect(days.reduce((t, d) => t + minor(d.deposits!), 0n)).toBe(minor(totals.deposits));
    }
  });

  it('shows what this test did, by vendor and game type', async () => {
    const board = (await ops(finance, '/ops/dashboard?range=today')).json().value;
    // The seed's own movements are there too; this test's are at least these.
    expect(minor(board.totals.deposits)).toBeGreaterThanOrEqual(150_075n + 20_001n);
    expect(board.totals.activePlayers).toBeGreaterThanOrEqual(2);
    const demov = board.byVendor.find((r: { key: string }) => r.key === 'DEMOV');
    // 10.50 + 3.33 + 7.01 + 25.00 + 1.11 twice (the two rolled-back 2.22 do not count); 4 wins of 4.44.
    expect(demov).toMatchObject({ bets: '48.06', wins: '17.76', ggr: '30.30', activePlayers: 2 });
    // Only the stray stake has no game: the agent centre's seeded team rounds are played through the
    // seamless wallet, so they count under their game's type and vendor.
    const other = board.byGameType.find((r: { key: string }) => r.key === 'OTHER');
    expect(minor(other.bets)).toBe(222n);
    const pvp = board.byGameType.find((r: { key: string }) => r.key === 'PVP');
    expect(pvp).toMatchObject({ bets: '45.84', wins: '17.76', ggr: '28.08' });
  });

  it('counts new players, and a pending withdrawal only once paid', async () => {
    const before = (await ops(finance, '/ops/dashboard?range=today')).json().value.totals;
    await app.services.db.insert(accounts).values({
      merchantId: merchant.id,
      username: 'recien',
      nickname: 'recien',
      passwordHash: 'x',
      referralCode: 'RRECIEN',
    });
    await move('jugador1', 'withdrawal', 1_000n, true);
    const after = (await ops(finance, '/ops/dashboard?range=today')).json().value.totals;
    expect(after.newPlayers).toBe(before.newPlayers + 1);
    expect(after.withdrawals).toBe(before.withdrawals);
  });

  it('lets an admin switch merchants, and no one else', async () => {
    const [other] = await app.services.db
      .insert(merchants)
      .values({ code: 'tablero-otra', name: 'Otra', currency: 'USD', gmtOffset: '+05:30' })
      .returning({ id: merchants.id });
    const list = (await ops(admin, '/ops/merchants')).json().value;
    expect(list.map((m: { code: string }) => m.code)).toContain('tablero-otra');
    const theirs = (await ops(admin, `/ops/dashboard?merchant=${other!.id}&range=7d`)).json().value;
    expect(theirs.merchant).toMatchObject({ code: 'tablero-otra', currency: 'USD' });
    expect(theirs.totals).toMatchObject({ deposits: '0.00', bets: '0.00', ngr: '0.00', activePlayers: 0 });
    expect((await ops(finance, `/ops/dashboard?merchant=${other!.id}`)).statusCode).toBe(404);
    expect((await ops(finance, `/ops/dashboard?merchant=${merchant.id}`)).statusCode).toBe(200);
    expect((await ops(admin, '/ops/dashboard?merchant=999999')).statusCode).toBe(404);
    expect((await ops(finance, '/ops/merchants')).statusCode).toBe(403);
    expect((await ops(content, '/ops/dashboard')).statusCode).toBe(403);
    expect((await ops(finance, '/ops/dashboard?range=1y')).statusCode).toBe(400);
  });
});

describe('the periods', () => {
  it('start at the merchant’s midnight', () => {
    expect(offsetMinutes('-06:00')).toBe(-360);
    expect(offsetMinutes('+05:30')).toBe(330);
    const now = new Date('2026-03-10T03:00:00Z'); // 21:00 on the 9th in GMT-6
    expect(rangeStart(now, '-06:00', 1).toISOString()).toBe('2026-03-09T06:00:00.000Z');
    expect(rangeStart(now, '+00:00', 1).toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(rangeStart(now, '-06:00', 7).toISOString()).toBe('2026-03-03T06:00:00.000Z');
  });
});
