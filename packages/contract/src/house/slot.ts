/**
 * The house video slot (docs/games.md): 5 reels × 3 rows, 20 fixed paylines, a wild (W) that substitutes
 * for every symbol but the scatter, a scatter (S) that pays anywhere and gives 10 free spins from three up
 * (free spins pay more and can be won again). Three paytables differ in reel strips and pays. The server
 * spins them; the game client shows them, highlights line wins and redraws a spin from its seed.
 */
export type SlotSymbol = 'A' | 'K' | 'Q' | 'J' | 'T' | 'H1' | 'H2' | 'H3' | 'W' | 'S';
export type PaytableId = 'a' | 'b' | 'c';

export type Paytable = {
  id: PaytableId;
  name: string;
  reels: SlotSymbol[][];
  /** Pays per line bet for 3, 4 and 5 of a kind, left to right. */
  pays: Partial<Record<SlotSymbol, [number, number, number]>>;
  /** Scatter pays times the total bet for 3, 4 and 5 anywhere. */
  scatterPays: [number, number, number];
  freeSpins: number;
  freeSpinMultiplier: number;
};

/** The paylines: the row (0–2) each reel contributes; the total bet is one line bet per line. */
export const LINES: number[][] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];

/** Builds a reel strip from symbol counts, spreading each symbol so that scatters never share a window. */
function strip(counts: Partial<Record<SlotSymbol, number>>): SlotSymbol[] {
  const out: SlotSymbol[] = [];
  const entries = Object.entries(counts) as [SlotSymbol, number][];
  const total = entries.reduce((n, [, c]) => n + c, 0);
  const slots: (SlotSymbol | null)[] = Array(total).fill(null);
  // Place scatters first, evenly spaced, then fill the rest round-robin.
  const scatters = counts.S ?? 0;
  for (let i = 0; i < scatters; i++) slots[Math.floor((i * total) / scatters)] = 'S';
  const rest = entries.filter(([s]) => s !== 'S').flatMap(([s, c]) => Array<SlotSymbol>(c).fill(s));
  let k = 0;
  for (let i = 0; i < total; i++) if (slots[i] === null) slots[i] = rest[(k++ * 7) % rest.length]!;
  for (const s of slots) out.push(s!);
  return out;
}

const reelsOf = (counts: Partial<Record<SlotSymbol, number>>[]) => counts.map(strip);

