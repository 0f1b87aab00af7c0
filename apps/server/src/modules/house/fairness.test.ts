import { MINES_TILES, minesMultiplier } from '@crupier/contract/house/mines';
import { coveredPockets } from '@crupier/contract/house/roulette';
import { PAYTABLES } from '@crupier/contract/house/slot';
import { describe, expect, it } from 'vitest';
import { crashPointOf, sha256 } from './crash/crash-fairness';
import { dealer } from './engines/baccarat';
import { drawShoe } from './engines/blackjack';
import { playDice } from './engines/dice';
import { placeMines } from './engines/mines';
import { playRoulette } from './engines/roulette';
import { spin } from './engines/slot';
import { commitment, FairStream, newServerSeed } from './fairness';
import { chiSquareExpected, chiSquareUniform, runsTest, serialCorrelation } from './rng-battery';

const SERVER_SEED = 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';
const ALPHA = 0.01;

/** A million draws from consecutive rounds, as the engine makes them. */
function draws(count: number, k: number, draw: (stream: FairStream) => number) {
  const out = new Uint32Array(count);
  for (let i = 0; i < count; i++) out[i] = draw(new FairStream(SERVER_SEED, 'player-seed', i));
  return { out, k };
}

function battery({ out, k }: { out: Uint32Array; k: number }) {
  expect(chiSquareUniform(out, k).pValue).toBeGreaterThan(ALPHA);
  expect(runsTest(out, (k - 1) / 2).pValue).toBeGreaterThan(ALPHA);
  expect(serialCorrelation(out).pValue).toBeGreaterThan(ALPHA);
}

describe('provably fair stream', () => {
  it('commits to the server seed and reproduces every round from the seeds', () => {
    const seed = newServerSeed();
    expect(commitment(seed)).toMatch(/^[0-9a-f]{64}$/);
    const a = new FairStream(seed, 'c', 7);
    const b = new FairStream(seed, 'c', 7);
    expect(Array.from({ length: 20 }, () => a.int(1000))).toEqual(
      Array.from({ length: 20 }, () => b.int(1000)),
    );
    expect(new FairStream(seed, 'c', 8).int(1_000_000)).not.toBe(new FairStream(seed, 'c', 7).int(1_000_000));
  });

  it('draws integers without modulo bias (rejection sampling)', () => {
    const stream = new FairStream(SERVER_SEED, 'x', 1);
    const values = Array.from({ length: 30_000 }, () => stream.int(3));
    expect(new Set(values)).toEqual(new Set([0, 1, 2]));
    expect(() => stream.int(0)).toThrow();
    expect(stream.float()).toBeLessThan(1);
    expect(stream.shuffle(10).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('RNG battery over 10^6 draws per engine (99 % confidence)', () => {
  it(
    'dice rolls',
    () => battery(draws(1_000_000, 10_000, (s) => playDice(s, { target: 5000, direction: 'under' }).roll)),
    60_000,
  );
  it('roulette pockets', () => battery(draws(1_000_000, 37, (s) => playRoulette(s, []).pocket)), 60_000);
  it(
    'blackjack shoes (first card rank)',
    () => battery(draws(1_000_000, 13, (s) => drawShoe(s, 1)[0]!.rank - 1)),
    120_000,
  );
  it('baccarat first cards (rank)', () => battery(draws(1_000_000, 13, (s) => dealer(s)().rank - 1)), 60_000);
  it(
    'slot reel stops (first reel)',
    () => battery(draws(1_000_000, PAYTABLES.a.reels[0]!.length, (s) => spin(s, PAYTABLES.a).stops[0]!)),
    60_000,
  );
  it(
    'mines placements (the shuffle that places them)',
    () => battery(draws(1_000_000, MINES_TILES, (s) => s.shuffle(MINES_TILES)[0]!)),
    60_000,
  );
  it('crash points (consecutive rounds of a hash chain)', () => {
    // Crash points are not uniform by design: P(crash ≥ c) = 0.99/c. The chi-square compares them
    // with those exact bin probabilities; runs and serial correlation test u = 1 − 0.99/crash, which
    // is uniform on [0.01, 1) (the instant-crash mass sits at 0.01).
    const edges = [100, 101, 102, 105, 110, 120, 130, 150, 175, 200, 250, 300, 400, 500, 750, 1_000, 2_000];
    const atLeast = (c: number) => (c <= 100 ? 1 : 99 / c);
    const probabilities = edges.map(
      (edge, i) => atLeast(edge) - (i + 1 < edges.length ? atLeast(edges[i + 1]!) : 0),
    );
    const n = 1_000_000;
    const bins = new Uint32Array(n);
    const u = new Float64Array(n);
    let seed = sha256(SERVER_SEED);
    for (let i = 0; i < n; i++) {
      const crash = crashPointOf(seed, 'public-salt');
      let bin = edges.length - 1;
      while (crash < edges[bin]!) bin--;
      bins[i] = bin;
      u[i] = 1 - 99 / crash;
      seed = sha256(seed);
    }
    expect(chiSquareExpected(bins, probabilities).pValue).toBeGreaterThan(ALPHA);
    expect(runsTest(u, 0.5).pValue).toBeGreaterThan(ALPHA);
    expect(serialCorrelation(u).pValue).toBeGreaterThan(ALPHA);
  }, 120_000);
});

describe('engine rules', () => {
  it('dice pays 99 % RTP whatever the target', () => {
    for (const target of [100, 4950, 9800]) {
      const { multiplierBp } = playDice({ int: () => 0 } as unknown as FairStream, {
        target,
        direction: 'under',
      });
      expect((multiplierBp * target) / 10_000 / 10_000).toBeCloseTo(0.99, 3);
    }
  });

  it('roulette covers the right pockets and pays by them', () => {
    expect(coveredPockets({ type: 'column', index: 1 })).toHaveLength(12);
    expect(coveredPockets({ type: 'red' })).toHaveLength(18);
    expect(coveredPockets({ type: 'corner', numbers: [1, 2, 4, 5] })).toEqual([1, 2, 4, 5]);
    expect(() => coveredPockets({ type: 'split', numbers: [3, 4] })).toThrow();
    expect(() => coveredPockets({ type: 'corner', numbers: [3, 4, 6, 7] })).toThrow();
    const straight = playRoulette({ int: () => 17 } as unknown as FairStream, [
      { bet: { type: 'straight', numbers: [17] }, stake: 100n },
    ]);
    expect(straight).toEqual({ pocket: 17, color: 'black', win: 3600n });
    const zero = playRoulette({ int: () => 0 } as unknown as FairStream, [
      { bet: { type: 'red' }, stake: 100n },
    ]);
    expect(zero.win).toBe(0n);
  });

  it('mines multipliers grow with each safe tile and keep a 99 % RTP', () => {
    expect(minesMultiplier(3, 0)).toBeCloseTo(0.99);
    expect(minesMultiplier(3, 1)).toBeCloseTo((25 / 22) * 0.99);
    expect(minesMultiplier(24, 1)).toBeCloseTo(25 * 0.99);
    const mines = placeMines(new FairStream(SERVER_SEED, 'p', 3), 5);
    expect(new Set(mines).size).toBe(5);
  });
});
