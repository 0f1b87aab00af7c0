import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '@/app';
import {
  accounts,
  auditLog,
  sessions,
  staffChallenges,
  staffRecoveryCodes,
  staffSecondFactors,
} from '@/db/schema';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { hashToken } from '@/modules/identity/tokens';
import { createStaff } from '@/test/backoffice';
import { bearer, call, freshIp, seal, staffToken, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';
import { CHALLENGE_ATTEMPTS } from './staff-auth';
import { codeAt, stepAt, TOTP_PERIOD_S } from './totp';

/**
 * Staff sign-in (contract "Back office"): the password gives a challenge, never a token; a TOTP code
 * (RFC 6238, one step of drift, each code once) or a recovery code gives the session; enrolment on
 * the first sign-in; 15-minute idle sessions that a staff member lists and revokes; the audit log.
 */
let app: App;
const STEP_MS = TOTP_PERIOD_S * 1000;

beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
});
afterAll(async () => {
  await app.close();
});
afterEach(() => {
  vi.useRealTimers();
});

let staffSeq = 0;
/** A new staff account of the demo merchant with these roles (no second factor yet). */
async function newStaff(roles: string[] = ['admin']): Promise<string> {
  staffSeq += 1;
  const username = `staff${staffSeq}x${Date.now() % 100_000}`;
  return createStaff(app, username, roles);
}

const passwordStep = async (username: string, password = DEMO_PASSWORD) =>
  call(
    app,
    { ip: freshIp() },
    {
      method: 'POST',
      url: '/ops/session/login',
      payload: await seal(app, { type: 'username', username, password }),
    },
  );
const challengeOf = async (username: string) => {
  const res = await passwordStep(username);
  expect(res.statusCode).toBe(200);
  return res.json().value.challenge as string;
};
const totpStep = (payload: Record<string, unknown>) =>
  call(app, { ip: freshIp() }, { method: 'POST', url: '/ops/session/totp', payload });
const secretOf = async (username: string) => {
  const [row] = await app.services.db
    .select({ secret: staffSecondFactors.totpSecret })
    .from(staffSecondFactors)
    .innerJoin(accounts, eq(accounts.id, staffSecondFactors.accountId))
    .where(eq(accounts.username, username));
  return row!.secret;
};
const me = (token: string) => call(app, {}, { url: '/ops/session/me', headers: bearer(token) });
/** Enrols a new staff member; its secret and recovery codes. */
async function enrolled(roles: string[] = ['admin']) {
  const username = await newStaff(roles);
  const login = (await passwordStep(username)).json().value;
  const secret = new URL(login.otpauthUrl).searchParams.get('secret')!;
  const res = await totpStep({ challenge: login.challenge, code: await codeAt(secret, Date.now()) });
  expect(res.statusCode).toBe(200);
  return {
    username,
    secret,
    token: res.json().value.token as string,
    recoveryCodes: res.json().value.recoveryCodes,
  };
}
/** Moves the clock the server and the test read (Date only: timers and the database keep real time). */
function clockAt(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ms);
}
/** One TOTP step later: a staff member signs in once per step and drift (codes are single use). */
const nextStep = () => clockAt(Date.now() + STEP_MS);

