import crypto from 'node:crypto';
import type { SbSport } from '@crupier/contract/sportsbook';
import { describe, expect, it } from 'vitest';
import { distFor, fairProbabilities, legResult, marketsFor, priceMarkets } from './markets';
import { drawTimeline, drawWith, finalOf, liveState, modelParams } from './world';

/** A seeded stream (for reproducible simulations in tests; the world itself draws from the CSPRNG). */
function seeded(seed: number) {
  let s = seed >>> 0;
  return {
    float() {
      s = (s + 0x6d2b79f5) >>> 0;
      let t = s;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

describe('odds model', () => {
  it('over 10⁴ simulated football matches, 1X2 frequencies match the model within 1 percentage point', () => {
    const params = modelParams('football', 'fb-costa', 1, 4);
    const [p1x2] = priceMarkets(
      'football',
      marketsFor('football', params),
      distFor('football', params),
      0.05,
    );
    const fair = p1x2!.fair as number[];
    const stream = seeded(20261125);
    const counts = [0, 0, 0];
    const N = 10_000;
    for (let i = 0; i < N; i++) {
      const r = finalOf(drawWith(stream, 'football', params));
      counts[r.home > r.away ? 0 : r.home === r.away ? 1 : 2]!++;
    }
    for (let k = 0; k < 3; k++) expect(Math.abs(counts[k]! / N - fair[k]!)).toBeLessThan(0.01);
    // The model's probabilities are a distribution, and plausible football.
    expect(fair.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 9);
    expect(fair[1]).toBeGreaterThan(0.18);
  });

  it('every market of every sport carries the configured margin (before rounding exactly, after within the tick)', () => {
    for (const sport of ['football', 'basketball', 'tennis', 'esports', 'cockfight'] as SbSport[]) {
      const league = {
        football: 'fb-andes',
        basketball: 'bb-liga',
        tennis: 'tn-abierto',
        esports: 'es-strike',
        cockfight: 'cf-derby',
      }[sport];
      const params = modelParams(sport, league, 0, 3);
      for (const margin of [0.05, 0.08]) {
        for (const m of priceMarkets(sport, marketsFor(sport, params), distFor(sport, params), margin)) {
          if (m.decided) continue;
          const fair = m.fair as number[];
          // Cockfight's draw is priced on its own: meron/wala push on a draw (a two-way book).
          const book = sport === 'cockfight' ? [0, 1] : fair.map((_, i) => i);
          const expectedSum = book.reduce((s, i) => s + fair[i]!, 0);
          const exact = book.reduce((s, i) => s + fair[i]! * (1 + margin), 0);
          expect(exact / expectedSum - 1).toBeCloseTo(margin, 9);
          const rounded = book.reduce((s, i) => s + 100 / m.odds[i]!, 0);
          const overround = rounded / expectedSum - 1;
          expect(overround).toBeGreaterThanOrEqual(margin - 1e-9);
          // Rounding down by at most one hundredth per outcome.
          const slack = book.reduce((s, i) => s + 1 / (m.odds[i]! / 100) - 1 / ((m.odds[i]! + 1) / 100), 0);
          expect(overround).toBeLessThanOrEqual(margin + slack / expectedSum + 1e-9);
        }
      }
    }
  });

  it('settles Asian quarter lines as two half-stakes', () => {
    const r = (home: number, away: number) => ({ home, away });
    expect(legResult('football', 'handicap', '-0.25', 'home', r(1, 1))).toBe('half_loss');
    expect(legResult('football', 'handicap', '-0.25', 'away', r(1, 1))).toBe('half_win');
    expect(legResult('football', 'handicap', '-0.75', 'home', r(2, 1))).toBe('half_win');
    expect(legResult('football', 'handicap', '-0.75', 'home', r(3, 1))).toBe('win');
    expect(legResult('football', 'handicap', '-1', 'home', r(2, 1))).toBe('push');
    expect(legResult('football', 'total', '2.25', 'over', r(1, 1))).toBe('half_loss');
    expect(legResult('football', 'total', '2.25', 'under', r(1, 1))).toBe('half_win');
    expect(legResult('football', 'total', '2.75', 'over', r(2, 1))).toBe('half_win');
    expect(legResult('football', 'total', '2.5', 'over', r(2, 1))).toBe('win');
    expect(legResult('cockfight', 'bout', null, 'meron', r(0, 0))).toBe('push');
    expect(legResult('cockfight', 'bout', null, 'draw', r(0, 0))).toBe('win');
    expect(
      legResult('esports', 'map_winner', '3', 'home', { home: 2, away: 0, maps: ['home', 'home'] }),
    ).toBe('void');
  });

  it('quarter-line fair odds match the research brief (λ 1.5 / 1.1, Poisson)', () => {
    const dist = distFor('football', { lambdaHome: 1.5, lambdaAway: 1.1 });
    const q = (line: string) =>
      fairProbabilities(
        'football',
        { type: 'handicap', line, outcomes: [{ key: 'home', label: '' }] },
        dist,
      )[0]!;
    // Brief §1.5 is for Dixon–Coles; with plain Poisson the DNB fair odds are 1 + P(away)/P(home) = 1.599.
    expect(1 / q('0')).toBeCloseTo(1 + 0.278 / 0.464, 1);
    expect(1 / q('-0.5')).toBeCloseTo(1 / 0.464, 2);
  });

  it('moves live odds with the score and the clock, and stops betting after a goal', () => {
    const seed = crypto.randomBytes(32).toString('hex');
    const params = { lambdaHome: 1.4, lambdaAway: 1.2 };
    const timeline = drawTimeline(seed, 'fb-test', 'football', params);
    const pre = priceMarkets(
      'football',
      marketsFor('football', params),
      distFor('football', params),
      0.05,
    )[0]!.odds;
    const state = liveState({ sport: 'football', goals: [{ minute: 10, side: 'home' }] }, 60 / 90);
    const live = priceMarkets(
      'football',
      marketsFor('football', params),
      distFor('football', params, state),
      0.05,
    )[0]!.odds;
    expect(live[0]).toBeLessThan(pre[0]!);
    expect(live[2]).toBeGreaterThan(pre[2]!);
    expect(finalOf(timeline).home).toBeGreaterThanOrEqual(0);
  });
});
