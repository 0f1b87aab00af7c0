import type { TPromotionState } from '@crupier/contract/promotions';

/**
 * The promotions engine's pure rules: the member's state of a promotion, the reward formulas, the game
 * types and their wagering weights. No database here; tested beside (engine.test.ts).
 */

/** Game type of a catalogue game (games.game_type and games.engine), as SQL over a `games g` row. */
export const GAME_TYPE_SQL = `CASE
  WHEN g.game_type IN ('SPORTS', 'ESPORTS', 'COCKFIGHT') OR g.engine = 'sportsbook' THEN 'sports'
  WHEN g.game_type IN ('LOTT', 'ELOTT') OR g.engine = 'lottery' THEN 'lottery'
  WHEN g.game_type = 'LIVE' THEN 'live'
  WHEN g.game_type = 'FISH' THEN 'fishing'
  WHEN g.game_type = 'PVP' OR g.engine IN ('roulette', 'baccarat', 'blackjack', 'videopoker', 'holdem', 'dragontiger', 'sicbo') THEN 'table'
  WHEN g.engine IN ('dice', 'mines', 'crash') THEN 'other'
  ELSE 'slots' END`;

/**
 * Contribution of a settled stake to wagering, percent, by game type (research §1.3): slots and fishing
 * 100 %, table and live games 10 %, instant games (dice, mines, crash) 50 %, lottery 0 %. Sports: only
 * combos (and systems) whose combined odds are above 1.50 count, at 100 %; singles count 0 %.
 */
export const WAGERING_WEIGHTS: Readonly<Record<string, number>> = {
  slots: 100,
  fishing: 100,
  other: 50,
  table: 10,
  live: 10,
  sports_combo: 100,
  sports: 0,
  lottery: 0,
};
/** Combined sports odds (hundredths) a combo must exceed to count. */
export const SPORTS_MIN_ODDS = 150;

/** A member's entry in a promotion (promotion_entries.state). */
export type EntryState = 'joined' | 'applying' | 'rejected' | 'issued' | 'claimed' | 'signed';

export type StateInput = {
  kind: string;
  status: 'active' | 'closed';
  startsAt: Date;
  endsAt: Date | null;
  requiresApproval: boolean;
  /** The entry of the current period (once, or today for daily promotions). */
  entry: EntryState | null;
  /** The member meets the condition now (qualifying deposit, turnover or loss since joining). */
  qualified: boolean;
  /** The promotion needs a join before progress counts (turnover or loss conditions). */
  needsJoin: boolean;
  /** No member (a visitor's view). */
  guest: boolean;
  /** The member is not in the audience (too old an account, wrong VIP level…). */
  excluded: boolean;
};

/** Kinds whose condition counts from the join (progress since then). */
export function needsJoin(p: { kind: string; minTurnover: bigint | null; minLoss: bigint | null }) {
  return (
    p.kind === 'cashback' || p.kind === 'mission' || (p.minTurnover ?? 0n) > 0n || (p.minLoss ?? 0n) > 0n
  );
}

/** The spec §4 activity state of a promotion for one member at `now`. */
export function stateOf(input: StateInput, now: Date): TPromotionState {
  const { entry } = input;
  // What the member already did wins over the calendar: an issued reward stays issued after the end.
  if (entry === 'claimed') return 'claimed';
  if (entry === 'signed') return 'signed';
  if (entry === 'issued') return 'issued';
  if (entry === 'rejected') return 'rejected';
  if (entry === 'applying') return 'applying';
  if (now < input.startsAt) return 'coming_soon';
  if (input.status === 'closed' || (input.endsAt && now >= input.endsAt) || input.excluded) return 'close';
  if (input.requiresApproval) return 'apply';
  if (input.guest) return input.needsJoin ? 'join' : 'claim';
  if (input.needsJoin && entry !== 'joined') return 'join';
  if (!input.qualified) return entry === 'joined' ? 'process' : 'join';
  return 'claim';
}

/** Percent in hundredths → "100" / "10.5". */
export function percentText(bp: number | null): string | null {
  if (bp === null) return null;
  const whole = Math.trunc(bp / 100);
  const rest = bp % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** "100" / "10.5" / "0.60" → hundredths of a percent. */
export function parsePercent(text: string): number {
  const [whole, frac = ''] = text.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
}

/** `base × bp / 10000`, floored to the minor unit. */
export function percentOf(base: bigint, bp: number): bigint {
  if (base <= 0n || bp <= 0) return 0n;
  return (base * BigInt(bp)) / 10_000n;
}

export type RewardRule = {
  formula: 'fixed' | 'deposit_percent' | 'loss_percent' | 'random' | 'prizes';
  amount: bigint | null;
  minAmount: bigint | null;
  percentBp: number | null;
  maxAmount: bigint | null;
  prizes: { amount: bigint; weight: number }[];
};

/**
 * The reward of a claim: `base` is the qualifying deposit (deposit_percent) or the net loss since the
 * join (loss_percent); `random01` a uniform number in [0, 1) for random and prizes. Capped by maxAmount.
 */
export function rewardOf(rule: RewardRule, base: bigint, random01: number): bigint {
  let value: bigint;
  switch (rule.formula) {
    case 'fixed':
      value = rule.amount ?? 0n;
      break;
    case 'deposit_percent':
    case 'loss_percent':
      value = percentOf(base, rule.percentBp ?? 0);
      break;
    case 'random': {
      const low = rule.minAmount ?? 0n;
      const high = rule.amount ?? low;
      const span = high > low ? high - low : 0n;
      // Whole minor units, uniform over [low, high].
      value = low + BigInt(Math.floor(random01 * (Number(span) + 1)));
      if (value > high) value = high;
      break;
    }
    case 'prizes': {
      const total = rule.prizes.reduce((n, p) => n + p.weight, 0);
      let pick = random01 * total;
      value = 0n;
      for (const prize of rule.prizes) {
        if (pick < prize.weight) {
          value = prize.amount;
          break;
        }
        pick -= prize.weight;
      }
      break;
    }
  }
  if (rule.maxAmount !== null && rule.maxAmount > 0n && value > rule.maxAmount) value = rule.maxAmount;
  return value < 0n ? 0n : value;
}

/** The amount a claim would give, when it does not depend on chance. */
export function knownReward(rule: RewardRule, base: bigint): bigint | null {
  if (rule.formula === 'random' || rule.formula === 'prizes') return null;
  return rewardOf(rule, base, 0);
}

/** The bonus part and cash part of a stake: real money first, then bonus. */
export function splitStake(
  stake: bigint,
  cash: bigint,
  bonus: bigint,
): { cash: bigint; bonus: bigint } | null {
  const fromCash = cash > 0n ? (cash < stake ? cash : stake) : 0n;
  const fromBonus = stake - fromCash;
  if (fromBonus > bonus) return null;
  return { cash: fromCash, bonus: fromBonus };
}

/** The bonus share of a win on a round whose stakes were `bonusPart` of `stake`. */
export function bonusShareOf(win: bigint, bonusPart: bigint, stake: bigint): bigint {
  if (win <= 0n || bonusPart <= 0n || stake <= 0n) return 0n;
  // Rounded up: a fraction of a minor unit stays bonus money, never real money.
  const share = (win * bonusPart + stake - 1n) / stake;
  return share > win ? win : share;
}
