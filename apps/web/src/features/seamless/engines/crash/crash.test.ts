import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TRound, TRoundDetail } from '@/api/game-engine-types';
import {
  applyCrashEvent,
  applyRound,
  bettingLeftMs,
  cashoutAmount,
  chainRounds,
  checkChain,
  crashPointOf,
  crashSummary,
  curvePath,
  EMPTY_TABLE,
  formatMultiplier,
  parseCrashEvent,
  pointTone,
  readAutoCashout,
  shownMultiplier,
  type TCrashHistoryEntry,
  type TCrashPlayer,
  type TCrashRound,
  verifyCrash,
} from './crash';

const T0 = Date.parse('2026-03-02T10:00:00.000Z');

function round(overrides: Partial<TCrashRound> = {}): TCrashRound {
  return {
    roundId: 'r7',
    roundNo: 7,
    phase: 'betting',
    hash: 'ab'.repeat(32),
    salt: 'salt',
    bettingEndsAt: new Date(T0 + 5_000).toISOString(),
    startedAt: null,
    crashedAt: null,
    crashPoint: null,
    seed: null,
    growthPerMs: 0.00006,
    serverTime: new Date(T0).toISOString(),
    players: [],
    ...overrides,
  };
}

const player = (id: string, overrides: Partial<TCrashPlayer> = {}): TCrashPlayer => ({
  id,
  player: 'ju****r1',
  bet: '1.00',
  cashout: null,
  win: null,
  state: 'playing',
  ...overrides,
});

describe('the crash table', () => {
  it('follows the server clock: the countdown and the flight are measured with its offset', () => {
    // Our clock is 2 s behind the server's.
    const table = applyRound(EMPTY_TABLE, round(), [], T0 - 2_000);
    expect(table.offsetMs).toBe(2_000);
    expect(bettingLeftMs(table, T0 - 2_000)).toBe(5_000);
    expect(bettingLeftMs(table, T0 + 4_000)).toBe(0);
    const flying = applyRound(
      table,
      round({
        phase: 'flying',
        startedAt: new Date(T0 + 5_000).toISOString(),
        serverTime: new Date(T0 + 5_000).toISOString(),
      }),
      [],
      T0 + 3_000,
    );
    // 11,553 ms into the flight: ×2.00.
    expect(shownMultiplier(flying, T0 + 3_000 + 11_553)).toBe(200);
    const crashed = applyRound(flying, round({ phase: 'crashed', crashPoint: '2.45' }), [], T0 + 20_000);
    expect(shownMultiplier(crashed, T0 + 99_999)).toBe(245);
  });

  it('ignores older news and keeps players that arrived as events', () => {
    let table = applyRound(EMPTY_TABLE, round({ phase: 'flying', players: [player('a')] }), [], T0);
    table = applyCrashEvent(table, { type: 'crash', event: 'bet', roundId: 'r7', player: player('b') }, T0);
    // A snapshot of the same round read before b's bet came in.
    table = applyRound(table, round({ phase: 'flying', players: [player('a')] }), [], T0);
    expect(table.round?.players.map((p) => p.id)).toEqual(['a', 'b']);
    // An older phase, or an older round, changes nothing.
    expect(applyRound(table, round({ phase: 'betting' }), [], T0)).toBe(table);
    expect(applyRound(table, round({ roundNo: 6, roundId: 'r6' }), [], T0)).toBe(table);
    // A cash-out replaces the player; events of another round are dropped.
    table = applyCrashEvent(
      table,
      {
        type: 'crash',
        event: 'cashout',
        roundId: 'r7',
        player: player('a', { cashout: '1.50', win: '1.50', state: 'cashed' }),
      },
      T0,
    );
    expect(table.round?.players[0]).toMatchObject({ id: 'a', state: 'cashed', cashout: '1.50' });
    expect(
      applyCrashEvent(table, { type: 'crash', event: 'bet', roundId: 'r8', player: player('c') }, T0),
    ).toBe(table);
  });

  it('reads crash events from the channel and nothing else', () => {
    expect(parseCrashEvent({ type: 'balance', available: '1.00' })).toBeNull();
    expect(
      parseCrashEvent({ type: 'crash', event: 'round', round: { roundId: 'x' }, history: [] }),
    ).toBeNull();
    expect(parseCrashEvent({ type: 'crash', event: 'round', round: round(), history: [] })).not.toBeNull();
    expect(
      parseCrashEvent({ type: 'crash', event: 'bet', roundId: 'r7', player: player('a') }),
    ).not.toBeNull();
  });
});