describe('POST /ops/session/login', () => {
  it('asks a staff member without a second factor to enrol, and never answers a token', async () => {
    const username = await newStaff();
    const res = await passwordStep(username);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(Object.keys(value).sort()).toEqual(['challenge', 'otpauthUrl', 'secondFactor']);
    expect(value.secondFactor).toBe('enrol');
    const url = new URL(value.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toContain(username);
    expect(url.searchParams.get('secret')).toMatch(/^[A-Z2-7]{32}$/);
    // The challenge is stored only as its hash, expiring in 5 minutes.
    const [row] = await app.services.db
      .select()
      .from(staffChallenges)
      .where(eq(staffChallenges.tokenHash, hashToken(value.challenge)));
    expect(row).toBeDefined();
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(4 * 60 * 1000);
  });

  it('keeps the member login rules: a wrong password is 401 and counts towards the captcha', async () => {
    const username = await newStaff();
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      const res = await call(
        app,
        { ip },
        {
          method: 'POST',
          url: '/ops/session/login',
          payload: await seal(app, { type: 'username', username, password: 'nope-nope' }),
        },
      );
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('invalid_credentials');
    }
    const fourth = await call(
      app,
      { ip },
      {
        method: 'POST',
        url: '/ops/session/login',
        payload: await seal(app, { type: 'username', username, password: DEMO_PASSWORD }),
      },
    );
    expect(fourth.json().code).toBe('captcha_required');
  });

  it('refuses members, and plain JSON', async () => {
    const player = await passwordStep('jugador1');
    expect(player.statusCode).toBe(403);
    const plain = await call(
      app,
      {},
      {
        method: 'POST',
        url: '/ops/session/login',
        payload: { type: 'username', username: 'operador', password: DEMO_PASSWORD },
      },
    );
    expect(plain.json().code).toBe('encryption_required');
  });

  it('gives no operator session through the player login', async () => {
    const username = await newStaff();
    const res = await call(
      app,
      { ip: freshIp() },
      {
        method: 'POST',
        url: '/wps/session/login',
        payload: await seal(app, { type: 'username', username, password: DEMO_PASSWORD, site: 'operator' }),
      },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().value).toBeUndefined();
  });
});

describe('POST /ops/session/totp', () => {
  it('enrols with a code of the new secret: a token and 10 single-use recovery codes, shown once', async () => {
    const { username, secret, token, recoveryCodes } = await enrolled(['finance']);
    expect((await me(token)).json().value).toMatchObject({ username, roles: ['finance'] });
    expect(await secretOf(username)).toBe(secret);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Stored hashed, never as typed.
    const [account] = await app.services.db.select().from(accounts).where(eq(accounts.username, username));
    const stored = await app.services.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.accountId, account!.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(recoveryCodes).not.toContain(row.codeHash);
    // Later sign-ins ask for a code and show neither the secret nor recovery codes again.
    const next = (await passwordStep(username)).json().value;
    expect(Object.keys(next).sort()).toEqual(['challenge', 'secondFactor']);
    expect(next.secondFactor).toBe('totp');
    clockAt(Date.now() + STEP_MS);
    const res = await totpStep({ challenge: next.challenge, code: await codeAt(secret, Date.now()) });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().value)).toEqual(['token']);
  });

  it('signs in with a code computed from the secret; the same code is refused the second time', async () => {
    const { username, secret } = await enrolled();
    clockAt(Date.now() + 2 * STEP_MS);
    const code = await codeAt(secret, Date.now());
    const first = await totpStep({ challenge: await challengeOf(username), code });
    expect(first.statusCode).toBe(200);
    expect((await me(first.json().value.token)).statusCode).toBe(200);
    const replay = await totpStep({ challenge: await challengeOf(username), code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('invalid_code');
  });

  it('accepts one step of clock drift either way, and not two', async () => {
    const { username, secret } = await enrolled();
    const now = (stepAt(Date.now()) + 10) * STEP_MS + 5_000;
    clockAt(now);
    for (const far of [-2, 2]) {
      const res = await totpStep({
        challenge: await challengeOf(username),
        code: await codeAt(secret, now + far * STEP_MS),
      });
      expect(res.json().code).toBe('invalid_code');
    }
    for (const near of [-1, 1]) {
      const res = await totpStep({
        challenge: await challengeOf(username),
        code: await codeAt(secret, now + near * STEP_MS),
      });
      expect(res.statusCode).toBe(200);
    }
    // A code of a step before the last one used is refused, even within the window.
    const older = await totpStep({ challenge: await challengeOf(username), code: await codeAt(secret, now) });
    expect(older.json().code).toBe('invalid_code');
  });

  it('answers 401 invalid_code to a wrong code, and burns the challenge after 5', async () => {
    const { username, secret } = await enrolled();
    clockAt(Date.now() + 2 * STEP_MS);
    const challenge = await challengeOf(username);
    const good = await codeAt(secret, Date.now());
    const bad = good === '000000' ? '111111' : '000000';
    for (let i = 0; i < CHALLENGE_ATTEMPTS; i++) {
      const res = await totpStep({ challenge, code: bad });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('invalid_code');
    }
    const burnt = await totpStep({ challenge, code: good });
    expect(burnt.statusCode).toBe(401);
    expect(burnt.json().code).toBe('invalid_challenge');
    // A fresh challenge with the same code still works: the code was never accepted.
    expect((await totpStep({ challenge: await challengeOf(username), code: good })).statusCode).toBe(200);
  });

  it('uses a challenge once, and not after 5 minutes', async () => {
    const { username, secret } = await enrolled();
    const start = Date.now() + 2 * STEP_MS;
    clockAt(start);
    const challenge = await challengeOf(username);
    expect((await totpStep({ challenge, code: await codeAt(secret, start) })).statusCode).toBe(200);
    const again = await totpStep({ challenge, code: await codeAt(secret, start + STEP_MS) });
    expect(again.json().code).toBe('invalid_challenge');
    const stale = await challengeOf(username);
    clockAt(start + 5 * 60 * 1000 + 1_000);
    const late = await totpStep({ challenge: stale, code: await codeAt(secret, Date.now()) });
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('invalid_challenge');
    expect((await totpStep({ challenge: 'x'.repeat(43), code: '123456' })).json().code).toBe(
      'invalid_challenge',
    );
  });

  it('takes each recovery code once, typed in any case and without dashes', async () => {
    const { username, recoveryCodes } = await enrolled();
    const [first, second] = recoveryCodes as string[];
    const ok = await totpStep({ challenge: await challengeOf(username), recoveryCode: first });
    expect(ok.statusCode).toBe(200);
    expect((await me(ok.json().value.token)).statusCode).toBe(200);
    const reused = await totpStep({ challenge: await challengeOf(username), recoveryCode: first });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('invalid_code');
    const typed = second!.replaceAll('-', '').toLowerCase();
    expect((await totpStep({ challenge: await challengeOf(username), recoveryCode: typed })).statusCode).toBe(
      200,
    );
  });

  it('refuses bad input with 400, and recovery codes before enrolment', async () => {
    const username = await newStaff();
    const challenge = (await passwordStep(username)).json().value.challenge;
    expect((await totpStep({ challenge, code: '12345' })).statusCode).toBe(400);
    expect((await totpStep({ challenge, code: '123456', recoveryCode: 'X' })).statusCode).toBe(400);
    expect((await totpStep({ challenge: 'a\u0000b', code: '123456' })).statusCode).toBe(400);
    const early = await totpStep({ challenge, recoveryCode: 'ABCD-EFGH-JKLM-NPQR' });
    expect(early.json().code).toBe('invalid_code');
  });
});

