import crypto from 'node:crypto';
import { flightMs, multiplierAt, parseMultiplier } from '@crupier/contract/crash';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app';
import { crashRounds, houseRounds, houseSessions } from '@/db/schema';
import { DEMO_PASSWORD } from '@/demo/accounts';
import { bearer, call, freshIp, tokenFor } from '@/test/client';
import { createTestApp } from '@/test/test-app';
import { createCrashEngine } from './crash-engine';
import { cashoutWin, crashPointOf, sha256 } from './crash-fairness';
import { createCrashRepository } from './repository';

/**
 * Crash rules over HTTP on a real database. The loop runs in manual mode: the test moves the rounds
 * with `step()` and moves their times on the database clock, so nothing waits seconds.
 */
let app: App;
let players: Record<'p1' | 'p2' | 'p3', string>;
let nodeId: string;
let merchantId: number;
let gameId: bigint;
const GROWTH = 0.00006;

beforeAll(async () => {
  app = await createTestApp({ challenge: 'off' }, (a) =>
    a.services.rgs.crash.configure({ manual: true, bettingMs: 60_000, pauseMs: 0, chainLength: 4 }),
  );
  players = {
    p1: await tokenFor(app, 'jugador1', DEMO_PASSWORD, { ip: freshIp() }),
    p2: await tokenFor(app, 'jugador2', DEMO_PASSWORD, { ip: freshIp() }),
    p3: await tokenFor(app, 'cliente1', DEMO_PASSWORD, { ip: freshIp() }),
  };
  const rows = await app.services.db.execute(
    sql`SELECT id::text AS id FROM games WHERE engine = 'crash' ORDER BY id LIMIT 1`,
  );
  nodeId = (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
});
afterAll(async () => {
  await app.close();
});

const crash = () => app.services.rgs.crash;
const repo = () => createCrashRepository(app.services.db);

async function session(token: string) {
  const launch = await call(
    app,
    {},
    { method: 'POST', url: '/wps/game/launchGame', payload: { nodeId }, headers: bearer(token) },
  );
  const launchToken = new URL(launch.json().value.url, 'http://x').searchParams.get('launch')!;
  const auth = await app.inject({ method: 'POST', url: '/rgs/authenticate', payload: { launchToken } });
  expect(auth.statusCode).toBe(200);
  const value = auth.json().value;
  const [row] = await app.services.db
    .select()
    .from(houseSessions)
    .where(eq(houseSessions.id, value.sessionId));
  merchantId = row!.merchantId;
  gameId = row!.gameId;
  return value as {
    sessionId: string;
    fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
  };
}

const play = (body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/rgs/play', payload: body });
const balance = async (token: string) =>
  (await call(app, {}, { url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value
    .available as string;

async function latest() {
  const [row] = await app.services.db
    .select()
    .from(crashRounds)
    .where(and(eq(crashRounds.merchantId, merchantId), eq(crashRounds.gameId, gameId)))
    .orderBy(desc(crashRounds.roundNo))
    .limit(1);
  return row!;
}

/** Ends the betting phase now and starts the flight. */
async function takeOff() {
  const round = await latest();
  await repo().shift(round.id, -(round.bettingEndsAt.getTime() - (await repo().now())) - 1);
  await crash().step(merchantId, gameId);
  return latest();
}

/** Moves the flight on so that `ms` have passed since it started. */
async function flyFor(ms: number) {
  const round = await latest();
  const elapsed = (await repo().now()) - round.startedAt!.getTime();
  await repo().shift(round.id, -(ms - elapsed));
}

/** Plays rounds out until a new betting round whose crash point satisfies `wanted`. */
async function roundWhere(wanted: (crashPoint: number) => boolean) {
  for (let i = 0; i < 200; i++) {
    let round = await latest().catch(() => undefined);
    if (round?.phase === 'betting' && wanted(round.crashPoint)) return round;
    if (round?.phase === 'betting') round = await takeOff();
    if (round?.phase === 'flying') {
      await flyFor(flightMs(round.crashPoint, GROWTH) + 1);
      await crash().step(merchantId, gameId);
    }
    await crash().step(merchantId, gameId);
  }
  throw new Error('no such round');
}

let s1: Awaited<ReturnType<typeof session>>;
let s2: Awaited<ReturnType<typeof session>>;
let s3: Awaited<ReturnType<typeof session>>;

describe('crash over HTTP', () => {
  it('shows the current round in a new session and opens rounds with a committed hash', async () => {
    s1 = await session(players.p1);
    s2 = await session(players.p2);
    s3 = await session(players.p3);
    await crash().step(merchantId, gameId);
    const round = await latest();
    expect(round.phase).toBe('betting');
    expect(round.hash).toBe(sha256(round.seed));
    const state = await app.inject({ url: `/rgs/crash/state?sessionId=${s1.sessionId}` });
    expect(state.statusCode).toBe(200);
    const value = state.json().value;
    expect(value.round).toMatchObject({ roundId: round.id, phase: 'betting', hash: round.hash, seed: null });
    expect(value.round.crashPoint).toBeNull();
    expect(value.myBet).toBeNull();
    expect(value.chain.salt).toBe(round.salt);
  });

  it('takes one bet per player in the betting phase, through the wallet', async () => {
    await roundWhere((c) => c >= 200);
    const before = await balance(players.p1);
    const res = await play({ sessionId: s1.sessionId, bet: '1.00', params: { autoCashout: '50' } });
    expect(res.statusCode).toBe(200);
    const { round, balance: after } = res.json().value;
    expect(round).toMatchObject({ state: 'debited', bet: '1.00', outcome: { autoCashout: '50.00' } });
    expect(Number(after)).toBeCloseTo(Number(before) - 1, 2);

    const again = await play({ sessionId: s1.sessionId, bet: '1.00' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('bet_already_placed');
    expect(await balance(players.p1)).toBe(after);

    const early = await play({ sessionId: s1.sessionId, action: 'cashout' });
    expect(early.json().code).toBe('round_not_started');

    const state = (await app.inject({ url: `/rgs/crash/state?sessionId=${s1.sessionId}` })).json().value;
    expect(state.myBet).toMatchObject({ roundId: round.roundId, bet: '1.00', autoCashout: '50.00' });
    expect(state.round.players).toEqual([
      { id: round.roundId, player: 'ju****r1', bet: '1.00', cashout: null, win: null, state: 'playing' },
    ]);
  });

  it('refuses bad input with a clear envelope, and a bet the wallet cannot cover', async () => {
    for (const autoCashout of ['1.00', '1.005', 'abc', -2, '2000000', true, { x: 1 }]) {
      const res = await play({ sessionId: s2.sessionId, bet: '1.00', params: { autoCashout } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'invalid_input' });
      expect(res.json().message).toContain('autoCashout');
    }
    expect((await play({ sessionId: s2.sessionId, bet: 'lots' })).statusCode).toBe(400);
    expect((await play({ sessionId: s2.sessionId, action: 'hit' })).json().code).toBe('action_not_allowed');
    const before = await balance(players.p2);
    const broke = await play({ sessionId: s2.sessionId, bet: '5000.00' });
    expect(broke.statusCode).toBe(422);
    expect(broke.json().code).toBe('insufficient_funds');
    expect(await balance(players.p2)).toBe(before);
    // The refused bet does not count: a smaller one goes in.
    const ok = await play({ sessionId: s2.sessionId, bet: '2.00' });
    expect(ok.statusCode).toBe(200);
    expect((await app.inject({ url: '/rgs/crash/state?sessionId=nope' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/rgs/crash/state' })).statusCode).toBe(400);
  });

  it('closes betting when the flight starts', async () => {
    await takeOff();
    const late = await play({ sessionId: s3.sessionId, bet: '1.00' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('betting_closed');
  });

  it('cashes out at the multiplier the flight reached on the server clock, bet × multiplier, once', async () => {
    // The round still flying from the test before: the bets of p1 (auto ×50) and p2 are in it.
    const round = await latest();
    expect(round.phase).toBe('flying');
    expect(round.crashPoint).toBeGreaterThanOrEqual(200);
    const before = Number(await balance(players.p2));
    await flyFor(3_800); // ×1.25
    const res = await play({ sessionId: s2.sessionId, action: 'cashout', params: { multiplier: '999' } });
    expect(res.statusCode).toBe(200);
    const { round: bet, balance: after } = res.json().value;
    const multiplier = parseMultiplier(bet.outcome.cashout)!;
    expect(multiplier).toBeGreaterThanOrEqual(multiplierAt(3_800, GROWTH));
    expect(multiplier).toBeLessThan(Math.min(round.crashPoint, multiplierAt(8_000, GROWTH)));
    expect(bet.state).toBe('settled');
    expect(bet.win).toBe(formatCents(cashoutWin(200n, multiplier)));
    expect(Number(after)).toBeCloseTo(before + Number(bet.win), 2);
    const twice = await play({ sessionId: s2.sessionId, action: 'cashout' });
    expect(twice.json().code).toBe('already_cashed_out');
    expect(Number(await balance(players.p2))).toBeCloseTo(Number(after), 2);
  });

  it('pays an auto cash-out at its target, and a player still in at the crash loses', async () => {
    const round = await roundWhere((c) => c >= 200);
    const p1 = Number(await balance(players.p1));
    const p3 = Number(await balance(players.p3));
    const auto = (await play({ sessionId: s1.sessionId, bet: '3.00', params: { autoCashout: 1.5 } })).json()
      .value.round;
    const stay = (await play({ sessionId: s3.sessionId, bet: '2.00' })).json().value.round;
    await takeOff();
    await flyFor(multiplierAtInverse(160));
    await crash().step(merchantId, gameId);
    const [paid] = await app.services.db.select().from(houseRounds).where(eq(houseRounds.id, auto.roundId));
    expect(paid).toMatchObject({ state: 'settled', win: 450n });
    expect((paid!.outcome as { cashout: string }).cashout).toBe('1.50');
    expect(Number(await balance(players.p1))).toBeCloseTo(p1 - 3 + 4.5, 2);

    await flyFor(flightMs(round.crashPoint, GROWTH));
    const late = await play({ sessionId: s3.sessionId, action: 'cashout' });
    expect(late.json().code).toBe('round_crashed');
    await crash().step(merchantId, gameId);
    const [lost] = await app.services.db.select().from(houseRounds).where(eq(houseRounds.id, stay.roundId));
    expect(lost).toMatchObject({ state: 'settled', win: 0n });
    expect((lost!.outcome as { crashPoint: string }).crashPoint).toBe(fmt(round.crashPoint));
    expect(Number(await balance(players.p3))).toBeCloseTo(p3 - 2, 2);
    expect((await latest()).phase).toBe('crashed');
  });

  it('lets anyone verify a crashed round: the revealed seed, its hash, the chain and the crash point', async () => {
    const last = await latest();
    const [bet] = await app.services.db
      .select()
      .from(houseRounds)
      .where(and(eq(houseRounds.engine, 'crash'), eq(houseRounds.serverSeedHash, last.hash)))
      .limit(1);
    const owner = bet!.accountId === (await accountOf(s1.sessionId)) ? s1 : s3;
    const detail = (await app.inject({ url: `/rgs/rounds/${bet!.id}?sessionId=${owner.sessionId}` })).json()
      .value;
    expect(detail).toMatchObject({ engine: 'crash', nonce: last.roundNo, serverSeedHash: last.hash });
    expect(sha256(detail.serverSeed)).toBe(detail.serverSeedHash);
    expect(fmt(crashPointOf(detail.serverSeed, detail.clientSeed))).toBe(detail.outcome.crashPoint);
    expect(detail.walletTransactions[0]).toBe(`${bet!.id}:bet`);

    // Each round's hash is the seed of the round before it in the same chain.
    let rounds = 0;
    await roundWhere(() => rounds++ >= 4);
    const { history } = (await app.inject({ url: `/rgs/crash/state?sessionId=${s1.sessionId}` })).json()
      .value;
    expect(history.length).toBeGreaterThanOrEqual(3);
    const rows = await app.services.db.select().from(crashRounds).where(eq(crashRounds.gameId, gameId));
    const byNo = new Map(rows.map((r) => [r.roundNo, r]));
    let linked = 0;
    for (const entry of history) {
      expect(fmt(crashPointOf(entry.seed, byNo.get(entry.roundNo)!.salt))).toBe(entry.crashPoint);
      expect(sha256(entry.seed)).toBe(entry.hash);
      const before = byNo.get(entry.roundNo - 1);
      if (before && before.salt === byNo.get(entry.roundNo)!.salt) {
        expect(entry.hash).toBe(before.seed);
        linked++;
      }
    }
    expect(linked).toBeGreaterThan(0);
    // Chains of 4 rounds here: a new chain (new salt) started on the way.
    expect(new Set(rows.map((r) => r.salt)).size).toBeGreaterThan(1);
  });

  it('lists crash bets in the betting record', async () => {
    const res = await call(
      app,
      {},
      { url: '/wps/member/bettingRecord?pageNo=1&pageSize=20', headers: bearer(players.p1) },
    );
    const crashes = res.json().value.list.filter((r: { engine: string }) => r.engine === 'crash');
    expect(crashes.length).toBeGreaterThanOrEqual(2);
    expect(crashes.some((r: { win: string }) => r.win === '4.50')).toBe(true);
  });

  it('after a stop mid-flight, settles the round by its seed: acknowledged and reached cash-outs paid once, the rest lost', async () => {
    const round = await roundWhere((c) => c >= 300);
    const before = {
      p1: Number(await balance(players.p1)),
      p2: Number(await balance(players.p2)),
      p3: Number(await balance(players.p3)),
    };
    const auto = (
      await play({ sessionId: s1.sessionId, bet: '2.00', params: { autoCashout: '1.50' } })
    ).json().value.round;
    const acked = (await play({ sessionId: s2.sessionId, bet: '1.00' })).json().value.round;
    const stay = (await play({ sessionId: s3.sessionId, bet: '1.00' })).json().value.round;
    await takeOff();
    await flyFor(multiplierAtInverse(120));
    // The process acknowledged p2's cash-out at ×1.20 and died before the credit (and before any tick).
    expect(await repo().claimCashout(acked.roundId, round.id, '1.20')).toBeDefined();
    await flyFor(flightMs(round.crashPoint, GROWTH) + 5_000);

    await app.services.rgs.recover(app.log);
    await app.services.rgs.recover(app.log);
    const rows = await app.services.db
      .select()
      .from(houseRounds)
      .where(and(eq(houseRounds.engine, 'crash'), eq(houseRounds.serverSeedHash, round.hash)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(auto.roundId)).toMatchObject({ state: 'settled', win: 300n });
    expect(byId.get(acked.roundId)).toMatchObject({ state: 'settled', win: 120n });
    expect(byId.get(stay.roundId)).toMatchObject({ state: 'settled', win: 0n });
    expect((await latest()).phase).toBe('crashed');
    expect(Number(await balance(players.p1))).toBeCloseTo(before.p1 + 1, 2);
    expect(Number(await balance(players.p2))).toBeCloseTo(before.p2 + 0.2, 2);
    expect(Number(await balance(players.p3))).toBeCloseTo(before.p3 - 1, 2);
    expect((await app.services.ledger.verify()).ok).toBe(true);
  });

  it('voids a round whose betting closed while the server was down, and gives the stakes back', async () => {
    const round = await roundWhere(() => true);
    const before = await balance(players.p1);
    const bet = (await play({ sessionId: s1.sessionId, bet: '5.00' })).json().value.round;
    expect(Number(await balance(players.p1))).toBeCloseTo(Number(before) - 5, 2);
    await repo().shift(round.id, -(round.bettingEndsAt.getTime() - (await repo().now())) - 31_000);
    await crash().step(merchantId, gameId);
    expect((await repo().round(round.id))!.phase).toBe('void');
    const [row] = await app.services.db.select().from(houseRounds).where(eq(houseRounds.id, bet.roundId));
    expect(row!.state).toBe('void');
    expect(await balance(players.p1)).toBe(before);
    await crash().step(merchantId, gameId);
    expect((await latest()).phase).toBe('betting');
  });

  it('refuses a bet still being debited when the grace after betting runs out, so no stake is lost', async () => {
    const round = await roundWhere(() => true);
    const account = await accountOf(s3.sessionId);
    // A bet whose debit has not come through yet (the call is slow, or its process died).
    const id = crypto.randomUUID();
    expect(
      await repo().insertBet(round, {
        id,
        sessionId: s3.sessionId,
        merchantId,
        accountId: account,
        gameId,
        engine: 'crash',
        bet: 100n,
        params: {},
        outcome: { crashRoundId: round.id, roundNo: round.roundNo, autoCashout: null },
        state: 'open',
        serverSeedHash: round.hash,
        clientSeed: round.salt,
        nonce: round.roundNo,
      }),
    ).toBe(true);
    await takeOff();
    expect((await latest()).phase).toBe('betting'); // waiting for the debit, within the grace
    await repo().shift(round.id, -2_500);
    await crash().step(merchantId, gameId);
    expect((await latest()).phase).toBe('flying');
    const [row] = await app.services.db.select().from(houseRounds).where(eq(houseRounds.id, id));
    expect(row!.state).toBe('refused');
    // The debit arriving now is refused by the wallet: the rollback went first.
    const before = await balance(players.p3);
    const late = await app.inject({
      method: 'POST',
      url: '/rgs/play',
      payload: { sessionId: s3.sessionId, action: 'cashout' },
    });
    expect(late.json().code).toBe('no_open_bet');
    expect(await balance(players.p3)).toBe(before);
    const vendorTx = await app.services.db.execute(
      sql`SELECT status FROM vendor_transactions WHERE transaction_id = ${`${id}:bet`}`,
    );
    expect((vendorTx as unknown as { rows: { status: string }[] }).rows[0]!.status).toBe('tombstone');
  });

  it('runs one loop per game across instances: a second instance waits for the lease', async () => {
    crash().configure({ leaseMs: 1_000 });
    await crash().step(merchantId, gameId);
    const other = createCrashEngine({
      db: app.services.db,
      seamless: undefined as never,
      payee: () => Promise.reject(new Error('not used')),
      timing: { manual: true, leaseMs: 1_000, bettingMs: 60_000, pauseMs: 0 },
    });
    expect((await other.step(merchantId, gameId)).leader).toBe(false);
    await new Promise((r) => setTimeout(r, 1_050));
    expect((await other.step(merchantId, gameId)).leader).toBe(true);
    expect((await crash().step(merchantId, gameId)).leader).toBe(false);
    await other.stop();
    expect((await crash().step(merchantId, gameId)).leader).toBe(true);
    crash().configure({ leaseMs: 6_000 });
  });

  it('refuses the crash state to sessions of other games', async () => {
    const rows = await app.services.db.execute(
      sql`SELECT id::text AS id FROM games WHERE engine = 'dice' ORDER BY id LIMIT 1`,
    );
    const dice = (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
    const launch = await call(
      app,
      {},
      { method: 'POST', url: '/wps/game/launchGame', payload: { nodeId: dice }, headers: bearer(players.p1) },
    );
    const launchToken = new URL(launch.json().value.url, 'http://x').searchParams.get('launch')!;
    const auth = (
      await app.inject({ method: 'POST', url: '/rgs/authenticate', payload: { launchToken } })
    ).json().value;
    const res = await app.inject({ url: `/rgs/crash/state?sessionId=${auth.sessionId}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});

const fmt = (hundredths: number) =>
  `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
const formatCents = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
/** The flight time at which the multiplier reaches `hundredths`. */
const multiplierAtInverse = (hundredths: number) => flightMs(hundredths, GROWTH);

async function accountOf(sessionId: string) {
  const [row] = await app.services.db.select().from(houseSessions).where(eq(houseSessions.id, sessionId));
  return row!.accountId;
}
