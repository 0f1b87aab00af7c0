/**
 * Dice (docs/games.md): a roll 0.00–99.99 in hundredths (an integer in [0, 10000) from the fair stream);
 * the player wins rolling under the target, or over (at or above 100 − target). The target is
 * 1.00–98.00; the pay is 0.99 × 100 / target, rounded down to 1/10,000. RTP 99 %.
 */
export const DICE_RTP = 0.99;
/** The rolls: 0–9999 hundredths. */
export const DICE_ROLLS = 10_000;
export const DICE_MIN_TARGET = 100;
export const DICE_MAX_TARGET = 9800;

export type DiceDirection = 'under' | 'over';

/** Whether a roll wins: roll < target (under) or roll ≥ 10000 − target (over), a chance of target/10000 either way. */
export function diceWins(roll: number, target: number, direction: DiceDirection): boolean {
  return direction === 'under' ? roll < target : roll >= DICE_ROLLS - target;
}

/** The multiplier of a win in basis points (1/10,000), rounded down so the house edge never goes negative. */
export function diceMultiplierBp(target: number): number {
  return Math.floor((DICE_RTP * 10_000 * 10_000) / target);
}
