import { encryptPayload } from '@crupier/contract/seal';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { App } from '@/app';
import { accounts, sessions, staffSecondFactors } from '@/db/schema';
import { codeAt, stepAt, TOTP_PERIOD_S } from '@/modules/backoffice/totp';
import { hashToken } from '@/modules/identity/tokens';
import { storedAnswer } from './test-redis';

/** Who is calling: extra headers and the client address (throttles are per client). */
export type Caller = { headers?: Record<string, string>; ip?: string };

export function call(app: App, caller: Caller, request: InjectOptions) {
  return app.inject({
    remoteAddress: caller.ip ?? '127.0.0.1',
    ...request,
    headers: { ...caller.headers, ...(request.headers as Record<string, string> | undefined) },
  });
}

/** Seals a payload for an encrypted call with the server's current public key. */
export async function seal(app: App, payload: Record<string, unknown>, now?: number) {
  const key = (await app.inject({ url: '/wps/system/crypto' })).json().value;
  return encryptPayload(key, payload, now);
}

/** Answers a slider challenge as a person would: the right x and an uneven trail. */
export async function solveChallenge(app: App, caller: Caller = {}) {
  const challenge = (await call(app, caller, { url: '/wps/verification/challenge' })).json().value;
  const x = Number(await storedAnswer(app, 'challenge', challenge.id));
  const trail: [number, number, number][] = [0, 0.2, 0.45, 0.7, 0.9, 1].map((f, i) => [
    Math.round(x * f),
    i % 2,
    i * 70 + (i % 3) * 13,
  ]);
  return { id: challenge.id as string, x, trail };
}

/** Reads a captcha's answer from the database, as only a test may. */
export async function solveCaptcha(app: App, caller: Caller = {}) {
  const captcha = (await call(app, caller, { url: '/wps/captcha' })).json().value;
  return {
    captchaKey: captcha.captchaKey as string,
    captcha: await storedAnswer(app, 'captcha', captcha.captchaKey),
  };
}

export async function loginAs(
  app: App,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
  caller: Caller = {},
) {
  const payload = await seal(app, {
    type: 'username',
    username,
    password,
    challenge: await solveChallenge(app, caller),
    ...extra,
  });
  return call(app, caller, { method: 'POST', url: '/wps/session/login', payload });
}

export async function tokenFor(app: App, username: string, password: string, caller: Caller = {}) {
  const res = await loginAs(app, username, password, {}, caller);
  if (res.statusCode !== 200) throw new Error(`login of ${username} failed: ${res.body}`);
  return res.json().value.token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The newest code the demo outbox holds for a number or address. */
export async function outboxCode(app: App, to: string, caller: Caller = {}) {
  const list = (await call(app, caller, { url: `/dev/outbox?to=${encodeURIComponent(to)}` })).json().value;
  return list[0]?.code as string | undefined;
}

let nextIp = 1;
/** A fresh client address, so one test's throttles never touch another's. */
export function freshIp(): string {
  nextIp += 1;
  return `10.77.${Math.floor(nextIp / 250)}.${(nextIp % 250) + 1}`;
}

/** A TOTP code of a staff member that the server has not accepted yet (each code works once). */
export async function freshTotpCode(app: App, username: string, enrolSecret?: string): Promise<string> {
  const [row] = await app.services.db
    .select({ secret: staffSecondFactors.totpSecret, lastStep: staffSecondFactors.lastUsedStep })
    .from(staffSecondFactors)
    .innerJoin(accounts, eq(accounts.id, staffSecondFactors.accountId))
    .where(and(eq(accounts.type, 9), sql`lower(${accounts.username}) = lower(${username})`))
    .limit(1);
  const secret = enrolSecret ?? row?.secret;
  if (!secret) throw new Error(`${username} has no second factor`);
  const lastStep = enrolSecret ? null : (row?.lastStep ?? null);
  for (;;) {
    // The current step or the next (one step of drift): both stay good across a step boundary.
    const now = Date.now();
    const step = [stepAt(now), stepAt(now) + 1].find((s) => lastStep === null || s > lastStep);
    if (step !== undefined) return codeAt(secret, step * TOTP_PERIOD_S * 1000);
    await new Promise((resolve) => setTimeout(resolve, (stepAt(now) + 1) * TOTP_PERIOD_S * 1000 - now + 50));
  }
}

/**
 * A staff session (the one place tests sign staff in): the password step, then the TOTP step with a
 * code computed as an authenticator app would, enrolling first when the server asks to.
 */
export async function staffToken(app: App, username = 'operador', password = 'Demo1234') {
  const caller = { ip: freshIp() };
  const login = await call(app, caller, {
    method: 'POST',
    url: '/ops/session/login',
    payload: await seal(app, {
      type: 'username',
      username,
      password,
      challenge: await solveChallenge(app, caller),
    }),
  });
  if (login.statusCode !== 200) throw new Error(`staff login of ${username} failed: ${login.body}`);
  const { secondFactor, challenge, otpauthUrl } = login.json().value;
  const enrolSecret =
    secondFactor === 'enrol' ? (new URL(otpauthUrl).searchParams.get('secret') ?? undefined) : undefined;
  const res = await call(app, caller, {
    method: 'POST',
    url: '/ops/session/totp',
    payload: { challenge, code: await freshTotpCode(app, username, enrolSecret) },
  });
  if (res.statusCode !== 200) throw new Error(`staff second factor of ${username} failed: ${res.body}`);
  return res.json().value.token as string;
}

/**
 * A session of a staff member opened directly, as if the password and the second factor had been
 * passed: for tests of what staff do, not of how they sign in (staff-auth.test.ts covers that).
 */
export async function openStaffSession(app: App, username = 'operador') {
  const merchant = await app.services.merchants.resolve({ host: 'localhost' });
  const staff = await app.services.identity.accounts.byUsername(merchant.id, username);
  if (!staff) throw new Error(`no staff account ${username}`);
  const token = await app.services.identity.sessions.start(staff, {
    site: 'operator',
    ip: '10.0.0.1',
    userAgent: undefined,
  });
  await app.services.db
    .update(sessions)
    .set({ secondFactor: 'totp' })
    .where(eq(sessions.tokenHash, hashToken(token)));
  return token;
}
