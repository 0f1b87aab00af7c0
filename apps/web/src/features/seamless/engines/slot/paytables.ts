import type { TFunction } from 'i18next';
import { compare } from '../../fairness/verify-round';
import type { TRound, TVerifier } from '../types';

/**
 * The house video slot (docs/games.md): 5 reels × 3 rows, 20 fixed paylines, wild W, scatter S. The
 * reel strips and pays mirror apps/server/src/modules/house/engines/slot.ts (paytables.test.ts checks
 * them against it), so the view can show the paytable, highlight line wins and recompute a spin.
 */
export type TSlotSymbol = 'A' | 'K' | 'Q' | 'J' | 'T' | 'H1' | 'H2' | 'H3' | 'W' | 'S';
export type TPaytableId = 'a' | 'b' | 'c';

export type TPaytable = {
  id: TPaytableId;
  reels: TSlotSymbol[][];
  /** Pays per line bet for 3, 4 and 5 of a kind, left to right. */
  pays: Partial<Record<TSlotSymbol, [number, number, number]>>;
  /** Scatter pays, times the total bet, for 3, 4 and 5 anywhere. */
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

/** A reel strip from symbol counts: scatters evenly spaced first, the rest round-robin (as the server). */
function strip(counts: Partial<Record<TSlotSymbol, number>>): TSlotSymbol[] {
  const entries = Object.entries(counts) as [TSlotSymbol, number][];
  const total = entries.reduce((n, [, c]) => n + c, 0);
  const slots: (TSlotSymbol | null)[] = Array(total).fill(null);
  const scatters = counts.S ?? 0;
  for (let i = 0; i < scatters; i++) slots[Math.floor((i * total) / scatters)] = 'S';
  const rest = entries.filter(([s]) => s !== 'S').flatMap(([s, c]) => Array<TSlotSymbol>(c).fill(s));
  let k = 0;
  for (let i = 0; i < total; i++) if (slots[i] === null) slots[i] = rest[(k++ * 7) % rest.length]!;
  return slots as TSlotSymbol[];
}

const reelsOf = (counts: Partial<Record<TSlotSymbol, number>>[]) => counts.map(strip);

export const PAYTABLES: Record<TPaytableId, TPaytable> = {
  a: {
    id: 'a',
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

/** The paytable of a game's variant ('aur-b' → b), as the server picks it; 'a' by default. */
export function paytableOf(variant: string | null): TPaytable {
  const id = variant?.slice(-1);
  return id === 'a' || id === 'b' || id === 'c' ? PAYTABLES[id] : PAYTABLES.a;
}

/**
 * A line's pay per line bet and how many reels from the left make it (0: no win): the longest run of
 * the first non-wild symbol with wilds standing in, or a run of wilds alone when that pays more.
 */
export function lineWin(symbols: TSlotSymbol[], paytable: TPaytable): { pay: number; run: number } {
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

export type TLineHit = { line: number; pay: number; cells: [number, number][] };

/** The winning lines of a grid (grid[reel][row]) with the cells that make each one. */
export function lineHits(grid: TSlotSymbol[][], paytable: TPaytable, multiplier = 1): TLineHit[] {
  const hits: TLineHit[] = [];
  LINES.forEach((line, index) => {
    const { pay, run } = lineWin(
      line.map((row, reel) => grid[reel]?.[row] ?? 'T'),
      paytable,
    );
    if (pay > 0)
      hits.push({
        line: index,
        pay: pay * multiplier,
        cells: line.slice(0, run).map((row, reel) => [reel, row] as [number, number]),
      });
  });
  return hits;
}

export const scatterCount = (grid: TSlotSymbol[][]) =>
  grid.reduce((n, reel) => n + reel.filter((s) => s === 'S').length, 0);

export type TSlotOutcome = {
  paytable: TPaytableId;
  grid: TSlotSymbol[][];
  lineWins: { line: number; pay: number }[];
  scatters: number;
  freeSpins: { grid: TSlotSymbol[][]; win: number }[];
  /** The round's total pay in line bets (the total bet is 20 line bets). */
  lineBets: number;
};

export function slotOutcome(round: TRound | null): TSlotOutcome | null {
  const o = round?.outcome as Partial<TSlotOutcome> | undefined;
  if (!o || !Array.isArray(o.grid) || !o.paytable) return null;
  return o as TSlotOutcome;
}

export function slotSummary(round: TRound, t: TFunction<'games'>): string {
  const o = slotOutcome(round);
  if (!o) return '';
  const x = (o.lineBets / LINES.length).toFixed(2).replace(/\.?0+$/, '');
  return `×${x}${o.freeSpins.length > 0 ? ` · ${t('slot_free_spins_won', { count: o.freeSpins.length })}` : ''}`;
}

const gridText = (grid: TSlotSymbol[][]) => grid.map((reel) => reel.join(' ')).join(' | ');

/** Each spin stops every reel at the stream's next integer in [0, strip length); free spins follow. */
export const verifySlot: TVerifier = async (detail, stream) => {
  const o = detail.outcome as Partial<TSlotOutcome>;
  const paytable = PAYTABLES[o.paytable ?? 'a'] ?? PAYTABLES.a;
  const spin = async () => {
    const grid: TSlotSymbol[][] = [];
    for (const reel of paytable.reels) {
      const stop = await stream.int(reel.length);
      grid.push([0, 1, 2].map((row) => reel[(stop + row) % reel.length]!));
    }
    return grid;
  };
  const checks = [{ label: 'grid', server: gridText(o.grid ?? []), computed: gridText(await spin()) }];
  for (const [i, free] of (o.freeSpins ?? []).entries()) {
    checks.push({
      label: `free_spin ${i + 1}`,
      server: gridText(free.grid),
      computed: gridText(await spin()),
    });
  }
  return compare(checks);
};
