import {
  DICE_MAX_TARGET,
  DICE_MIN_TARGET,
  DICE_ROLLS,
  type DiceDirection,
  diceMultiplierBp,
  diceWins,
} from '@crupier/contract/house/dice';
import type { FairStream } from '@/modules/house/fairness';

/** Dice: a roll 0.00–99.99; the player wins rolling under (or over) a target (contract house/dice.ts). */
export type DiceParams = { target: number; direction: DiceDirection };

export function validateDice(params: DiceParams): string | null {
  if (!Number.isInteger(params.target) || params.target < DICE_MIN_TARGET || params.target > DICE_MAX_TARGET)
    return 'target must be 1.00–98.00';
  if (params.direction !== 'under' && params.direction !== 'over') return 'direction must be under or over';
  return null;
}

export function playDice(stream: FairStream, params: DiceParams) {
  const roll = stream.int(DICE_ROLLS);
  const wins = diceWins(roll, params.target, params.direction);
  return { roll, wins, multiplierBp: wins ? diceMultiplierBp(params.target) : 0 };
}
