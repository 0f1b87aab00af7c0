import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { queryRows } from '@/db/client';
import { accounts, auditLog, sessions } from '@/db/schema';
import { DEMO_INITIAL_PASSWORD, DEMO_PASSWORD } from '@/demo/accounts';
import { bearer, call, freshIp, loginAs, seal, solveCaptcha, solveChallenge, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const info = (token: string, ip = '127.0.0.1') =>
  call(app, { ip }, { url: '/wps/member/info', headers: bearer(token) });

describe('POST /wps/session/login', () => {
  it('logs a demo player in with a fresh token, first-login flag and member info', async () => {
    const ip = freshIp();
    const first = await loginAs(app, 'jugador2', DEMO_PASSWORD, {}, { ip });
    expect(first.statusCode).toBe(200);
    const value = first.json().value;
    expect(value).toMatchObject({ firstTimeLogin: true, passwordExpired: false, weakPassword: false });
    expect(value.token.length).toBeGreaterThanOrEqual(43);
    const second = (await loginAs(app, 'JUGADOR2', DEMO_PASSWORD, {}, { ip })).json().value;
    expect(second.firstTimeLogin).toBe(false);
    expect(second.token).not.toBe(value.token);
    const me = (await info(second.token)).json().value;
    expect(me).toMatchObject({ account: 'jugador2', type: 0, isAgent: false, isTrial: false });
    expect(me.publicState).toMatchObject({ balance: '1000.00', currencySymbol: '$', unreadMessage: 0 });
    expect((await info(value.token)).statusCode).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const token = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
    const rows = await queryRows<{ n: number }>(
      app.services.db,
      sql`SELECT count(*)::int AS n FROM sessions WHERE token_hash = ${token}`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses a wrong password and an unknown user alike with 401 invalid_credentials', async () => {
    const wrong = await loginAs(app, 'jugador1', 'nope', {}, { ip: freshIp() });
    const unknown = await loginAs(app, 'nadie', 'nope', {}, { ip: freshIp() });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'invalid_credentials' });
    }
  });

  it('refuses plain JSON, replays, stale and tampered payloads', async () => {
    const ip = freshIp();
    const plain = await call(
      app,
      { ip },
      {
        method: 'POST',
        url: '/wps/session/login',
        payload: { type: 'username', username: 'jugador1', password: DEMO_PASSWORD },
      },
    );
    expect(plain.statusCode).toBe(400);
    expect(plain.json().code).toBe('encryption_required');

    const body = await seal(app, {
      type: 'username',
      username: 'jugador1',
      password: DEMO_PASSWORD,
      challenge: await solveChallenge(app, { ip }),
    });
    expect(
      (await call(app, { ip }, { method: 'POST', url: '/wps/session/login', payload: body })).statusCode,
    ).toBe(200);
    const replay = await call(app, { ip }, { method: 'POST', url: '/wps/session/login', payload: body });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('replayed_payload');

    const stale = await seal(
      app,
      { type: 'username', username: 'jugador1', password: DEMO_PASSWORD },
      Date.now() - 6 * 60_000,
    );
    expect(
      (await call(app, { ip }, { method: 'POST', url: '/wps/session/login', payload: stale })).json().code,
    ).toBe('replayed_payload');

    const fresh = await seal(app, { type: 'username', username: 'jugador1', password: DEMO_PASSWORD });
    const tampered = {
      ...fresh,
      data: `A${fresh.data.slice(1)}` === fresh.data ? `B${fresh.data.slice(1)}` : `A${fresh.data.slice(1)}`,
    };
    const res = await call(app, { ip }, { method: 'POST', url: '/wps/session/login', payload: tampered });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_payload');
  });

  it('answers bad input with 4xx, never 500', async () => {
    const ip = freshIp();
    const cases: Record<string, unknown>[] = [
      { type: 'username', username: 'x'.repeat(65), password: 'a' },
      { type: 'username', username: 'jugador1', password: 1234 },
      { type: 'username', username: '', password: 'a' },
      { type: 'fax', username: 'jugador1', password: 'a' },
      { type: 'sms', countryDialingCode: '52', mobileNum: '123', verificationCode: '1' },
    ];
    for (const payload of cases) {
      const res = await call(
        app,
        { ip },
        { method: 'POST', url: '/wps/session/login', payload: await seal(app, payload) },
      );
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
    const injection = await loginAs(app, "' OR 1=1; --", "' OR '1'='1", {}, { ip });
    expect(injection.statusCode).toBe(401);
  });

  it('demands the slider challenge for username logins', async () => {
    const ip = freshIp();
    const payload = await seal(app, { type: 'username', username: 'jugador1', password: DEMO_PASSWORD });
    const res = await call(app, { ip }, { method: 'POST', url: '/wps/session/login', payload });
    expect(res.json().code).toBe('verification_required');
    const challenge = await solveChallenge(app, { ip });
    const robot = await seal(app, {
      type: 'username',
      username: 'jugador1',
      password: DEMO_PASSWORD,
      challenge: {
        ...challenge,
        trail: [
          [0, 0, 0],
          [challenge.x, 0, 1],
        ],
      },
    });
    expect(
      (await call(app, { ip }, { method: 'POST', url: '/wps/session/login', payload: robot })).json().code,
    ).toBe('verification_required');
  });

  it('asks for a captcha after 3 failures and accepts the right one', async () => {
    const ip = freshIp();
    for (let i = 0; i < 2; i++)
      expect((await loginAs(app, 'cliente1', 'bad', {}, { ip })).json().details).toEqual({ captcha: false });
    expect((await loginAs(app, 'cliente1', 'bad', {}, { ip })).json().details).toEqual({ captcha: true });
    const noCaptcha = await loginAs(app, 'cliente1', DEMO_PASSWORD, {}, { ip });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json().code).toBe('captcha_required');
    const wrongCaptcha = await loginAs(
      app,
      'cliente1',
      DEMO_PASSWORD,
      { captchaKey: (await solveCaptcha(app, { ip })).captchaKey, captcha: 'zzzz' },
      { ip },
    );
    expect(wrongCaptcha.json().code).toBe('invalid_captcha');
    const ok = await loginAs(app, 'cliente1', DEMO_PASSWORD, await solveCaptcha(app, { ip }), { ip });
    expect(ok.statusCode).toBe(200);
    const reused = await solveCaptcha(app, { ip });
    await loginAs(app, 'cliente1', DEMO_PASSWORD, reused, { ip });
    expect((await loginAs(app, 'cliente1', 'bad', reused, { ip })).json().code).not.toBe('too_many_requests');
  });

  it('an attacker elsewhere can force a captcha on a player but never lock them out', async () => {
    const attacker = freshIp();
    for (let i = 0; i < 12; i++) {
      const extra = i >= 3 ? await solveCaptcha(app, { ip: attacker }) : {};
      const res = await loginAs(app, 'cliente2', `guess${i}`, extra, { ip: attacker });
      expect([401, 429]).toContain(res.statusCode);
    }
    const attackerNow = await loginAs(
      app,
      'cliente2',
      DEMO_PASSWORD,
      await solveCaptcha(app, { ip: attacker }),
      { ip: attacker },
    );
    expect(attackerNow.statusCode).toBe(429);
    expect(Number(attackerNow.headers['retry-after'])).toBeGreaterThan(0);

    const player = freshIp();
    const needsCaptcha = await loginAs(app, 'cliente2', DEMO_PASSWORD, {}, { ip: player });
    expect(needsCaptcha.json().code).toBe('captcha_required');
    const res = await loginAs(app, 'cliente2', DEMO_PASSWORD, await solveCaptcha(app, { ip: player }), {
      ip: player,
    });
    expect(res.statusCode).toBe(200);
  });

  it('limits the attempts of one client across accounts with a captcha, not a lockout', async () => {
    const ip = freshIp();
    const codes: string[] = [];
    for (let i = 0; i < 31; i++) {
      const payload = await seal(app, { type: 'username', username: `u${i}`, password: 'x' });
      codes.push(
        (await call(app, { ip }, { method: 'POST', url: '/wps/session/login', payload })).json().code,
      );
    }
    expect(codes.at(-1)).toBe('captcha_required');
    expect(codes).not.toContain('too_many_requests');
  });

  it('refuses non-members on the player site and non-agents on the agent site', async () => {
    const staff = await loginAs(app, 'operador', DEMO_PASSWORD, {}, { ip: freshIp() });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().code).toBe('non_member_cannot_login');
    const member = await loginAs(app, 'jugador1', DEMO_PASSWORD, { site: 'agent' }, { ip: freshIp() });
    expect(member.statusCode).toBe(403);
    expect(member.json().code).toBe('non_agent_cannot_login');
    const agent = await loginAs(app, 'agente1', DEMO_PASSWORD, { site: 'agent' }, { ip: freshIp() });
    expect(agent.statusCode).toBe(200);
    expect((await info(agent.json().value.token)).json().value).toMatchObject({ isAgent: true, type: 1 });
  });

  it('flags the default initial password as weak and an old password as expired', async () => {
    const weak = await loginAs(app, 'nuevo1', DEMO_INITIAL_PASSWORD, {}, { ip: freshIp() });
    expect(weak.json().value.weakPassword).toBe(true);
    await app.services.db
      .update(accounts)
      .set({ passwordChangedAt: new Date(Date.now() - 100 * 86_400_000) })
      .where(eq(accounts.username, 'agente2'));
    const expired = await loginAs(app, 'agente2', DEMO_PASSWORD, {}, { ip: freshIp() });
    expect(expired.json().value.passwordExpired).toBe(true);
  });

  it('records sign-ins and failures in an append-only audit log', async () => {
    await loginAs(app, 'socio1', DEMO_PASSWORD, {}, { ip: freshIp() });
    const [socio] = await app.services.db.select().from(accounts).where(eq(accounts.username, 'socio1'));
    const events = await app.services.db.select().from(auditLog).where(eq(auditLog.accountId, socio!.id));
    expect(events.map((e) => e.event)).toContain('login');
    await expect(
      app.services.db.update(auditLog).set({ event: 'x' }).where(eq(auditLog.accountId, socio!.id)),
    ).rejects.toThrow();
    await expect(app.services.db.delete(auditLog)).rejects.toThrow();
  });
});