describe('crash inputs and figures', () => {
  it('reads an auto cash-out target', () => {
    expect(readAutoCashout('')).toBeNull();
    expect(readAutoCashout(' 2,5 ')).toBe(250);
    expect(readAutoCashout('1.01')).toBe(101);
    for (const bad of ['1', '1.00', '2.005', 'x', '-3', '2000000'])
      expect(readAutoCashout(bad)).toBe('invalid');
  });

  it('pays bet × multiplier rounded down, as the server does', () => {
    expect(cashoutAmount('1.00', 153)).toBe('1.53');
    expect(cashoutAmount('0.15', 153)).toBe('0.22');
  });

  it('draws the curve inside its box and colours past points', () => {
    const { d, tipX, tipY } = curvePath(20_000, 0.00006, 400, 200);
    expect(d.startsWith('M0.0,200.0')).toBe(true);
    expect(tipX).toBeCloseTo(400);
    expect(tipY).toBeCloseTo(0);
    expect(pointTone('1.20')).toBe('low');
    expect(pointTone('2.00')).toBe('mid');
    expect(pointTone('25.00')).toBe('high');
  });

  it('sums a round up for the history list', () => {
    const base = { roundId: 'b', bet: '1.00', nonce: 7 } as const;
    const outcome = { crashRoundId: 'r7', roundNo: 7, autoCashout: null };
    expect(crashSummary({ ...base, state: 'debited', win: '0.00', outcome } as TRound)).toBe('…');
    expect(
      crashSummary({
        ...base,
        state: 'settled',
        win: '0.00',
        outcome: { ...outcome, crashPoint: '1.20' },
      } as TRound),
    ).toBe('✗ · ×1.20');
    expect(
      crashSummary({
        ...base,
        state: 'settled',
        win: '1.53',
        outcome: { ...outcome, cashout: '1.53' },
      } as TRound),
    ).toBe('↑×1.53');
  });
});

describe('verifying a crash round in the browser', () => {
  const SEED = 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';

  it('computes the crash point the server computes (HMAC-SHA256(seed, salt), 52 bits)', async () => {
    // Values from the server's crashPointOf for the same seed.
    expect(await crashPointOf(SEED, '0f1e2d3c4b5a69788796a5b4c3d2e1f0')).toBe(3500);
    expect(await crashPointOf(SEED, 'salt-2')).toBe(315);
    expect(await crashPointOf(SEED, 'x')).toBe(111);
  });

  it('checks the crash point, the result and the win of a bet', async () => {
    const detail = {
      roundId: 'b',
      state: 'settled',
      bet: '2.00',
      win: '3.00',
      nonce: 7,
      engine: 'crash',
      params: {},
      outcome: { crashRoundId: 'r7', roundNo: 7, autoCashout: '1.50', cashout: '1.50', crashPoint: '3.15' },
      serverSeedHash: 'x',
      clientSeed: 'salt-2',
      serverSeed: SEED,
      walletTransactions: [],
      createdAt: '',
    } satisfies TRoundDetail;
    const ok = await verifyCrash(detail, undefined as never);
    expect(ok.matches).toBe(true);
    expect(ok.checks.map((c) => c.label)).toEqual(['crash_point', 'result', 'win']);
    const forged = await verifyCrash(
      { ...detail, outcome: { ...detail.outcome, crashPoint: '9.99' } },
      undefined as never,
    );
    expect(forged.matches).toBe(false);
    const greedy = await verifyCrash(
      { ...detail, outcome: { ...detail.outcome, cashout: '4.00' }, win: '8.00' },
      undefined as never,
    );
    expect(greedy.matches).toBe(false);
  });
});

describe('the hash chain in the fairness panel', () => {
  const sha = (text: string) => createHash('sha256').update(text).digest('hex');
  const SALT = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';

  /** Rounds 1–3 of a chain, newest first as the history lists them: seed(n − 1) = SHA-256(seed(n)). */
  async function history(): Promise<TCrashHistoryEntry[]> {
    const seeds = ['a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00'];
    seeds.push(sha(seeds[0]!), sha(sha(seeds[0]!)));
    return Promise.all(
      seeds.map(async (seed, i) => ({
        roundId: `r${3 - i}`,
        roundNo: 3 - i,
        crashPoint: formatMultiplier(await crashPointOf(seed, SALT)),
        hash: sha(seed),
        seed,
      })),
    );
  }

  it('checks each seed against its hash and crash point, and each hash against the seed before', async () => {
    const rounds = await history();
    expect(await checkChain(rounds, SALT)).toEqual([
      { hashMatches: true, crashMatches: true, linkMatches: true },
      { hashMatches: true, crashMatches: true, linkMatches: true },
      { hashMatches: true, crashMatches: true, linkMatches: null },
    ]);
    const [newest, middle, oldest] = rounds as [TCrashHistoryEntry, TCrashHistoryEntry, TCrashHistoryEntry];
    // A crash point that does not follow from the seed, a seed of another chain, a gap in the rounds.
    const forged = await checkChain(
      [{ ...newest, crashPoint: '99.00' }, { ...middle, seed: 'f'.repeat(64) }, oldest],
      SALT,
    );
    expect(forged[0]).toEqual({ hashMatches: true, crashMatches: false, linkMatches: false });
    expect(forged[1]).toMatchObject({ hashMatches: false, linkMatches: true });
    expect((await checkChain([newest, oldest], SALT))[0]?.linkMatches).toBeNull();
  });

  it('lists the rounds of the current chain only (down to the round its commitment names)', async () => {
    const rounds = await history();
    const commitment = rounds[1]!.hash;
    expect(chainRounds(rounds, commitment).map((r) => r.roundNo)).toEqual([3, 2]);
    expect(chainRounds(rounds, 'unknown').map((r) => r.roundNo)).toEqual([3, 2, 1]);
    expect(chainRounds(rounds, null)).toHaveLength(3);
  });
});
