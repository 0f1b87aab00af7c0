import {
  DOCUMENTED_RTP,
  gridAt,
  LINES,
  lineWin,
  PAYTABLES,
  type Paytable,
  type SlotSymbol,
  scatterCount,
} from '@crupier/contract/house/slot';
import type { FairStream } from '@/modules/house/fairness';

/**
 * Video slots: the reels, paylines and paytables are the contract's (house/slot.ts), shared with the
 * game client. Here: spins from the fair stream, free spins, and the exact return to player.
 */
// The RTP bench (bench/rtp) takes the paytables with the engine from here.
export { DOCUMENTED_RTP, PAYTABLES };

/** The pay of one line per line bet: the longest run from the left, wilds standing in. */
export const linePay = (symbols: SlotSymbol[], paytable: Paytable): number => lineWin(symbols, paytable).pay;

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
  const grid = gridAt(paytable, stops);
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
  const scatters = scatterCount(grid);
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
