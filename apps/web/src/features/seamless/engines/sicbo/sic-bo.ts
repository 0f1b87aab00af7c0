import { SIC_BO_TOTAL_PAYS, type SicBoBet, sicBoBetKey } from '@crupier/contract/house/sic-bo';
import type { TRound, TVerifier } from '@/api/game-engine-types';
import { compare } from '@/features/seamless/fairness/verify-round';
import { throwSicBoDice } from '@/lib/fairness/table-draws';

/**
 * Sic Bo (docs/games.md; bets and pays in the contract's house/sic-bo.ts): three dice; chips on small,
 * big, totals, triples, doubles, two-dice combinations and single numbers.
 */
export type TSicBoOutcome = {
  dice: number[];
  total: number;
  bets: { bet: SicBoBet; share: number; stake: string }[];
};
export const SIC_BO_ROLL_MS = 800;

export function sicBoOutcome(round: TRound | null): TSicBoOutcome | null {
  const o = round?.outcome as Partial<TSicBoOutcome> | undefined;
  if (!o || !Array.isArray(o.dice)) return null;
  return o as TSicBoOutcome;
}

export function sicBoSummary(round: TRound): string {
  const o = sicBoOutcome(round);
  return o ? `${o.dice.join('·')} = ${o.total}` : '';
}

/** The spots of the table, each a bet: small and big, totals 4–17, triples, doubles, combinations, singles. */
export const SIC_BO_SPOTS: SicBoBet[] = [
  { type: 'small' },
  { type: 'anyTriple' },
  { type: 'big' },
  ...[1, 2, 3, 4, 5, 6].map((face): SicBoBet => ({ type: 'double', face })),
  ...[1, 2, 3, 4, 5, 6].map((face): SicBoBet => ({ type: 'triple', face })),
  ...Array.from({ length: 14 }, (_, i): SicBoBet => ({ type: 'total', total: i + 4 })),
  ...[1, 2, 3, 4, 5].flatMap((a) =>
    Array.from({ length: 6 - a }, (_, i): SicBoBet => ({ type: 'combo', faces: [a, a + i + 1] })),
  ),
  ...[1, 2, 3, 4, 5, 6].map((face): SicBoBet => ({ type: 'single', face })),
];
export const spotKey = sicBoBetKey;

/** The pay shown on a spot ("1:1", "50:1", "1–3:1"). */
export function spotPays(bet: SicBoBet): string {
  switch (bet.type) {
    case 'small':
    case 'big':
      return '1:1';
    case 'anyTriple':
      return '30:1';
    case 'triple':
      return '180:1';
    case 'double':
      return '10:1';
    case 'combo':
      return '5:1';
    case 'single':
      return '1–3:1';
    case 'total':
      return `${SIC_BO_TOTAL_PAYS[bet.total]}:1`;
  }
}

export const verifySicBo: TVerifier = async (detail, stream) => {
  const o = detail.outcome as Partial<TSicBoOutcome>;
  const dice = await throwSicBoDice(stream);
  return compare([{ label: 'dice', server: (o.dice ?? []).join(' '), computed: dice.join(' ') }]);
};
