import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { accounts, auditLog, merchants, payoutAccounts } from '@/db/schema';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { commitment } from '@/modules/house/fairness';
import { hashPassword } from '@/modules/identity/passwords';
import { addStaff, demoMerchant } from '@/test/backoffice';
import { bearer, call, freshIp, loginAs, openStaffSession, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';

let app: App;
let admin: string;
let support: string;
let risk: string;
let merchantId: number;
let jugador1: bigint;
let jugador2: bigint;

const idOf = async (username: string) =>
  (await app.services.identity.accounts.byUsername(merchantId, username))!.id;

beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
  merchantId = (await demoMerchant(app)).id;
  admin = await openStaffSession(app, 'operador');
  support = await addStaff(app, 'soporte1', ['support']);
  risk = await addStaff(app, 'riesgo1', ['risk']);
  jugador1 = await idOf('jugador1');
  jugador2 = await idOf('jugador2');
});
afterAll(async () => {
  await app.close();
});

const ops = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  call(app, {}, { method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const lastAudit = async (event: string) =>
  (
    await app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, event), eq(auditLog.merchantId, merchantId)))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe('player search', () => {
  it('finds players by username, e-mail, mobile or id, pages, and never lists staff', async () => {
    await app.services.db
      .update(accounts)
      .set({ email: 'Buscame@Example.com', countryDialingCode: '+52', mobileNum: '5599887766' })
      .where(eq(accounts.id, jugador2));
    const find = async (query: string) =>
      (await ops(support, 'GET', `/ops/players?query=${encodeURIComponent(query)}`)).json().value;
    expect((await find('jugador')).list.map((p: { username: string }) => p.username)).toEqual(
      expect.arrayContaining(['jugador1', 'jugador2']),
    );
    expect((await find('buscame@example')).list.map((p: { id: string }) => p.id)).toEqual([String(jugador2)]);
    expect((await find('99887766')).list.map((p: { id: string }) => p.id)).toEqual([String(jugador2)]);
    expect((await find(String(jugador1))).list.map((p: { id: string }) => p.id)).toContain(String(jugador1));
    expect((await find('operador')).list).toEqual([]);
    expect((await find('%')).list).toEqual([]);
    const paged = (await ops(support, 'GET', '/ops/players?pageNo=1&pageSize=1')).json().value;
    expect(paged.list).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(1);
  });
});

describe('player profile', () => {
  it('shows account, balances, limits, devices without tokens, notes and counts', async () => {
    await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: '10.99.0.7' });
    const res = await ops(support, 'GET', `/ops/players/${jugador1}`);
    expect(res.statusCode).toBe(200);
    const profile = res.json().value;
    expect(profile).toMatchObject({
      id: String(jugador1),
      username: 'jugador1',
      locked: false,
      balances: { currency: 'MXN', available: expect.stringMatching(/^-?\d+\.\d{2}$/) },
      depositLimits: { current: { day: null, week: null, month: null }, pending: [] },
      counts: { deposits: expect.any(Number), rounds: expect.any(Number), notes: 0 },
    });
    expect(profile.devices.map((d: { ip: string }) => d.ip)).toContain('10.99.0.7');
    expect(JSON.stringify(profile)).not.toMatch(/token|passwordHash/i);
  });

  it('is 404 for an unknown id, a staff account or another merchant’s player', async () => {
    const [other] = await app.services.db
      .insert(merchants)
      .values({ code: 'otra-jugadores', name: 'Otra' })
      .returning({ id: merchants.id });
    const [stranger] = await app.services.db
      .insert(accounts)
      .values({
        merchantId: other!.id,
        username: 'ajeno',
        nickname: 'ajeno',
        passwordHash: 'x',
        referralCode: 'RAJENO',
      })
      .returning({ id: accounts.id });
    const staffId = await idOf('operador');
    for (const id of [stranger!.id, staffId, 987654321n, 'abc']) {
      for (const [method, url, body] of [
        ['GET', `/ops/players/${id}`],
        ['GET', `/ops/players/${id}/transactions`],
        ['GET', `/ops/players/${id}/rounds`],
        ['POST', `/ops/players/${id}/notes`, { text: 'x' }],
        ['POST', `/ops/players/${id}/reset-password`, { reason: 'ticket 1' }],
        ['PUT', `/ops/players/${id}/deposit-limits`, { day: null, week: null, month: null, reason: 'abc' }],
      ] as const) {
        const res = await ops(admin, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().code).toBe('player_not_found');
      }
    }
  });
});

