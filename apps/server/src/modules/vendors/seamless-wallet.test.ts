import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { sessions } from '@/db/schema';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { DEMO_VENDOR_SECRET } from '@/demo/vendor';
import { hashToken } from '@/modules/identity/tokens';
import { bearer, call, freshIp, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';
import { gameTokenFor } from '@/test/vendor-game';
import { sign } from './signature';

let app: App;
/** The member's own session token, and the game token of a launch of the demo vendor's game. */
let member: string;
let token: string;
let playerId: string;
let tx = 0;
const nextTx = () => `tx-${++tx}`;

beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
  member = await tokenFor(app, 'jugador2', DEMO_PASSWORD, { ip: freshIp() });
  token = await gameTokenFor(app, member);
  playerId = (await call(app, {}, { url: '/wps/member/info', headers: bearer(member) })).json().value.id;
});
afterAll(async () => {
  await app.close();
});

function vendorCall(
  op: string,
  body: Record<string, unknown>,
  secret = DEMO_VENDOR_SECRET,
  vendor = 'DEMOV',
) {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: `/vendor/${vendor}/wallet/${op}`,
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-signature': sign(secret, raw) },
  });
}

const balance = async () => (await vendorCall('balance', { playerToken: token })).json().value.balance;

describe('seamless wallet', () => {
  it('answers the balance for a token or a player id', async () => {
    expect(await balance()).toBe('1000.00');
    expect((await vendorCall('balance', { playerId })).json().value).toEqual({
      transactionId: null,
      balance: '1000.00',
      currency: 'MXN',
    });
  });

  it('refuses a bad or missing signature and an unknown vendor with 401', async () => {
    const raw = JSON.stringify({ playerToken: token });
    const forged = await app.inject({
      method: 'POST',
      url: '/vendor/DEMOV/wallet/balance',
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-signature': sign('wrong-secret', raw) },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('invalid_signature');
    const missing = await app.inject({
      method: 'POST',
      url: '/vendor/DEMOV/wallet/balance',
      payload: raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(missing.statusCode).toBe(401);
    expect((await vendorCall('balance', { playerToken: token }, DEMO_VENDOR_SECRET, 'NOPE')).statusCode).toBe(
      401,
    );
  });

  it('debits and credits, each once however often it is repeated', async () => {
    const bet = {
      playerToken: token,
      transactionId: nextTx(),
      roundId: 'r1',
      gameCode: 'g1',
      amount: '10.50',
    };
    const first = await vendorCall('debit', bet);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toEqual({
      transactionId: bet.transactionId,
      balance: '989.50',
      currency: 'MXN',
    });
    const again = await vendorCall('debit', bet);
    expect(again.json().value).toEqual(first.json().value);
    const win = {
      playerToken: token,
      transactionId: nextTx(),
      roundId: 'r1',
      gameCode: 'g1',
      amount: '25.00',
    };
    expect((await vendorCall('credit', win)).json().value.balance).toBe('1014.50');
    expect((await vendorCall('credit', win)).json().value.balance).toBe('1014.50');
    expect(await balance()).toBe('1014.50');
  });

  it('refuses the same id with another amount or operation', async () => {
    const id = nextTx();
    await vendorCall('debit', { playerToken: token, transactionId: id, amount: '1.00' });
    const other = await vendorCall('debit', { playerToken: token, transactionId: id, amount: '2.00' });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('idempotency_conflict');
    expect(
      (await vendorCall('credit', { playerToken: token, transactionId: id, amount: '1.00' })).json().code,
    ).toBe('idempotency_conflict');
  });

  it('answers 422 insufficient_funds with the balance unchanged, and the same on a repeat', async () => {
    const before = await balance();
    const bet = { playerToken: token, transactionId: nextTx(), amount: '999999.00' };
    const res = await vendorCall('debit', bet);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'insufficient_funds', details: { balance: before } });
    expect(await balance()).toBe(before);
    expect((await vendorCall('debit', bet)).statusCode).toBe(422);
  });

  it('rolls a debit back once, and remembers rollbacks of unknown ids', async () => {
    const before = await balance();
    const bet = { playerToken: token, transactionId: nextTx(), amount: '5.00' };
    await vendorCall('debit', bet);
    const rolled = await vendorCall('rollback', { playerToken: token, transactionId: bet.transactionId });
    expect(rolled.json().value.balance).toBe(before);
    expect(
      (await vendorCall('rollback', { playerToken: token, transactionId: bet.transactionId })).json().value
        .balance,
    ).toBe(before);
    expect((await vendorCall('debit', bet)).json().code).toBe('transaction_rolled_back');

    const ghost = nextTx();
    expect((await vendorCall('rollback', { playerToken: token, transactionId: ghost })).statusCode).toBe(200);
    const late = await vendorCall('debit', { playerToken: token, transactionId: ghost, amount: '5.00' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('transaction_rolled_back');
    expect(await balance()).toBe(before);
  });

  it('accepts credits and rollbacks after the session expired, but no new debits', async () => {
    const short = await gameTokenFor(app, await tokenFor(app, 'jugador2', DEMO_PASSWORD, { ip: freshIp() }));
    const bet = { playerToken: short, transactionId: nextTx(), amount: '3.00' };
    await vendorCall('debit', bet);
    await app.services.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(short)));
    const win = await vendorCall('credit', { playerToken: short, transactionId: nextTx(), amount: '6.00' });
    expect(win.statusCode).toBe(200);
    expect(
      (await vendorCall('credit', { playerId, transactionId: nextTx(), amount: '1.00' })).statusCode,
    ).toBe(200);
    const refused = await vendorCall('debit', {
      playerToken: short,
      transactionId: nextTx(),
      amount: '1.00',
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('session_expired');
    expect(
      (await vendorCall('debit', { playerId, transactionId: nextTx(), amount: '1.00' })).statusCode,
    ).toBe(401);
  });

  it('answers bad input with 400 and never a 500', async () => {
    for (const body of [
      { playerToken: token, transactionId: nextTx(), amount: 10 },
      { playerToken: token, transactionId: nextTx(), amount: '1e3' },
      { playerToken: token, transactionId: nextTx(), amount: '-5.00' },
      { playerToken: token, transactionId: '', amount: '1.00' },
      { transactionId: nextTx(), amount: '1.00' },
      { playerToken: token, transactionId: 'x'.repeat(201), amount: '1.00' },
    ]) {
      const res = await vendorCall('debit', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const raw = '{"playerToken": ';
    const broken = await app.inject({
      method: 'POST',
      url: '/vendor/DEMOV/wallet/debit',
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-signature': sign(DEMO_VENDOR_SECRET, raw) },
    });
    expect(broken.statusCode).toBe(400);
    expect(
      (await vendorCall('credit', { playerId: '999999', transactionId: nextTx(), amount: '1.00' }))
        .statusCode,
    ).toBe(404);
  });

  it('gives every call of a concurrent burst its own answer when calls share a batch', async () => {
    const before = Number(await balance());
    const revoked = await gameTokenFor(
      app,
      await tokenFor(app, 'jugador2', DEMO_PASSWORD, { ip: freshIp() }),
    );
    await app.services.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(revoked)));
    const ids = Array.from({ length: 20 }, () => nextTx());
    const debit = (transactionId: string, amount = '0.01', playerToken = token) =>
      vendorCall('debit', { playerToken, transactionId, roundId: `burst-${transactionId}`, amount });
    const burst = await Promise.all([
      ...ids.map((id) => debit(id)),
      ...ids.slice(0, 10).map((id) => debit(id)),
      debit(ids[0]!, '0.02'),
      debit(nextTx(), '0.01', revoked),
      debit(nextTx(), '99999.00'),
    ]);
    const codes = burst.map((r) => r.statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes.slice(30)).toEqual([409, 401, 422]);
    expect(burst[30]!.json().code).toBe('idempotency_conflict');
    expect(burst[31]!.json().code).toBe('session_expired');
    expect(burst[32]!.json().code).toBe('insufficient_funds');
    for (let i = 0; i < 10; i++) expect(burst[20 + i]!.json().value).toEqual(burst[i]!.json().value);
    expect(Number(await balance())).toBeCloseTo(before - 0.2, 2);
  });

  it('never overdraws under concurrent debits: exactly as many as the balance covers go through', async () => {
    const startMinor = Math.round(Number(await balance()) * 100);
    const stake = Math.floor(startMinor / 50);
    const results = await Promise.all(
      Array.from({ length: 60 }, () =>
        vendorCall('debit', {
          playerToken: token,
          transactionId: nextTx(),
          roundId: 'drain',
          amount: (stake / 100).toFixed(2),
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(50);
    expect(codes.filter((c) => c === 422)).toHaveLength(10);
    expect(Math.round(Number(await balance()) * 100)).toBe(startMinor - 50 * stake);
    const credit = await vendorCall('credit', {
      playerToken: token,
      transactionId: nextTx(),
      roundId: 'drain',
      amount: ((50 * stake) / 100).toFixed(2),
    });
    expect(credit.statusCode).toBe(200);
  });

  it('keeps the ledger verified', async () => {
    expect((await app.services.ledger.verify()).ok).toBe(true);
  });
});

describe('wallet and demo funding', () => {
  it('GET /wps/v2/wallets/balance shows balance, held and available', async () => {
    const res = await call(app, {}, { url: '/wps/v2/wallets/balance', headers: bearer(member) });
    expect(res.json().value).toMatchObject({ currency: 'MXN', currencySymbol: '$', held: '0.00' });
    expect((await app.inject({ url: '/wps/v2/wallets/balance' })).statusCode).toBe(401);
  });

  it('POST /dev/fund credits once per idempotency key', async () => {
    const before = Number(await balance());
    const fund = () =>
      app.inject({
        method: 'POST',
        url: '/dev/fund',
        payload: { username: 'jugador2', amount: '100.00' },
        headers: { 'idempotency-key': 'fund-1' },
      });
    expect((await fund()).json().value).toMatchObject({ replayed: false });
    expect((await fund()).json().value).toMatchObject({ replayed: true });
    expect(Number(await balance())).toBe(before + 100);
    const conflict = await app.inject({
      method: 'POST',
      url: '/dev/fund',
      payload: { username: 'jugador2', amount: '5.00' },
      headers: { 'idempotency-key': 'fund-1' },
    });
    expect(conflict.statusCode).toBe(409);
  });
});