describe('staff sessions', () => {
  it('end after 15 idle minutes, while player sessions last an hour', async () => {
    const start = Date.now();
    const { username, token } = await enrolled();
    nextStep();
    const other = await staffToken(app, username);
    const player = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
    clockAt(start + 14 * 60 * 1000);
    expect((await me(other)).statusCode).toBe(200);
    clockAt(start + 16 * 60 * 1000);
    expect((await me(token)).statusCode).toBe(401);
    const info = await call(app, {}, { url: '/wps/member/info', headers: bearer(player) });
    expect(info.statusCode).toBe(200);
  });

  it('are listed (own only, current marked) and revoked; another staff member’s id is 404', async () => {
    const { username } = await enrolled(['content']);
    nextStep();
    const a = await staffToken(app, username);
    nextStep();
    const b = await staffToken(app, username);
    const list = (await call(app, {}, { url: '/ops/session/sessions', headers: bearer(a) })).json().value;
    expect(list).toHaveLength(3);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(Object.keys(list[0]).sort()).toEqual([
      'createdAt',
      'current',
      'id',
      'ip',
      'lastSeenAt',
      'userAgent',
    ]);
    const [bRow] = await app.services.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(b)));
    const target = list.find((s: { id: string }) => s.id === String(bRow!.id))!;
    expect(target.current).toBe(false);
    const revoke = (token: string, id: string) =>
      call(app, {}, { method: 'DELETE', url: `/ops/session/sessions/${id}`, headers: bearer(token) });
    expect((await revoke(a, target.id)).statusCode).toBe(200);
    expect((await revoke(a, target.id)).statusCode).toBe(404);
    const after = (await call(app, {}, { url: '/ops/session/sessions', headers: bearer(a) })).json().value;
    expect(after).toHaveLength(2);
    expect(after.map((s: { id: string }) => s.id)).not.toContain(target.id);
    // Someone else's session, and ids that are not ids.
    const { token: stranger } = await enrolled(['content']);
    const theirs = (await call(app, {}, { url: '/ops/session/sessions', headers: bearer(stranger) })).json()
      .value[0].id;
    expect((await revoke(a, theirs)).statusCode).toBe(404);
    expect((await revoke(a, 'abc')).statusCode).toBe(404);
    expect((await me(stranger)).statusCode).toBe(200);
    expect((await me(a)).statusCode).toBe(200);
    expect((await me(b)).statusCode).toBe(401);
  });
});

