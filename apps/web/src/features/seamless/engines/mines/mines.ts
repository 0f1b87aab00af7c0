import { minesCashout } from '@crupier/contract/house/mines';
import type { TRound, TVerifier } from '@/api/game-engine-types';
import { compare } from '@/features/seamless/fairness/verify-round';
import { placeMines } from '@/lib/fairness/draws';

/**
 * Mines (docs/games.md; the field, the placement and the multipliers are the contract's house/mines.ts):
 * a 5×5 field hides 1–24 mines placed by a shuffle; each safe tile raises the multiplier to 0.99 ×
 * C(25, k)/C(25 − m, k); cash out after one safe tile at least. While a round is open the server hides
 * the mines (`outcome` has count, revealed and busted only).
 */
export const DEFAULT_MINES = 3;

export type TMinesOutcome = { count: number; revealed: number[]; busted: boolean; mines?: number[] };

/** What cashing out pays now, in minor units, rounded down to the micro-unit as the server does. */
export function cashoutMinor(betMinor: bigint, mines: number, safePicks: number): bigint {
  return safePicks === 0 ? 0n : minesCashout(betMinor, mines, safePicks);
}

export function minesOutcome(round: TRound | null): TMinesOutcome | null {
  const o = round?.outcome as Partial<TMinesOutcome> | undefined;
  if (!o || typeof o.count !== 'number' || !Array.isArray(o.revealed)) return null;
  return o as TMinesOutcome;
}

export function minesSummary(round: TRound): string {
  const o = minesOutcome(round);
  if (!o) return '';
  const safe = o.revealed.filter((tile) => !(o.mines ?? []).includes(tile)).length;
  return `${o.count}✹ ${safe}✓${o.busted ? ' ✗' : ''}`;
}

/** The mines are the first `count` tiles of the stream's shuffle of 0–24, sorted. */
export const verifyMines: TVerifier = async (detail, stream) => {
  const o = detail.outcome as Partial<TMinesOutcome>;
  const count = o.count ?? Number(detail.params.mines ?? DEFAULT_MINES);
  const mines = await placeMines(stream, count);
  const busted = (o.revealed ?? []).some((tile) => mines.includes(tile));
  return compare([
    { label: 'mines', server: (o.mines ?? []).join(', '), computed: mines.join(', ') },
    { label: 'result', server: o.busted ? 'loss' : 'win', computed: busted ? 'loss' : 'win' },
  ]);
};
