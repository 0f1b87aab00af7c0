import {
  pocketColor,
  ROULETTE_POCKETS,
  type RouletteBet,
  rouletteWin,
} from '@crupier/contract/house/roulette';
import type { FairStream } from '@/modules/house/fairness';

/**
 * European roulette: the table, the bets and their pays are the contract's (house/roulette.ts), shared
 * with the game client; a bet covering k pockets pays 36/k − 1 to one.
 */
export function playRoulette(stream: FairStream, bets: { bet: RouletteBet; stake: bigint }[]) {
  const pocket = stream.int(ROULETTE_POCKETS);
  return { pocket, color: pocketColor(pocket), win: rouletteWin(pocket, bets) };
}
