import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { queryRows } from '@/db/client';
import { accounts, auditLog, games, vendors } from '@/db/schema';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { DEMO_VENDOR_CODE, DEMO_VENDOR_SECRET } from '@/demo/vendor';
import { hashPassword } from '@/modules/identity/passwords';
import { bearer, call, freshIp, openStaffSession, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';
import { demoVendorGame, vendorCall } from '@/test/vendor-game';
import { percent } from './games';

let app: App;
let admin: string;
let player: string;

beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
  admin = await openStaffSession(app, 'operador');
  player = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
});
afterAll(async () => {
  await app.close();
});

const ops = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  call(app, {}, { method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const relay = async (action: string, body: object = {}) =>
  (await call(app, {}, { method: 'POST', url: `/wps/relay/${action}`, payload: body })).json().value;
const launch = (nodeId: string) =>
  call(
    app,
    {},
    { method: 'POST', url: '/wps/game/launchGame', payload: { nodeId }, headers: bearer(player) },
  );
const lastAudit = async (event: string) =>
  (await app.services.db.select().from(auditLog).where(eq(auditLog.event, event)).orderBy(sql`id DESC`))[0];

describe('vendors per merchant', () => {
  it('puts a vendor in maintenance or off, and the lobby shows it at its next call', async () => {
    const list = (await ops(admin, 'GET', '/ops/vendors')).json().value;
    const demov = list.find((v: { code: string }) => v.code === DEMO_VENDOR_CODE);
    expect(demov).toMatchObject({ status: 'active', walletMode: 'seamless' });
    const lanes = async () =>
      (await relay('GCSGAME_newGameVendor')).lanes.flatMap(
        (l: { cards: { vassalage: string; status: string }[] }) =>
          l.cards.filter((c) => c.vassalage === DEMO_VENDOR_CODE).map((c) => c.status),
      );
    expect(await lanes()).toEqual(['active']);
    const { nodeId } = await demoVendorGame(app);

    const res = await ops(admin, 'PUT', `/ops/vendors/${DEMO_VENDOR_CODE}`, {
      status: 'maintenance',
      sort: 3,
    });
    expect(res.json().value).toMatchObject({ status: 'maintenance', sort: 3 });
    expect(await lanes()).toEqual(['maintenance']);
    expect((await launch(nodeId)).json().code).toBe('game_maintenance');
    const entry = await lastAudit('ops_vendor_update');
    expect(entry).toMatchObject({ target: `vendor:${DEMO_VENDOR_CODE}` });
    expect(entry?.before).toMatchObject({ status: 'active' });
    expect(entry?.after).toMatchObject({ status: 'maintenance', sort: 3 });

    await ops(admin, 'PUT', `/ops/vendors/${DEMO_VENDOR_CODE}`, { status: 'disabled', sort: 3 });
    expect(await lanes()).toEqual([]);
    expect((await launch(nodeId)).statusCode).toBe(404);

    await ops(admin, 'PUT', `/ops/vendors/${DEMO_VENDOR_CODE}`, { status: 'active', sort: demov.sort });
    expect(await lanes()).toEqual(['active']);
    expect((await launch(nodeId)).statusCode).toBe(200);
  });

  it('rotates a vendor secret: shown once, not in the audit log, the old one refused', async () => {
    const res = await ops(admin, 'POST', `/ops/vendors/${DEMO_VENDOR_CODE}/rotate-secret`, {
      reason: 'rotación trimestral',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { secret } = res.json().value;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const entry = await lastAudit('ops_vendor_rotate_secret');
    expect(entry).toMatchObject({ reason: 'rotación trimestral', target: `vendor:${DEMO_VENDOR_CODE}` });
    expect(
      JSON.stringify(entry, (_key, value) => (typeof value === 'bigint' ? String(value) : value)),
    ).not.toContain(secret);
    expect(JSON.stringify((await ops(admin, 'GET', '/ops/vendors')).json())).not.toContain(secret);
    // The vendor directory caches look-ups for 5 seconds.
    await new Promise((resolve) => setTimeout(resolve, 5_200));
    const body = { playerId: '999999999' };
    expect((await vendorCall(app, 'balance', body, { secret: DEMO_VENDOR_SECRET })).statusCode).toBe(401);
    expect((await vendorCall(app, 'balance', body, { secret })).statusCode).toBe(404);
  }, 20_000);
});

describe('games per merchant', () => {
  it('switches a game off, marks it hot and orders it; the cached lobby lists change at once', async () => {
    const page = (await ops(admin, 'GET', '/ops/games?gameType=RNG&pageSize=5')).json().value;
    expect(page.total).toBeGreaterThan(5);
    const game = page.list[4];
    expect(game).toMatchObject({ enabled: true, gameType: 'RNG' });
    const ids = async (action: string, body: object) =>
      ((await relay(action, body)).games as { nodeId: string }[]).map((g) => g.nodeId);
    // Warm the lobby's caches first.
    expect(await ids('GCSGAME_gameList', { gameType: 'RNG', pageSize: 100 })).toContain(game.id);

    const hot = await ops(admin, 'PUT', `/ops/games/${game.id}`, { enabled: true, hot: true, sort: 0 });
    expect(hot.json().value).toMatchObject({ hot: true, sort: 0 });
    expect(await ids('GCSGAME_hotGamesV2', {})).toContain(game.id);
    const first = (await ids('GCSGAME_gameList', { gameType: 'RNG', pageSize: 100 }))[0];
    const firstSort = (await ops(admin, 'GET', `/ops/games?gameType=RNG&pageSize=1`)).json().value.list[0];
    expect(first).toBe(firstSort.id);

    await ops(admin, 'PUT', `/ops/games/${game.id}`, { enabled: false, hot: true, sort: 0 });
    expect(await ids('GCSGAME_gameList', { gameType: 'RNG', pageSize: 100 })).not.toContain(game.id);
    expect(await ids('GCSGAME_hotGamesV2', {})).not.toContain(game.id);
    expect((await launch(game.id)).statusCode).toBe(404);
    const entry = await lastAudit('ops_game_update');
    expect(entry).toMatchObject({ target: `game:${game.id}` });
    expect(entry?.before).toMatchObject({ enabled: true, hot: true });
    expect(entry?.after).toMatchObject({ enabled: false });
  });

  it('answers 404 for a vendor or game this merchant does not offer, 403 outside admin', async () => {
    const [vendor] = await app.services.db
      .insert(vendors)
      .values({ code: 'AJENO', name: 'Ajeno', secret: 'x' })
      .returning({ id: vendors.id });
    const [game] = await app.services.db
      .insert(games)
      .values({ vendorId: vendor!.id, gameCode: 'a1', gameType: 'RNG', names: { es: 'A' }, searchText: 'a' })
      .returning({ id: games.id });
    expect(
      (await ops(admin, 'PUT', `/ops/games/${game!.id}`, { enabled: false, hot: false, sort: 1 })).statusCode,
    ).toBe(404);
    expect((await ops(admin, 'PUT', '/ops/vendors/AJENO', { status: 'disabled', sort: 1 })).statusCode).toBe(
      404,
    );
    expect((await ops(admin, 'POST', '/ops/vendors/AJENO/rotate-secret', { reason: 'x' })).statusCode).toBe(
      404,
    );
    const [row] = await app.services.db.select().from(vendors).where(eq(vendors.code, 'AJENO'));
    expect(row?.secret).toBe('x');

    const merchant = await app.services.merchants.resolve({ host: 'localhost' });
    await app.services.db.insert(accounts).values({
      merchantId: merchant.id,
      username: 'maquetador',
      nickname: 'maquetador',
      type: 9,
      staffRoles: ['content'],
      passwordHash: await hashPassword(DEMO_PASSWORD),
      referralCode: 'RMAQUETADOR',
    });
    const content = await openStaffSession(app, 'maquetador');
    expect((await ops(content, 'GET', '/ops/games')).statusCode).toBe(403);
    expect((await ops(content, 'GET', '/ops/vendors')).statusCode).toBe(403);
  });
});

describe('RTP and hold', () => {
  it('are wins over bets of the real house rounds, per game', async () => {
    const [dice] = await queryRows<{ id: string }>(
      app.services.db,
      // A dice game no demo round was seeded on: its figures are this test's rounds alone.
      sql`SELECT id::text AS id FROM games g WHERE engine = 'dice'
          AND NOT EXISTS (SELECT 1 FROM house_rounds r WHERE r.game_id = g.id) ORDER BY id LIMIT 1`,
    );
    const res = await launch(dice!.id);
    const launchToken = new URL(res.json().value.url, 'http://x').searchParams.get('launch')!;
    const session = (
      await app.inject({ method: 'POST', url: '/rgs/authenticate', payload: { launchToken } })
    ).json().value;
    for (const bet of ['1.00', '2.50', '1.75', '3.10']) {
      const play = await app.inject({
        method: 'POST',
        url: '/rgs/play',
        payload: { sessionId: session.sessionId, bet, params: { target: 4950, direction: 'under' } },
      });
      expect(play.statusCode, play.body).toBe(200);
    }
    const rows = (await ops(admin, 'GET', '/ops/games/rtp?range=today')).json().value;
    const row = rows.find((r: { id: string }) => r.id === dice!.id);
    const [sums] = await queryRows<{ bets: string; wins: string; n: number }>(
      app.services.db,
      sql`SELECT sum(bet)::text AS bets, sum(win)::text AS wins, count(*)::int AS n FROM house_rounds
          WHERE game_id = ${dice!.id} AND state = 'settled'`,
    );
    expect(row).toMatchObject({ rounds: sums!.n, rtp: percent(BigInt(sums!.wins), BigInt(sums!.bets)) });
    expect(row.rounds).toBe(4);
    expect(row.bets).toBe('8.35');
    expect(Number(row.rtp) + Number(row.hold)).toBeCloseTo(100, 2);
    expect(percent(9_650n, 10_000n)).toBe('96.50');
    expect(percent(1n, 3n)).toBe('33.33');
    expect(percent(0n, 0n)).toBeNull();
  });
});
