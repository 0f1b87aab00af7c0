import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { accounts, verificationCodes } from '@/db/schema';
import { bearer, type Caller, call, freshIp, outboxCode, seal, solveChallenge } from '@/test/client';
import { createTestApp } from '@/test/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const base = { password: 'secret123', confirmPassword: 'secret123', termsAccepted: true };

async function register(
  body: Record<string, unknown>,
  caller: Caller = { ip: freshIp() },
  path = '/wps/member/register',
) {
  return call(app, caller, { method: 'PUT', url: path, payload: await seal(app, body) });
}

async function sendRegisterSms(countryDialingCode: string, mobileNo: string, caller: Caller) {
  return call(app, caller, {
    method: 'POST',
    url: '/wps/verification/sms/register',
    payload: { countryDialingCode, mobileNo, challenge: await solveChallenge(app, caller) },
  });
}

describe('GET /wps/system/setting/register', () => {
  it('gives every field rule with its pattern family and bounds', async () => {
    const value = (await app.inject({ url: '/wps/system/setting/register' })).json().value;
    expect(value).toMatchObject({
      usernameRegistration: true,
      mobileRegistration: true,
      smsVerification: true,
      ageConsent: 18,
    });
    expect(value.fields.username).toMatchObject({
      enabled: true,
      required: true,
      patternId: 'LETTER_FIRST_ALNUM',
      minLength: 6,
      maxLength: 16,
    });
    expect(value.fields.verificationCode).toMatchObject({
      patternId: 'N_DIGITS',
      acceptedPattern: '^[0-9]{6}$',
    });
    expect(Object.keys(value.fields)).toHaveLength(17);
  });
});