describe('notes', () => {
  it('adds a note with its author, shows it on the profile and audits it', async () => {
    const res = await ops(support, 'POST', `/ops/players/${jugador1}/notes`, { text: 'Llamó por un retiro' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ text: 'Llamó por un retiro', staff: 'soporte1' });
    const profile = (await ops(support, 'GET', `/ops/players/${jugador1}`)).json().value;
    expect(profile.notes[0]).toMatchObject({ text: 'Llamó por un retiro', staff: 'soporte1' });
    expect(profile.counts.notes).toBe(1);
    expect(await lastAudit('ops_player_note')).toMatchObject({
      target: `account:${jugador1}`,
      after: { text: 'Llamó por un retiro' },
    });
    expect((await ops(support, 'POST', `/ops/players/${jugador1}/notes`, { text: '  ' })).statusCode).toBe(
      400,
    );
  });
});

describe('password reset', () => {
  it('gives a temporary password once, ends every session and forces a change at sign-in', async () => {
    const player = await tokenFor(app, 'jugador2', DEMO_PASSWORD, { ip: freshIp() });
    const res = await ops(support, 'POST', `/ops/players/${jugador2}/reset-password`, {
      reason: 'ticket 42',
    });
    expect(res.statusCode).toBe(200);
    const { temporaryPassword } = res.json().value;
    expect(temporaryPassword).toEqual(expect.any(String));
    expect(
      (await call(app, {}, { url: '/wps/v2/wallets/balance', headers: bearer(player) })).statusCode,
    ).toBe(401);
    expect((await loginAs(app, 'jugador2', DEMO_PASSWORD, {}, { ip: freshIp() })).statusCode).not.toBe(200);
    const login = await loginAs(app, 'jugador2', temporaryPassword, {}, { ip: freshIp() });
    expect(login.statusCode).toBe(200);
    expect(JSON.stringify(login.json().value)).toMatch(/"weakPassword":true/);
    const entry = await lastAudit('ops_player_reset_password');
    expect(entry).toMatchObject({ reason: 'ticket 42', after: { mustChangePassword: true } });
    expect(JSON.stringify([entry?.detail, entry?.before, entry?.after])).not.toContain(temporaryPassword);
    // Restore the demo password for the other tests.
    await app.services.db
      .update(accounts)
      .set({ passwordHash: await hashPassword(DEMO_PASSWORD), mustChangePassword: false })
      .where(eq(accounts.id, jugador2));
  });

  it('needs a reason, and is not for the risk role', async () => {
    expect((await ops(support, 'POST', `/ops/players/${jugador2}/reset-password`, {})).statusCode).toBe(400);
    const res = await ops(risk, 'POST', `/ops/players/${jugador2}/reset-password`, { reason: 'ticket 9' });
    expect(res.statusCode).toBe(403);
  });
});

describe('deposit limits', () => {
  it('tightens and loosens at once for staff, audited with before and after', async () => {
    const url = `/ops/players/${jugador1}/deposit-limits`;
    const tight = await ops(risk, 'PUT', url, {
      day: '100.00',
      week: null,
      month: '1000.00',
      reason: 'RG call',
    });
    expect(tight.statusCode).toBe(200);
    expect(tight.json().value).toEqual({
      current: { day: '100.00', week: null, month: '1000.00' },
      pending: [],
    });
    const loose = await ops(risk, 'PUT', url, { day: '500.00', week: null, month: null, reason: 'review' });
    expect(loose.json().value).toEqual({ current: { day: '500.00', week: null, month: null }, pending: [] });
    expect(await lastAudit('ops_player_deposit_limits')).toMatchObject({
      reason: 'review',
      before: { current: { day: '100.00', month: '1000.00' } },
      after: { current: { day: '500.00', month: null } },
    });
    const zero = await ops(risk, 'PUT', url, { day: '0', week: null, month: null, reason: 'review' });
    expect(zero.statusCode).toBe(400);
    expect(
      (await ops(support, 'PUT', url, { day: null, week: null, month: null, reason: 'x1y' })).statusCode,
    ).toBe(403);
    await ops(risk, 'PUT', url, { day: null, week: null, month: null, reason: 'clean up' });
  });
});

