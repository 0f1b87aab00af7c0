import {
  DICE_MAX_TARGET,
  DICE_MIN_TARGET,
  DICE_ROLLS,
  type DiceDirection,
  diceMultiplierBp,
  diceWins,
} from '@crupier/contract/house/dice';
import type { TRound, TVerifier } from '@/api/game-engine-types';
import { compare } from '@/features/seamless/fairness/verify-round';
import { rollDice } from '@/lib/fairness/draws';

/**
 * Dice (docs/games.md; the roll, the targets and the pay are the contract's house/dice.ts): a roll
 * 0.00–99.99 in hundredths (0–9999); under wins below the target, over wins at or above 100 − target;
 * the target is 1.00–98.00 and pays 0.99 × 100 / target, rounded down to 1/10,000. The view shows the
 * multiplier before the roll.
 */
export const DICE_DEFAULT_TARGET = 4950;

export type TDiceOutcome = {
  roll: number;
  wins: boolean;
  multiplierBp: number;
  target: number;
  direction: DiceDirection;
};

export function clampTarget(target: number): number {
  if (!Number.isFinite(target)) return DICE_DEFAULT_TARGET;
  return Math.min(DICE_MAX_TARGET, Math.max(DICE_MIN_TARGET, Math.round(target)));
}

/** The target that pays (at least) a multiplier: the inverse of multiplierBp, clamped to the table. */
export function targetForMultiplier(multiplier: number): number {
  if (!Number.isFinite(multiplier) || multiplier <= 0) return DICE_DEFAULT_TARGET;
  return clampTarget(Math.floor((0.99 * 10_000) / multiplier));
}

/** The range of rolls that win, in hundredths: [from, to). */
export function winningRange(target: number, direction: DiceDirection): [number, number] {
  return direction === 'under' ? [0, target] : [DICE_ROLLS - target, DICE_ROLLS];
}

export const hundredths = (value: number) => (value / 100).toFixed(2);
export const formatMultiplier = (bp: number) => (bp / 10_000).toFixed(4).replace(/0{1,2}$/, '');

export function diceOutcome(round: TRound | null): TDiceOutcome | null {
  const o = round?.outcome as Partial<TDiceOutcome> | undefined;
  if (!o || typeof o.roll !== 'number' || typeof o.target !== 'number') return null;
  return o as TDiceOutcome;
}

export function diceSummary(round: TRound): string {
  const o = diceOutcome(round);
  if (!o) return '';
  return `${hundredths(o.roll)} ${o.direction === 'under' ? '<' : '>'} ${hundredths(
    o.direction === 'under' ? o.target : 10_000 - o.target,
  )}`;
}

/** The roll is the stream's first integer in [0, 10000); the pay follows from it and the target. */
export const verifyDice: TVerifier = async (detail, stream) => {
  const o = detail.outcome as Partial<TDiceOutcome>;
  const target = Number(detail.params.target ?? 4950);
  const direction = (detail.params.direction ?? 'under') as DiceDirection;
  const roll = await rollDice(stream);
  const wins = diceWins(roll, target, direction);
  return compare([
    { label: 'roll', server: o.roll === undefined ? '' : hundredths(o.roll), computed: hundredths(roll) },
    { label: 'result', server: o.wins ? 'win' : 'loss', computed: wins ? 'win' : 'loss' },
    {
      label: 'multiplier',
      server: formatMultiplier(o.multiplierBp ?? 0),
      computed: formatMultiplier(wins ? diceMultiplierBp(target) : 0),
    },
  ]);
};
