import fs from 'node:fs';
import { ACTORS, type Actor, expectedAccess, ROUTE_ACCESS } from '@crupier/contract/access';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { bearer, call, freshIp, seal, staffToken, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';

/**
 * The authorization matrix: every API route, called by every kind of caller, gets exactly the answer
 * the contract's ROUTE_ACCESS table says. Requests carry no valid body, so an allowed caller reaches
 * validation or the handler (any answer but 401/403, and never a 500), and a refused one is stopped
 * before either.
 */
let app: App;
const tokens: Partial<Record<Actor, string>> = {};
const merchantOf: Partial<Record<Actor, string>> = {};

async function registerOnLucky(): Promise<string> {
  const caller = { ip: freshIp(), headers: { merchant: 'lucky' } };
  const res = await call(app, caller, {
    method: 'PUT',
    url: '/wps/member/register',
    payload: await seal(app, {
      username: 'luckyone1',
      password: 'secret123',
      confirmPassword: 'secret123',
      termsAccepted: true,
    }),
  });
  if (res.statusCode !== 200) throw new Error(`lucky registration failed: ${res.body}`);
  return res.json().value.token;
}

beforeAll(async () => {
  app = await createTestApp();
  tokens.memberA = await tokenFor(app, 'jugador1', 'Demo1234', { ip: freshIp() });
  tokens.memberB = await tokenFor(app, 'jugador2', 'Demo1234', { ip: freshIp() });
  tokens.agentInTree = await tokenFor(app, 'agente2', 'Demo1234', { ip: freshIp() });
  tokens.agentOutOfTree = await tokenFor(app, 'socio1', 'Demo1234', { ip: freshIp() });
  tokens.staff = await staffToken(app);
  const trial = await call(
    app,
    { ip: freshIp(), headers: { 'x-gateway-version': '3' } },
    {
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: await seal(app, { os: 'Linux', platform: 'W', random: 'abcdefgh12' }),
    },
  );
  tokens.trial = trial.json().value.token;
  // A member of the other brand, sending its token to the demo brand.
  tokens.otherMerchant = await registerOnLucky();
  merchantOf.otherMerchant = 'demo';
}, 120_000);
afterAll(async () => {
  await app.close();
});

const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const LOGOUT = 'DELETE /wps/session/logout';
const sample = (url: string) =>
  url
    .replace(':vendorCode', 'DEMOV')
    .replace(':username', 'jugador1')
    .replace(/:[A-Za-z]+/g, '1');

describe('authorization matrix', () => {
  it('lists every API route in the contract table, and nothing the server lacks', () => {
    const served = new Set(app.apiRoutes.map((r) => r.key));
    expect(app.apiRoutes.length).toBeGreaterThan(60);
    expect(Object.keys(ROUTE_ACCESS).filter((key) => !served.has(key))).toEqual([]);
  });

  it('answers each actor on each route as the table says', async () => {
    const wrong: string[] = [];
    let checks = 0;
    // Logout ends the session it is called with, so it goes last.
    const routes = [...app.apiRoutes].sort((a, b) => Number(a.key === LOGOUT) - Number(b.key === LOGOUT));
    for (const route of routes) {
      if (route.url === '/wps/realtime') continue; // a WebSocket: checked in realtime.test.ts
      if (route.url === '/wps/chat/live') continue; // a WebSocket: checked in modules/chat/chat.test.ts
      for (const actor of ACTORS) {
        const token = tokens[actor];
        const headers: Record<string, string> = token ? bearer(token) : {};
        if (merchantOf[actor]) headers.merchant = merchantOf[actor]!;
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        const res = await call(
          app,
          { ip: freshIp() },
          {
            method: route.method as 'GET',
            url: sample(route.url),
            headers,
            ...(hasBody ? { payload: {} } : {}),
          },
        );
        const expected = expectedAccess(route.audience, actor);
        const okay =
          expected === 'allow'
            ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500
            : res.statusCode === expected;
        checks += 1;
        if (!okay) wrong.push(`${route.key} as ${actor}: ${res.statusCode} (want ${expected}) ${res.body}`);
        if (res.statusCode >= 400) expect(res.headers['content-type']).toMatch(/json/);
      }
    }
    expect(wrong).toEqual([]);
    // `npm run audit:security` reads these figures into docs/security.md.
    const statsFile = process.env.MATRIX_STATS_FILE;
    if (statsFile) {
      const stats = { routes: app.apiRoutes.length, actors: ACTORS.length, checks, wrong: wrong.length };
      fs.writeFileSync(statsFile, JSON.stringify(stats));
    }
  }, 120_000);
});

/** Calls `url` as `actor` with a JSON body (and an idempotency key where money may move). */
function as(actor: Actor, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return call(
    app,
    { ip: freshIp() },
    {
      method,
      url,
      headers: { ...bearer(tokens[actor]!), 'idempotency-key': `own-${Math.random()}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    },
  );
}

async function houseSession(actor: Actor): Promise<string> {
  const rows = await app.services.db.execute(
    sql`SELECT id::text AS id FROM games WHERE engine = 'dice' LIMIT 1`,
  );
  const nodeId = (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
  const launch = await as(actor, 'POST', '/wps/game/launchGame', { nodeId });
  const launchToken = new URL(launch.json().value.url, 'http://x').searchParams.get('launch');
  const auth = await app.inject({ method: 'POST', url: '/rgs/authenticate', payload: { launchToken } });
  return auth.json().value.sessionId;
}

async function diceRound(sessionId: string): Promise<string> {
  const played = await app.inject({
    method: 'POST',
    url: '/rgs/play',
    payload: { sessionId, bet: '1.00', params: { target: 4950, direction: 'under' } },
  });
  return played.json().value.round.roundId;
}

describe('records of another account', () => {
  it('are 404 to member B on every route that takes their id, and found by member A', async () => {
    // The matrix ended these members' sessions with its logout call.
    tokens.memberA = await tokenFor(app, 'jugador1', 'Demo1234', { ip: freshIp() });
    tokens.memberB = await tokenFor(app, 'jugador2', 'Demo1234', { ip: freshIp() });
    const payout = (
      await as('memberA', 'POST', '/wps/payments/payout-accounts', {
        bankName: 'BBVA',
        holderName: 'Jugador Uno',
        accountNumber: '012180001234567891',
        paymentPassword: '123456',
      })
    ).json().value;
    const methods = (await as('memberA', 'GET', '/wps/payments/deposit/methods')).json().value;
    const bank = methods.find((m: { code: string }) => m.code === 'BANK');
    const deposit = (
      await as('memberA', 'POST', '/wps/payments/deposits', { methodId: bank.id, amount: '150.00' })
    ).json().value;
    const withdrawal = (
      await as('memberA', 'POST', '/wps/payments/withdrawals', {
        payoutAccountId: payout.id,
        amount: '10.00',
        paymentPassword: '123456',
      })
    ).json().value;
    const roundId = await diceRound(await houseSession('memberA'));
    expect([payout.id, deposit.id, withdrawal.id, roundId].every(Boolean)).toBe(true);

    const probes: [string, 'GET' | 'POST' | 'DELETE', string, unknown?][] = [
      ['payout account', 'DELETE', `/wps/payments/payout-accounts/${payout.id}`],
      ['deposit receipt', 'POST', `/wps/payments/deposits/${deposit.id}/receipt`, { image: PNG_1PX }],
      [
        'withdrawal receipt',
        'POST',
        `/wps/payments/withdrawals/${withdrawal.id}/confirm`,
        { result: 'received' },
      ],
      ['round', 'GET', `/wps/member/bettingRecord/${roundId}`],
    ];
    for (const [what, method, url, body] of probes) {
      const res = await as('memberB', method, url, body);
      expect(res.statusCode, `${what} as member B: ${res.body}`).toBe(404);
    }
    const own = await as('memberA', 'GET', `/wps/member/bettingRecord/${roundId}`);
    expect(own.statusCode).toBe(200);
    // Nor can a game session of B read A's round.
    const bSession = await houseSession('memberB');
    const other = await app.inject({ url: `/rgs/rounds/${roundId}?sessionId=${bSession}` });
    expect(other.statusCode, other.body).toBe(404);
  });
});
