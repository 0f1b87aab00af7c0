import type { FairStream } from '../fairness';

/** Mines: a 5×5 field hides m mines; each safe tile raises the multiplier; cash out any time. RTP 99 %. */
export const MINES_RTP = 0.99;
export const MINES_TILES = 25;

export function placeMines(stream: FairStream, mines: number): number[] {
  return stream
    .shuffle(MINES_TILES)
    .slice(0, mines)
    .sort((a, b) => a - b);
}

/** Fair multiplier after k safe picks with m mines: C(25,k)/C(25−m,k), times the RTP. */
export function minesMultiplier(mines: number, safePicks: number): number {
  let fair = 1;
  for (let i = 0; i < safePicks; i++) fair *= (MINES_TILES - i) / (MINES_TILES - mines - i);
  return fair * MINES_RTP;
}
