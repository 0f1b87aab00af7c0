import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { bearer, call, freshIp, loginAs, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';
import { gameTokenFor, vendorCall } from '@/test/vendor-game';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
});
afterAll(async () => {
  await app.close();
});

const as = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  call(app, {}, { method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

async function gameWith(engine: string) {
  const rows = await app.services.db.execute(
    sql`SELECT id::text AS id FROM games WHERE engine = ${engine} ORDER BY id LIMIT 1`,
  );
  return (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
}

async function launch(token: string, engine: string) {
  return call(
    app,
    {},
    {
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { nodeId: await gameWith(engine) },
      headers: bearer(token),
    },
  );
}

async function session(token: string, engine: string) {
  const res = await launch(token, engine);
  expect(res.statusCode).toBe(200);
  const launchToken = new URL(res.json().value.url, 'http://x').searchParams.get('launch')!;
  const auth = await app.inject({ method: 'POST', url: '/rgs/authenticate', payload: { launchToken } });
  expect(auth.statusCode).toBe(200);
  return auth.json().value.sessionId as string;
}

const play = (body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/rgs/play', payload: body });
const available = async (token: string) =>
  (await as(token, 'GET', '/wps/v2/wallets/balance')).json().value.available as string;

describe('responsible gaming', () => {
  it('shows no limits at first, and refuses out-of-range settings with 400', async () => {
    const token = await tokenFor(app, 'cliente1', DEMO_PASSWORD, { ip: freshIp() });
    const view = (await as(token, 'GET', '/wps/rg')).json().value;
    expect(view).toMatchObject({
      limits: { loss: { day: null, week: null, month: null }, wager: { day: null, week: null, month: null } },
      pending: [],
      realityCheckMinutes: 0,
      coolOffUntil: null,
      selfExcludedUntil: null,
    });
    for (const minutes of [5, 14, 121]) {
      expect((await as(token, 'PUT', '/wps/rg/reality-check', { minutes })).statusCode).toBe(400);
    }
    expect(
      (await as(token, 'PUT', '/wps/rg/reality-check', { minutes: 30 })).json().value.realityCheckMinutes,
    ).toBe(30);
    expect(
      (await as(token, 'PUT', '/wps/rg/reality-check', { minutes: 0 })).json().value.realityCheckMinutes,
    ).toBe(0);
    expect((await as(token, 'POST', '/wps/rg/cool-off', { hours: 23 })).statusCode).toBe(400);
    expect((await as(token, 'POST', '/wps/rg/cool-off', { hours: 1009 })).statusCode).toBe(400);
    expect((await as(token, 'POST', '/wps/rg/self-exclusion', { months: 5 })).statusCode).toBe(400);
    expect((await as(token, 'POST', '/wps/rg/self-exclusion', { months: 61 })).statusCode).toBe(400);
    expect((await as(token, 'PUT', '/wps/rg/limits', { loss: { day: '0' } })).statusCode).toBe(400);
    expect((await as(token, 'PUT', '/wps/rg/limits', { loss: { day: '-1' } })).statusCode).toBe(400);
  });

  it('needs a session; a free-play account may read but not set', async () => {
    expect((await app.inject({ url: '/wps/rg' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: '/wps/rg/limits', payload: {} })).statusCode).toBe(401);
    const free = await call(
      app,
      { ip: freshIp() },
      { method: 'POST', url: '/wps/session/login/freeplay', payload: {} },
    );
    if (free.statusCode === 200) {
      const trial = free.json().value.token as string;
      expect((await as(trial, 'PUT', '/wps/rg/limits', { loss: { day: '5.00' } })).statusCode).toBe(403);
    }
  });

  it('applies a tighter limit at once and a looser one after 24 hours (business clock)', async () => {
    const token = await tokenFor(app, 'cliente2', DEMO_PASSWORD, { ip: freshIp() });
    let view = (await as(token, 'PUT', '/wps/rg/limits', { wager: { week: '100.00' } })).json().value;
    expect(view.limits.wager.week).toBe('100.00');
    view = (await as(token, 'PUT', '/wps/rg/limits', { wager: { week: '50.00' } })).json().value;
    expect(view.limits.wager.week).toBe('50.00');
    view = (await as(token, 'PUT', '/wps/rg/limits', { wager: { week: null } })).json().value;
    expect(view.limits.wager.week).toBe('50.00');
    expect(view.pending).toEqual([expect.objectContaining({ kind: 'wager', period: 'week', amount: null })]);
    app.services.clock.advance(25 * 3_600_000);
    view = (await as(token, 'GET', '/wps/rg')).json().value;
    expect(view.limits.wager.week).toBeNull();
    expect(view.pending).toEqual([]);
  });

  it('counts an open stake as lost: a daily loss limit refuses the bet that could pass it, moving no money', async () => {
    const token = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
    expect((await as(token, 'PUT', '/wps/rg/limits', { loss: { day: '5.00' } })).statusCode).toBe(200);
    const dice = await session(token, 'dice');
    const before = await available(token);
    const tooMuch = await play({
      sessionId: dice,
      bet: '6.00',
      params: { target: 4950, direction: 'under' },
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ code: 'rg_limit', details: { kind: 'loss', period: 'day' } });
    expect(await available(token)).toBe(before);
    // A mines round stays open: its 3.00 count as lost until it settles.
    const mines = await session(token, 'mines');
    const open = await play({ sessionId: mines, bet: '3.00', params: { mines: 1 } });
    expect(open.statusCode).toBe(200);
    const refused = await play({
      sessionId: dice,
      bet: '3.00',
      params: { target: 4950, direction: 'under' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('rg_limit');
    const view = (await as(token, 'GET', '/wps/rg')).json().value;
    expect(view.usage.loss.day).toBe('3.00');
    expect(view.usage.wager.day).toBe('3.00');
    // Within the limit is fine, and a retry of that bet (same Idempotency-Key) is answered as it was,
    // though its own stake has used the limit up.
    const keyed = (bet: string) =>
      app.inject({
        method: 'POST',
        url: '/rgs/play',
        headers: { 'idempotency-key': 'rg-retried-bet' },
        payload: { sessionId: dice, bet, params: { target: 4950, direction: 'under' } },
      });
    // The wager limit (stakes, won or lost) makes the retry's case certain: 3.00 + 2.00 fills it.
    expect((await as(token, 'PUT', '/wps/rg/limits', { wager: { day: '5.00' } })).statusCode).toBe(200);
    const last = await keyed('2.00');
    expect(last.statusCode).toBe(200);
    const retried = await keyed('2.00');
    expect(retried.statusCode).toBe(200);
    expect(retried.json().value.round.roundId).toBe(last.json().value.round.roundId);
  });

  it('a wager limit binds the vendor wallet’s debit; a credit is never refused', async () => {
    const token = await tokenFor(app, 'agente2', DEMO_PASSWORD, { ip: freshIp() });
    const gameToken = await gameTokenFor(app, token);
    await as(token, 'PUT', '/wps/rg/limits', { wager: { day: '10.00' } });
    const ok = await vendorCall(app, 'debit', {
      playerToken: gameToken,
      transactionId: 'rg-w-1',
      roundId: 'r1',
      amount: '8.00',
    });
    expect(ok.statusCode).toBe(200);
    const refused = await vendorCall(app, 'debit', {
      playerToken: gameToken,
      transactionId: 'rg-w-2',
      roundId: 'r2',
      amount: '3.00',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('rg_limit');
    // The vendor's retry of the debit it already made gets its stored answer, not a refusal.
    const fill = await vendorCall(app, 'debit', {
      playerToken: gameToken,
      transactionId: 'rg-w-4',
      roundId: 'r4',
      amount: '2.00',
    });
    expect(fill.statusCode).toBe(200);
    const retry = await vendorCall(app, 'debit', {
      playerToken: gameToken,
      transactionId: 'rg-w-4',
      roundId: 'r4',
      amount: '2.00',
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().value).toEqual(fill.json().value);
    const credit = await vendorCall(app, 'credit', {
      playerToken: gameToken,
      transactionId: 'rg-w-3',
      roundId: 'r1',
      amount: '20.00',
    });
    expect(credit.statusCode).toBe(200);
  });

  it('a cool-off lets the member sign in and read, refuses play, launches, debits and deposits until it ends', async () => {
    const ip = freshIp();
    const token = await tokenFor(app, 'jugador2', DEMO_PASSWORD, { ip });
    const gameToken = await gameTokenFor(app, token);
    const res = await as(token, 'POST', '/wps/rg/cool-off', { hours: 24 });
    expect(res.statusCode).toBe(200);
    // A shorter one never shortens it.
    const until = res.json().value.coolOffUntil;
    expect(
      (await as(token, 'POST', '/wps/rg/cool-off', { hours: 24 })).json().value.coolOffUntil >= until,
    ).toBe(true);

    expect((await launch(token, 'dice')).json()).toMatchObject({ code: 'rg_blocked' });
    expect((await launch(token, 'dice')).statusCode).toBe(403);
    const debit = await vendorCall(app, 'debit', {
      playerToken: gameToken,
      transactionId: 'rg-c-1',
      roundId: 'c1',
      amount: '1.00',
    });
    expect(debit.statusCode).toBe(403);
    expect(debit.json().code).toBe('rg_blocked');
    const deposit = await as(token, 'POST', '/wps/payments/deposits', { methodId: '1', amount: '200.00' });
    expect(deposit.statusCode).toBe(403);
    expect(deposit.json().code).toBe('rg_blocked');
    // Sign-in and records still work.
    expect((await loginAs(app, 'jugador2', DEMO_PASSWORD, {}, { ip })).statusCode).toBe(200);
    expect((await as(token, 'GET', '/wps/member/bettingRecord')).statusCode).toBe(200);

    expect((await app.inject({ method: 'POST', url: '/dev/clock', payload: { hours: 25 } })).statusCode).toBe(
      200,
    );
    expect((await launch(token, 'dice')).statusCode).toBe(200);
    const after = await vendorCall(app, 'debit', {
      playerToken: gameToken,
      transactionId: 'rg-c-2',
      roundId: 'c2',
      amount: '1.00',
    });
    expect(after.statusCode).toBe(200);
  });

  it('a self-exclusion cannot be shortened or lifted', async () => {
    const token = await tokenFor(app, 'cliente3', DEMO_PASSWORD, { ip: freshIp() });
    const first = (await as(token, 'POST', '/wps/rg/self-exclusion', { months: 12 })).json().value
      .selfExcludedUntil;
    const again = (await as(token, 'POST', '/wps/rg/self-exclusion', { months: 6 })).json().value
      .selfExcludedUntil;
    expect(again).toBe(first);
    expect((await as(token, 'PUT', '/wps/rg/limits', { loss: { day: null } })).statusCode).toBe(200);
    expect((await launch(token, 'dice')).statusCode).toBe(403);
    await app.inject({ method: 'POST', url: '/dev/clock', payload: { hours: 24 * 40 } });
    expect((await launch(token, 'dice')).statusCode).toBe(403);
    expect((await as(token, 'GET', '/wps/rg')).json().value.selfExcludedUntil).toBe(first);
  });
});
