import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { sessions, vendors } from '@/db/schema';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { DEMO_VENDOR_CODE, DEMO_VENDOR_GAME_CODE } from '@/demo/vendor';
import { hashToken } from '@/modules/identity/tokens';
import { bearer, call, freshIp, openStaffSession, seal, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';
import { gameTokenFor, launchDemoVendor, vendorCall } from '@/test/vendor-game';

let app: App;
let tx = 0;
const nextTx = () => `gs-${++tx}`;
const login = (username = 'jugador1') => tokenFor(app, username, DEMO_PASSWORD, { ip: freshIp() });
const info = (token: string) => call(app, {}, { url: '/wps/member/info', headers: bearer(token) });
const debit = (playerToken: string, amount = '1.00', vendor?: { vendor: string; secret: string }) =>
  vendorCall(app, 'debit', { playerToken, transactionId: nextTx(), roundId: 'gs', amount }, vendor);
const credit = (playerToken: string, amount = '1.00') =>
  vendorCall(app, 'credit', { playerToken, transactionId: nextTx(), roundId: 'gs', amount });

/** A house studio's vendor code and (random) secret, read where only the platform can read it. */
async function houseVendor(code = 'AUR') {
  const [row] = await app.services.db.select().from(vendors).where(eq(vendors.code, code));
  return { vendor: row!.code, secret: row!.secret };
}

/** The demo operator's staff account, and a back-office session of it (its sign-in is tested elsewhere). */
async function operator() {
  const merchant = await app.services.merchants.resolve({ host: 'localhost' });
  return (await app.services.identity.accounts.byUsername(merchant.id, 'operador'))!;
}
const operatorSession = () => openStaffSession(app);
/** POST /ops/accounts/cliente2/{lock|unlock} with this bearer token. */
const lockCall = (action: 'lock' | 'unlock', token: string, payload: object) =>
  call(app, {}, { method: 'POST', url: `/ops/accounts/cliente2/${action}`, headers: bearer(token), payload });

beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
});
afterAll(async () => {
  await app.close();
});

describe('game tokens made at launch', () => {
  it('launches the demo vendor game to its page with a fresh game token, stored hashed and bound', async () => {
    const member = await login();
    const { url, gameToken } = await launchDemoVendor(app, member);
    expect(url.pathname).toBe('/demo-vendor/play');
    expect(url.searchParams.get('gameCode')).toBe(DEMO_VENDOR_GAME_CODE);
    expect(gameToken).not.toBe(member);
    expect(Buffer.from(gameToken, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect((await launchDemoVendor(app, member)).gameToken).not.toBe(gameToken);

    const [row] = await app.services.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(gameToken)));
    const [parent] = await app.services.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(member)));
    const [demoVendor] = await app.services.db
      .select()
      .from(vendors)
      .where(eq(vendors.code, DEMO_VENDOR_CODE));
    expect(row).toMatchObject({
      site: 'game',
      vendorId: demoVendor!.id,
      parentSessionId: parent!.id,
      accountId: parent!.accountId,
      merchantId: parent!.merchantId,
    });
    const stored = await app.services.db.select().from(sessions).where(eq(sessions.tokenHash, gameToken));
    expect(stored).toEqual([]);
  });

  it('debits and credits with the game token', async () => {
    const gameToken = await gameTokenFor(app, await login());
    const before = Number(
      (await vendorCall(app, 'balance', { playerToken: gameToken })).json().value.balance,
    );
    const bet = await debit(gameToken, '4.00');
    expect(bet.statusCode).toBe(200);
    expect(Number(bet.json().value.balance)).toBeCloseTo(before - 4, 2);
    const win = await credit(gameToken, '10.00');
    expect(win.statusCode).toBe(200);
    expect(Number(win.json().value.balance)).toBeCloseTo(before + 6, 2);
  });

  it('refuses the member’s own token on every vendor call', async () => {
    const member = await login();
    const balance = await vendorCall(app, 'balance', { playerToken: member });
    expect([balance.statusCode, balance.json().code]).toEqual([404, 'player_not_found']);
    const bet = await debit(member);
    expect([bet.statusCode, bet.json().code]).toEqual([401, 'session_expired']);
    const win = await credit(member);
    expect([win.statusCode, win.json().code]).toEqual([404, 'player_not_found']);
    const undo = await vendorCall(app, 'rollback', { playerToken: member, transactionId: nextTx() });
    expect(undo.statusCode).toBe(404);
  });

  it('refuses the game token on /wps and /ops and on the real-time channel', async () => {
    const gameToken = await gameTokenFor(app, await login());
    expect((await info(gameToken)).statusCode).toBe(401);
    const wallet = await call(app, {}, { url: '/wps/v2/wallets/balance', headers: bearer(gameToken) });
    expect(wallet.statusCode).toBe(401);
    const ops = await call(app, {}, { url: '/ops/deposits', headers: bearer(gameToken) });
    expect(ops.statusCode).toBe(401);
    // A game token is no member session: launching with it is a guest's launch.
    const { nodeId } = (
      await call(
        app,
        {},
        {
          method: 'POST',
          url: '/wps/relay/GCSGAME_gameList',
          payload: { gameType: 'PVP', vassalage: DEMO_VENDOR_CODE },
        },
      )
    ).json().value.games[0];
    const relaunch = await call(
      app,
      {},
      { method: 'POST', url: '/wps/game/launchGame', payload: { nodeId }, headers: bearer(gameToken) },
    );
    expect(relaunch.statusCode).toBe(401);
  });

  it('refuses a game token of one vendor to another vendor', async () => {
    const gameToken = await gameTokenFor(app, await login());
    const house = await houseVendor();
    const balance = await vendorCall(app, 'balance', { playerToken: gameToken }, house);
    expect([balance.statusCode, balance.json().code]).toEqual([404, 'player_not_found']);
    const bet = await debit(gameToken, '1.00', house);
    expect([bet.statusCode, bet.json().code]).toEqual([401, 'session_expired']);
  });
});

