import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { bearer, call, freshIp, tokenFor } from '@/test/client';
import { houseSession } from '@/test/house-game';
import { createTestApp } from '@/test/test-app';
import { playFish, playKeno, playScratch } from './engines/arcade';
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

const session = (engine: string) => houseSession(app, engine, player);

const play = (body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/rgs/play', payload: body });
const cents = (amount: string) => Math.round(Number(amount) * 100);
const balance = async () =>
  (await call(app, {}, { url: '/wps/v2/wallets/balance', headers: bearer(player) })).json().value
    .available as string;

/** Plays one round, checks the wallet moved by win − bet, rotates the seed and returns the revealed detail. */
async function playAndReveal(engine: string, bet: string, params: Record<string, unknown>) {
  const s = await session(engine);
  const before = cents(await balance());
  const res = await play({ sessionId: s.sessionId, bet, params });
  expect(res.statusCode).toBe(200);
  const { round, balance: after } = res.json().value;
  expect(round).toMatchObject({ state: 'settled', bet, nonce: 1 });
  expect(cents(after)).toBe(before - cents(bet) + cents(round.win));
  expect(cents(await balance())).toBe(cents(after));
  const rotated = (
    await app.inject({ method: 'POST', url: '/rgs/seed', payload: { sessionId: s.sessionId } })
  ).json().value;
  expect(commitment(rotated.revealedServerSeed)).toBe(s.fairness.serverSeedHash);
  const detail = (await app.inject({ url: `/rgs/rounds/${round.roundId}?sessionId=${s.sessionId}` })).json()
    .value;
  return { s, round, detail, stream: new FairStream(detail.serverSeed, detail.clientSeed, detail.nonce) };
}

describe('arcade engines through /rgs', () => {
  it('plays keno: the draw recomputes from the revealed seed and pays the picks’ hits', async () => {
    const picks = [7, 13, 21, 42, 77];
    const { round, detail, stream, s } = await playAndReveal('keno', '2.00', { picks });
    const again = playKeno(stream, picks);
    expect(detail.outcome).toMatchObject({ drawn: again.drawn, hits: again.hits });
    expect(cents(round.win)).toBe((200 * again.payHundredths) / 100);
    const refused = await play({ sessionId: s.sessionId, bet: '2.00', params: { picks: [1, 1] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('invalid_input');
  });

  it('sells a scratch card whose cells and prize recompute from the seed', async () => {
    const { round, detail, stream } = await playAndReveal('scratch', '2.00', {});
    const again = playScratch(stream);
    expect(detail.outcome).toMatchObject({ cells: again.cells, symbol: again.symbol });
    expect(cents(round.win)).toBe(200 * again.multiplier);
  });

  it('fires fish shots: each a round, caught or not by the stream, paying bet × m', async () => {
    const { round, detail, stream, s } = await playAndReveal('fish', '2.00', {
      species: 'shark',
      target: 'f12',
    });
    const again = playFish(stream, 'shark');
    expect(detail.outcome).toMatchObject({
      species: 'shark',
      multiplier: 30,
      roll: again.roll,
      caught: again.caught,
    });
    expect(cents(round.win)).toBe(again.caught ? 6000 : 0);
    for (let i = 0; i < 5; i++) {
      const shot = await play({ sessionId: s.sessionId, bet: '2.00', params: { species: 'clownfish' } });
      expect(shot.statusCode).toBe(200);
      expect(['0.00', '4.00']).toContain(shot.json().value.round.win);
    }
    const bad = await play({ sessionId: s.sessionId, bet: '2.00', params: { species: 'dolphin' } });
    expect(bad.statusCode).toBe(400);
  });
});