describe('transactions and rounds', () => {
  it('lists the ledger movements and the house rounds with their seeds', async () => {
    const player = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
    const game = (await app.services.db.execute(
      sql`SELECT id::text AS id FROM games WHERE engine = 'dice' ORDER BY id LIMIT 1`,
    )) as unknown as { rows: { id: string }[] };
    const launch = await call(
      app,
      {},
      {
        method: 'POST',
        url: '/wps/game/launchGame',
        payload: { nodeId: game.rows[0]!.id },
        headers: bearer(player),
      },
    );
    const launchToken = new URL(launch.json().value.url, 'http://x').searchParams.get('launch')!;
    const session = (
      await app.inject({ method: 'POST', url: '/rgs/authenticate', payload: { launchToken } })
    ).json().value;
    const played = await app.inject({
      method: 'POST',
      url: '/rgs/play',
      payload: { sessionId: session.sessionId, bet: '1.00', params: { target: 4950, direction: 'under' } },
    });
    const { roundId } = played.json().value.round;

    const rounds = (await ops(support, 'GET', `/ops/players/${jugador1}/rounds?pageSize=5`)).json().value;
    expect(rounds.list[0]).toMatchObject({
      roundId,
      bet: '1.00',
      serverSeedHash: session.fairness.serverSeedHash,
      clientSeed: session.fairness.clientSeed,
      nonce: expect.any(Number),
      serverSeed: null,
    });
    await app.inject({ method: 'POST', url: '/rgs/seed', payload: { sessionId: session.sessionId } });
    const revealed = (await ops(support, 'GET', `/ops/players/${jugador1}/rounds?pageSize=5`)).json().value;
    expect(commitment(revealed.list[0].serverSeed)).toBe(revealed.list[0].serverSeedHash);

    const movements = (await ops(support, 'GET', `/ops/players/${jugador1}/transactions?pageSize=5`)).json()
      .value;
    expect(movements.list[0]).toMatchObject({ amount: expect.stringMatching(/^-?\d+\.\d{2}$/) });
    expect(movements.total).toBeGreaterThan(0);
  });
});

describe('payout accounts in the profile', () => {
  it('shows them masked, removed ones too, with the other players who used the same number', async () => {
    const shared = '012180009999888877';
    await app.services.db.insert(payoutAccounts).values([
      { merchantId, accountId: jugador1, bankName: 'BBVA', holderName: 'Jugador Uno', accountNumber: shared },
      {
        merchantId,
        accountId: jugador1,
        bankName: 'Banorte',
        holderName: 'Jugador Uno',
        accountNumber: '4444333322221111',
        removedAt: new Date(),
      },
      {
        merchantId,
        accountId: jugador2,
        bankName: 'BBVA',
        holderName: 'Otra Persona',
        accountNumber: shared,
      },
    ]);
    const profile = (await ops(support, 'GET', `/ops/players/${jugador1}`)).json().value;
    const byBank = Object.fromEntries(
      profile.payoutAccounts.map((a: { bankName: string }) => [a.bankName, a]),
    );
    expect(byBank.BBVA).toMatchObject({
      accountNumber: '••••8877',
      sharedWith: ['jugador2'],
      removedAt: null,
    });
    expect(byBank.Banorte).toMatchObject({ accountNumber: '••••1111', sharedWith: [] });
    expect(byBank.Banorte.removedAt).not.toBeNull();
    expect(JSON.stringify(profile)).not.toContain(shared);
  });
});
