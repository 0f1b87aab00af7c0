import { FISH_MULTIPLIERS, FISH_RTP, FISH_SPECIES, fishCatchBelow } from '@crupier/contract/house/fish';
import { KENO_DRAWN, KENO_NUMBERS, KENO_PAYS, KENO_RTP } from '@crupier/contract/house/keno';
import {
  SCRATCH_PRIZES,
  SCRATCH_RTP,
  SCRATCH_SYMBOLS,
  SCRATCH_WEIGHT,
  scratchWinningSymbol,
} from '@crupier/contract/house/scratch';
import { describe, expect, it } from 'vitest';
import { FairStream } from '@/modules/house/fairness';
import {
  chiSquareExpected,
  chiSquareUniform,
  runsTest,
  serialCorrelation,
} from '@/modules/house/rng-battery';
import { playFish, playKeno, playScratch, settleArcade } from './arcade';

const SEED = '5e1f0c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff01';
const ALPHA = 0.01;
const stream = (nonce: number) => new FairStream(SEED, 'arcade', nonce);

const choose = (n: number, k: number) => {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return k < 0 || k > n ? 0 : r;
};
/** P(h of k picks are among the 20 drawn of 80): hypergeometric. */
const hitChance = (k: number, h: number) =>
  (choose(KENO_DRAWN, h) * choose(KENO_NUMBERS - KENO_DRAWN, k - h)) / choose(KENO_NUMBERS, k);

describe('keno', () => {
  it('returns the documented RTP (≈ 95 %) for every pick count, exactly by the hypergeometric law', () => {
    for (let k = 1; k <= 10; k++) {
      const pays = KENO_PAYS[k]!;
      expect(pays).toHaveLength(k + 1);
      const rtp = pays.reduce((sum, pay, h) => sum + (hitChance(k, h) * pay) / 100, 0);
      expect(rtp).toBeCloseTo(KENO_RTP[k]!, 6);
      expect(Math.abs(rtp - 0.95)).toBeLessThan(0.001);
      // More hits never pay less (from the first paying hit up).
      const first = pays.findIndex((p, h) => h > 0 && p > 0);
      for (let h = first + 1; h <= k; h++) expect(pays[h]!).toBeGreaterThan(pays[h - 1]!);
    }
  });

  it('draws 20 distinct numbers 1–80 and pays the hits of the picks', () => {
    const result = playKeno(stream(1), [1, 2, 3, 4, 5]);
    expect(result.drawn).toHaveLength(20);
    expect(new Set(result.drawn).size).toBe(20);
    expect(result.drawn.every((n) => n >= 1 && n <= 80)).toBe(true);
    expect(result.hits).toEqual([1, 2, 3, 4, 5].filter((n) => result.drawn.includes(n)));
    expect(result.payHundredths).toBe(KENO_PAYS[5]![result.hits.length]);
    const settled = settleArcade('keno', stream(1), 1000n, { picks: [5, 4, 3, 2, 1] })!;
    expect(settled.win).toBe((1000n * BigInt(result.payHundredths)) / 100n);
  });

  it('refuses bad picks before drawing', () => {
    for (const picks of [[], [0], [81], [1, 1], [1.5], Array.from({ length: 11 }, (_, i) => i + 1), 'x']) {
      expect(() => settleArcade('keno', stream(1), 100n, { picks })).toThrow(/picks/);
    }
  });

  it('simulated RTP of 10 picks is near the exact one', () => {
    let paid = 0;
    const n = 40_000;
    for (let i = 0; i < n; i++)
      paid += playKeno(stream(i), [3, 14, 15, 22, 35, 48, 51, 62, 70, 77]).payHundredths;
    expect(paid / n / 100).toBeGreaterThan(0.75);
    expect(paid / n / 100).toBeLessThan(1.2);
  }, 60_000);
});

