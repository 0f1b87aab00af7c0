import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { bearer, call, freshIp, seal, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';
import { gameTokenFor, vendorCall } from '@/test/vendor-game';

let app: App;
let player: string;
let trial: string;
beforeAll(async () => {
  app = await createTestApp({ challenge: 'off', demoCatalogSize: 2_400 });
  player = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
  const res = await call(
    app,
    { ip: freshIp(), headers: { 'x-gateway-version': '3' } },
    {
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: await seal(app, { os: 'Linux', platform: 'W', random: 'abcdefgh12' }),
    },
  );
  trial = res.json().value.token;
});
afterAll(async () => {
  await app.close();
});

const relay = (action: string, body: unknown = {}, token?: string) =>
  call(
    app,
    {},
    {
      method: 'POST',
      url: `/wps/relay/${action}`,
      payload: body as object,
      headers: token ? bearer(token) : {},
    },
  );
const list = async (body: Record<string, unknown>, token?: string) =>
  (await relay('GCSGAME_gameList', body, token)).json().value;

describe('GCSGAME_gameList', () => {
  it('pages a category with 18 games by default and the totals', async () => {
    const page = await list({ gameType: 'RNG' });
    expect(page.games).toHaveLength(18);
    expect(page.pageSize).toBe(18);
    expect(page.total).toBeGreaterThan(1500);
    expect(page.totalPages).toBe(Math.ceil(page.total / 18));
    expect(page.games[0]).toMatchObject({
      gameType: 'RNG',
      isGame: 'GAME',
      iconUrl: expect.stringMatching(/^\/media\/games\/\d+\.svg$/),
    });
  });

  it('answers a page past the end with an empty list, and the last page partially', async () => {
    const first = await list({ gameType: 'LIVE' });
    const last = await list({ gameType: 'LIVE', pageNo: first.totalPages });
    expect(last.games.length).toBe(first.total - (first.totalPages - 1) * 18);
    const past = await list({ gameType: 'LIVE', pageNo: first.totalPages + 1 });
    expect(past).toMatchObject({ games: [], totalPages: first.totalPages });
  });

  it('filters by vendor, sub-category, minimum bet and lines', async () => {
    const byVendor = await list({ gameType: 'RNG', vassalage: 'AUR', pageSize: 100 });
    expect(byVendor.games.every((g: { vassalage: string }) => g.vassalage === 'AUR')).toBe(true);
    const jackpots = await list({ gameType: 'RNG', gameClassify: 'JP', pageSize: 100 });
    expect(jackpots.total).toBeGreaterThan(0);
    expect(jackpots.games.every((g: { gameClassify: string }) => g.gameClassify === 'JP')).toBe(true);
    const bigBets = await list({ gameType: 'RNG', minBet: '1.00', pageSize: 100 });
    expect(bigBets.games.every((g: { minBet: string }) => Number(g.minBet) >= 1)).toBe(true);
    const lines = await list({ gameType: 'RNG', minLineNum: 40, pageSize: 100 });
    expect(lines.games.every((g: { lineNum: number }) => g.lineNum >= 40)).toBe(true);
  });

  it('searches names in any language ignoring case and accents', async () => {
    const es = await list({ gameType: 'RNG', gameName: 'DRAGON DORADO', language: 'es', pageSize: 50 });
    expect(es.total).toBeGreaterThan(0);
    expect(es.games[0].gameName).toMatch(/Dragón Dorado/);
    const en = await list({ gameType: 'RNG', gameName: 'golden drag', language: 'en' });
    expect(en.games[0].gameName).toMatch(/Golden Dragon/);
    expect((await list({ gameType: 'RNG', gameName: '%' })).total).toBe(0);
    expect((await list({ gameType: 'RNG', gameName: 'zzzz-no-such' })).games).toEqual([]);
  });

  it('shows bingo only to merchants that speak Tagalog', async () => {
    expect((await list({ gameType: 'RNG', gameClassify: 'BG' })).total).toBeGreaterThan(0);
    const lanes = (await relay('GCSGAME_newGameVendor')).json().value.lanes;
    expect(lanes[0].gameClassify.map((g: { name: string }) => g.name)).toContain('BG');
  });

  it('refuses bad input with 400', async () => {
    for (const body of [
      {},
      { gameType: 'CASINO' },
      { gameType: 'RNG', pageNo: 0 },
      { gameType: 'RNG', pageSize: 500 },
      { gameType: 'RNG', minBet: '1e3' },
      { gameType: 'RNG', vassalage: "x'; --" },
    ]) {
      expect((await relay('GCSGAME_gameList', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await relay('GCSGAME_gameList', { gameType: 'RNG', filter: 'FAV' })).statusCode).toBe(401);
  });
});

describe('vendors and hot games', () => {
  it('lists vendor lanes by category with e-sports and cockfight after sports', async () => {
    const lanes = (await relay('GCSGAME_newGameVendor', { platform: 'html5-desktop' })).json().value.lanes;
    const order = lanes.map((l: { gameCategory: string }) => l.gameCategory);
    expect(order).toEqual(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT']);
    const sports = lanes.find((l: { gameCategory: string }) => l.gameCategory === 'SPORTS');
    expect(sports.cards.map((c: { vassalage: string }) => c.vassalage)).toEqual([
      'GLS',
      'ARE',
      'TRB',
      'PDS',
      'CNX',
    ]);
    for (const category of ['ESPORTS', 'COCKFIGHT']) {
      const lane = lanes.find((l: { gameCategory: string }) => l.gameCategory === category);
      expect(lane.cards).toHaveLength(5);
    }
    expect(sports.cards[0]).toMatchObject({ isGame: 'GAME', lagerIcon: '/media/vendors/GLS.svg' });
    const slots = lanes[0];
    expect(slots.cards.length).toBeGreaterThanOrEqual(10);
    expect(slots.cards[0].isGame).toBe('VASSALAGE');
    expect((await relay('GCSGAME_getVassGameType', { vassalage: 'ARE' })).json().value).toEqual([
      'SPORTS',
      'ESPORTS',
    ]);
  });

  it('lists hot games', async () => {
    const hot = (await relay('GCSGAME_hotGamesV2', { isPlatform: 2, language: 'en' })).json().value.games;
    expect(hot.length).toBeGreaterThan(12);
    expect(hot.every((g: { isHot: boolean }) => g.isHot)).toBe(true);
  });

  it('serves generated artwork for games, studios and banners', async () => {
    const game = (await list({ gameType: 'RNG' })).games[0];
    const art = await app.inject({ url: game.iconUrl });
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.body).toContain('<svg');
    expect((await app.inject({ url: '/media/vendors/AUR.svg' })).body).toContain('Aurora Reels');
    expect((await app.inject({ url: '/media/banners/welcome.svg' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/media/games/999999999.svg' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/games/..%2F..%2Fetc.svg' })).statusCode).toBe(400);
  });
});

describe('favourites and recent games', () => {
  it('adds and removes favourites idempotently, ids as strings', async () => {
    const game = (await list({ gameType: 'LIVE' })).games[0];
    const body = { nodeId: game.nodeId, vendor: game.vassalage, gameType: 'LIVE' };
    expect((await relay('MCSFE_addFavoriteGameV2', body, player)).json().value.ids).toEqual([game.nodeId]);
    expect((await relay('MCSFE_addFavoriteGameV2', body, player)).json().value.ids).toEqual([game.nodeId]);
    const favList = (await relay('MCSFE_getFavoriteGamesList', { pageNo: 1, pageSize: 999 }, player)).json()
      .value;
    expect(favList.content.map((g: { nodeId: string }) => g.nodeId)).toEqual([game.nodeId]);
    const favFilter = await list({ gameType: 'LIVE', filter: 'FAV' }, player);
    expect(favFilter.games.map((g: { nodeId: string }) => g.nodeId)).toEqual([game.nodeId]);
    expect((await relay('MCSFE_removeFavoriteGameV2', body, player)).json().value.ids).toEqual([]);
    expect((await relay('MCSFE_removeFavoriteGameV2', body, player)).json().value.ids).toEqual([]);
    expect((await relay('MCSFE_getFavoriteGames', {}, player)).json().value.ids).toEqual([]);
  });

  it('refuses favourites to guests and trial accounts', async () => {
    const game = (await list({ gameType: 'LIVE' })).games[0];
    expect((await relay('MCSFE_addFavoriteGameV2', { nodeId: game.nodeId })).statusCode).toBe(401);
    const res = await relay('MCSFE_addFavoriteGameV2', { nodeId: game.nodeId }, trial);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('in_need_true_account');
  });

  it('launches a game, records it as recent, refuses guests and lets a trial account play', async () => {
    const games = (await list({ gameType: 'RNG', pageSize: 3 })).games;
    for (const game of games) {
      const res = await call(
        app,
        {},
        {
          method: 'POST',
          url: '/wps/game/launchGame',
          payload: { nodeId: game.nodeId },
          headers: bearer(player),
        },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().value.url).toMatch(/^\/seamless\?launch=[A-Za-z0-9_-]{32}$/);
    }
    const recent = (await relay('GCS_recentGame', { page: 1, pageSize: 12 }, player)).json().value;
    expect(recent.list.map((g: { nodeId: string }) => g.nodeId)).toEqual(
      games.map((g: { nodeId: string }) => g.nodeId).reverse(),
    );
    expect((await list({ gameType: 'RNG', filter: 'RECENT' }, player)).total).toBe(3);

    expect(
      (
        await call(
          app,
          {},
          { method: 'POST', url: '/wps/game/launchGame', payload: { nodeId: games[0].nodeId } },
        )
      ).statusCode,
    ).toBe(401);
    const trialLaunch = await call(
      app,
      {},
      {
        method: 'POST',
        url: '/wps/game/launchGame',
        payload: { nodeId: games[0].nodeId },
        headers: bearer(trial),
      },
    );
    // A trial account plays the house's own games with play money (docs/free-play.md); an outside
    // vendor's game still needs a real account (free-play-games.test.ts).
    expect(trialLaunch.statusCode).toBe(200);
    expect(trialLaunch.json().value.url).toMatch(/^\/seamless\?launch=/);
  });

  it('offers free trials without an account only where supportPlay is 0', async () => {
    const all = (await list({ gameType: 'RNG', pageSize: 100 })).games;
    const free = all.find((g: { supportPlay: number }) => g.supportPlay === 0);
    const paid = all.find((g: { supportPlay: number }) => g.supportPlay === 1);
    expect(
      (
        await call(
          app,
          {},
          { method: 'POST', url: '/wps/game/launchGame', payload: { nodeId: free.nodeId, trial: true } },
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(
          app,
          {},
          { method: 'POST', url: '/wps/game/launchGame', payload: { nodeId: paid.nodeId, trial: true } },
        )
      ).json().code,
    ).toBe('trial_not_offered');
  });

  it('refuses to launch games of a vendor in maintenance', async () => {
    const game = (await list({ gameType: 'FISH' })).games[0];
    await app.services.db.execute(
      (await import('drizzle-orm'))
        .sql`UPDATE vendors SET status = 'maintenance' WHERE code = ${game.vassalage}`,
    );
    const res = await call(
      app,
      {},
      {
        method: 'POST',
        url: '/wps/game/launchGame',
        payload: { nodeId: game.nodeId },
        headers: bearer(player),
      },
    );
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('game_maintenance');
  });
});

describe('announcements and winners', () => {
  it('groups announcements and filters popups by audience', async () => {
    const all = (await relay('MCSFE_getListAnnouncements', { language: 'en' })).json().value;
    const home = all.banners.filter((b: { groupName: string }) => b.groupName === 'w_home');
    expect(home).toHaveLength(3);
    expect(all.banners.filter((b: { groupName: string }) => b.groupName === 'w_forget')).toHaveLength(1);
    expect(home[0]).toMatchObject({ title: '100% welcome bonus', url: '/media/banners/welcome.svg' });
    expect(all.player).toHaveLength(2);
    const anonymous = (await relay('MCSFE_getListAnnouncements', { execution: 'B' })).json().value;
    expect(anonymous.popup.map((p: { execution: string }) => p.execution)).toEqual(['B']);
    expect(anonymous.popup[0].title).toBe('Bienvenido a Crupier');
  });

  it('ranks real wins, biggest first, with masked names', async () => {
    // Wins paid by a vendor's seamless wallet calls, with the game token of a launch of its game.
    const game = (await list({ gameType: 'PVP', vassalage: 'DEMOV' })).games[0];
    const gameToken = await gameTokenFor(app, player);
    for (const [id, amount] of [
      ['w1', '12.00'],
      ['w2', '480.00'],
      ['w3', '75.50'],
    ] as const) {
      const res = await vendorCall(app, 'credit', {
        playerToken: gameToken,
        transactionId: id,
        gameCode: game.gameCode,
        amount,
      });
      expect(res.statusCode).toBe(200);
    }
    const board = (await relay('GCSGAME_getRankList', { gameCategory: 'ALL', limitNum: 20 })).json().value
      .list;
    // Biggest first; the demo's seeded rounds of other players have wins on the board too.
    const amounts = board.map((w: { winAmount: string }) => Number(w.winAmount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const mine = board.filter((w: { customerName: string }) => w.customerName === 'ju****r1');
    expect(mine.map((w: { winAmount: string }) => w.winAmount)).toEqual(['480.00', '75.50', '12.00']);
    expect(board[0]).toMatchObject({
      customerName: 'ju****r1',
      gameName: game.gameName,
      vo: { nodeId: game.nodeId },
    });
  });
});