describe('sessions', () => {
  it('logout revokes the token', async () => {
    const token = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
    const out = await call(app, {}, { method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const after = await info(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('unauthorized');
  });

  it('expires after an idle hour and after the absolute lifetime', async () => {
    const idle = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
    const absolute = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
    const { hashToken } = await import('./tokens');
    await app.services.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(sessions.tokenHash, hashToken(idle)));
    await app.services.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(absolute)));
    expect((await info(idle)).statusCode).toBe(401);
    expect((await info(absolute)).statusCode).toBe(401);
  });

  it('refuses missing, malformed and foreign-merchant tokens', async () => {
    const token = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
    expect((await app.inject({ url: '/wps/member/info' })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/wps/member/info', headers: { authorization: 'Basic abc' } })).statusCode,
    ).toBe(401);
    expect((await app.inject({ url: '/wps/member/info', headers: bearer('x'.repeat(43)) })).statusCode).toBe(
      401,
    );
    const foreign = await app.inject({
      url: '/wps/member/info',
      headers: { ...bearer(token), merchant: 'lucky' },
    });
    expect(foreign.statusCode).toBe(401);
  });

  it('serves an avatar icon', async () => {
    const token = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
    const icon = (await call(app, {}, { url: '/wps/member/info/icon', headers: bearer(token) })).json().value;
    expect(icon.iconUrl).toMatch(/^data:image\/svg\+xml;base64,/);
  });
});
