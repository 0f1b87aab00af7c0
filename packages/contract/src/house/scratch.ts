import { shuffled, uniformInt, type WordDraw } from './fair-stream';

/**
 * Scratch cards (docs/games.md): a ticket of 9 cells (3 × 3). The prize is drawn first, from the prize
 * table's weights (an integer in [0, SCRATCH_WEIGHT) from the fair stream); the cells are then laid out
 * to show it: a winning ticket has three of the prize's symbol, and no other symbol shows more than
 * twice; a losing ticket shows no symbol three times. RTP 95 % exactly.
 */
export type ScratchSymbol = 'seven' | 'crown' | 'diamond' | 'star' | 'clover' | 'cherry' | 'bell' | 'coin';

/** The prizes, highest first: three of `symbol` pay `multiplier` × the ticket, drawn `weight` times in 100,000. */
export const SCRATCH_PRIZES: { symbol: ScratchSymbol; multiplier: number; weight: number }[] = [
  { symbol: 'seven', multiplier: 1000, weight: 2 },
  { symbol: 'crown', multiplier: 100, weight: 30 },
  { symbol: 'diamond', multiplier: 50, weight: 100 },
  { symbol: 'star', multiplier: 20, weight: 400 },
  { symbol: 'clover', multiplier: 10, weight: 1200 },
  { symbol: 'cherry', multiplier: 5, weight: 3000 },
  { symbol: 'bell', multiplier: 2, weight: 9000 },
  { symbol: 'coin', multiplier: 1, weight: 32000 },
];
export const SCRATCH_WEIGHT = 100_000;
export const SCRATCH_CELLS = 9;
/** Σ weight × multiplier / 100,000 = 95,000 / 100,000. */
export const SCRATCH_RTP = 0.95;

export const SCRATCH_SYMBOLS: ScratchSymbol[] = SCRATCH_PRIZES.map((p) => p.symbol);

/** The prize of a draw in [0, SCRATCH_WEIGHT): its index in SCRATCH_PRIZES, or -1 for no prize. */
export function scratchPrizeOf(draw: number): number {
  let cumulative = 0;
  for (const [i, prize] of SCRATCH_PRIZES.entries()) {
    cumulative += prize.weight;
    if (draw < cumulative) return i;
  }
  return -1;
}

/**
 * A ticket drawn from the stream's words: the prize (uniformInt(100,000)); then each of the other cells'
 * symbol, one uniformInt(k) among the symbols still allowed (not the prize's, at most twice), in
 * SCRATCH_SYMBOLS order; then a shuffle of the 9 cells places them: cell perm[i] gets the i-th symbol.
 */
export function* drawScratch(): WordDraw<{ prize: number; cells: ScratchSymbol[] }> {
  const prize = scratchPrizeOf(yield* uniformInt(SCRATCH_WEIGHT));
  const prizeSymbol = prize >= 0 ? SCRATCH_PRIZES[prize]!.symbol : null;
  const symbols: ScratchSymbol[] = prizeSymbol ? [prizeSymbol, prizeSymbol, prizeSymbol] : [];
  const counts = new Map<ScratchSymbol, number>();
  while (symbols.length < SCRATCH_CELLS) {
    const allowed = SCRATCH_SYMBOLS.filter((s) => s !== prizeSymbol && (counts.get(s) ?? 0) < 2);
    const pick = allowed[yield* uniformInt(allowed.length)]!;
    counts.set(pick, (counts.get(pick) ?? 0) + 1);
    symbols.push(pick);
  }
  const perm = yield* shuffled(SCRATCH_CELLS);
  const cells: ScratchSymbol[] = Array(SCRATCH_CELLS);
  perm.forEach((cell, i) => {
    cells[cell] = symbols[i]!;
  });
  return { prize, cells };
}

/** The symbol shown three times on a ticket, or null. */
export function scratchWinningSymbol(cells: ScratchSymbol[]): ScratchSymbol | null {
  for (const s of SCRATCH_SYMBOLS) if (cells.filter((c) => c === s).length >= 3) return s;
  return null;
}
