import { MINES_TILES, minesOf } from '@crupier/contract/house/mines';
import type { FairStream } from '@/modules/house/fairness';

/** Mines: a 5×5 field hides m mines; the multipliers and the cash-out are the contract's (house/mines.ts). */
export function placeMines(stream: FairStream, mines: number): number[] {
  return minesOf(stream.shuffle(MINES_TILES), mines);
}
