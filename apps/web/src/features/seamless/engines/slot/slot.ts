import {
  LINES,
  lineWin,
  PAYTABLES,
  type Paytable,
  type PaytableId,
  type SlotSymbol,
} from '@crupier/contract/house/slot';
import type { TFunction } from 'i18next';
import type { TRound, TVerifier } from '@/api/game-engine-types';
import { compare } from '@/features/seamless/fairness/verify-round';
import { spinSlot } from '@/lib/fairness/draws';

/**
 * The house video slot (docs/games.md): 5 reels × 3 rows, 20 fixed paylines, wild W, scatter S. The
 * reel strips, paylines and pays are the contract's (house/slot.ts), the server's own; here the view's
 * line wins with their cells, the round's outcome and its verification.
 */
export type TLineHit = { line: number; pay: number; cells: [number, number][] };

/** The winning lines of a grid (grid[reel][row]) with the cells that make each one. */
export function lineHits(grid: SlotSymbol[][], paytable: Paytable, multiplier = 1): TLineHit[] {
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

export type TSlotOutcome = {
  paytable: PaytableId;
  grid: SlotSymbol[][];
  lineWins: { line: number; pay: number }[];
  scatters: number;
  freeSpins: { grid: SlotSymbol[][]; win: number }[];
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
  const x = (o.lineBets / LINES.length).toFixed(2);
  return `×${x}${o.freeSpins.length > 0 ? ` · ${t('slot_free_spins_won', { count: o.freeSpins.length })}` : ''}`;
}

const gridText = (grid: SlotSymbol[][]) => grid.map((reel) => reel.join(' ')).join(' | ');

/** Each spin stops every reel at the stream's next integer in [0, strip length); free spins follow. */
export const verifySlot: TVerifier = async (detail, stream) => {
  const o = detail.outcome as Partial<TSlotOutcome>;
  const paytable = PAYTABLES[o.paytable ?? 'a'] ?? PAYTABLES.a;
  const checks = [
    { label: 'grid', server: gridText(o.grid ?? []), computed: gridText(await spinSlot(stream, paytable)) },
  ];
  for (const [i, free] of (o.freeSpins ?? []).entries()) {
    checks.push({
      label: `free_spin ${i + 1}`,
      server: gridText(free.grid),
      computed: gridText(await spinSlot(stream, paytable)),
    });
  }
  return compare(checks);
};
