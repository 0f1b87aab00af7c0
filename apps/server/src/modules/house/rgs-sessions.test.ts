import { ZRgsSessionState } from '@crupier/contract/rgs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { houseRounds, houseSessions, idempotencyKeys } from '@/db/schema';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { bearer, call, freshIp, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';
import { type MinesState, minesPayout } from './engines';
import { applyBlackjack, type BlackjackState, blackjackPayout } from './engines/blackjack';
import { playDice } from './engines/dice';
import { commitment, FairStream } from './fairness';

/**
 * The game session across launches: an open round of an earlier session is taken over (or closed by
 * recovery once abandoned), the seed calls follow the contract, the session read, and safe retries.
 */
let app: App;
let player: string;
beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' });
  player = await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() });
});
afterAll(async () => {
  await app.close();
});

async function gameWith(engine: string) {
  const rows = await app.services.db.execute(
    sql`SELECT id::text AS id FROM games WHERE engine = ${engine} ORDER BY id LIMIT 1`,
  );
  return (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
}

async function launch(engine: string, extra: Record<string, unknown> = {}) {
  const res = await call(
    app,
    {},
    {
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { nodeId: await gameWith(engine), ...extra },
      headers: bearer(player),
    },
  );
  expect(res.statusCode).toBe(200);
  return new URL(res.json().value.url, 'http://x').searchParams.get('launch')!;
}

async function session(engine: string, extra: Record<string, unknown> = {}) {
  const launchToken = await launch(engine, extra);
  const auth = await app.inject({ method: 'POST', url: '/rgs/authenticate', payload: { launchToken } });
  expect(auth.statusCode).toBe(200);
  return auth.json().value;
}

const play = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/rgs/play', payload: body, headers });
const seed = (body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/rgs/seed', payload: body });
const read = (sessionId: string) =>
  app.inject({ url: `/rgs/session?sessionId=${encodeURIComponent(sessionId)}` });
const balance = async () =>
  Number(
    (await call(app, {}, { url: '/wps/v2/wallets/balance', headers: bearer(player) })).json().value.available,
  );
const row = async (roundId: string) =>
  (await app.services.db.select().from(houseRounds).where(eq(houseRounds.id, roundId)))[0]!;
const expire = (sessionId: string, interval: string) =>
  app.services.db
    .update(houseSessions)
    .set({ expiresAt: sql`now() - ${interval}::interval` })
    .where(eq(houseSessions.id, sessionId));
const recover = () => app.services.rgs.recover(app.log);
const verified = async () => expect((await app.services.ledger.verify()).ok).toBe(true);
const transactions = async (sessionId: string, roundId: string) =>
  (await app.inject({ url: `/rgs/rounds/${roundId}?sessionId=${sessionId}` })).json().value
    .walletTransactions;

/** Starts a mines round and reveals one safe tile unless told not to. */
async function minesRound(sessionId: string, reveal = true) {
  const start = (await play({ sessionId, bet: '2.00', params: { mines: 1 } })).json().value.round;
  expect(start.state).toBe('debited');
  if (!reveal) return { roundId: start.roundId as string, safe: -1 };
  const mine = ((await row(start.roundId)).outcome as unknown as MinesState).mines[0]!;
  const safe = mine === 0 ? 1 : 0;
  const step = await play({ sessionId, action: 'reveal', params: { tile: safe } });
  expect(step.json().value.round.outcome.revealed).toEqual([safe]);
  return { roundId: start.roundId as string, safe };
}

/** Deals blackjack until a hand stays open (naturals and dealer blackjacks end at once). */
async function openBlackjack(sessionId: string) {
  for (let i = 0; i < 30; i++) {
    const { round } = (await play({ sessionId, bet: '1.00' })).json().value;
    if (round.state === 'debited') return round;
  }
  throw new Error('no open blackjack hand in 30 deals');
}

describe('an open round across sessions', () => {
  it('is taken over by a new session of the same account and game, which finishes it and is paid once', async () => {
    const s1 = await session('mines');
    const before = await balance();
    const { roundId, safe } = await minesRound(s1.sessionId);

    const s2 = await session('mines');
    expect(s2.openRound).toMatchObject({ roundId, state: 'debited', bet: '2.00' });
    expect(s2.openRound.outcome.revealed).toEqual([safe]);
    expect(s2.openRound.outcome.mines).toBeUndefined();
    expect((await row(roundId)).sessionId).toBe(s2.sessionId);
    // One open round per account and game: a new bet waits for it.
    const again = await play({ sessionId: s2.sessionId, bet: '1.00', params: { mines: 1 } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'round_in_progress', details: { roundId } });
    // The history of the new session shows it too.
    const history = (await app.inject({ url: `/rgs/history?sessionId=${s2.sessionId}` })).json().value;
    expect(history[0]).toMatchObject({ roundId, state: 'debited' });
    // Nonces start again in every session: the history names a round by when it was played.
    expect(new Date(history[0].playedAt).toISOString()).toBe(history[0].playedAt);
    expect(Date.now() - Date.parse(history[0].playedAt)).toBeLessThan(60_000);

    const cashed = (await play({ sessionId: s2.sessionId, action: 'cashout' })).json().value;
    expect(cashed.round).toMatchObject({ roundId, state: 'settled', win: '2.06' });
    expect(Number(cashed.balance)).toBeCloseTo(before - 2 + 2.06, 2);
    // The first session finds nothing left to play; nothing is paid twice.
    const late = await play({ sessionId: s1.sessionId, action: 'cashout' });
    expect(late.json().code).toBe('no_open_round');
    expect(await balance()).toBeCloseTo(before - 2 + 2.06, 2);
    expect(await transactions(s2.sessionId, roundId)).toEqual([`${roundId}:bet`, `${roundId}:win`]);
    await verified();
  });

  it('is continued by play in another live session, and its seed cannot be revealed meanwhile', async () => {
    const s1 = await session('mines');
    const s2 = await session('mines');
    const { roundId, safe } = await minesRound(s1.sessionId);
    // s2 was opened before the round: its play takes the round over.
    const other = safe === 0 ? 2 : 3;
    const mine = ((await row(roundId)).outcome as unknown as MinesState).mines[0]!;
    const tile = other === mine ? other + 1 : other;
    const step = (await play({ sessionId: s2.sessionId, action: 'reveal', params: { tile } })).json().value;
    expect(step.round).toMatchObject({ roundId, state: 'debited' });
    expect(step.round.outcome.revealed).toEqual([safe, tile]);
    // The round was drawn from s1's seed: rotating it (which reveals it) would show the mines.
    const rotate = await seed({ sessionId: s1.sessionId });
    expect(rotate.statusCode).toBe(409);
    expect(rotate.json()).toMatchObject({ code: 'round_in_progress', details: { roundId } });
    await expire(s1.sessionId, '1 day');
    expect((await play({ sessionId: s1.sessionId, action: 'cashout' })).json().code).toBe('session_expired');
    const s3 = await session('mines');
    expect(s3.openRound.roundId).toBe(roundId);
    const cashed = (await play({ sessionId: s3.sessionId, action: 'cashout' })).json().value.round;
    const payout = minesPayout({ mines: [mine], count: 1, revealed: [safe, tile], busted: false }, 200n);
    expect(cashed).toMatchObject({ state: 'settled', win: (Number(payout) / 100).toFixed(2) });
    await verified();
  });

  it('takes over an open blackjack hand, hiding the hole card, and plays it out', async () => {
    const s1 = await session('blackjack');
    const open = await openBlackjack(s1.sessionId);
    const s2 = await session('blackjack');
    expect(s2.openRound).toMatchObject({ roundId: open.roundId, state: 'debited' });
    expect(s2.openRound.outcome.dealer).toHaveLength(1);
    expect(s2.openRound.outcome.shoe).toBeUndefined();
    const before = await balance();
    let round = s2.openRound;
    for (let i = 0; i < 5 && round.state === 'debited'; i++) {
      const action = round.outcome.phase === 'insurance' ? 'no_insurance' : 'stand';
      const res = await play({ sessionId: s2.sessionId, action });
      expect(res.statusCode).toBe(200);
      round = res.json().value.round;
    }
    expect(round.state).toBe('settled');
    expect(await balance()).toBeCloseTo(before + Number(round.win), 2);
    await verified();
  });
});

describe('recovery of abandoned rounds', () => {
  it('cashes out an abandoned mines round and stands an abandoned blackjack hand, paying once', async () => {
    const before = await balance();
    const cash = await session('mines');
    const { roundId: cashId } = await minesRound(cash.sessionId);
    const bj = await session('blackjack');
    const hand = await openBlackjack(bj.sessionId);
    const dealt = await balance();
    const bjState = (await row(hand.roundId)).outcome as unknown as BlackjackState;
    await expire(cash.sessionId, '1 day');
    await expire(bj.sessionId, '1 day');

    // Twice at once (two instances starting): still paid once.
    await Promise.all([recover(), recover()]);
    await recover();

    const mines = await row(cashId);
    expect(mines.state).toBe('settled');
    const state = mines.outcome as unknown as MinesState & { closedBy: string };
    expect(state.closedBy).toBe('recovery');
    expect(mines.win).toBe(minesPayout(state, 200n));
    expect(mines.win).toBe(206n);

    let expected = bjState;
    if (expected.phase === 'insurance') expected = applyBlackjack(expected, 'no_insurance');
    while (expected.phase === 'player') expected = applyBlackjack(expected, 'stand');
    const blackjack = await row(hand.roundId);
    expect(blackjack.state).toBe('settled');
    expect(blackjack.win).toBe(blackjackPayout(expected));
    expect((blackjack.outcome as { closedBy?: string }).closedBy).toBe('recovery');

    expect(await balance()).toBeCloseTo(dealt + 2.06 + Number(blackjack.win) / 100, 2);
    expect(await balance()).toBeGreaterThan(before - 100);
    // A new launch finds nothing open; the round's page shows it closed.
    expect((await session('mines')).openRound).toBeNull();
    await verified();
  });

  it('voids an abandoned mines round with no tile revealed: the stake goes back', async () => {
    const s = await session('mines');
    const before = await balance();
    const { roundId } = await minesRound(s.sessionId, false);
    expect(await balance()).toBeCloseTo(before - 2, 2);
    await expire(s.sessionId, '2 hours');
    await recover();
    await recover();
    const round = await row(roundId);
    expect(round.state).toBe('void');
    expect((round.outcome as { closedBy?: string }).closedBy).toBe('recovery');
    expect(await balance()).toBeCloseTo(before, 2);
    await verified();
  });

  it('closes abandoned rounds while running, once, and leaves a live hand to its player', async () => {
    const left = await session('mines');
    const { roundId: leftId } = await minesRound(left.sessionId);
    const bj = await session('blackjack');
    const hand = await openBlackjack(bj.sessionId);
    const dealt = await balance();
    await expire(left.sessionId, '1 day');

    // The scheduler's sweep, on two instances at once, then again.
    const sweep = () => app.services.rgs.closeAbandonedRounds(app.log);
    await Promise.all([sweep(), sweep()]);
    expect(await sweep()).toBe(0);

    const mines = await row(leftId);
    expect(mines.state).toBe('settled');
    expect((mines.outcome as { closedBy?: string }).closedBy).toBe('recovery');
    expect(mines.win).toBe(206n);
    expect((await row(hand.roundId)).state).toBe('debited');
    expect(await balance()).toBeCloseTo(dealt + 2.06, 2);
    await verified();
  });

  it('rolls back an abandoned round caught mid-debit, and finishes a single-step round of an expired session', async () => {
    const s = await session('mines');
    const before = await balance();
    const { roundId } = await minesRound(s.sessionId, false);
    // The process stopped while the bet was being debited (here the debit went through).
    await app.services.db.update(houseRounds).set({ state: 'open' }).where(eq(houseRounds.id, roundId));
    await expire(s.sessionId, '1 day');
    await recover();
    expect((await row(roundId)).state).toBe('void');
    expect(await balance()).toBeCloseTo(before, 2);

    const d = await session('dice');
    const played = (await play({ sessionId: d.sessionId, bet: '1.00', params: { target: 9800 } })).json()
      .value;
    const won = (await row(played.round.roundId)).win;
    await app.services.db
      .update(houseRounds)
      .set({ state: 'debited', win: 0n, settledAt: null })
      .where(eq(houseRounds.id, played.round.roundId));
    await expire(d.sessionId, '1 day');
    const paid = await balance();
    await recover();
    expect(await row(played.round.roundId)).toMatchObject({ state: 'settled', win: won });
    expect(await balance()).toBe(paid);
    await verified();
  });

  it('leaves a round to its player while the session is live or ended only just now, and finishes a claimed one', async () => {
    const live = await session('mines');
    const { roundId } = await minesRound(live.sessionId);
    await recover();
    expect((await row(roundId)).state).toBe('debited');
    await expire(live.sessionId, '1 minute');
    await recover();
    expect((await row(roundId)).state).toBe('debited');

    // A recovery that stopped after claiming the round (settled_at set, still debited) is finished.
    const before = await balance();
    await app.services.db
      .update(houseRounds)
      .set({ settledAt: sql`now()` })
      .where(eq(houseRounds.id, roundId));
    expect((await session('mines')).openRound).toBeNull(); // claimed: not taken over
    await recover();
    const round = await row(roundId);
    expect(round).toMatchObject({ state: 'settled', win: 206n });
    expect(await balance()).toBeCloseTo(before + 2.06, 2);
    await verified();
  });
});

describe('POST /rgs/seed', () => {
  it('sets the client seed without rotating, keeping the nonce; rotates without one, revealing the old seed', async () => {
    const s = await session('dice');
    const dice = { target: 4950, direction: 'under' as const };
    const set = await seed({ sessionId: s.sessionId, clientSeed: 'lucky-7' });
    expect(set.statusCode).toBe(200);
    expect(set.json().value).toEqual({
      revealedServerSeed: null,
      serverSeedHash: s.fairness.serverSeedHash,
      clientSeed: 'lucky-7',
    });
    const r1 = (await play({ sessionId: s.sessionId, bet: '1.00', params: dice })).json().value.round;
    expect(r1.nonce).toBe(1);
    await seed({ sessionId: s.sessionId, clientSeed: 'other' });
    const r2 = (await play({ sessionId: s.sessionId, bet: '1.00', params: dice })).json().value.round;
    expect(r2.nonce).toBe(2);
    expect((await read(s.sessionId)).json().value.fairness).toEqual({
      serverSeedHash: s.fairness.serverSeedHash,
      clientSeed: 'other',
      nonce: 2,
    });

    const rotated = (await seed({ sessionId: s.sessionId })).json().value;
    expect(commitment(rotated.revealedServerSeed)).toBe(s.fairness.serverSeedHash);
    expect(rotated.serverSeedHash).not.toBe(s.fairness.serverSeedHash);
    expect(rotated.clientSeed).toBe('other');
    expect((await read(s.sessionId)).json().value.fairness).toEqual({
      serverSeedHash: rotated.serverSeedHash,
      clientSeed: 'other',
      nonce: 0,
    });
    // Both rounds are verifiable with the revealed seed and their own client seeds.
    for (const [round, clientSeed] of [
      [r1, 'lucky-7'],
      [r2, 'other'],
    ] as const) {
      const detail = (
        await app.inject({ url: `/rgs/rounds/${round.roundId}?sessionId=${s.sessionId}` })
      ).json().value;
      expect(detail).toMatchObject({ clientSeed, serverSeed: rotated.revealedServerSeed });
      const roll = playDice(new FairStream(detail.serverSeed, clientSeed, round.nonce), dice).roll;
      expect(roll).toBe(detail.outcome.roll);
    }
    const r3 = (await play({ sessionId: s.sessionId, bet: '1.00', params: dice })).json().value.round;
    expect(r3.nonce).toBe(1);
  });

  it('refuses a seed change while a mines round is open, and bad input with a clear error', async () => {
    const s = await session('mines');
    const { roundId } = await minesRound(s.sessionId);
    for (const body of [{ sessionId: s.sessionId, clientSeed: 'x' }, { sessionId: s.sessionId }]) {
      const res = await seed(body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, code: 'round_in_progress', details: { roundId } });
    }
    await play({ sessionId: s.sessionId, action: 'cashout' });
    expect((await seed({ sessionId: s.sessionId, clientSeed: 'x' })).statusCode).toBe(200);

    for (const body of [
      { sessionId: s.sessionId, clientSeed: '' },
      { sessionId: s.sessionId, clientSeed: 'x'.repeat(65) },
      { sessionId: s.sessionId, clientSeed: 7 },
      { clientSeed: 'x' },
    ]) {
      const res = await seed(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'invalid_input' });
    }
    expect((await seed({ sessionId: 'nope' })).json()).toMatchObject({ code: 'session_expired' });
  });
});

