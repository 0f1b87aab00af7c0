import { parseMinor } from '@crupier/contract/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { addStaff } from '@/test/backoffice';
import { bearer, call, freshIp, seal, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';
import { demoVendorGame } from '@/test/vendor-game';

/** Free play (docs/free-play.md): a trial account plays the house's games with play money only. */
let app: App;
let trial: string;
let player: string;
let finance: string;

beforeAll(async () => {
  app = await createTestApp({ challenge: 'off', logLevel: 'error' });
  player = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
  finance = await addStaff(app, 'libre', ['finance']);
  const res = await call(
    app,
    { ip: freshIp(), headers: { 'x-gateway-version': '3' } },
    {
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: await seal(app, { os: 'Linux', platform: 'W', random: 'abcdefgh12' }),
    },
  );
  expect(res.statusCode, res.body).toBe(200);
  trial = res.json().value.token;
  await app.services.sportsbook.stop();
  await app.services.sportsbook.ensureFixtures(app.services.clock.now());
});
afterAll(async () => {
  await app.close();
});

const wallet = async (token: string) =>
  (await call(app, {}, { url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value as {
    available: string;
    currency: string;
  };

async function gameWith(where: ReturnType<typeof sql>) {
  const rows = await app.services.db.execute(
    sql`SELECT id::text AS id FROM games WHERE ${where} ORDER BY id LIMIT 1`,
  );
  return (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
}

const launch = (nodeId: string, token: string) =>
  call(app, {}, { method: 'POST', url: '/wps/game/launchGame', payload: { nodeId }, headers: bearer(token) });

async function launchToken(nodeId: string) {
  const res = await launch(nodeId, trial);
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json().value.url, 'http://x').searchParams.get('launch')!;
}

const dashboardBets = async () =>
  parseMinor(
    (await call(app, {}, { url: '/ops/dashboard?range=today', headers: bearer(finance) })).json().value.totals
      .bets,
  );

describe('free play', () => {
  it('plays a house game, the sportsbook and the lottery with play money, never in the reports', async () => {
    const start = await wallet(trial);
    expect(start).toMatchObject({ currency: 'PLAY', available: '2000.00' });
    const realBefore = await wallet(player);
    const betsBefore = await dashboardBets();

    // A house game: dice, under 95.00 (wins most rolls).
    const auth = await app.inject({
      method: 'POST',
      url: '/rgs/authenticate',
      payload: { launchToken: await launchToken(await gameWith(sql`engine = 'dice'`)) },
    });
    expect(auth.statusCode, auth.body).toBe(200);
    const session = auth.json().value;
    expect(session).toMatchObject({ trial: true, currency: 'PLAY' });
    let expected = parseMinor(start.available);
    for (let i = 0; i < 5; i++) {
      const round = await app.inject({
        method: 'POST',
        url: '/rgs/play',
        payload: { sessionId: session.sessionId, bet: '1.00', params: { target: 9500, direction: 'under' } },
      });
      expect(round.statusCode, round.body).toBe(200);
      expected += parseMinor(round.json().value.round.win) - 100n;
    }
    expect(parseMinor((await wallet(trial)).available)).toBe(expected);

    // The sportsbook: a single of 10.00.
    const sb = await app.inject({
      method: 'POST',
      url: '/sb/session',
      payload: {
        launchToken: await launchToken(await gameWith(sql`game_type = 'SPORTS' AND engine = 'sportsbook'`)),
      },
    });
    expect(sb.statusCode, sb.body).toBe(200);
    const events = (await app.inject({ url: '/sb/events?sport=football&status=prematch&pageSize=8' })).json()
      .value.list;
    const home = events[5].markets.find((m: { type: string }) => m.type === '1x2').outcomes[0];
    const slip = await app.inject({
      method: 'POST',
      url: '/sb/bets',
      payload: {
        sessionId: sb.json().value.sessionId,
        kind: 'single',
        stake: '10.00',
        selections: [{ outcomeId: home.outcomeId, odds: home.odds }],
        acceptOdds: 'any',
      },
    });
    expect(slip.statusCode, slip.body).toBe(200);
    expected -= 1000n;
    expect(parseMinor((await wallet(trial)).available)).toBe(expected);

    // The lottery: a đề bet of 10.00 on the open draw.
    const draw = await call(app, {}, { url: '/lgw/draws/current?gameCode=VN_MB', headers: bearer(trial) });
    expect(draw.statusCode, draw.body).toBe(200);
    const bet = await call(
      app,
      {},
      {
        method: 'POST',
        url: '/lgw/bets',
        headers: { ...bearer(trial), 'idempotency-key': 'free-play-lottery-1' },
        payload: { drawId: draw.json().value.drawId, betType: 'de', numbers: ['27'], stake: '10.00' },
      },
    );
    expect(bet.statusCode, bet.body).toBe(200);
    expected -= 1000n;
    expect(parseMinor(bet.json().value.balance)).toBe(expected);
    const drawn = await app.inject({
      method: 'POST',
      url: '/dev/lottery/draw',
      payload: { gameCode: 'VN_MB' },
    });
    expect(drawn.statusCode).toBe(200);

    // Play money never touches real money: no real wallet moved, no real ledger account holds PLAY.
    expect(await wallet(player)).toEqual(realBefore);
    const mixed = await app.services.db.execute(
      sql`SELECT count(*)::int AS n FROM transfers t
          JOIN ledger_accounts d ON d.id = t.debit_account_id JOIN ledger_accounts c ON c.id = t.credit_account_id
          WHERE d.currency <> c.currency`,
    );
    expect((mixed as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);

    // Not in the back office dashboard, nor the house games' RTP report, nor the winner board.
    expect(await dashboardBets()).toBe(betsBefore);
    const trialName = (
      await call(app, {}, { method: 'POST', url: '/wps/relay/MCS_getMemberInfo', headers: bearer(trial) })
    ).json().value?.account as string | undefined;
    const board = (
      await call(
        app,
        {},
        {
          method: 'POST',
          url: '/wps/relay/GCSGAME_getRankList',
          payload: { gameCategory: 'ALL', limitNum: 50 },
        },
      )
    ).json().value.list as { customerName: string }[];
    const trialRounds = await app.services.db.execute(
      sql`SELECT count(*)::int AS n FROM house_rounds r JOIN accounts a ON a.id = r.account_id WHERE a.type = 4`,
    );
    expect((trialRounds as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThanOrEqual(5);
    expect(board.length).toBeGreaterThan(0);
    expect(board.some((w) => /^tr\*{4}/.test(w.customerName))).toBe(false);
    if (trialName) expect(trialName.startsWith('trial')).toBe(true);
  });

  it('still refuses a third-party vendor, favourites and real-money pages to a trial account', async () => {
    const vendorGame = await demoVendorGame(app);
    const res = await launch(vendorGame.nodeId, trial);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('in_need_true_account');
    const favourite = await call(
      app,
      {},
      {
        method: 'POST',
        url: '/wps/relay/MCSFE_addFavoriteGameV2',
        payload: { nodeId: vendorGame.nodeId },
        headers: bearer(trial),
      },
    );
    expect(favourite.json().code).toBe('in_need_true_account');
    const deposits = await call(app, {}, { url: '/wps/payments/deposits', headers: bearer(trial) });
    expect(deposits.json().code).toBe('in_need_true_account');
  });
});
