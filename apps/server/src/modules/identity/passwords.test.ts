import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { accounts } from '@/db/schema';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { bearer, call, freshIp, loginAs, outboxCode, seal, solveChallenge, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function changePassword(token: string, body: Record<string, unknown>) {
  return call(
    app,
    {},
    { method: 'POST', url: '/wps/member/password', headers: bearer(token), payload: await seal(app, body) },
  );
}

describe('POST /wps/member/password', () => {
  it('checks the old password and the password rule', async () => {
    const token = await tokenFor(app, 'cliente3', DEMO_PASSWORD, { ip: freshIp() });
    expect(
      (
        await changePassword(token, {
          oldPassword: 'wrong',
          newPassword: 'nueva1234',
          confirmNewPassword: 'nueva1234',
        })
      ).json().code,
    ).toBe('invalid_old_password');
    const short = await changePassword(token, {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'abc',
      confirmNewPassword: 'abc',
    });
    expect(short.json()).toMatchObject({
      code: 'invalid_input',
      details: [{ field: 'newPassword', reason: 'pattern' }],
    });
    const mismatch = await changePassword(token, {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'nueva1234',
      confirmNewPassword: 'nueva9999',
    });
    expect(mismatch.json().details).toEqual([{ field: 'confirmNewPassword', reason: 'mismatch' }]);
    const unauth = await call(
      app,
      {},
      {
        method: 'POST',
        url: '/wps/member/password',
        payload: await seal(app, { newPassword: 'x', confirmNewPassword: 'x' }),
      },
    );
    expect(unauth.statusCode).toBe(401);
  });

  it('changes it, ends every other session and returns a new token', async () => {
    const other = await tokenFor(app, 'cliente3', DEMO_PASSWORD, { ip: freshIp() });
    const token = await tokenFor(app, 'cliente3', DEMO_PASSWORD, { ip: freshIp() });
    const res = await changePassword(token, {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Nueva2026',
      confirmNewPassword: 'Nueva2026',
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().value.token;
    expect((await call(app, {}, { url: '/wps/member/info', headers: bearer(fresh) })).statusCode).toBe(200);
    expect((await call(app, {}, { url: '/wps/member/info', headers: bearer(other) })).statusCode).toBe(401);
    expect((await call(app, {}, { url: '/wps/member/info', headers: bearer(token) })).statusCode).toBe(401);
    expect((await loginAs(app, 'cliente3', DEMO_PASSWORD, {}, { ip: freshIp() })).statusCode).toBe(401);
    expect((await loginAs(app, 'cliente3', 'Nueva2026', {}, { ip: freshIp() })).statusCode).toBe(200);
  });
});

describe('POST /wps/member/password/email', () => {
  const form = (body: string, merchant?: string) =>
    call(
      app,
      { ip: freshIp() },
      {
        method: 'POST',
        url: '/wps/member/password/email',
        payload: body,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(merchant ? { merchant } : {}) },
      },
    );

  it('e-mails a temporary password while the old one keeps working', async () => {
    const res = await form('username=jugador2&email=JUGADOR2%40demo.crupier.test');
    expect(res.statusCode).toBe(200);
    const temporary = await outboxCode(app, 'jugador2@demo.crupier.test');
    expect(temporary).toBeTruthy();
    expect((await loginAs(app, 'jugador2', DEMO_PASSWORD, {}, { ip: freshIp() })).statusCode).toBe(200);
    const withTemporary = await loginAs(app, 'jugador2', temporary!, {}, { ip: freshIp() });
    expect(withTemporary.statusCode).toBe(200);
    expect(withTemporary.json().value.weakPassword).toBe(true);
    const [row] = await app.services.db.select().from(accounts).where(eq(accounts.username, 'jugador2'));
    expect(row!.resetPasswordHash).toBeNull();
  });

  it('answers Username/Email does not exist for a wrong pair, and validates the form', async () => {
    const res = await form('username=jugador2&email=otro%40demo.crupier.test');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('username_email_not_exist');
    expect((await form('username=jugador2&email=not-an-email')).statusCode).toBe(400);
    expect((await form('username=&email=a%40b.co')).statusCode).toBe(400);
  });
});

describe('reset by phone and SMS login', () => {
  async function sendCode(mobileNum: string, purpose: 'login' | 'reset', ip: string) {
    return call(
      app,
      { ip },
      {
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: {
          countryDialingCode: '+52',
          mobileNum,
          purpose,
          challenge: await solveChallenge(app, { ip }),
        },
      },
    );
  }

  it('resets the password with an SMS code and logs in', async () => {
    const ip = freshIp();
    expect((await sendCode('5512345678', 'reset', ip)).statusCode).toBe(200);
    const code = await outboxCode(app, '+525512345678');
    const payload = await seal(app, {
      countryDialingCode: '+52',
      mobileNum: '5512345678',
      verificationCode: code,
      newPassword: 'Movil2026',
    });
    const res = await call(
      app,
      { ip },
      { method: 'POST', url: '/wps/member/password/verification', payload },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().value.token).toBeTruthy();
    expect((await loginAs(app, 'jugador1', 'Movil2026', {}, { ip: freshIp() })).statusCode).toBe(200);
    const replayCode = await seal(app, {
      countryDialingCode: '+52',
      mobileNum: '5512345678',
      verificationCode: code,
      newPassword: 'Otra2026x',
    });
    expect(
      (
        await call(
          app,
          { ip },
          { method: 'POST', url: '/wps/member/password/verification', payload: replayCode },
        )
      ).json().code,
    ).toBe('invalid_verification_code');
  });

  it('logs in by SMS code', async () => {
    const ip = freshIp();
    await new Promise((r) => setTimeout(r, 1050));
    expect((await sendCode('5512345678', 'login', ip)).statusCode).toBe(200);
    const code = await outboxCode(app, '+525512345678');
    const payload = await seal(app, {
      type: 'sms',
      countryDialingCode: '+52',
      mobileNum: '5512345678',
      verificationCode: code,
    });
    const res = await call(app, { ip }, { method: 'POST', url: '/wps/session/login', payload });
    expect(res.statusCode).toBe(200);
    const me = (
      await call(app, {}, { url: '/wps/member/info', headers: bearer(res.json().value.token) })
    ).json().value;
    expect(me.account).toBe('jugador1');
  });

  it('answers alike for unregistered numbers but sends nothing', async () => {
    const res = await sendCode('5500000000', 'login', freshIp());
    expect(res.statusCode).toBe(200);
    expect(await outboxCode(app, '+525500000000')).toBeUndefined();
  });
});

describe('POST /wps/session/login/freeplay', () => {
  const freeplay = async (headers: Record<string, string>) =>
    call(
      app,
      { ip: freshIp(), headers },
      {
        method: 'POST',
        url: '/wps/session/login/freeplay',
        payload: await seal(app, { os: 'Linux', platform: 'W', random: 'a1b2c3d4e5f6' }),
      },
    );

  it('starts a trial account with play money', async () => {
    const res = await freeplay({ 'x-gateway-version': '3' });
    expect(res.statusCode).toBe(200);
    const me = (
      await call(app, {}, { url: '/wps/member/info', headers: bearer(res.json().value.token) })
    ).json().value;
    expect(me).toMatchObject({ type: 4, isTrial: true, publicState: { balance: '2000.00' } });
  });

  it('needs X-Gateway-Version 3 and the FREEPLAY3 flag', async () => {
    expect((await freeplay({})).statusCode).toBe(400);
    const lucky = await freeplay({ 'x-gateway-version': '3', merchant: 'lucky' });
    expect(lucky.statusCode).toBe(403);
    expect(lucky.json().code).toBe('function_not_enabled');
  });
});