describe('revocation of game tokens', () => {
  it('logout ends the game token for debits; credits and rollbacks still settle', async () => {
    const member = await login('jugador2');
    const gameToken = await gameTokenFor(app, member);
    const open = await debit(gameToken, '2.00');
    expect(open.statusCode).toBe(200);
    expect(
      (await call(app, {}, { method: 'DELETE', url: '/wps/session/logout', headers: bearer(member) }))
        .statusCode,
    ).toBe(200);
    const refused = await debit(gameToken);
    expect([refused.statusCode, refused.json().code]).toEqual([401, 'session_expired']);
    expect((await credit(gameToken, '3.00')).statusCode).toBe(200);
    const bet = { playerToken: gameToken, transactionId: nextTx(), amount: '1.00' };
    expect((await vendorCall(app, 'rollback', bet)).statusCode).toBe(200);
  });

  it('a password change ends the game tokens for debits; credits still settle', async () => {
    const member = await login('cliente1');
    const gameToken = await gameTokenFor(app, member);
    expect((await debit(gameToken, '1.00')).statusCode).toBe(200);
    const changed = await call(
      app,
      {},
      {
        method: 'POST',
        url: '/wps/member/password',
        headers: bearer(member),
        payload: await seal(app, {
          oldPassword: DEMO_PASSWORD,
          newPassword: 'Cambio2026',
          confirmNewPassword: 'Cambio2026',
        }),
      },
    );
    expect(changed.statusCode).toBe(200);
    expect((await debit(gameToken)).statusCode).toBe(401);
    expect((await credit(gameToken, '1.00')).statusCode).toBe(200);
  });

  it('an operator lock ends the game tokens for debits; credits still settle; unlock lets the player in', async () => {
    const member = await login('cliente2');
    const gameToken = await gameTokenFor(app, member);
    expect((await debit(gameToken, '1.00')).statusCode).toBe(200);
    const staff = await operatorSession();
    const lock = await lockCall('lock', staff, { reason: 'suspected account sharing' });
    expect(lock.statusCode, lock.body).toBe(200);
    expect(lock.json().value).toEqual({ username: 'cliente2', status: 'locked' });
    expect((await debit(gameToken)).statusCode).toBe(401);
    expect((await credit(gameToken, '1.00')).statusCode).toBe(200);
    expect((await info(member)).statusCode).toBe(401);
    const unlock = await lockCall('unlock', staff, { reason: 'cleared' });
    expect(unlock.statusCode).toBe(200);
    expect((await info(await login('cliente2'))).statusCode).toBe(200);
    const noReason = await lockCall('lock', staff, {});
    expect(noReason.statusCode).toBe(400);
    const byMember = await lockCall('lock', await login(), { reason: 'x' });
    expect(byMember.statusCode).toBe(401);
  });
});

describe('what a vendor may reach', () => {
  it('refuses the transfer-mode vendor on the seamless wallet', async () => {
    const gameToken = await gameTokenFor(app, await login());
    const res = await vendorCall(
      app,
      'balance',
      { playerToken: gameToken },
      { vendor: 'DEMOT', secret: 'demo-transfer-secret' },
    );
    expect([res.statusCode, res.json().code]).toEqual([403, 'forbidden']);
  });

  it('refuses a vendor on a merchant it is not bound to', async () => {
    const res = await vendorCall(
      app,
      'credit',
      { playerId: '1', transactionId: nextTx(), amount: '1.00' },
      {
        ...(await houseVendor()),
        merchant: 'lucky',
      },
    );
    expect([res.statusCode, res.json().code]).toEqual([403, 'forbidden']);
  });

  it('reaches player accounts only, never staff', async () => {
    const staff = await operator();
    const res = await vendorCall(app, 'credit', {
      playerId: String(staff!.id),
      transactionId: nextTx(),
      amount: '1.00',
    });
    expect([res.statusCode, res.json().code]).toEqual([404, 'player_not_found']);
    const rows = await app.services.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.accountId, staff!.id), eq(sessions.site, 'game')));
    expect(rows).toEqual([]);
  });

  it('answers bad vendor codes with 400 and an unknown one with 401, never a 500', async () => {
    const raw = JSON.stringify({ playerId: '1' });
    for (const code of ['%00', 'a%00b', 'x'.repeat(33), '%F0%9F%8E%B2', 'a.b', '%27%3B--']) {
      const res = await app.inject({
        method: 'POST',
        url: `/vendor/${code}/wallet/balance`,
        payload: raw,
        headers: { 'content-type': 'application/json', 'x-signature': '0'.repeat(64) },
      });
      expect([res.statusCode, res.json().code], code).toEqual([400, 'invalid_input']);
    }
    const unknown = await vendorCall(app, 'balance', { playerId: '1' }, { vendor: 'NOPE', secret: 'x' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([401, 'invalid_signature']);
  });
});