describe('GET /rgs/session', () => {
  it('answers what authenticate did, now: balance, nonce, back URL and the open round', async () => {
    const s = await session('mines', { backUrl: '/lobby?from=game', language: 'en' });
    expect(s.backUrl).toBe('/lobby?from=game');
    const fresh = await read(s.sessionId);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().value).toEqual(s);
    expect(ZRgsSessionState.safeParse(fresh.json().value).success).toBe(true);

    const { roundId } = await minesRound(s.sessionId);
    const now = (await read(s.sessionId)).json().value;
    expect(now).toMatchObject({
      sessionId: s.sessionId,
      game: s.game,
      currency: s.currency,
      trial: false,
      backUrl: '/lobby?from=game',
      fairness: { serverSeedHash: s.fairness.serverSeedHash, clientSeed: s.fairness.clientSeed, nonce: 1 },
      openRound: { roundId, state: 'debited' },
    });
    expect(now.openRound.outcome.mines).toBeUndefined();
    expect(Number(now.balance)).toBeCloseTo(await balance(), 2);
    await play({ sessionId: s.sessionId, action: 'cashout' });
    expect((await read(s.sessionId)).json().value.openRound).toBeNull();
  });

  it('refuses an unknown or expired session, and a missing id, with the envelope', async () => {
    const unknown = await read('no-such-session');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ success: false, code: 'session_expired' });
    const s = await session('dice');
    await expire(s.sessionId, '1 second');
    expect((await read(s.sessionId)).statusCode).toBe(401);
    const missing = await app.inject({ url: '/rgs/session' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, code: 'invalid_input' });
    expect((await read('x'.repeat(65))).json().code).toBe('invalid_input');
  });
});

