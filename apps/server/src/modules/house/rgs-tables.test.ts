import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { houseSessions } from '@/db/schema';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { bearer, call, freshIp, tokenFor } from '@/test/client';
import { houseSession } from '@/test/house-game';
import { createTestApp } from '@/test/test-app';
import { startHoldem } from './engines/casino-holdem';
import { dealDragonTiger } from './engines/dragon-tiger';
import { throwSicBo } from './engines/sic-bo';
import { startVideoPoker } from './engines/video-poker';
import { commitment, FairStream } from './fairness';

/** The table games through /rgs: Dragon Tiger, Sic Bo, video poker and Casino Hold'em (docs/games.md). */
let app: App;
let player: string;
beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
  player = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
});
afterAll(async () => {
  await app.close();
});

const session = (engine: string) => houseSession(app, engine, player);

const play = (body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/rgs/play', payload: body });
const balance = async () =>
  Number(
    (await call(app, {}, { url: '/wps/v2/wallets/balance', headers: bearer(player) })).json().value.available,
  );

/** Rotates the seed and answers the round with its revealed server seed. */
async function revealed(sessionId: string, roundId: string, serverSeedHash: string) {
  const rotated = (await app.inject({ method: 'POST', url: '/rgs/seed', payload: { sessionId } })).json()
    .value;
  expect(commitment(rotated.revealedServerSeed)).toBe(serverSeedHash);
  const detail = (await app.inject({ url: `/rgs/rounds/${roundId}?sessionId=${sessionId}` })).json().value;
  expect(detail.serverSeed).toBe(rotated.revealedServerSeed);
  return { detail, stream: new FairStream(detail.serverSeed, detail.clientSeed, detail.nonce) };
}

describe('table games through the RGS', () => {
  it('plays dragon tiger: the cards are the seeds’ and the balance moves by bet and win', async () => {
    const s = await session('dragontiger');
    const before = await balance();
    const res = await play({
      sessionId: s.sessionId,
      bet: '6.00',
      params: {
        bets: [
          { side: 'dragon', share: 2 },
          { side: 'tie', share: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const { round, balance: after } = res.json().value;
    expect(round.state).toBe('settled');
    const o = round.outcome;
    const expected = (o.winner === 'dragon' ? 8 : o.winner === 'tie' ? 2 : 0) + (o.winner === 'tie' ? 18 : 0);
    expect(Number(round.win)).toBe(expected);
    expect(Number(after)).toBeCloseTo(before - 6 + expected, 2);
    const { stream } = await revealed(s.sessionId, round.roundId, s.fairness.serverSeedHash);
    const coup = dealDragonTiger(stream);
    expect({ dragon: coup.dragon, tiger: coup.tiger }).toEqual({ dragon: o.dragon, tiger: o.tiger });
    const bad = await play({
      sessionId: s.sessionId,
      bet: '1.00',
      params: { bets: [{ side: 'x', share: 1 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_input');
  });

  it('plays sic bo with several bets and pays by the dice', async () => {
    const s = await session('sicbo');
    const before = await balance();
    const res = await play({
      sessionId: s.sessionId,
      bet: '10.00',
      params: {
        bets: [
          { bet: { type: 'big' }, share: 1 },
          { bet: { type: 'single', face: 6 }, share: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const { round, balance: after } = res.json().value;
    const dice = round.outcome.dice as number[];
    const total = dice.reduce((a, b) => a + b, 0);
    const triple = dice[0] === dice[1] && dice[1] === dice[2];
    const sixes = dice.filter((d) => d === 6).length;
    const expected = (!triple && total >= 11 ? 10 : 0) + (sixes ? 5 * (sixes + 1) : 0);
    expect(Number(round.win)).toBe(expected);
    expect(Number(after)).toBeCloseTo(before - 10 + expected, 2);
    const { stream } = await revealed(s.sessionId, round.roundId, s.fairness.serverSeedHash);
    expect(throwSicBo(stream)).toEqual(dice);
    const bad = await play({
      sessionId: s.sessionId,
      bet: '1.00',
      params: { bets: [{ bet: { type: 'total', total: 3 }, share: 1 }] },
    });
    expect(bad.json()).toMatchObject({ code: 'invalid_input' });
    expect((await play({ sessionId: s.sessionId, action: 'draw' })).json().code).toBe('action_not_allowed');
  });

  it('plays video poker: the deal hides the deck, the draw replaces the cards not held and pays', async () => {
    const s = await session('videopoker');
    const before = await balance();
    const dealt = (await play({ sessionId: s.sessionId, bet: '5.00' })).json().value;
    expect(dealt.round.state).toBe('debited');
    expect(dealt.round.outcome.deck).toBeUndefined();
    expect(dealt.round.outcome.dealt).toHaveLength(5);
    expect(Number(dealt.balance)).toBeCloseTo(before - 5, 2);
    expect((await play({ sessionId: s.sessionId, bet: '5.00' })).json().code).toBe('round_in_progress');
    expect((await play({ sessionId: s.sessionId, action: 'call' })).json().code).toBe('action_not_allowed');
    expect((await play({ sessionId: s.sessionId, action: 'draw', params: { holds: [9] } })).statusCode).toBe(
      400,
    );
    const drawn = (await play({ sessionId: s.sessionId, action: 'draw', params: { holds: [0, 2] } })).json()
      .value;
    const { round } = drawn;
    expect(round.state).toBe('settled');
    expect(round.outcome.cards[0]).toEqual(dealt.round.outcome.dealt[0]);
    expect(round.outcome.cards[2]).toEqual(dealt.round.outcome.dealt[2]);
    expect(Number(round.win)).toBe(5 * round.outcome.pays);
    expect(Number(drawn.balance)).toBeCloseTo(before - 5 + Number(round.win), 2);
    const { stream } = await revealed(s.sessionId, round.roundId, s.fairness.serverSeedHash);
    const again = startVideoPoker(stream);
    expect(again.dealt).toEqual(dealt.round.outcome.dealt);
    expect(round.outcome.cards[1]).toEqual(again.deck[5]);
  });

  it("plays casino hold'em: the call takes 2 × the ante, the dealer shows at the end", async () => {
    const s = await session('holdem');
    const before = await balance();
    const dealt = (await play({ sessionId: s.sessionId, bet: '5.00' })).json().value.round;
    expect(dealt.state).toBe('debited');
    expect(dealt.outcome.dealer).toEqual([]);
    expect(dealt.outcome.board).toHaveLength(3);
    expect(dealt.outcome.player).toHaveLength(2);
    const called = (await play({ sessionId: s.sessionId, action: 'call' })).json().value;
    const { round } = called;
    expect(round).toMatchObject({ state: 'settled', bet: '15.00' });
    expect(round.outcome.dealer).toHaveLength(2);
    expect(round.outcome.board).toHaveLength(5);
    expect(Number(round.win)).toBe(5 * round.outcome.returnAntes);
    expect(Number(called.balance)).toBeCloseTo(before - 15 + Number(round.win), 2);
    const detail = (await app.inject({ url: `/rgs/rounds/${round.roundId}?sessionId=${s.sessionId}` })).json()
      .value;
    expect(detail.walletTransactions).toEqual(
      expect.arrayContaining([`${round.roundId}:bet`, `${round.roundId}:call`]),
    );
    const { stream } = await revealed(s.sessionId, round.roundId, s.fairness.serverSeedHash);
    const again = startHoldem(stream, 500n);
    expect([again.player, again.dealer, again.board]).toEqual([
      round.outcome.player,
      round.outcome.dealer,
      round.outcome.board,
    ]);

    const mid = await balance();
    await play({ sessionId: s.sessionId, bet: '5.00' });
    const folded = (await play({ sessionId: s.sessionId, action: 'fold' })).json().value;
    expect(folded.round).toMatchObject({ state: 'settled', bet: '5.00', win: '0.00' });
    expect(folded.round.outcome.result).toBe('fold');
    expect(Number(folded.balance)).toBeCloseTo(mid - 5, 2);
  });

  it('closes abandoned hands by their rule: video poker stands pat, hold’em folds', async () => {
    const vp = await session('videopoker');
    const he = await session('holdem');
    const dealt = (await play({ sessionId: vp.sessionId, bet: '5.00' })).json().value.round;
    await play({ sessionId: he.sessionId, bet: '5.00' });
    const before = await balance();
    for (const id of [vp.sessionId, he.sessionId]) {
      await app.services.db
        .update(houseSessions)
        .set({ expiresAt: sql`now() - '1 day'::interval` })
        .where(eq(houseSessions.id, id));
    }
    expect(await app.services.rgs.closeAbandonedRounds(app.log)).toBeGreaterThanOrEqual(2);
    const history = async (engine: string) => {
      const s = await session(engine);
      return (await app.inject({ url: `/rgs/history?sessionId=${s.sessionId}` })).json().value[0];
    };
    const vpRound = await history('videopoker');
    expect(vpRound).toMatchObject({ roundId: dealt.roundId, state: 'settled' });
    expect(vpRound.outcome).toMatchObject({ closedBy: 'recovery', held: [true, true, true, true, true] });
    expect(vpRound.outcome.cards).toEqual(dealt.outcome.dealt);
    const heRound = await history('holdem');
    expect(heRound.outcome).toMatchObject({ closedBy: 'recovery', result: 'fold' });
    expect(heRound.win).toBe('0.00');
    expect(await balance()).toBeCloseTo(before + Number(vpRound.win), 2);
    expect((await app.services.ledger.verify()).ok).toBe(true);
  });
});