describe('scratch cards', () => {
  it('has an exact 95 % RTP', () => {
    const total = SCRATCH_PRIZES.reduce((sum, p) => sum + p.weight, 0);
    expect(total).toBeLessThanOrEqual(SCRATCH_WEIGHT);
    expect(SCRATCH_PRIZES.reduce((sum, p) => sum + p.weight * p.multiplier, 0) / SCRATCH_WEIGHT).toBe(
      SCRATCH_RTP,
    );
  });

  it('lays out every ticket to show its prize: three of its symbol, no other three', () => {
    for (let i = 0; i < 3_000; i++) {
      const ticket = playScratch(stream(i));
      expect(ticket.cells).toHaveLength(9);
      expect(ticket.cells.every((c) => SCRATCH_SYMBOLS.includes(c))).toBe(true);
      expect(scratchWinningSymbol(ticket.cells)).toBe(ticket.symbol);
      for (const s of SCRATCH_SYMBOLS) {
        const count = ticket.cells.filter((c) => c === s).length;
        expect(count).toBeLessThanOrEqual(s === ticket.symbol ? 3 : 2);
      }
      const prize = SCRATCH_PRIZES.find((p) => p.symbol === ticket.symbol);
      expect(ticket.multiplier).toBe(prize?.multiplier ?? 0);
    }
    expect(settleArcade('scratch', stream(7), 250n, {})!.win).toBe(
      250n * BigInt(playScratch(stream(7)).multiplier),
    );
  });
});

describe('fish shooting', () => {
  it('catches a fish of multiplier m with probability 0.96 / m: 96 % RTP for every species', () => {
    for (const species of FISH_SPECIES) {
      const below = fishCatchBelow(species);
      expect(Number.isInteger(below)).toBe(true);
      expect((below / 1_000_000) * FISH_MULTIPLIERS[species]).toBeCloseTo(FISH_RTP, 12);
    }
  });

  it('pays bet × m on a catch and nothing on a miss; refuses unknown fish', () => {
    const caught = settleArcade('fish', { int: () => 9_599 } as unknown as FairStream, 100n, {
      species: 'kraken',
    })!;
    expect(caught.win).toBe(10_000n);
    expect(caught.outcome).toMatchObject({ species: 'kraken', multiplier: 100, roll: 9_599, caught: true });
    const missed = settleArcade('fish', { int: () => 9_600 } as unknown as FairStream, 100n, {
      species: 'kraken',
    })!;
    expect(missed.win).toBe(0n);
    expect(() => settleArcade('fish', stream(1), 100n, { species: 'dolphin' })).toThrow(/species/);
    expect(playFish(stream(3), 'clownfish').multiplier).toBe(2);
  });
});

describe('RNG battery (99 % confidence)', () => {
  it('fish rolls, 10^6 shots', () => {
    const n = 1_000_000;
    const bins = new Uint32Array(n);
    for (let i = 0; i < n; i++) bins[i] = Math.floor(playFish(stream(i), 'shark').roll / 10_000);
    expect(chiSquareUniform(bins, 100).pValue).toBeGreaterThan(ALPHA);
    expect(runsTest(bins, 49.5).pValue).toBeGreaterThan(ALPHA);
    expect(serialCorrelation(bins).pValue).toBeGreaterThan(ALPHA);
  }, 120_000);

  it('keno draws (the shuffle that draws them: its first number), 10^5 rounds', () => {
    const n = 100_000;
    const firsts = new Uint32Array(n);
    for (let i = 0; i < n; i++) firsts[i] = stream(i).shuffle(KENO_NUMBERS)[0]!;
    expect(chiSquareUniform(firsts, KENO_NUMBERS).pValue).toBeGreaterThan(ALPHA);
    expect(runsTest(firsts, 39.5).pValue).toBeGreaterThan(ALPHA);
    expect(serialCorrelation(firsts).pValue).toBeGreaterThan(ALPHA);
  }, 120_000);

  it('scratch prizes against their weights, 3 × 10^5 tickets', () => {
    const n = 300_000;
    const bins = new Uint32Array(n);
    const lose = SCRATCH_PRIZES.length;
    for (let i = 0; i < n; i++) {
      const ticket = playScratch(stream(i));
      const index = SCRATCH_PRIZES.findIndex((p) => p.symbol === ticket.symbol);
      bins[i] = index < 0 ? lose : index;
    }
    const probabilities = [
      ...SCRATCH_PRIZES.map((p) => p.weight / SCRATCH_WEIGHT),
      1 - SCRATCH_PRIZES.reduce((sum, p) => sum + p.weight, 0) / SCRATCH_WEIGHT,
    ];
    // The rarest prize (2 in 10^5) has too few expected counts for the chi-square: fold it into the next.
    const folded = Array.from(bins, (b) => (b === 0 ? 1 : b) - 1);
    const foldedP = [probabilities[0]! + probabilities[1]!, ...probabilities.slice(2)];
    expect(chiSquareExpected(folded, foldedP).pValue).toBeGreaterThan(ALPHA);
  }, 120_000);
});
