import type { Card } from '@crupier/contract/house/cards';
import { type DragonTigerSide, dragonTigerCoup } from '@crupier/contract/house/dragon-tiger';
import type { TFunction } from 'i18next';
import type { TRound, TVerifier } from '@/api/game-engine-types';
import { cardText } from '@/features/seamless/engines/shared/cards';
import { compare } from '@/features/seamless/fairness/verify-round';
import { dealDragonTigerCards } from '@/lib/fairness/table-draws';

/**
 * Dragon Tiger (docs/games.md; rules in the contract's house/dragon-tiger.ts): one card to the dragon,
 * one to the tiger, from a fresh 8-deck shoe; chips on dragon, tiger, tie and suited tie.
 */
export type TDragonTigerOutcome = {
  dragon: Card;
  tiger: Card;
  winner: 'dragon' | 'tiger' | 'tie';
  suited: boolean;
  bets: { side: DragonTigerSide; share: number; stake: string }[];
};
export const DT_DEAL_MS = 700;

export function dragonTigerOutcome(round: TRound | null): TDragonTigerOutcome | null {
  const o = round?.outcome as Partial<TDragonTigerOutcome> | undefined;
  if (!o?.dragon || !o.tiger) return null;
  return o as TDragonTigerOutcome;
}

export function dragonTigerSummary(round: TRound, t: TFunction<'games'>): string {
  const o = dragonTigerOutcome(round);
  if (!o) return '';
  return `${t(`dt_wins_${o.winner}`)} ${cardText(o.dragon)}–${cardText(o.tiger)}`;
}

/** Whether a side won (dragon and tiger get half back on a tie: not a win). */
export const dtSideWins = (side: DragonTigerSide, o: Pick<TDragonTigerOutcome, 'winner' | 'suited'>) =>
  side === 'suitedTie' ? o.suited : o.winner === side;

export const verifyDragonTiger: TVerifier = async (detail, stream) => {
  const o = detail.outcome as Partial<TDragonTigerOutcome>;
  const { dragon, tiger } = await dealDragonTigerCards(stream);
  const computed = dragonTigerCoup(dragon, tiger);
  return compare([
    { label: 'dragon', server: o.dragon ? cardText(o.dragon) : '', computed: cardText(dragon) },
    { label: 'tiger', server: o.tiger ? cardText(o.tiger) : '', computed: cardText(tiger) },
    { label: 'result', server: String(o.winner), computed: computed.winner },
  ]);
};
