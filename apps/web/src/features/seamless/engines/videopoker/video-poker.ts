import type { Card } from '@crupier/contract/house/cards';
import { drawHand, type VideoPokerHand, videoPokerHand } from '@crupier/contract/house/video-poker';
import type { TFunction } from 'i18next';
import type { TRound, TVerifier } from '@/api/game-engine-types';
import { cardsText } from '@/features/seamless/engines/shared/cards';
import { compare } from '@/features/seamless/fairness/verify-round';
import { drawVideoPokerDeck } from '@/lib/fairness/table-draws';

/**
 * Video poker, Jacks or Better 9/6 (docs/games.md; the pay table and hands are the contract's
 * house/video-poker.ts): Play deals five cards; the player holds any and draws once.
 */
export type TVideoPokerOutcome = {
  dealt: Card[];
  held: boolean[] | null;
  cards: Card[];
  phase: 'deal' | 'settled';
  hand: VideoPokerHand;
  pays: number;
  closedBy?: string;
};

export function videoPokerOutcome(round: TRound | null): TVideoPokerOutcome | null {
  const o = round?.outcome as Partial<TVideoPokerOutcome> | undefined;
  if (!o || !Array.isArray(o.cards) || !Array.isArray(o.dealt)) return null;
  return o as TVideoPokerOutcome;
}

export function videoPokerSummary(round: TRound, t: TFunction<'games'>): string {
  const o = videoPokerOutcome(round);
  if (!o) return '';
  return `${cardsText(o.cards)} · ${t(`vp_hand_${o.hand}`)}`;
}

/**
 * The deck's first five cards are the deal; the cards not held are replaced, left to right, by the
 * deck's cards 6 to 10, whatever was held: both are recomputed from the seeds.
 */
export const verifyVideoPoker: TVerifier = async (detail, stream) => {
  const o = detail.outcome as Partial<TVideoPokerOutcome>;
  const deck = await drawVideoPokerDeck(stream);
  const dealt = deck.slice(0, 5);
  const checks = [{ label: 'deal', server: cardsText(o.dealt ?? []), computed: cardsText(dealt) }];
  if (o.phase === 'settled' && o.held) {
    const final = drawHand(dealt, o.held, deck.slice(5));
    checks.push({ label: 'draw', server: cardsText(o.cards ?? []), computed: cardsText(final) });
    checks.push({ label: 'hand', server: String(o.hand), computed: videoPokerHand(final) });
  }
  return compare(checks);
};
