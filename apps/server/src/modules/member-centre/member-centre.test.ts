import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { bearer, call, freshIp, outboxCode, seal, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
});
afterAll(async () => {
  await app.close();
});

const as = (token: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  call(app, {}, { method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

async function gameWith(engine: string) {
  const rows = await app.services.db.execute(
    sql`SELECT id::text AS id FROM games WHERE engine = ${engine} ORDER BY id LIMIT 1`,
  );
  return (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
}
async function playDice(token: string, rounds: number) {
  const launch = await as(token, 'POST', '/wps/game/launchGame', { nodeId: await gameWith('dice') });
  const launchToken = new URL(launch.json().value.url, 'http://x').searchParams.get('launch')!;
  const auth = await app.inject({ method: 'POST', url: '/rgs/authenticate', payload: { launchToken } });
  const sessionId = auth.json().value.sessionId;
  for (let i = 0; i < rounds; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/rgs/play',
      payload: { sessionId, bet: `${i + 1}.00`, params: { target: 4950, direction: 'under' } },
    });
    expect(res.statusCode).toBe(200);
  }
}

describe('security centre', () => {
  it('profile: the nickname changes, the real name and birthday are set once, under-18 refused', async () => {
    const token = await tokenFor(app, 'jugador2', DEMO_PASSWORD, { ip: freshIp() });
    const profile = (await as(token, 'GET', '/wps/member/profile')).json().value;
    expect(profile).toMatchObject({ account: 'jugador2', realName: null, birthday: null });
    expect((await as(token, 'PUT', '/wps/member/profile', { birthday: '2015-01-01' })).json().code).toBe(
      'too_young',
    );
    const set = await as(token, 'PUT', '/wps/member/profile', {
      nickname: 'Jugadora',
      realName: 'Ana Pérez',
      birthday: '1990-05-04',
    });
    expect(set.json().value).toMatchObject({
      nickname: 'Jugadora',
      realName: 'Ana Pérez',
      birthday: '1990-05-04',
    });
    expect((await as(token, 'PUT', '/wps/member/profile', { realName: 'Otra' })).statusCode).toBe(409);
    expect((await as(token, 'PUT', '/wps/member/profile', { birthday: '1991-01-01' })).statusCode).toBe(409);
    expect((await as(token, 'PUT', '/wps/member/profile', { nickname: 'Ana' })).statusCode).toBe(200);
    expect((await as(token, 'PUT', '/wps/member/profile', { bogus: 1 })).statusCode).toBe(400);
    expect((await app.inject({ url: '/wps/member/profile' })).statusCode).toBe(401);
  });

  it('binds an e-mail and a mobile with codes from the outbox; a wrong code or another account’s code fails', async () => {
    const token = await tokenFor(app, 'cliente1', DEMO_PASSWORD, { ip: freshIp() });
    const otherToken = await tokenFor(app, 'cliente2', DEMO_PASSWORD, { ip: freshIp() });
    expect(
      (await as(token, 'POST', '/wps/member/bind/email/code', { email: 'c1@example.test' })).statusCode,
    ).toBe(200);
    const code = await outboxCode(app, 'c1@example.test');
    expect(code).toMatch(/^\d{6}$/);
    expect(
      (
        await as(token, 'POST', '/wps/member/bind/email', {
          email: 'c1@example.test',
          code: '000000' === code ? '111111' : '000000',
        })
      ).statusCode,
    ).toBe(400);
    // The code is bound to the account that asked for it.
    expect(
      (await as(otherToken, 'POST', '/wps/member/bind/email', { email: 'c1@example.test', code })).statusCode,
    ).toBe(400);
    expect(
      (await as(token, 'POST', '/wps/member/bind/email', { email: 'c1@example.test', code })).statusCode,
    ).toBe(200);
    expect((await as(token, 'GET', '/wps/member/profile')).json().value).toMatchObject({
      email: 'c1@example.test',
      emailVerified: true,
    });
    // Used once.
    expect(
      (await as(token, 'POST', '/wps/member/bind/email', { email: 'c1@example.test', code })).statusCode,
    ).toBe(400);
    // One code a minute.
    expect(
      (await as(token, 'POST', '/wps/member/bind/email/code', { email: 'c1@example.test' })).statusCode,
    ).toBe(429);

    const mobile = { countryDialingCode: '+52', mobileNum: '5598765431' };
    expect((await as(token, 'POST', '/wps/member/bind/mobile/code', mobile)).statusCode).toBe(200);
    const sms = await outboxCode(app, '+525598765431');
    expect((await as(token, 'POST', '/wps/member/bind/mobile', { ...mobile, code: sms })).statusCode).toBe(
      200,
    );
    expect((await as(token, 'GET', '/wps/member/profile')).json().value).toMatchObject({
      mobileNum: '5598765431',
      mobileVerified: true,
    });
    expect(
      (await as(token, 'POST', '/wps/member/bind/mobile/code', { countryDialingCode: 'x', mobileNum: '1' }))
        .statusCode,
    ).toBe(400);
  });

  it('sets the payment password with the login password (encrypted), changes it with the old one, throttles guesses', async () => {
    const token = await tokenFor(app, 'agente2', DEMO_PASSWORD, { ip: freshIp() });
    // The demo seeds every member with a payment password: this one starts without.
    await app.services.db.execute(
      sql`UPDATE accounts SET payment_password_hash = NULL WHERE username = 'agente2'`,
    );
    const put = async (payload: Record<string, unknown>) =>
      as(token, 'PUT', '/wps/member/payment-password', await seal(app, payload));
    expect(
      (
        await as(token, 'PUT', '/wps/member/payment-password', {
          paymentPassword: '123456',
          password: DEMO_PASSWORD,
        })
      ).statusCode,
    ).toBe(400);
    expect((await put({ paymentPassword: '123456', password: 'wrong-one' })).json().code).toBe(
      'invalid_password',
    );
    expect((await put({ paymentPassword: '12345', password: DEMO_PASSWORD })).statusCode).toBe(400);
    expect((await put({ paymentPassword: '123456', password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect((await as(token, 'GET', '/wps/member/profile')).json().value.hasPaymentPassword).toBe(true);
    // Now the old payment password is needed.
    expect((await put({ paymentPassword: '654321', password: DEMO_PASSWORD })).json().code).toBe(
      'invalid_payment_password',
    );
    expect((await put({ paymentPassword: '654321', oldPaymentPassword: '123456' })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await put({ paymentPassword: '111111', oldPaymentPassword: '000000' })).statusCode).toBe(400);
    }
    const throttled = await put({ paymentPassword: '111111', oldPaymentPassword: '000000' });
    expect([400, 429]).toContain(throttled.statusCode);
    const locked = await put({ paymentPassword: '111111', oldPaymentPassword: '654321' });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('lists sign-ins with devices and live sessions; a member revokes its own, never another’s', async () => {
    const ip = freshIp();
    const first = await tokenFor(app, 'socio1', DEMO_PASSWORD, { ip, headers: { 'user-agent': 'Phone A' } });
    const second = await tokenFor(app, 'socio1', DEMO_PASSWORD, {
      ip,
      headers: { 'user-agent': 'Laptop B' },
    });
    const other = await tokenFor(app, 'cliente3', DEMO_PASSWORD, { ip: freshIp() });
    const history = (await as(second, 'GET', '/wps/member/login-history')).json().value;
    expect(history.length).toBeGreaterThanOrEqual(2);
    expect(history[0]).toMatchObject({ ip, device: 'Laptop B' });
    const sessions = (await as(second, 'GET', '/wps/member/sessions')).json().value;
    const phone = sessions.find((s: { device: string }) => s.device === 'Phone A');
    expect(sessions.find((s: { current: boolean }) => s.current).device).toBe('Laptop B');
    expect((await as(other, 'DELETE', `/wps/member/sessions/${phone.id}`)).statusCode).toBe(404);
    const current = sessions.find((s: { current: boolean }) => s.current);
    expect((await as(second, 'DELETE', `/wps/member/sessions/${current.id}`)).statusCode).toBe(409);
    expect((await as(second, 'DELETE', `/wps/member/sessions/${phone.id}`)).statusCode).toBe(200);
    expect((await as(first, 'GET', '/wps/member/profile')).statusCode).toBe(401);
    expect(
      (await as(other, 'GET', '/wps/member/login-history'))
        .json()
        .value.every((h: { ip: string }) => h.ip !== ip),
    ).toBe(true);
  });
});

describe('profit and loss', () => {
  it('adds the rounds by day and by game type and vendor; totals equal the betting record’s', async () => {
    const token = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
    await playDice(token, 4);
    const res = await as(token, 'GET', '/wps/member/profit');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().value;
    expect(report.totals.rounds).toBe(4);
    expect(report.totals.turnover).toBe('10.00');
    const record = (await as(token, 'GET', '/wps/member/bettingRecord?pageSize=100')).json().value;
    expect(record.turnover).toBe(report.totals.turnover);
    expect(record.wins).toBe(report.totals.wins);
    expect(record.profit).toBe(report.totals.profit);
    expect(report.days).toHaveLength(1);
    expect(report.days[0].profit).toBe(report.totals.profit);
    expect(report.byGame).toHaveLength(1);
    const { gameType, vendor } = report.byGame[0];
    // The same filters on both.
    const filters = (await as(token, 'GET', '/wps/member/bettingRecord/filters')).json().value;
    expect(filters.gameTypes).toContain(gameType);
    expect(filters.vendors.map((v: { code: string }) => v.code)).toContain(vendor);
    const filtered = (
      await as(token, 'GET', `/wps/member/bettingRecord?vendor=${vendor}&gameType=${gameType}`)
    ).json().value;
    expect(filtered.total).toBe(4);
    const none = (await as(token, 'GET', '/wps/member/bettingRecord?vendor=NOPE')).json().value;
    expect(none.total).toBe(0);
    const noneProfit = (await as(token, 'GET', '/wps/member/profit?vendor=NOPE')).json().value;
    expect(noneProfit.totals).toMatchObject({ turnover: '0.00', rounds: 0 });
    // Another member sees none of it.
    const other = await tokenFor(app, 'cliente2', DEMO_PASSWORD, { ip: freshIp() });
    const otherProfit = (await as(other, 'GET', '/wps/member/profit')).json().value.totals;
    const otherRecord = (await as(other, 'GET', '/wps/member/bettingRecord?pageSize=100')).json().value;
    expect(otherProfit.rounds).toBe(otherRecord.total);
    expect(otherProfit.turnover).toBe(otherRecord.turnover);
    // A date range (spec §9 shortcuts) in the past holds nothing.
    const past = (await as(token, 'GET', '/wps/member/profit?startDate=2020-01-01&endDate=2020-01-31')).json()
      .value;
    expect(past.days).toEqual([]);
    expect((await as(token, 'GET', '/wps/member/profit?startDate=2020-13-01')).statusCode).toBe(400);
  });
});