describe('PUT /wps/member/register', () => {
  it('registers by username and logs the player in', async () => {
    const res = await register({
      ...base,
      username: 'nuevaJugadora',
      registerUrl: 'http://localhost/register',
      domain: 'localhost',
    });
    expect(res.statusCode).toBe(200);
    const { token, firstTimeLogin } = res.json().value;
    expect(firstTimeLogin).toBe(true);
    const me = (await call(app, {}, { url: '/wps/member/info', headers: bearer(token) })).json().value;
    expect(me).toMatchObject({ account: 'nuevaJugadora', type: 0 });
    const [row] = await app.services.db.select().from(accounts).where(eq(accounts.username, 'nuevaJugadora'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row).toMatchObject({ registerMethod: 'WEB', registerDomain: 'localhost' });
  });

  it('refuses a taken username whatever its case', async () => {
    await register({ ...base, username: 'duplicado1' });
    const res = await register({ ...base, username: 'DUPLICADO1' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('username_taken');
  });

  it('enforces the merchant’s rules field by field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, username: '1abcdef' }, 'username', 'pattern'],
      [{ ...base, username: 'abc' }, 'username', 'pattern'],
      [{ ...base, username: 'abcdefg', password: 'abc', confirmPassword: 'abc' }, 'password', 'pattern'],
      [{ ...base, username: 'abcdefg', confirmPassword: 'other123' }, 'confirmPassword', 'mismatch'],
      [{ password: 'secret123', confirmPassword: 'secret123', termsAccepted: true }, 'username', 'required'],
      [{ ...base, username: 'abcdefg', affiliateCode: 'AB' }, 'affiliateCode', 'pattern'],
    ];
    for (const [body, field, reason] of cases) {
      const res = await register(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('invalid_input');
      expect(res.json().details).toContainEqual(expect.objectContaining({ field, reason }));
    }
    const noTerms = await register({
      username: 'abcdefgh',
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    expect(noTerms.statusCode).toBe(400);
    const injection = await register({ ...base, username: "x'); DROP TABLE accounts;--" });
    expect(injection.statusCode).toBe(400);
    const overlong = await register({ ...base, username: 'a'.repeat(300) });
    expect(overlong.statusCode).toBe(400);
  });

  it('words each refusal by the rule’s pattern family with min and max, in the request’s language', async () => {
    const short = await register({ ...base, username: 'abcdefgh', password: 'abc', confirmPassword: 'abc' });
    expect(short.json().message).toBe('Escriba una contraseña de 6 - 20 caracteres');
    const en = await call(
      app,
      { ip: freshIp() },
      {
        method: 'PUT',
        url: '/wps/member/register?lang=en',
        payload: await seal(app, { ...base, username: '9abc' }),
      },
    );
    expect(en.json().details).toContainEqual({
      field: 'username',
      reason: 'pattern',
      message: 'Start with a letter, then letters and digits only (6 - 16 characters)',
    });
    const code = await register(
      { ...base, countryDialingCode: '+52', mobileNum: '5566667777', verificationCode: '12' },
      { ip: freshIp() },
      '/wps/member/register/mobile',
    );
    expect(code.json().details).toContainEqual(
      expect.objectContaining({ field: 'verificationCode', message: 'Introduzca un número de 6 dígitos' }),
    );
  });

  it('links an affiliate code to its agent and refuses unknown codes', async () => {
    const res = await register({ ...base, username: 'afiliado1', affiliateCode: 'AGENTE2' });
    expect(res.statusCode).toBe(200);
    const [row] = await app.services.db.select().from(accounts).where(eq(accounts.username, 'afiliado1'));
    const [agent] = await app.services.db.select().from(accounts).where(eq(accounts.username, 'agente2'));
    expect(row!.uplineId).toBe(agent!.id);
    const bad = await register({ ...base, username: 'afiliado2', affiliateCode: 'NOSUCH' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_invitation_code');
  });

  it('GET /wps/agent/affiliate checks a code', async () => {
    const ok = await app.inject({ url: '/wps/agent/affiliate?code=AGENTE1&domain=localhost' });
    expect(ok.json().value).toEqual({ valid: true, agentNickname: 'agente1' });
    const member = await app.inject({ url: '/wps/agent/affiliate?code=RJUGADOR1' });
    expect(member.json().code).toBe('invalid_invitation_code');
    expect((await app.inject({ url: '/wps/agent/affiliate' })).statusCode).toBe(400);
  });

  it('keeps the referrer from a referral code', async () => {
    await register({ ...base, username: 'referido1', referralCode: 'RJUGADOR1' });
    const [row] = await app.services.db.select().from(accounts).where(eq(accounts.username, 'referido1'));
    const [referrer] = await app.services.db.select().from(accounts).where(eq(accounts.username, 'jugador1'));
    expect(row!.referredBy).toBe(referrer!.id);
  });

  it('lets the same username exist in two merchants', async () => {
    expect((await register({ ...base, username: 'doblemarca' })).statusCode).toBe(200);
    const other = await register(
      { ...base, username: 'doblemarca' },
      { ip: freshIp(), headers: { merchant: 'lucky' } },
    );
    expect(other.statusCode).toBe(200);
  });
});

describe('registration by mobile', () => {
  it('sends a 6-digit code to the outbox and registers with it, once', async () => {
    const caller = { ip: freshIp() };
    const sent = await sendRegisterSms('+52', '5511112222', caller);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value).toEqual({ expiredMinutes: 5 });
    const code = await outboxCode(app, '+525511112222');
    expect(code).toMatch(/^\d{6}$/);
    const body = { ...base, countryDialingCode: '+52', mobileNum: '5511112222', verificationCode: code };
    const res = await register(body, caller, '/wps/member/register/mobile');
    expect(res.statusCode).toBe(200);
    const [row] = await app.services.db.select().from(accounts).where(eq(accounts.mobileNum, '5511112222'));
    expect(row!.countryDialingCode).toBe('+52');
    const again = await sendRegisterSms('+52', '5511112222', { ip: freshIp() });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('mobile_taken');
  });

  it('refuses a wrong, reused or expired code', async () => {
    const caller = { ip: freshIp() };
    await sendRegisterSms('+52', '5533334444', caller);
    const wrong = await register(
      {
        ...base,
        countryDialingCode: '+52',
        mobileNum: '5533334444',
        verificationCode: '000000' === (await outboxCode(app, '+525533334444')) ? '111111' : '000000',
      },
      caller,
      '/wps/member/register/mobile',
    );
    expect(wrong.json().code).toBe('invalid_verification_code');
    await app.services.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.destination, '+525533334444'));
    const expired = await register(
      {
        ...base,
        countryDialingCode: '+52',
        mobileNum: '5533334444',
        verificationCode: await outboxCode(app, '+525533334444'),
      },
      caller,
      '/wps/member/register/mobile',
    );
    expect(expired.json().code).toBe('verification_code_expired');
    const missing = await register(
      { ...base, countryDialingCode: '+52', mobileNum: '5533334444' },
      caller,
      '/wps/member/register/mobile',
    );
    expect(missing.json().details).toContainEqual(
      expect.objectContaining({ field: 'verificationCode', reason: 'required' }),
    );
  });

  it('throttles SMS: one a second, then five per number in five minutes', async () => {
    const caller = { ip: freshIp() };
    expect((await sendRegisterSms('+57', '3001234567', caller)).statusCode).toBe(200);
    const tooSoon = await sendRegisterSms('+57', '3001234567', { ip: freshIp() });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBeDefined();
    for (let i = 0; i < 4; i++) {
      await new Promise((r) => setTimeout(r, 1050));
      expect((await sendRegisterSms('+57', '3001234567', { ip: freshIp() })).statusCode).toBe(200);
    }
    await new Promise((r) => setTimeout(r, 1050));
    const sixth = await sendRegisterSms('+57', '3001234567', { ip: freshIp() });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('sms_too_many_requests');
  }, 20_000);

  it('needs the slider challenge and a valid number', async () => {
    const caller = { ip: freshIp() };
    const noChallenge = await call(app, caller, {
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '+52', mobileNo: '5599998888' },
    });
    expect(noChallenge.json().code).toBe('verification_required');
    const badNumber = await call(app, caller, {
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '+52', mobileNo: '55-99' },
    });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().code).toBe('invalid_input');
  });

  it('is refused where the merchant has not enabled it', async () => {
    const caller = { ip: freshIp(), headers: { merchant: 'lucky' } };
    const sms = await sendRegisterSms('+1', '5550001111', caller);
    expect(sms.statusCode).toBe(403);
    expect(sms.json().code).toBe('function_not_enabled');
    const res = await register(
      { ...base, countryDialingCode: '+1', mobileNum: '5550001111' },
      caller,
      '/wps/member/register/mobile',
    );
    expect(res.json().code).toBe('function_not_enabled');
  });
});
