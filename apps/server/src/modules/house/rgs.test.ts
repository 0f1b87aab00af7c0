import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { houseRounds } from '@/db/schema';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { bearer, call, freshIp, tokenFor } from '@/test/client';
import { houseSession } from '@/test/house-game';
import { createTestApp } from '@/test/test-app';
import { playDice } from './engines/dice';
import { commitment, FairStream } from './fairness';

let app: App;
let player: string;
beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
  player = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
});
afterAll(async () => {
  await app.close();
});

const session = (engine: string, token = player) => houseSession(app, engine, token);

const play = (body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/rgs/play', payload: body });
const balance = async () =>
  (await call(app, {}, { url: '/wps/v2/wallets/balance', headers: bearer(player) })).json().value.available;

describe('house game server', () => {
  it('trades a launch token once for a session with a committed seed', async () => {
    const s = await session('dice');
    expect(s).toMatchObject({
      currency: 'MXN',
      trial: false,
      game: { engine: 'dice' },
      fairness: { nonce: 0 },
    });
    expect(s.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const again = await app.inject({
      method: 'POST',
      url: '/rgs/authenticate',
      payload: { launchToken: s.launchToken },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('invalid_launch_token');
  });

  it('plays dice through the wallet: the bet is debited, a win credited, the round kept and verifiable', async () => {
    const s = await session('dice');
    const before = Number(await balance());
    const res = await play({
      sessionId: s.sessionId,
      bet: '1.00',
      params: { target: 4950, direction: 'under' },
    });
    expect(res.statusCode).toBe(200);
    const { round, balance: after } = res.json().value;
    expect(round).toMatchObject({ state: 'settled', bet: '1.00', nonce: 1 });
    const expected = before - 1 + Number(round.win);
    expect(Number(after)).toBeCloseTo(expected, 2);
    expect(Number(await balance())).toBeCloseTo(expected, 2);

    const rotated = (
      await app.inject({ method: 'POST', url: '/rgs/seed', payload: { sessionId: s.sessionId } })
    ).json().value;
    expect(commitment(rotated.revealedServerSeed)).toBe(s.fairness.serverSeedHash);
    const detail = (await app.inject({ url: `/rgs/rounds/${round.roundId}?sessionId=${s.sessionId}` })).json()
      .value;
    expect(detail.serverSeed).toBe(rotated.revealedServerSeed);
    const recomputed = playDice(new FairStream(detail.serverSeed, detail.clientSeed, detail.nonce), {
      target: 4950,
      direction: 'under',
    });
    expect(recomputed.roll).toBe(detail.outcome.roll);
    expect(detail.walletTransactions[0]).toBe(`${round.roundId}:bet`);
  });

  it('plays roulette with several bets and pays by the pocket', async () => {
    const s = await session('roulette');
    const res = await play({
      sessionId: s.sessionId,
      bet: '10.00',
      params: {
        bets: [
          { bet: { type: 'red' }, share: 1 },
          { bet: { type: 'straight', numbers: [17] }, share: 1 },
        ],
      },
    });
    const { round } = res.json().value;
    const pocket = round.outcome.pocket as number;
    const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(pocket);
    const expected = (red ? 10 : 0) + (pocket === 17 ? 180 : 0);
    expect(Number(round.win)).toBe(expected);
    expect(
      (
        await play({
          sessionId: s.sessionId,
          bet: '10.00',
          params: { bets: [{ bet: { type: 'split', numbers: [3, 4] }, share: 1 }] },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('plays mines step by step, hides the mines until the end, and pays a cash-out', async () => {
    const s = await session('mines');
    const start = (await play({ sessionId: s.sessionId, bet: '2.00', params: { mines: 1 } })).json().value
      .round;
    expect(start.state).toBe('debited');
    expect(start.outcome.mines).toBeUndefined();
    const [row] = await app.services.db.select().from(houseRounds).where(eq(houseRounds.id, start.roundId));
    const mine = (row!.outcome as { mines: number[] }).mines[0]!;
    const safe = mine === 0 ? 1 : 0;
    const step = (await play({ sessionId: s.sessionId, action: 'reveal', params: { tile: safe } })).json()
      .value.round;
    expect(step.outcome.revealed).toEqual([safe]);
    const cashed = (await play({ sessionId: s.sessionId, action: 'cashout' })).json().value.round;
    expect(cashed.state).toBe('settled');
    expect(cashed.win).toBe('2.06');
    expect(cashed.outcome.mines).toEqual([mine]);
  });

  it('refuses bets the wallet cannot cover and leaves the balance unchanged', async () => {
    const s = await session('dice');
    const before = await balance();
    const res = await play({ sessionId: s.sessionId, bet: '90000.00', params: { target: 4950 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('insufficient_funds');
    expect(await balance()).toBe(before);
    expect((await play({ sessionId: s.sessionId, bet: '0.01', params: {} })).json().code).toBe(
      'bet_out_of_range',
    );
    expect((await play({ sessionId: 'nope', bet: '1.00' })).statusCode).toBe(401);
  });

  it('finishes a round interrupted between the bet and the payout, paying it once', async () => {
    const s = await session('dice');
    const res = await play({
      sessionId: s.sessionId,
      bet: '1.00',
      params: { target: 9800, direction: 'under' },
    });
    const { roundId } = res.json().value.round;
    // Pretend the process died after the debit: the round is back to 'debited' without its payout.
    const [row] = await app.services.db.select().from(houseRounds).where(eq(houseRounds.id, roundId));
    await app.services.db
      .update(houseRounds)
      .set({ state: 'debited', settledAt: null })
      .where(eq(houseRounds.id, roundId));
    const before = await balance();
    await app.services.rgs.recover(app.log);
    const [after] = await app.services.db.select().from(houseRounds).where(eq(houseRounds.id, roundId));
    expect(after!.state).toBe('settled');
    expect(after!.win).toBe(row!.win);
    expect(await balance()).toBe(before);
    expect((await app.services.ledger.verify()).ok).toBe(true);
  });

  it('gives guests a free trial with play money on games that offer it', async () => {
    const rows = await app.services.db.execute(
      sql`SELECT id::text AS id FROM games WHERE engine = 'dice' AND support_play = 0 ORDER BY id LIMIT 1`,
    );
    const nodeId = (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
    const launch = await app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { nodeId, trial: true },
    });
    const launchToken = new URL(launch.json().value.url, 'http://x').searchParams.get('launch')!;
    const s = (
      await app.inject({ method: 'POST', url: '/rgs/authenticate', payload: { launchToken } })
    ).json().value;
    expect(s).toMatchObject({ trial: true, currency: 'PLAY', balance: '2000.00' });
    const round = (await play({ sessionId: s.sessionId, bet: '5.00', params: { target: 4950 } })).json()
      .value;
    expect(Number(round.balance)).toBe(1995 + Number(round.round.win));
  });
});

describe('slots', () => {
  it('spins a slot through the wallet and pays line wins in whole cents', async () => {
    const s = await session('slot');
    const before = Number(await balance());
    const res = await play({ sessionId: s.sessionId, bet: '2.00' });
    expect(res.statusCode).toBe(200);
    const { round, balance: after } = res.json().value;
    expect(round.outcome.grid).toHaveLength(5);
    expect(round.outcome.grid[0]).toHaveLength(3);
    expect(Number(round.win)).toBe(Math.floor((2 * round.outcome.lineBets * 100) / 20) / 100);
    expect(Number(after)).toBeCloseTo(before - 2 + Number(round.win), 2);
  });
});

describe('baccarat', () => {
  it('deals a coup through the wallet and pays the banker less 5 %', async () => {
    const s = await session('baccarat');
    const res = await play({
      sessionId: s.sessionId,
      bet: '10.00',
      params: { bets: [{ side: 'banker', share: 1 }] },
    });
    expect(res.statusCode).toBe(200);
    const { round } = res.json().value;
    const expected =
      round.outcome.winner === 'banker' ? '19.50' : round.outcome.winner === 'tie' ? '10.00' : '0.00';
    expect(round.win).toBe(expected);
    expect(
      (await play({ sessionId: s.sessionId, bet: '10.00', params: { bets: [{ side: 'dragon', share: 1 }] } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('blackjack', () => {
  it('deals, takes extra stakes for doubles, hides the hole card, and pays once settled', async () => {
    const s = await session('blackjack');
    const before = Number(await balance());
    let { round } = (await play({ sessionId: s.sessionId, bet: '10.00' })).json().value;
    if (round.state === 'debited' && round.outcome.phase === 'insurance') {
      round = (await play({ sessionId: s.sessionId, action: 'no_insurance' })).json().value.round;
    }
    if (round.state === 'debited') {
      expect(round.outcome.dealer).toHaveLength(1);
      expect(round.outcome.shoe).toBeUndefined();
      const doubled = await play({ sessionId: s.sessionId, action: 'double' });
      expect(doubled.statusCode).toBe(200);
      round = doubled.json().value.round;
      expect(round.bet).toBe('20.00');
    }
    expect(round.state).toBe('settled');
    expect(round.outcome.dealer.length).toBeGreaterThanOrEqual(2);
    expect(Number(await balance())).toBeCloseTo(before - Number(round.bet) + Number(round.win), 2);
    const detail = (await app.inject({ url: `/rgs/rounds/${round.roundId}?sessionId=${s.sessionId}` })).json()
      .value;
    const expected = [`${round.roundId}:bet`];
    if (round.bet === '20.00') expected.push(`${round.roundId}:double:0`);
    if (Number(round.win) > 0) expected.push(`${round.roundId}:win`);
    expect(detail.walletTransactions).toEqual(expected);
    expect((await play({ sessionId: s.sessionId, action: 'hit' })).json().code).toBe('no_open_round');
    expect((await app.services.ledger.verify()).ok).toBe(true);
  });
});

describe('betting record', () => {
  it('lists my rounds newest first with turnover, wins and profit', async () => {
    const res = await call(
      app,
      {},
      { url: '/wps/member/bettingRecord?pageNo=1&pageSize=5', headers: bearer(player) },
    );
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.total).toBeGreaterThan(3);
    expect(value.list).toHaveLength(5);
    expect(value.list[0]).toMatchObject({
      roundId: expect.any(String),
      gameName: expect.any(String),
      bet: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    expect(Number(value.profit)).toBeCloseTo(Number(value.wins) - Number(value.turnover), 2);
    expect((await call(app, {}, { url: '/wps/member/bettingRecord' })).statusCode).toBe(401);
    expect(
      (
        await call(
          app,
          {},
          { url: '/wps/member/bettingRecord?startDate=22-11-2026', headers: bearer(player) },
        )
      ).statusCode,
    ).toBe(400);
  });
});

describe('a round of the betting record', () => {
  it('gives me my round with its seeds without a game session, and the seed once rotated', async () => {
    const s = await session('dice');
    const { round } = (
      await play({ sessionId: s.sessionId, bet: '1.00', params: { target: 4950, direction: 'under' } })
    ).json().value;
    const url = `/wps/member/bettingRecord/${round.roundId}`;
    const before = (await call(app, {}, { url, headers: bearer(player) })).json().value;
    expect(before).toMatchObject({
      roundId: round.roundId,
      engine: 'dice',
      bet: '1.00',
      serverSeedHash: s.fairness.serverSeedHash,
      serverSeed: null,
      walletTransactions: expect.arrayContaining([`${round.roundId}:bet`]),
    });
    await app.inject({ method: 'POST', url: '/rgs/seed', payload: { sessionId: s.sessionId } });
    const after = (await call(app, {}, { url, headers: bearer(player) })).json().value;
    expect(commitment(after.serverSeed)).toBe(after.serverSeedHash);

    const list = (
      await call(app, {}, { url: '/wps/member/bettingRecord?pageNo=1&pageSize=1', headers: bearer(player) })
    ).json().value;
    expect(list.list[0]).toMatchObject({ roundId: round.roundId, studio: expect.any(String) });
    expect(list.list[0].studio).not.toBe('');

    expect((await call(app, {}, { url })).statusCode).toBe(401);
    const other = await tokenFor(app, 'jugador2', DEMO_PASSWORD, { ip: freshIp() });
    expect((await call(app, {}, { url, headers: bearer(other) })).json().code).toBe('not_found');
  });
});

describe('engines still to come', () => {
  it('refuses bets on a game whose engine is not built yet, moving no money', async () => {
    await app.services.db.execute(
      sql`UPDATE games SET engine = 'wheel' WHERE id = (SELECT id FROM games WHERE engine = 'dice' ORDER BY id DESC LIMIT 1)`,
    );
    const s = await session('wheel');
    const before = await balance();
    const res = await play({ sessionId: s.sessionId, bet: '1.00' });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('game_maintenance');
    expect(await balance()).toBe(before);
  });
});
