import type { SbLegResult } from '@crupier/contract/sportsbook';

/**
 * Exact returns in minor units. A leg returns a fraction of what it carries: win = odds, half win =
 * (1 + odds) / 2, push or void = 1, half loss = 1/2, loss = 0 (research brief §3.1). A line (a combo,
 * or one k-fold of a system bet) returns unit × Π fractions, rounded down once at the end; a system
 * bet returns the sum of its lines.
 */

export type Leg = { odds: number; result: SbLegResult | null };

function fraction(leg: Leg): [bigint, bigint] {
  const o = BigInt(leg.odds);
  switch (leg.result) {
    case 'win':
      return [o, 100n];
    case 'half_win':
      return [100n + o, 200n];
    case 'push':
    case 'void':
      return [1n, 1n];
    case 'half_loss':
      return [1n, 2n];
    case 'loss':
      return [0n, 1n];
    default:
      throw new Error('leg not settled');
  }
}

export function lineReturn(unit: bigint, legs: Leg[]): bigint {
  let num = unit;
  let den = 1n;
  for (const leg of legs) {
    const [n, d] = fraction(leg);
    num *= n;
    den *= d;
  }
  return num / den;
}

/** Every k-subset of 0..n-1, in lexicographic order. */
export function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  const walk = (start: number, acc: number[]) => {
    if (acc.length === k) {
      out.push(acc);
      return;
    }
    for (let i = start; i <= n - (k - acc.length); i++) walk(i + 1, [...acc, i]);
  };
  walk(0, []);
  return out;
}

export function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - i + 1)) / i;
  return Math.round(r);
}

export type BetShape = { kind: 'single' | 'combo' | 'system'; systemK: number | null; unitStake: bigint };

/** The lines of a bet, as lists of leg indexes. */
export function linesOf(shape: BetShape, legCount: number): number[][] {
  if (shape.kind === 'system') return combinations(legCount, shape.systemK!);
  return [Array.from({ length: legCount }, (_, i) => i)];
}

/** What a settled bet returns (every leg has a result). */
export function betReturn(shape: BetShape, legs: Leg[]): bigint {
  let total = 0n;
  for (const line of linesOf(shape, legs.length)) {
    total += lineReturn(
      shape.unitStake,
      line.map((i) => legs[i]!),
    );
  }
  return total;
}

/** What a bet returns if every leg wins. */
export function potentialReturn(shape: BetShape, odds: number[]): bigint {
  return betReturn(
    shape,
    odds.map((o) => ({ odds: o, result: 'win' as const })),
  );
}

/** won / lost / void / partial from the return against the stake. */
export function resultWord(stake: bigint, payout: bigint, legs: Leg[]): 'won' | 'lost' | 'void' | 'partial' {
  if (legs.every((l) => l.result === 'void' || l.result === 'push')) return 'void';
  if (payout === 0n) return 'lost';
  if (payout >= stake && legs.every((l) => l.result !== 'loss' && l.result !== 'half_loss')) return 'won';
  return 'partial';
}

/** The most a bet's combined odds are recorded as (hundredths). */
const MAX_COMBINED_ODDS = 2_000_000_000n;

/**
 * A bet's odds, in hundredths: the product of its legs' odds, rounded down to the hundredth. Whole
 * numbers throughout: in floating point 2.26 × 100 came out as 225.99…, recorded and shown as 2.25.
 */
export function combinedOdds(legOdds: number[]): number {
  const product = legOdds.reduce((o, odds) => o * BigInt(Math.round(odds)), 1n);
  const combined = product / 100n ** BigInt(Math.max(0, legOdds.length - 1));
  return Number(combined > MAX_COMBINED_ODDS ? MAX_COMBINED_ODDS : combined);
}