export const PAYTABLES: Record<PaytableId, Paytable> = {
  a: {
    id: 'a',
    name: 'Classic',
    reels: reelsOf([
      { A: 5, K: 5, Q: 6, J: 6, T: 6, H1: 2, H2: 3, H3: 3, W: 1, S: 1 },
      { A: 5, K: 5, Q: 6, J: 6, T: 6, H1: 2, H2: 3, H3: 3, W: 2, S: 1 },
      { A: 5, K: 5, Q: 6, J: 6, T: 6, H1: 2, H2: 3, H3: 3, W: 2, S: 1 },
      { A: 5, K: 5, Q: 6, J: 6, T: 6, H1: 2, H2: 3, H3: 3, W: 2, S: 1 },
      { A: 5, K: 5, Q: 6, J: 6, T: 6, H1: 2, H2: 3, H3: 3, W: 1, S: 1 },
    ]),
    pays: {
      T: [10, 20, 80],
      J: [10, 24, 100],
      Q: [12, 30, 120],
      K: [16, 40, 160],
      A: [20, 50, 200],
      H3: [30, 80, 300],
      H2: [40, 120, 500],
      H1: [60, 200, 1000],
      W: [80, 300, 2000],
    },
    scatterPays: [2, 10, 50],
    freeSpins: 10,
    freeSpinMultiplier: 2,
  },
  b: {
    id: 'b',
    name: 'High volatility',
    reels: reelsOf([
      { A: 6, K: 6, Q: 7, J: 7, T: 7, H1: 1, H2: 2, H3: 3, W: 1, S: 1 },
      { A: 6, K: 6, Q: 7, J: 7, T: 7, H1: 1, H2: 2, H3: 3, W: 1, S: 1 },
      { A: 6, K: 6, Q: 7, J: 7, T: 7, H1: 1, H2: 2, H3: 3, W: 2, S: 1 },
      { A: 6, K: 6, Q: 7, J: 7, T: 7, H1: 1, H2: 2, H3: 3, W: 1, S: 1 },
      { A: 6, K: 6, Q: 7, J: 7, T: 7, H1: 1, H2: 2, H3: 3, W: 1, S: 1 },
    ]),
    pays: {
      T: [9, 23, 114],
      J: [9, 27.5, 136.5],
      Q: [11.5, 34, 170.5],
      K: [13.5, 45.5, 227.5],
      A: [18, 57, 284.5],
      H3: [34, 114, 569],
      H2: [57, 227.5, 1137.5],
      H1: [114, 569, 5688],
      W: [136.5, 682.5, 11376],
    },
    scatterPays: [2, 20, 100],
    freeSpins: 10,
    freeSpinMultiplier: 3,
  },
  c: {
    id: 'c',
    name: 'Steady',
    reels: reelsOf([
      { A: 4, K: 4, Q: 5, J: 5, T: 5, H1: 3, H2: 3, H3: 4, W: 1, S: 1 },
      { A: 4, K: 4, Q: 5, J: 5, T: 5, H1: 3, H2: 3, H3: 4, W: 2, S: 1 },
      { A: 4, K: 4, Q: 5, J: 5, T: 5, H1: 3, H2: 3, H3: 4, W: 2, S: 1 },
      { A: 4, K: 4, Q: 5, J: 5, T: 5, H1: 3, H2: 3, H3: 4, W: 2, S: 1 },
      { A: 4, K: 4, Q: 5, J: 5, T: 5, H1: 3, H2: 3, H3: 4, W: 1, S: 1 },
    ]),
    pays: {
      T: [14.5, 29, 96.5],
      J: [14.5, 34, 120.5],
      Q: [19.5, 38.5, 145],
      K: [19.5, 48.5, 193],
      A: [24, 58, 241.5],
      H3: [29, 72.5, 289.5],
      H2: [38.5, 96.5, 386],
      H1: [48.5, 145, 579],
      W: [96.5, 289.5, 1448],
    },
    scatterPays: [2, 8, 30],
    freeSpins: 10,
    freeSpinMultiplier: 2,
  },
};

/** The documented return to player of each paytable (docs/games.md), as the server's `exactRtp` computes it. */
export const DOCUMENTED_RTP = { a: 0.958975, b: 0.953232, c: 0.965762 } as const;

/** The paytable of a game's variant ('aur-b' → b), 'a' by default. */
export function paytableOf(variant: string | null): Paytable {
  const id = variant?.slice(-1);
  return id === 'a' || id === 'b' || id === 'c' ? PAYTABLES[id] : PAYTABLES.a;
}

/** What a reel stopped at `stop` shows: its symbols at stop, stop + 1 and stop + 2 (wrapping). */
export const reelWindow = (reel: SlotSymbol[], stop: number): SlotSymbol[] =>
  [0, 1, 2].map((row) => reel[(stop + row) % reel.length]!);

/** The grid (grid[reel][row]) of a spin whose reels stopped at `stops`. */
export const gridAt = (paytable: Paytable, stops: number[]): SlotSymbol[][] =>
  paytable.reels.map((reel, r) => reelWindow(reel, stops[r]!));

/**
 * A line's pay per line bet and how many reels from the left make it (0: no win): the longest run of
 * the first non-wild symbol with wilds standing in, or a run of wilds alone when that pays more.
 */
export function lineWin(symbols: SlotSymbol[], paytable: Paytable): { pay: number; run: number } {
  let wilds = 0;
  for (const s of symbols) {
    if (s === 'W') wilds++;
    else break;
  }
  const wildPay = wilds >= 3 ? (paytable.pays.W?.[wilds - 3] ?? 0) : 0;
  const first = symbols.find((s) => s !== 'W') ?? 'W';
  if (first === 'S') return wildPay > 0 ? { pay: wildPay, run: wilds } : { pay: 0, run: 0 };
  let run = 0;
  for (const s of symbols) {
    if (s === first || s === 'W') run++;
    else break;
  }
  const pay = run >= 3 ? (paytable.pays[first]?.[run - 3] ?? 0) : 0;
  if (wildPay > pay) return { pay: wildPay, run: wilds };
  return pay > 0 ? { pay, run } : { pay: 0, run: 0 };
}

/** How many scatters a grid shows. */
export const scatterCount = (grid: SlotSymbol[][]) =>
  grid.reduce((n, reel) => n + reel.filter((s) => s === 'S').length, 0);
