import {
  flightMs,
  formatMultiplier,
  MAX_MULTIPLIER,
  multiplierAt,
  parseMultiplier,
} from '@crupier/contract/crash';
import { crashPointFromBits } from '@crupier/contract/house/crash-point';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashoutWin,
  chainRoundSeed,
  crashPointOf,
  hashTimes,
  newChain,
  sha256,
  verifyCrashRound,
} from './crash-fairness';

const TWO_52 = 2n ** 52n;
/** The smallest 52-bit X whose crash point is at least c (c ≥ 101): X ≥ 2^52 − ⌊99·2^52 / c⌋. */
const threshold = (c: number) => TWO_52 - (99n * TWO_52) / BigInt(c);
/** P(crash ≥ c), exactly, over the 2^52 equally likely values of X. */
const pAtLeast = (c: number) => Number((99n * TWO_52) / BigInt(c)) / 2 ** 52;

describe('crash point distribution', () => {
  it('is exactly P(crash ≥ c) = ⌊99·2^52/c⌋ / 2^52 ≈ 0.99/c: the boundary values of X prove it', () => {
    for (const c of [101, 102, 150, 199, 200, 1_000, 12_345, 1_000_000, MAX_MULTIPLIER]) {
      const x = threshold(c);
      expect(crashPointFromBits(x)).toBeGreaterThanOrEqual(c);
      expect(crashPointFromBits(x - 1n)).toBeLessThan(c);
      expect(Math.abs(pAtLeast(c) - 0.99 / (c / 100))).toBeLessThan(1e-15);
    }
    // X < 2^52/100 gives 0.99 and below: the instant crash at ×1.00, 1 % of all rounds, plus the
    // rounds that would have crashed between ×1.00 and ×1.01 (≈ 1 − 0.99/1.01 = 1.98 % in all).
    expect(crashPointFromBits(0n)).toBe(100);
    expect(crashPointFromBits(TWO_52 / 100n - 1n)).toBe(100);
    expect(1 - pAtLeast(101)).toBeCloseTo(1 - 0.99 / 1.01, 12);
    expect(crashPointFromBits(TWO_52 - 1n)).toBe(MAX_MULTIPLIER);
  });

  it('returns 99 % to every auto cash-out target (target × P(crash ≥ target))', () => {
    for (const target of [101, 110, 150, 200, 333, 1_000, 10_000, 1_000_000, MAX_MULTIPLIER]) {
      // ⌊·⌋ loses less than one X in 2^52, worth target/100 × 2^−52 at most.
      expect(Math.abs((target / 100) * pAtLeast(target) - 0.99)).toBeLessThanOrEqual(
        (target / 100) * 2 ** -52 * 2,
      );
    }
  });

  it('agrees with the formula over 200,000 rounds of a chain (within 4 standard errors)', () => {
    const n = 200_000;
    let seed = sha256('distribution');
    const at = { 101: 0, 200: 0, 1000: 0 } as Record<number, number>;
    let instant = 0;
    for (let i = 0; i < n; i++) {
      const crash = crashPointOf(seed, 'salt');
      if (crash === 100) instant++;
      for (const c of [101, 200, 1_000]) if (crash >= c) at[c]!++;
      seed = sha256(seed);
    }
    for (const c of [101, 200, 1_000]) {
      const p = pAtLeast(c);
      expect(Math.abs(at[c]! / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
    }
    expect(instant).toBe(n - at[101]!);
  });
});

describe('the hash chain', () => {
  it('links every round to the one before and to the published commitment', () => {
    const chain = newChain(6);
    const seeds = [1, 2, 3, 4, 5, 6].map((i) => chainRoundSeed(chain.chainSeed, chain.chainLength, i));
    expect(sha256(seeds[0]!)).toBe(chain.chainCommitment);
    for (let i = 1; i < seeds.length; i++) expect(sha256(seeds[i]!)).toBe(seeds[i - 1]);
    expect(hashTimes(seeds[5]!, 6)).toBe(chain.chainCommitment);
    expect(() => chainRoundSeed(chain.chainSeed, 6, 7)).toThrow();
    expect(chain.salt).toMatch(/^[0-9a-f]{32}$/);
  });

  it('verifies a revealed round and catches a tampered one', () => {
    const seed = sha256('a round');
    const round = { seed, salt: 'salt', hash: sha256(seed), crashPoint: crashPointOf(seed, 'salt') };
    expect(verifyCrashRound(round)).toEqual({ hashMatches: true, crashPoint: round.crashPoint, ok: true });
    expect(verifyCrashRound({ ...round, crashPoint: round.crashPoint + 1 }).ok).toBe(false);
    expect(verifyCrashRound({ ...round, salt: 'other' }).ok).toBe(
      round.crashPoint === crashPointOf(seed, 'other'),
    );
    expect(verifyCrashRound({ ...round, hash: sha256('x') }).hashMatches).toBe(false);
  });
});

describe('the curve and cash-outs', () => {
  it('reaches each crash point exactly at its flight time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 10_000_000 }), (crash) => {
        const t = flightMs(crash);
        expect(multiplierAt(t)).toBeGreaterThanOrEqual(crash);
        if (t > 0) expect(multiplierAt(t - 1)).toBeLessThan(crash);
      }),
    );
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(11_552)).toBe(199); // e^(0.00006·t) = 2 at t ≈ 11,552.45 ms
    expect(multiplierAt(11_553)).toBe(200);
    expect(flightMs(200)).toBe(11_553);
    expect(flightMs(100)).toBe(0);
  });

  it('pays bet × multiplier rounded down to a whole minor unit', () => {
    expect(cashoutWin(100n, 153)).toBe(153n);
    expect(cashoutWin(15n, 153)).toBe(22n);
    expect(cashoutWin(100_000_00n, 250)).toBe(250_000_00n);
  });

  it('reads and writes multipliers with two decimals', () => {
    expect(parseMultiplier('2.5')).toBe(250);
    expect(parseMultiplier(2.05)).toBe(205);
    expect(parseMultiplier('2')).toBe(200);
    for (const bad of ['2.005', '-1', '1e3', '', 'x', 1.001]) expect(parseMultiplier(bad)).toBeNull();
    expect(formatMultiplier(205)).toBe('2.05');
    expect(formatMultiplier(100_000_000)).toBe('1000000.00');
  });
});
