import type { SbLegResult, SbMarketType, SbSport } from '@crupier/contract/sportsbook';
import { holdProbability, type LiveState, tiebreakProbability } from './world';

/**
 * Markets and odds. Every market is priced from a distribution of final results (the model's, given
 * the live state) through the same rule that settles it (`legResult`), so prices and settlement can
 * never disagree: for an outcome, W and L are the stake shares won and lost over the distribution
 * (quarter lines split the stake in two), the fair probability is q = W / (W + L) (a push drops out),
 * and the offered odds are 1 / (q · (1 + margin)), rounded down to 2 decimals (never giving margin away).
 */

export type Final = { home: number; away: number; maps?: string[] | undefined };
export type Dist = { r: Final; p: number }[];
export type OutcomeDef = { key: string; label: string };
export type MarketDef = { type: SbMarketType; line: string | null; outcomes: OutcomeDef[] };

// --- settlement rule -------------------------------------------------------------------------

/** One half of a line bet: x > 0 wins, 0 pushes, < 0 loses. */
const half = (x: number) => (x > 1e-9 ? 1 : x < -1e-9 ? -1 : 0);

/** A line bet whose margin over the line is `x + line`: quarter lines settle as two half-stakes. */
function lineResult(x: number, line: number): SbLegResult {
  const quarter = Math.abs((line * 4) % 2) === 1;
  if (!quarter) {
    const h = half(x + line);
    return h > 0 ? 'win' : h < 0 ? 'loss' : 'push';
  }
  const a = half(x + line - 0.25);
  const b = half(x + line + 0.25);
  const sum = a + b;
  if (sum === 2) return 'win';
  if (sum === -2) return 'loss';
  if (sum === 1) return 'half_win';
  if (sum === -1) return 'half_loss';
  return 'push';
}

const pick = (won: boolean): SbLegResult => (won ? 'win' : 'loss');

/** How a selection settles against a final result. */
export function legResult(
  _sport: SbSport,
  type: SbMarketType,
  line: string | null,
  key: string,
  r: Final,
): SbLegResult {
  const { home: h, away: a } = r;
  const l = line === null ? 0 : Number(line);
  switch (type) {
    case '1x2':
      return pick(key === 'home' ? h > a : key === 'away' ? a > h : h === a);
    case 'double_chance':
      return pick(key === '1X' ? h >= a : key === 'X2' ? a >= h : h !== a);
    case 'total':
      return key === 'over' ? lineResult(h + a, -l) : lineResult(-(h + a), l);
    case 'handicap':
      return key === 'home' ? lineResult(h - a, l) : lineResult(a - h, -l);
    case 'btts':
      return pick((key === 'yes') === (h > 0 && a > 0));
    case 'correct_score': {
      if (key === 'other') return pick(h > 3 || a > 3);
      return pick(key === `${h}-${a}`);
    }
    case 'moneyline':
      if (h === a) return 'void';
      return pick(key === 'home' ? h > a : a > h);
    case 'map_winner': {
      const map = r.maps?.[l - 1];
      if (!map) return 'void';
      return pick(map === key);
    }
    case 'bout':
      if (key === 'draw') return pick(h === a);
      if (h === a) return 'push';
      return pick(key === 'meron' ? h > a : a > h);
  }
}

/** The share of a stake a leg result returns, as a fraction num/den of the odds-weighted return. */
export const RESULT_SHARES: Record<SbLegResult, { win: number; loss: number }> = {
  win: { win: 1, loss: 0 },
  half_win: { win: 0.5, loss: 0 },
  push: { win: 0, loss: 0 },
  void: { win: 0, loss: 0 },
  half_loss: { win: 0, loss: 0.5 },
  loss: { win: 0, loss: 1 },
};

// --- distributions -----------------------------------------------------------------------------

export function poissonPmf(lambda: number, max: number): number[] {
  const out = [Math.exp(-lambda)];
  for (let k = 1; k <= max; k++) out.push((out[k - 1]! * lambda) / k);
  const sum = out.reduce((s, v) => s + v, 0);
  return out.map((v) => v / sum);
}

const MAX_GOALS = 10;

