import crypto from 'node:crypto';
import { lotteryGame, winOf } from '@crupier/contract/lottery';
import { formatMinor, parseMinor } from '@crupier/contract/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { addStaff } from '@/test/backoffice';
import { bearer, call, freshIp, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';

let app: App;
let alice: string;
let bob: string;
beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
  alice = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
  bob = await tokenFor(app, 'jugador2', DEMO_PASSWORD, { ip: freshIp() });
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const bet = (token: string, payload: Record<string, unknown>, key?: string) =>
  app.inject({
    method: 'POST',
    url: '/lgw/bets',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const balance = async (token: string) =>
  parseMinor(
    (await call(app, {}, { url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value.available,
  );
const current = async (gameCode: string, token = alice) => {
  const res = await get(`/lgw/draws/current?gameCode=${gameCode}`, token);
  expect(res.statusCode).toBe(200);
  return res.json().value;
};
const forceDraw = async (gameCode: string) => {
  const res = await app.inject({ method: 'POST', url: '/dev/lottery/draw', payload: { gameCode } });
  expect(res.statusCode).toBe(200);
  return res.json().value;
};

describe('lottery /lgw calls', () => {
  it('refuse a caller without a session on every route', async () => {
    for (const url of [
      '/lgw/games/game_menus?prizeMode=LOTT',
      '/lgw/vn/games/game_menu?prizeMode=LOTT&device=WEB',
      '/lgw/vn/games/game_menu/recent',
      '/lgw/vn/numeros/opened/game?gameCode=VN_MB&pageNo=1&pageSize=42',
      '/lotto/lgw/games/opened/numero?gameCode=VN_MB',
      '/lgw/draws/current?gameCode=VN_MB',
      '/lgw/bets',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
    }
    const post = await app.inject({ method: 'POST', url: '/lgw/bets', payload: {} });
    expect(post.statusCode).toBe(401);
  });

  it('list the menus by prize mode, the VN menu, and the game’s open draw with its committed hash', async () => {
    const menus = (await get('/lgw/games/game_menus?prizeMode=ELOTT', alice)).json().value;
    expect(menus.gameMenus[0].accountTypeName).toBe('TCG_LOTTO_VN');
    expect(menus.gameMenus[0].games.map((g: { gameCode: string }) => g.gameCode)).toEqual([
      'EL_PICK3',
      'EL_PICK5',
      'EL_KENO',
    ]);
    const vn = (await get('/lgw/vn/games/game_menu?prizeMode=LOTT&device=WEB', alice)).json().value;
    expect(vn.gameMenus[0].games.map((g: { gameCode: string }) => g.gameCode)).toEqual(['VN_MB', 'VN_MN']);
    const sea = (await get('/lgw/games/game_menus?prizeMode=SEA', alice)).json().value;
    expect(sea.gameMenus[0].games[0].gameCode).toBe('SEA_4D');

    const draw = await current('VN_MB');
    expect(draw.drawHash).toMatch(/^[0-9a-f]{64}$/);
    expect(draw).not.toHaveProperty('seed');
    expect(new Date(draw.closesAt).getTime()).toBeGreaterThan(Date.now());
    expect(draw.betTypes.map((b: { code: string }) => b.code)).toEqual([
      'lo2',
      'lo3',
      'de',
      'xien2',
      'xien3',
      'xien4',
    ]);
    // The same open draw on a second call: the period is created once.
    expect((await current('VN_MB')).drawId).toBe(draw.drawId);
    expect((await get('/lgw/draws/current?gameCode=NOPE', alice)).statusCode).toBe(404);
  });

  it('takes đề and lô bets, draws them, pays the wins to the cent and refuses bets after the close', async () => {
    const draw = await current('VN_MB');
    const before = await balance(alice);
    const de = await bet(alice, { drawId: draw.drawId, betType: 'de', numbers: ['27'], stake: '10.00' });
    expect(de.statusCode).toBe(200);
    expect(de.json().value.bet).toMatchObject({ state: 'open', potentialWin: '950.00', stake: '10.00' });
    const lo = await bet(alice, { drawId: draw.drawId, betType: 'lo2', numbers: ['05'], stake: '20.00' });
    expect(lo.statusCode).toBe(200);
    const xien = await bet(alice, {
      drawId: draw.drawId,
      betType: 'xien2',
      numbers: ['05', '27'],
      stake: '5.00',
    });
    expect(xien.statusCode).toBe(200);
    expect(parseMinor(xien.json().value.balance)).toBe(before - 3500n);
    expect(await balance(alice)).toBe(before - 3500n);

    const drawn = (await forceDraw('VN_MB')).draw;
    expect(crypto.createHash('sha256').update(drawn.seed).digest('hex')).toBe(draw.drawHash);
    expect(drawn.numbers.flatMap((t: { values: string[] }) => t.values)).toHaveLength(27);

    const game = lotteryGame('VN_MB')!;
    const expected = [
      winOf(game, 'de', ['27'], drawn.numbers, [9500], 1000n),
      winOf(game, 'lo2', ['05'], drawn.numbers, [350], 2000n),
      winOf(game, 'xien2', ['05', '27'], drawn.numbers, [1700], 500n),
    ];
    const mine = (await get('/lgw/bets?gameCode=VN_MB', alice)).json().value.list;
    const ofDraw = mine.filter((b: { drawId: string }) => b.drawId === draw.drawId);
    expect(ofDraw).toHaveLength(3);
    for (const b of ofDraw) expect(['won', 'lost']).toContain(b.state);
    const total = expected.reduce((a, b) => a + b, 0n);
    expect(ofDraw.reduce((s: bigint, b: { win: string }) => s + parseMinor(b.win), 0n)).toBe(total);
    expect(await balance(alice)).toBe(before - 3500n + total);

    const late = await bet(alice, { drawId: draw.drawId, betType: 'de', numbers: ['11'], stake: '1.00' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('draw_closed');
    expect(await balance(alice)).toBe(before - 3500n + total);

    // A second forced draw draws the next period, never this one again.
    const next = await current('VN_MB');
    expect(next.drawId).not.toBe(draw.drawId);
    const opened = (
      await get('/lgw/vn/numeros/opened/game?gameCode=VN_MB&pageNo=1&pageSize=42', alice)
    ).json().value;
    expect(opened.list[0]).toMatchObject({ drawId: draw.drawId, seed: drawn.seed, drawHash: draw.drawHash });
    const latest = (await get('/lotto/lgw/games/opened/numero?gameCode=VN_MB', alice)).json().value;
    expect(latest.drawId).toBe(draw.drawId);
    const recent = (await get('/lgw/vn/games/game_menu/recent', alice)).json().value;
    expect(recent.list[0].gameCode).toBe('VN_MB');

    // The wallet's record shows the stakes and the wins.
    const history = (await get('/wps/wallet/transactionHistory?pageNo=1&pageSize=50', alice)).json().value
      .list as { type: string; amount: string }[];
    expect(history.filter((m) => m.type === 'lottery_bet')).toHaveLength(3);
    expect(
      history.filter((m) => m.type === 'lottery_win').reduce((s, m) => s + parseMinor(m.amount), 0n),
    ).toBe(total);
    const record = (await get('/wps/member/bettingRecord?pageNo=1&pageSize=20', alice)).json().value;
    const lotteryRows = record.list.filter((r: { engine: string }) => r.engine === 'lottery');
    expect(lotteryRows).toHaveLength(3);
    expect(lotteryRows.reduce((s: bigint, r: { win: string }) => s + parseMinor(r.win), 0n)).toBe(total);
    const verify = await app.services.ledger.verify();
    expect(verify.ok).toBe(true);
  });

  it('validates bets: type, numbers, stake, unknown draw', async () => {
    const draw = await current('VN_MN');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ drawId: draw.drawId, betType: 'big', numbers: ['1234'], stake: '1.00' }, 422, 'invalid_bet_type'],
      [{ drawId: draw.drawId, betType: 'de', numbers: ['123'], stake: '1.00' }, 422, 'invalid_numbers'],
      [
        { drawId: draw.drawId, betType: 'xien2', numbers: ['12', '12'], stake: '1.00' },
        422,
        'invalid_numbers',
      ],
      [{ drawId: draw.drawId, betType: 'de', numbers: ['12'], stake: '0.50' }, 422, 'invalid_stake'],
      [{ drawId: '999999', betType: 'de', numbers: ['12'], stake: '1.00' }, 404, 'draw_not_found'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await bet(alice, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().code).toBe(code);
    }
    const broke = await bet(bob, { drawId: draw.drawId, betType: 'de', numbers: ['12'], stake: '99999.00' });
    expect(broke.statusCode).toBe(422);
    expect(broke.json().code).toBe('insufficient_funds');
  });

  it('answers a repeated Idempotency-Key with the same bet, debited once', async () => {
    const draw = await current('SEA_4D');
    const before = await balance(bob);
    const body = { drawId: draw.drawId, betType: 'big', numbers: ['0427'], stake: '2.00' };
    const first = await bet(bob, body, 'k-1');
    const again = await bet(bob, body, 'k-1');
    expect(again.json().value.bet.betId).toBe(first.json().value.bet.betId);
    expect(await balance(bob)).toBe(before - 200n);
    const other = await bet(bob, { ...body, numbers: ['0428'] }, 'k-1');
    expect(other.statusCode).toBe(409);
  });

  it('shows a member only its own bets', async () => {
    const aliceBets = (await get('/lgw/bets', alice)).json().value.list as { betId: string }[];
    const bobBets = (await get('/lgw/bets', bob)).json().value.list as { betId: string }[];
    expect(aliceBets.length).toBeGreaterThan(0);
    expect(bobBets.length).toBeGreaterThan(0);
    const ids = new Set(aliceBets.map((b) => b.betId));
    expect(bobBets.some((b) => ids.has(b.betId))).toBe(false);
  });

  it('lets staff list draws and cancel one with a reason: every stake comes back, audited', async () => {
    const draw = await current('EL_KENO');
    const before = await balance(bob);
    await bet(bob, { drawId: draw.drawId, betType: 'keno_2', numbers: ['7', '77'], stake: '3.00' });
    await bet(bob, { drawId: draw.drawId, betType: 'keno_1', numbers: ['8'], stake: '1.50' });
    expect(await balance(bob)).toBe(before - 450n);

    const risk = await addStaff(app, 'riesgo_lot', ['risk']);
    const content = await addStaff(app, 'contenido_lot', ['content']);
    const list = await get('/ops/lottery/draws?gameCode=EL_KENO', risk);
    expect(list.statusCode).toBe(200);
    const row = list.json().value.list.find((d: { drawId: string }) => d.drawId === draw.drawId);
    expect(row).toMatchObject({ state: 'open', bets: 2, stakes: '4.50', seed: null });
    expect((await get('/ops/lottery/draws', content)).statusCode).toBe(403);

    const cancel = (token: string) =>
      app.inject({
        method: 'POST',
        url: `/ops/lottery/draws/${draw.drawId}/cancel`,
        headers: bearer(token),
        payload: { reason: 'Result feed outage' },
      });
    expect((await cancel(content)).statusCode).toBe(403);
    const res = await cancel(risk);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ refunds: 2, refunded: formatMinor(450n) });
    expect(res.json().value.draw).toMatchObject({ state: 'cancelled', cancelReason: 'Result feed outage' });
    expect(await balance(bob)).toBe(before);
    const again = await cancel(risk);
    expect(again.statusCode).toBe(409);
    expect(await balance(bob)).toBe(before);
    const states = (await get('/lgw/bets?gameCode=EL_KENO', bob))
      .json()
      .value.list.map((b: { state: string }) => b.state);
    expect(states).toEqual(['refunded', 'refunded']);
    // The next draw of the game opens for bets.
    expect((await current('EL_KENO', bob)).drawId).not.toBe(draw.drawId);
    const audit = (await get('/ops/audit?action=ops_lottery_draw_cancel', risk)).json().value.list;
    expect(audit[0]).toMatchObject({ target: `lottery_draw:${draw.drawId}`, reason: 'Result feed outage' });
    expect(audit[0].before).toMatchObject({ state: 'open' });
    expect(audit[0].after).toMatchObject({ state: 'cancelled' });
    expect((await app.services.ledger.verify()).ok).toBe(true);
  });

  it('lets an admin set a bet type’s odds (≤ 99 % expected return, audited); bets carry their odds', async () => {
    const admin = await addStaff(app, 'admin_lot', ['admin']);
    const risk = await addStaff(app, 'riesgo_odds', ['risk']);
    const put = (token: string, odds: string[]) =>
      app.inject({
        method: 'PUT',
        url: '/ops/lottery/odds',
        headers: bearer(token),
        payload: { gameCode: 'VN_MN', betType: 'lo2', odds, reason: 'Promotion week' },
      });
    expect((await put(risk, ['5.40'])).statusCode).toBe(403);
    const tooRich = await put(admin, ['5.60']); // 18/100 × 5.6 = 100.8 %
    expect(tooRich.statusCode).toBe(422);
    expect(tooRich.json().code).toBe('invalid_odds');
    expect((await put(admin, ['5.40', '1.00'])).statusCode).toBe(422);
    const res = await put(admin, ['5.40']);
    expect(res.statusCode).toBe(200);
    const row = res
      .json()
      .value.find(
        (o: { gameCode: string; betType: string }) => o.gameCode === 'VN_MN' && o.betType === 'lo2',
      );
    expect(row).toMatchObject({ odds: ['5.40'], defaultOdds: ['5.20'], rtp: 0.972 });
    const draw = await current('VN_MN');
    expect(draw.betTypes.find((b: { code: string }) => b.code === 'lo2').odds).toBe('5.40');
    const placed = await bet(alice, { drawId: draw.drawId, betType: 'lo2', numbers: ['33'], stake: '2.00' });
    expect(placed.json().value.bet).toMatchObject({ odds: '5.40', potentialWin: '10.80' });
    const audit = (await get('/ops/audit?action=ops_lottery_odds_update', admin)).json().value.list;
    expect(audit[0]).toMatchObject({ target: 'lottery_odds:VN_MN:lo2', reason: 'Promotion week' });
  });

  it('lobby lottery cards open the lottery pages of spec §9 (VN, SEA, electronic)', async () => {
    const rows = (await app.services.db.execute(
      sql`SELECT g.id::text AS id, g.game_code FROM games g WHERE g.engine = 'lottery' ORDER BY g.game_code`,
    )) as unknown as { rows: { id: string; game_code: string }[] };
    const urls = new Map<string, string>();
    for (const row of rows.rows) {
      const res = await app.inject({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: bearer(alice),
        payload: { nodeId: row.id },
      });
      expect(res.statusCode, row.game_code).toBe(200);
      urls.set(row.game_code, res.json().value.url);
    }
    expect(urls.get('VN_MB')).toBe('/vnLottery?gameCode=VN_MB');
    expect(urls.get('VN_MN')).toBe('/vnLottery?gameCode=VN_MN');
    expect(urls.get('SEA_4D')).toBe('/seaLottery?gameCode=SEA_4D');
    expect(urls.get('EL_KENO')).toBe('/lottery?prizeMode=ELOTT&gameCode=EL_KENO');
  });

  it('the scheduler closes, draws and settles on the calendar when time passes, each draw once', async () => {
    const draw = await current('EL_PICK3');
    await bet(alice, { drawId: draw.drawId, betType: 'p3_bigsmall', numbers: ['big'], stake: '1.00' });
    const moved = await app.inject({ method: 'POST', url: '/dev/clock', payload: { hours: 0.05 } });
    expect(moved.json().value.failedJobs).toEqual([]);
    await app.inject({ method: 'POST', url: '/dev/clock', payload: { hours: 0.01 } });
    const settled = (await get('/lgw/bets?gameCode=EL_PICK3', alice)).json().value.list[0];
    expect(['won', 'lost']).toContain(settled.state);
    expect(settled.win).toBe(settled.state === 'won' ? '1.96' : '0.00');
    const wins = (await get('/wps/wallet/transactionHistory?pageNo=1&pageSize=100', alice))
      .json()
      .value.list.filter(
        (m: { type: string; reference: string }) =>
          m.type === 'lottery_win' && m.reference.startsWith('EL_PICK3'),
      );
    expect(wins.length).toBe(settled.state === 'won' ? 1 : 0);
    expect((await current('EL_PICK3')).drawId).not.toBe(draw.drawId);
  });
});
