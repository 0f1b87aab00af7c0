import type { FairStream } from '../fairness';

/**
 * Video slots: 5 reels × 3 rows, 20 fixed paylines, a wild (W) that substitutes for every symbol but
 * the scatter, a scatter (S) that pays anywhere and gives 10 free spins from three up (free spins pay
 * double and can be won again). Three paytables differ in reel strips and pays.
 */
export type SlotSymbol = 'A' | 'K' | 'Q' | 'J' | 'T' | 'H1' | 'H2' | 'H3' | 'W' | 'S';

export type Paytable = {
  id: 'a' | 'b' | 'c';
  name: string;
  reels: SlotSymbol[][];
  /** Pays per line bet for 3, 4 and 5 of a kind, left to right. */
  pays: Partial<Record<SlotSymbol, [number, number, number]>>;
  /** Scatter pays times the total bet for 3, 4 and 5 anywhere. */
  scatterPays: [number, number, number];
  freeSpins: number;
  freeSpinMultiplier: number;
};

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

export const PAYTABLES: Record<'a' | 'b' | 'c', Paytable> = {
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

/** The documented return to player of each paytable (docs/games.md), as `exactRtp` computes it. */
export const DOCUMENTED_RTP = { a: 0.958975, b: 0.953232, c: 0.965762 } as const;

/** The pay of one line per line bet: the longest run from the left, wilds standing in. */
export function linePay(symbols: SlotSymbol[], paytable: Paytable): number {
  const first = symbols.find((s) => s !== 'W') ?? 'W';
  if (first === 'S') return wildOnlyPay(symbols, paytable);
  let run = 0;
  for (const s of symbols) {
    if (s === first || s === 'W') run++;
    else break;
  }
  const pay = run >= 3 ? (paytable.pays[first]?.[run - 3] ?? 0) : 0;
  return Math.max(pay, wildOnlyPay(symbols, paytable));
}

function wildOnlyPay(symbols: SlotSymbol[], paytable: Paytable): number {
  let wilds = 0;
  for (const s of symbols) {
    if (s === 'W') wilds++;
    else break;
  }
  return wilds >= 3 ? (paytable.pays.W?.[wilds - 3] ?? 0) : 0;
}

export type SpinResult = {
  stops: number[];
  grid: SlotSymbol[][];
  lineWins: { line: number; pay: number }[];
  scatters: number;
  win: number;
};

/** One spin; `win` is in line bets (the total bet is 20 line bets). */
export function spin(stream: FairStream, paytable: Paytable, multiplier = 1): SpinResult {
  const stops = paytable.reels.map((reel) => stream.int(reel.length));
  const grid = paytable.reels.map((reel, r) =>
    [0, 1, 2].map((row) => reel[(stops[r]! + row) % reel.length]!),
  );
  const lineWins: { line: number; pay: number }[] = [];
  let win = 0;
  LINES.forEach((line, i) => {
    const pay =
      linePay(
        line.map((row, r) => grid[r]![row]!),
        paytable,
      ) * multiplier;
    if (pay > 0) {
      lineWins.push({ line: i, pay });
      win += pay;
    }
  });
  const scatters = grid.reduce((n, column) => n + column.filter((s) => s === 'S').length, 0);
  if (scatters >= 3) win += paytable.scatterPays[Math.min(scatters, 5) - 3]! * LINES.length * multiplier;
  return { stops, grid, lineWins, scatters, win };
}

/** A paid spin and the free spins it wins (retriggers included, capped for safety). */
export function playSlot(stream: FairStream, paytable: Paytable) {
  const base = spin(stream, paytable);
  const free: SpinResult[] = [];
  let remaining = base.scatters >= 3 ? paytable.freeSpins : 0;
  while (remaining > 0 && free.length < 500) {
    remaining--;
    const s = spin(stream, paytable, paytable.freeSpinMultiplier);
    free.push(s);
    if (s.scatters >= 3) remaining += paytable.freeSpins;
  }
  const lineBets = base.win + free.reduce((n, s) => n + s.win, 0);
  return { base, free, lineBets };
}

/**
 * The exact return to player of a paytable. Each payline sees, on each reel, a symbol uniformly drawn
 * from that reel's strip, so a line's expected pay is a sum over symbol combinations; scatters count
 * windows holding one. Free spins add p(trigger) × N × e_free / (1 − N × p(trigger)).
 */
export function exactRtp(paytable: Paytable) {
  const symbolOdds = paytable.reels.map((reel) => {
    const odds = new Map<SlotSymbol, number>();
    for (const s of reel) odds.set(s, (odds.get(s) ?? 0) + 1 / reel.length);
    return [...odds];
  });
  let lineEv = 0;
  const walk = (r: number, chosen: SlotSymbol[], p: number) => {
    if (r === 5) {
      lineEv += p * linePay(chosen, paytable);
      return;
    }
    for (const [s, q] of symbolOdds[r]!) walk(r + 1, [...chosen, s], p * q);
  };
  walk(0, [], 1);
  // P(a reel shows a scatter in its 3-row window): scatters never share a window on these strips.
  const scatterOdds = paytable.reels.map((reel) => {
    let windows = 0;
    for (let stop = 0; stop < reel.length; stop++) {
      if ([0, 1, 2].some((row) => reel[(stop + row) % reel.length] === 'S')) windows++;
    }
    return windows / reel.length;
  });
  let dist = [1];
  for (const q of scatterOdds) {
    const next = Array(dist.length + 1).fill(0) as number[];
    dist.forEach((p, k) => {
      next[k]! += p * (1 - q);
      next[k + 1]! += p * q;
    });
    dist = next;
  }
  const trigger = dist.slice(3).reduce((a, b) => a + b, 0);
  const scatterEv = dist.reduce(
    (sum, p, k) => sum + (k >= 3 ? p * paytable.scatterPays[Math.min(k, 5) - 3]! : 0),
    0,
  );
  // A line's expected pay per line bet is the lines' RTP (20 lines, 20 line bets); scatters pay per total bet.
  const baseRtp = lineEv + scatterEv;
  const freeSpinRtp = baseRtp * paytable.freeSpinMultiplier;
  const n = paytable.freeSpins;
  const freeRtp = (trigger * n * freeSpinRtp) / (1 - n * trigger);
  return { lines: lineEv, scatters: scatterEv, trigger, freeSpins: freeRtp, total: baseRtp + freeRtp };
}
