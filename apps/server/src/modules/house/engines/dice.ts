import type { FairStream } from '../fairness';

/** Dice: a roll 0.00–99.99; the player wins rolling under (or over) a target. RTP 99 %. */
export const DICE_RTP = 0.99;

export type DiceParams = { target: number; direction: 'under' | 'over' };

export function validateDice(params: DiceParams): string | null {
  if (!Number.isInteger(params.target) || params.target < 100 || params.target > 9800)
    return 'target must be 1.00–98.00';
  if (params.direction !== 'under' && params.direction !== 'over') return 'direction must be under or over';
  return null;
}

/** Wins when roll < target (under) or roll ≥ 10000 − target (over): the chance is target / 10000 either way. */
export function playDice(stream: FairStream, params: DiceParams) {
  const roll = stream.int(10_000);
  const wins = params.direction === 'under' ? roll < params.target : roll >= 10_000 - params.target;
  // Multiplier in basis points (1/10000), rounded down so the house edge never goes negative.
  const multiplierBp = Math.floor((DICE_RTP * 10_000 * 10_000) / params.target);
  return { roll, wins, multiplierBp: wins ? multiplierBp : 0 };
}
