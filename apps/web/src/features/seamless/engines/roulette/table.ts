import {
  coveredPockets,
  MAX_ROULETTE_BETS,
  type PocketColor,
  type RouletteBet,
  rouletteWin,
} from '@crupier/contract/house/roulette';
import type { TFunction } from 'i18next';
import type { TRound, TVerifier } from '@/api/game-engine-types';
import { compare } from '@/features/seamless/fairness/verify-round';
import { spinRoulette } from '@/lib/fairness/draws';
import { formatMinor } from '@/lib/money';

/**
 * European roulette (docs/games.md): the pockets, the bets and what they cover and pay are the
 * contract's (house/roulette.ts), the server's own. Here the table the view draws and the chips placed
 * on it: the bets are those the server engine takes (`params.bets: [{bet, share}]`, one stake spread
 * over up to 50 bets by share).
 */

/** How long the wheel turns before the pocket shows (the shell waits as long). */
export const SPIN_MS = 1200;

/** One key per spot of the table, so chips on the same spot add up to one bet. */
export function betKey(bet: RouletteBet): string {
  if ('numbers' in bet) return `${bet.type}:${coveredPockets(bet).join('-')}`;
  if ('index' in bet) return `${bet.type}:${bet.index}`;
  return bet.type;
}

/** A short label: "17", "1-2", "1-2-3", "1-2-4-5", "1…6", "col 1", "1st 12", "red". */
export function betLabel(bet: RouletteBet): string {
  if (bet.type === 'line') return `${Math.min(...bet.numbers)}…${Math.min(...bet.numbers) + 5}`;
  if ('numbers' in bet) return coveredPockets(bet).join('-');
  if ('index' in bet) return `${bet.type} ${bet.index}`;
  return bet.type;
}

/** A placed chip stack: the bet and its stake in minor units. */
export type TStack = { bet: RouletteBet; stake: bigint };

/** Adds a chip to the stacks: the same spot grows, a new one is added (up to 50 spots). */
export function addChip(stacks: TStack[], bet: RouletteBet, chip: bigint): TStack[] {
  const key = betKey(bet);
  const index = stacks.findIndex((s) => betKey(s.bet) === key);
  if (index >= 0) return stacks.map((s, i) => (i === index ? { ...s, stake: s.stake + chip } : s));
  if (stacks.length >= MAX_ROULETTE_BETS) return stacks;
  return [...stacks, { bet, stake: chip }];
}

export const totalStake = (stacks: TStack[]) => stacks.reduce((sum, s) => sum + s.stake, 0n);

/** The play params: each stack's share is its stake in minor units, so the split is exact. */
export function rouletteParams(stacks: TStack[]) {
  return { bets: stacks.map((s) => ({ bet: s.bet, share: Number(s.stake) })) };
}

/* The table's geometry. Street s (0–11) holds 3s+1, 3s+2, 3s+3; its position p (0–2) is n − 3s − 1. */
export const numberAt = (street: number, position: number) => street * 3 + position + 1;

/** Every inside spot between numbers: splits, corners, streets, six lines, and the zero's splits. */
export type TInsideSpot = {
  bet: RouletteBet;
  /** Where it sits on the logical grid: street coordinate and position coordinate (may be .5 or edges). */
  street: number;
  position: number;
};

export function insideSpots(): TInsideSpot[] {
  const spots: TInsideSpot[] = [];
  for (let s = 0; s < 12; s++) {
    for (let p = 0; p < 3; p++) {
      const n = numberAt(s, p);
      if (p < 2)
        spots.push({ bet: { type: 'split', numbers: [n, n + 1] }, street: s + 0.5, position: p + 1 });
      if (s < 11)
        spots.push({ bet: { type: 'split', numbers: [n, n + 3] }, street: s + 1, position: p + 0.5 });
      if (p < 2 && s < 11)
        spots.push({
          bet: { type: 'corner', numbers: [n, n + 1, n + 3, n + 4] },
          street: s + 1,
          position: p + 1,
        });
    }
    spots.push({
      bet: { type: 'street', numbers: [s * 3 + 1, s * 3 + 2, s * 3 + 3] },
      street: s + 0.5,
      position: 0,
    });
    if (s < 11)
      spots.push({
        bet: { type: 'line', numbers: [1, 2, 3, 4, 5, 6].map((k) => s * 3 + k) },
        street: s + 1,
        position: 0,
      });
  }
  for (let p = 0; p < 3; p++)
    spots.push({ bet: { type: 'split', numbers: [0, p + 1] }, street: 0, position: p + 0.5 });
  return spots;
}

export type TRouletteOutcome = {
  pocket: number;
  color: PocketColor;
  bets: { bet: RouletteBet; share: number; stake: string }[];
};

export function rouletteOutcome(round: TRound | null): TRouletteOutcome | null {
  const o = round?.outcome as Partial<TRouletteOutcome> | undefined;
  if (!o || typeof o.pocket !== 'number') return null;
  return o as TRouletteOutcome;
}

export function rouletteSummary(round: TRound, t: TFunction<'games'>): string {
  const o = rouletteOutcome(round);
  return o ? `${o.pocket} ${t(`roulette_color_${o.color}`)}` : '';
}

/** The pocket is the stream's first integer in [0, 37); each bet's stake returns 36/k when covered. */
export const verifyRoulette: TVerifier = async (detail, stream) => {
  const o = detail.outcome as Partial<TRouletteOutcome>;
  const pocket = await spinRoulette(stream);
  const win = rouletteWin(
    pocket,
    (o.bets ?? []).map((placed) => ({ bet: placed.bet, stake: BigInt(placed.stake) })),
  );
  return compare([
    { label: 'pocket', server: String(o.pocket), computed: String(pocket) },
    { label: 'win', server: detail.win, computed: formatMinor(win) },
  ]);
};
