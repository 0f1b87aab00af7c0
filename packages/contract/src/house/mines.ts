/**
 * Mines (docs/games.md): a 5×5 field hides 1–24 mines, the first ones of a shuffle of the tiles from the
 * fair stream; each safe tile raises the multiplier; cash out any time. RTP 99 %.
 */
export const MINES_RTP = 0.99;
export const MINES_TILES = 25;

/** The mines of a round: the first `count` tiles of the stream's shuffle of 0–24, sorted. */
export const minesOf = (shuffle: number[], count: number) => shuffle.slice(0, count).sort((a, b) => a - b);

/** The multiplier after k safe picks with m mines: C(25,k)/C(25−m,k), times the RTP. */
export function minesMultiplier(mines: number, safePicks: number): number {
  let fair = 1;
  for (let i = 0; i < safePicks; i++) fair *= (MINES_TILES - i) / (MINES_TILES - mines - i);
  return fair * MINES_RTP;
}

/** What cashing out pays (minor units): the bet times the multiplier, rounded down to the micro-unit. */
export function minesCashout(bet: bigint, mines: number, safePicks: number): bigint {
  return (bet * BigInt(Math.floor(minesMultiplier(mines, safePicks) * 1_000_000))) / 1_000_000n;
}