describe('Idempotency-Key on POST /rgs/play', () => {
  const dice = { target: 4950, direction: 'under' as const };
  const roundsOf = async (sessionId: string) =>
    (await app.services.db.select().from(houseRounds).where(eq(houseRounds.sessionId, sessionId))).length;

  it('answers a repeat with the first answer without playing again; another body is a conflict', async () => {
    const s = await session('dice');
    const before = await balance();
    const key = { 'idempotency-key': 'bet-0001' };
    const first = await play({ sessionId: s.sessionId, bet: '1.00', params: dice }, key);
    expect(first.statusCode).toBe(200);
    const won = Number(first.json().value.round.win);
    // The same body, its params in another order: the same call.
    const again = await play(
      { params: { direction: 'under', target: 4950 }, bet: '1.00', sessionId: s.sessionId },
      key,
    );
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await roundsOf(s.sessionId)).toBe(1);
    expect(await balance()).toBeCloseTo(before - 1 + won, 2);

    const other = await play({ sessionId: s.sessionId, bet: '2.00', params: dice }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ success: false, code: 'idempotency_conflict' });
    // Keys are per session: another session plays under the same key.
    const s2 = await session('dice');
    expect(
      (await play({ sessionId: s2.sessionId, bet: '1.00', params: dice }, key)).headers[
        'idempotent-replayed'
      ],
    ).toBeUndefined();
    expect(await roundsOf(s2.sessionId)).toBe(1);
    // Another key plays again.
    await play({ sessionId: s.sessionId, bet: '1.00', params: dice }, { 'idempotency-key': 'bet-0002' });
    expect(await roundsOf(s.sessionId)).toBe(2);
    // A refusal is an answer too.
    const poor = { 'idempotency-key': 'bet-0003' };
    const refused = await play({ sessionId: s.sessionId, bet: '90000.00', params: dice }, poor);
    expect(refused.json().code).toBe('insufficient_funds');
    const refusedAgain = await play({ sessionId: s.sessionId, bet: '90000.00', params: dice }, poor);
    expect(refusedAgain.json()).toEqual(refused.json());
    expect(refusedAgain.headers['idempotent-replayed']).toBe('true');
    await verified();
  });

  it('does not play twice when the first answer was lost (no stored answer): the same round comes back', async () => {
    const s = await session('mines');
    const before = await balance();
    const key = { 'idempotency-key': 'mines-start' };
    const body = { sessionId: s.sessionId, bet: '2.00', params: { mines: 1 } };
    const first = (await play(body, key)).json().value.round;
    // What a 5xx (or a stop) leaves: no stored answer for the key.
    const forget = () =>
      app.services.db.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, `rgs:${s.sessionId}`));
    await forget();
    const retried = await play(body, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().value.round).toEqual(first);
    expect(await roundsOf(s.sessionId)).toBe(1);
    await forget();
    const changed = await play({ ...body, bet: '3.00' }, key);
    expect(changed.json().code).toBe('idempotency_conflict');

    // A step under a key: repeated, or retried after a lost answer, it is applied once.
    const mine = ((await row(first.roundId)).outcome as unknown as MinesState).mines[0]!;
    const safe = mine === 0 ? 1 : 0;
    const reveal = { sessionId: s.sessionId, action: 'reveal', params: { tile: safe } };
    const stepKey = { 'idempotency-key': 'mines-reveal-1' };
    const stepped = await play(reveal, stepKey);
    expect(stepped.json().value.round.outcome.revealed).toEqual([safe]);
    expect((await play(reveal, stepKey)).json()).toEqual(stepped.json());
    await forget();
    const lost = await play(reveal, stepKey);
    expect(lost.statusCode).toBe(200);
    expect(lost.json().value.round.outcome.revealed).toEqual([safe]);
    expect(lost.json().value.round.outcome.stepKey).toBeUndefined();
    // Without a key the same reveal is refused as a repeat.
    expect((await play(reveal)).json().code).toBe('invalid_input');

    const cashKey = { 'idempotency-key': 'mines-cash' };
    const cashed = (await play({ sessionId: s.sessionId, action: 'cashout' }, cashKey)).json().value;
    expect(cashed.round.win).toBe('2.06');
    await forget();
    const cashedAgain = await play({ sessionId: s.sessionId, action: 'cashout' }, cashKey);
    expect(cashedAgain.statusCode).toBe(200);
    expect(cashedAgain.json().value.round).toEqual(cashed.round);
    expect(await balance()).toBeCloseTo(before - 2 + 2.06, 2);
    await verified();
  });

  it('plays once when the same call arrives twice at the same time', async () => {
    const s = await session('dice');
    const before = await balance();
    const key = { 'idempotency-key': 'twice-at-once' };
    const body = { sessionId: s.sessionId, bet: '1.00', params: dice };
    const answers = await Promise.all([play(body, key), play(body, key)]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([200, 409]).toContain(codes[1]);
    for (const a of answers) if (a.statusCode === 409) expect(a.json().code).toBe('request_in_progress');
    expect(await roundsOf(s.sessionId)).toBe(1);
    const won = Number(answers.find((a) => a.statusCode === 200)!.json().value.round.win);
    expect(await balance()).toBeCloseTo(before - 1 + won, 2);
  });

  it('refuses a bad key or an unknown session with the envelope, storing nothing', async () => {
    const s = await session('dice');
    const long = await play(
      { sessionId: s.sessionId, bet: '1.00', params: dice },
      { 'idempotency-key': 'k'.repeat(256) },
    );
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ success: false, code: 'invalid_input' });
    const unknown = await play({ sessionId: 'nope', bet: '1.00' }, { 'idempotency-key': 'k1' });
    expect(unknown.json()).toMatchObject({ success: false, code: 'session_expired' });
    const rows = await app.services.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.scope, 'rgs:nope'));
    expect(rows).toHaveLength(0);
    const badBody = await play({ sessionId: s.sessionId, bet: 'lots' }, { 'idempotency-key': 'k2' });
    expect(badBody.json()).toMatchObject({ success: false, code: 'invalid_input' });
  });
});