/** Football: current score plus Poisson goals in the time left (linear in the minutes left). */
export function footballDist(
  lambdaHome: number,
  lambdaAway: number,
  state?: { minute: number; home: number; away: number },
): Dist {
  const left = state ? Math.max(0, 90 - state.minute) / 90 : 1;
  const ph = poissonPmf(lambdaHome * left, MAX_GOALS);
  const pa = poissonPmf(lambdaAway * left, MAX_GOALS);
  const dist: Dist = [];
  for (let i = 0; i <= MAX_GOALS; i++)
    for (let j = 0; j <= MAX_GOALS; j++) {
      const p = ph[i]! * pa[j]!;
      if (p > 1e-12) dist.push({ r: { home: (state?.home ?? 0) + i, away: (state?.away ?? 0) + j }, p });
    }
  return dist;
}

function normalCdf(x: number): number {
  // Abramowitz–Stegun 7.1.26 on erf.
  const t = 1 / (1 + 0.3275911 * Math.abs(x / Math.SQRT2));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

/** Integer points with a normal approximation of a Poisson total (mean = variance). */
function pointsPmf(mean: number): { v: number; p: number }[] {
  if (mean <= 0.01) return [{ v: 0, p: 1 }];
  const sd = Math.sqrt(mean);
  const out: { v: number; p: number }[] = [];
  for (let v = Math.max(0, Math.floor(mean - 4 * sd)); v <= Math.ceil(mean + 4 * sd); v++) {
    out.push({ v, p: normalCdf((v + 0.5 - mean) / sd) - normalCdf((v - 0.5 - mean) / sd) });
  }
  const sum = out.reduce((s, x) => s + x.p, 0);
  return out.map((x) => ({ v: x.v, p: x.p / sum }));
}

/** Basketball: points left per side from the per-minute rates; a tie goes to overtime (half each way). */
export function basketballDist(
  muHome: number,
  muAway: number,
  state?: { minute: number; home: number; away: number },
): Dist {
  const left = state ? Math.max(0, 48 - Math.min(48, state.minute)) / 48 : 1;
  const ph = pointsPmf(muHome * left);
  const pa = pointsPmf(muAway * left);
  const dist: Dist = [];
  for (const x of ph)
    for (const y of pa) {
      const p = x.p * y.p;
      if (p < 1e-9) continue;
      const home = (state?.home ?? 0) + x.v;
      const away = (state?.away ?? 0) + y.v;
      if (home === away) {
        dist.push({ r: { home: home + 1, away }, p: p / 2 });
        dist.push({ r: { home, away: away + 1 }, p: p / 2 });
      } else dist.push({ r: { home, away }, p });
    }
  return dist;
}

/** Tennis: P(home wins the set) from a game score, with alternating serves and a tiebreak at 6–6. */
export function setProbability(pHome: number, pAway: number, gh = 0, ga = 0, serverHome = true): number {
  const holdH = holdProbability(pHome);
  const holdA = holdProbability(pAway);
  const tb = tiebreakProbability(pHome, pAway);
  const memo = new Map<string, number>();
  const go = (h: number, a: number, sh: boolean): number => {
    if ((h >= 6 || a >= 6) && Math.abs(h - a) >= 2) return h > a ? 1 : 0;
    if (h === 7 || a === 7) return h > a ? 1 : 0;
    if (h === 6 && a === 6) return tb;
    const key = `${h}:${a}:${sh}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const pw = sh ? holdH : 1 - holdA;
    const v = pw * go(h + 1, a, !sh) + (1 - pw) * go(h, a + 1, !sh);
    memo.set(key, v);
    return v;
  };
  return go(gh, ga, serverHome);
}

/** Best of 3 (sets or maps): final counts, from the current count and the chance of the item under way. */
function bestOfThree(s: number, sNow: number, h: number, a: number, maps?: string[]): Dist {
  const dist: Dist = [];
  const walk = (hh: number, aa: number, p: number, seq: string[], first: boolean) => {
    if (hh === 2 || aa === 2) {
      dist.push({ r: { home: hh, away: aa, maps: seq }, p });
      return;
    }
    const q = first ? sNow : s;
    walk(hh + 1, aa, p * q, [...seq, 'home'], false);
    walk(hh, aa + 1, p * (1 - q), [...seq, 'away'], false);
  };
  walk(h, a, 1, maps ?? [], true);
  return dist;
}

export function tennisDist(
  serveHome: number,
  serveAway: number,
  state?: Extract<LiveState, { sport: 'tennis' }>,
): Dist {
  const s = setProbability(serveHome, serveAway);
  if (!state) return bestOfThree(s, s, 0, 0);
  const now = setProbability(serveHome, serveAway, state.gamesHome, state.gamesAway, state.serverHome);
  return bestOfThree(s, now, state.setsHome, state.setsAway);
}

export function esportsDist(mapHome: number, state?: Extract<LiveState, { sport: 'esports' }>): Dist {
  if (!state) return bestOfThree(mapHome, mapHome, 0, 0);
  const h = state.maps.filter((m) => m === 'home').length;
  return bestOfThree(mapHome, mapHome, h, state.maps.length - h, state.maps);
}

export function cockfightDist(
  p: { meron: number; wala: number; draw: number },
  state?: Extract<LiveState, { sport: 'cockfight' }>,
): Dist {
  let { meron, wala, draw } = p;
  if (state) {
    // The fight shows who is on top: the chances lean towards the drawn winner as the bout goes on.
    const k = 0.7 * state.fraction ** 2;
    if (state.lean === 'meron') meron += k * (1 - meron);
    if (state.lean === 'wala') wala += k * (1 - wala);
    if (state.lean === 'draw') draw += k * (1 - draw);
    const sum = meron + wala + draw;
    meron /= sum;
    wala /= sum;
    draw /= sum;
  }
  return [
    { r: { home: 1, away: 0 }, p: meron },
    { r: { home: 0, away: 1 }, p: wala },
    { r: { home: 0, away: 0 }, p: draw },
  ];
}

// --- market lists ------------------------------------------------------------------------------

const HOME_AWAY: OutcomeDef[] = [
  { key: 'home', label: 'home' },
  { key: 'away', label: 'away' },
];
const OVER_UNDER: OutcomeDef[] = [
  { key: 'over', label: 'over' },
  { key: 'under', label: 'under' },
];
const fmtLine = (v: number) => (v > 0 ? `+${v}` : `${v}`);

/** The markets an event offers (lines centred on the model's expectation for basketball). */
export function marketsFor(sport: SbSport, params: Record<string, number>): MarketDef[] {
  switch (sport) {
    case 'football': {
      const cs: OutcomeDef[] = [];
      for (let h = 0; h <= 3; h++)
        for (let a = 0; a <= 3; a++) cs.push({ key: `${h}-${a}`, label: `${h}-${a}` });
      cs.push({ key: 'other', label: 'other' });
      return [
        {
          type: '1x2',
          line: null,
          outcomes: [
            { key: 'home', label: 'home' },
            { key: 'draw', label: 'draw' },
            { key: 'away', label: 'away' },
          ],
        },
        {
          type: 'double_chance',
          line: null,
          outcomes: [
            { key: '1X', label: '1X' },
            { key: 'X2', label: 'X2' },
            { key: '12', label: '12' },
          ],
        },
        ...['1.5', '2.5', '3.5', '2.25', '2.75'].map((line) => ({
          type: 'total' as const,
          line,
          outcomes: OVER_UNDER,
        })),
        ...[0, -0.25, -0.5, -0.75, -1, 0.25, 0.5].map((v) => ({
          type: 'handicap' as const,
          line: v === 0 ? '0' : fmtLine(v),
          outcomes: HOME_AWAY,
        })),
        {
          type: 'btts',
          line: null,
          outcomes: [
            { key: 'yes', label: 'yes' },
            { key: 'no', label: 'no' },
          ],
        },
        { type: 'correct_score', line: null, outcomes: cs },
      ];
    }
    case 'basketball': {
      const diff = Math.round(params.muHome! - params.muAway!);
      const total = Math.round(params.muHome! + params.muAway!);
      return [
        { type: 'moneyline', line: null, outcomes: HOME_AWAY },
        ...[diff - 3, diff, diff + 3].map((d) => ({
          type: 'handicap' as const,
          line: fmtLine(-d - 0.5),
          outcomes: HOME_AWAY,
        })),
        ...[total - 6, total, total + 6].map((t) => ({
          type: 'total' as const,
          line: `${t + 0.5}`,
          outcomes: OVER_UNDER,
        })),
      ];
    }
    case 'tennis':
    case 'esports': {
      const list: MarketDef[] = [
        { type: 'moneyline', line: null, outcomes: HOME_AWAY },
        { type: 'handicap', line: '-1.5', outcomes: HOME_AWAY },
        { type: 'handicap', line: '+1.5', outcomes: HOME_AWAY },
        { type: 'total', line: '2.5', outcomes: OVER_UNDER },
      ];
      if (sport === 'esports')
        for (const map of ['1', '2', '3']) list.push({ type: 'map_winner', line: map, outcomes: HOME_AWAY });
      return list;
    }
    case 'cockfight':
      return [
        {
          type: 'bout',
          line: null,
          outcomes: [
            { key: 'meron', label: 'meron' },
            { key: 'wala', label: 'wala' },
            { key: 'draw', label: 'draw' },
          ],
        },
      ];
  }
}

/** The fair probability of each outcome of a market (q = W / (W + L); null when it cannot win or lose any more). */
export function fairProbabilities(sport: SbSport, market: MarketDef, dist: Dist): (number | null)[] {
  return market.outcomes.map((o) => {
    let w = 0;
    let l = 0;
    for (const { r, p } of dist) {
      const share = RESULT_SHARES[legResult(sport, market.type, market.line, o.key, r)];
      w += p * share.win;
      l += p * share.loss;
    }
    return w + l < 1e-9 ? null : w / (w + l);
  });
}

/** Offered odds in hundredths: 1 / (q · (1 + margin)) rounded down; never below 1.01, at most 500. */
export function offeredOdds(q: number, margin: number): number {
  const raw = 1 / (q * (1 + margin));
  return Math.min(50_000, Math.max(101, Math.floor(raw * 100 + 1e-9)));
}

export const oddsText = (hundredths: number) => (hundredths / 100).toFixed(2);
export const parseOdds = (text: string) => Math.round(Number(text) * 100);

export type PricedMarket = {
  def: MarketDef;
  /** Odds in hundredths per outcome, and the fair probability behind them. */
  odds: number[];
  fair: (number | null)[];
  /** Decided (an outcome at ≥ 97 % or all below 0.5 %): shown suspended. */
  decided: boolean;
};

export function priceMarkets(sport: SbSport, defs: MarketDef[], dist: Dist, margin: number): PricedMarket[] {
  return defs.map((def) => {
    const fair = fairProbabilities(sport, def, dist);
    const decided = fair.some((q) => q === null || q >= 0.97 || q < 0.005);
    return {
      def,
      fair,
      odds: fair.map((q) => (q === null ? 101 : offeredOdds(Math.max(q, 0.002), margin))),
      decided,
    };
  });
}

/** The model's distribution of final results for an event, before it starts or at a live state. */
export function distFor(sport: SbSport, params: Record<string, number>, state?: LiveState): Dist {
  switch (sport) {
    case 'football':
      return footballDist(
        params.lambdaHome!,
        params.lambdaAway!,
        state?.sport === 'football' ? state : undefined,
      );
    case 'basketball':
      return basketballDist(
        params.muHome!,
        params.muAway!,
        state?.sport === 'basketball' ? state : undefined,
      );
    case 'tennis':
      return tennisDist(params.serveHome!, params.serveAway!, state?.sport === 'tennis' ? state : undefined);
    case 'esports':
      return esportsDist(params.mapHome!, state?.sport === 'esports' ? state : undefined);
    case 'cockfight':
      return cockfightDist(
        { meron: params.meron!, wala: params.wala!, draw: params.draw! },
        state?.sport === 'cockfight' ? state : undefined,
      );
  }
}

/** Live bet stops: after a goal, and near the end of play. */
export function liveSuspended(state: LiveState): boolean {
  switch (state.sport) {
    case 'football':
      return state.minute >= 88 || (state.lastGoalMinute !== null && state.minute - state.lastGoalMinute < 2);
    case 'basketball':
      return state.minute >= 47;
    case 'tennis':
      return false;
    case 'esports':
      return state.mapFraction > 0.9;
    case 'cockfight':
      return state.fraction > 0.85;
  }
}

export const marketId = (eventId: string, def: Pick<MarketDef, 'type' | 'line'>) =>
  def.line === null ? `${eventId}:${def.type}` : `${eventId}:${def.type}@${def.line}`;
export const outcomeId = (eventId: string, def: Pick<MarketDef, 'type' | 'line'>, key: string) =>
  `${marketId(eventId, def)}:${key}`;

/** Splits an outcome id into event, market type, line and outcome key. */
export function parseOutcomeId(
  id: string,
): { eventId: string; type: SbMarketType; line: string | null; key: string } | null {
  const parts = id.split(':');
  if (parts.length !== 3) return null;
  const [eventId, market, key] = parts as [string, string, string];
  const at = market.indexOf('@');
  const type = (at < 0 ? market : market.slice(0, at)) as SbMarketType;
  return { eventId, type, line: at < 0 ? null : market.slice(at + 1), key };
}