describe('GET /ops/audit', () => {
  it('lists staff writes with who, what, target, reason, before and after, paged and filtered', async () => {
    const { username, token } = await enrolled(['admin']);
    const key = `audit-${Date.now()}`;
    const adjust = await call(
      app,
      {},
      {
        method: 'POST',
        url: '/ops/accounts/jugador1/adjust',
        payload: { amount: '1.25', reason: 'compensación por caída' },
        headers: { ...bearer(token), 'idempotency-key': key },
      },
    );
    expect(adjust.statusCode).toBe(200);
    nextStep();
    const second = await staffToken(app, username);
    const own = (await call(app, {}, { url: '/ops/session/sessions', headers: bearer(token) })).json().value;
    const other = own.find((s: { current: boolean }) => !s.current);
    await call(
      app,
      {},
      { method: 'DELETE', url: `/ops/session/sessions/${other.id}`, headers: bearer(token) },
    );
    expect((await me(second)).statusCode).toBe(401);

    const audit = (query: string) =>
      call(app, {}, { url: `/ops/audit?${query}`, headers: bearer(token) }).then((r) => r.json().value);
    const mine = await audit(`staff=${username.toUpperCase()}&pageSize=50`);
    expect(mine.total).toBeGreaterThanOrEqual(3);
    const adjusted = mine.list.find((item: { action: string }) => item.action === 'ops_adjust');
    expect(adjusted).toMatchObject({ staff: username, reason: 'compensación por caída' });
    expect(adjusted.target).toBeTruthy();
    expect(adjusted.after).toMatchObject({ amount: '1.25' });
    expect(Object.keys(adjusted).sort()).toEqual([
      'action',
      'after',
      'at',
      'before',
      'id',
      'reason',
      'staff',
      'target',
    ]);
    const revoked = await audit(`staff=${username}&action=ops_session_revoke`);
    expect(revoked.total).toBe(1);
    expect(revoked.list[0]).toMatchObject({ target: `session:${other.id}`, after: { revoked: true } });
    // Paging, and the time filters.
    const paged = await audit(`staff=${username}&pageSize=1&pageNo=2`);
    expect(paged).toMatchObject({ pageNo: 2, pageSize: 1, total: mine.total, totalPages: mine.total });
    expect(paged.list).toHaveLength(1);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await audit(`staff=${username}&from=${future}`)).total).toBe(0);
    expect((await audit(`staff=${username}&to=${future}`)).total).toBe(mine.total);
    expect(
      (await call(app, {}, { url: '/ops/audit?from=yesterday', headers: bearer(token) })).statusCode,
    ).toBe(400);
    // Members' own entries (their logins) never show: only staff actions.
    const memberLogins = await app.services.db.select().from(auditLog).where(eq(auditLog.event, 'login'));
    expect(memberLogins.length).toBeGreaterThan(0);
    const all = await audit('action=login&pageSize=100');
    expect(all.list.every((item: { staff: string }) => item.staff !== 'jugador1')).toBe(true);
  });
});