describe('bad input on POST /rgs/play', () => {
  it('gets an envelope error, never a 500', async () => {
    const dice = await session('dice');
    const mines = await session('mines');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ sessionId: dice.sessionId, action: 'hit', bet: '1.00' }, 409, 'action_not_allowed'],
      [{ sessionId: dice.sessionId, action: 'dance', bet: '1.00' }, 400, 'invalid_input'],
      [{ sessionId: dice.sessionId, bet: '1.00', params: { target: 'high' } }, 400, 'invalid_input'],
      [{ sessionId: dice.sessionId, bet: '1.00', params: [] }, 400, 'invalid_input'],
      [{ sessionId: dice.sessionId }, 400, 'invalid_input'],
      [{ sessionId: mines.sessionId, action: 'hit' }, 409, 'no_open_round'],
      [{ sessionId: mines.sessionId, bet: '1.00', params: { mines: 30 } }, 400, 'invalid_input'],
    ];
    for (const [body, status, code] of cases) {
      const res = await play(body);
      expect({ body, status: res.statusCode, code: res.json().code }).toEqual({ body, status, code });
    }
    await minesRound(mines.sessionId);
    for (const [params, action, status, code] of [
      [{ tile: 'x' }, 'reveal', 400, 'invalid_input'],
      [{ tile: 25 }, 'reveal', 400, 'invalid_input'],
      [{}, 'hit', 409, 'action_not_allowed'],
    ] as const) {
      const res = await play({ sessionId: mines.sessionId, action, params });
      expect({ status: res.statusCode, code: res.json().code }).toEqual({ status, code });
    }
    const text = await app.inject({
      method: 'POST',
      url: '/rgs/play',
      payload: 'not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().success).toBe(false);
    await play({ sessionId: mines.sessionId, action: 'cashout' });
  });
});
