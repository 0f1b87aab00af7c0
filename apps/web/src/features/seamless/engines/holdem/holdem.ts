import type { Card } from '@crupier/contract/house/cards';
import type { HoldemResult } from '@crupier/contract/house/casino-holdem';
import { holdemDeal, holdemShowdown } from '@crupier/contract/house/casino-holdem';
import type { HandCategory } from '@crupier/contract/house/poker';
import type { TFunction } from 'i18next';
import type { TRound, TVerifier } from '@/api/game-engine-types';
import { cardsText } from '@/features/seamless/engines/shared/cards';
import { compare } from '@/features/seamless/fairness/verify-round';
import { drawHoldemDeck } from '@/lib/fairness/table-draws';

/**
 * Casino Hold'em (docs/games.md; rules in the contract's house/casino-holdem.ts): Play antes and deals
 * two cards and the flop; then call (2 × the ante) or fold. While the player decides the server shows
 * no dealer card and only the flop.
 */
export type THoldemOutcome = {
  ante: string;
  call: string;
  player: Card[];
  dealer: Card[];
  board: Card[];
  phase: 'decide' | 'settled';
  result: HoldemResult | null;
  playerHand: HandCategory | null;
  dealerHand: HandCategory | null;
  dealerQualifies: boolean | null;
  returnAntes: number;
  closedBy?: string;
};

export function holdemOutcome(round: TRound | null): THoldemOutcome | null {
  const o = round?.outcome as Partial<THoldemOutcome> | undefined;
  if (!o || !Array.isArray(o.player) || !Array.isArray(o.board)) return null;
  return o as THoldemOutcome;
}

/** The call's cost: twice the ante (minor units). */
export const callCost = (o: THoldemOutcome) => BigInt(o.ante) * 2n;

export function holdemSummary(round: TRound, t: TFunction<'games'>): string {
  const o = holdemOutcome(round);
  if (!o) return '';
  if (o.phase !== 'settled' || !o.result) return cardsText(o.player);
  return `${cardsText(o.player)} · ${t(`holdem_result_${o.result}`)}`;
}

/** The nine cards of the deck in dealing order, and the showdown they give. */
export const verifyHoldem: TVerifier = async (detail, stream) => {
  const o = detail.outcome as Partial<THoldemOutcome>;
  const deal = holdemDeal(await drawHoldemDeck(stream));
  const checks = [
    { label: 'player_cards', server: cardsText(o.player ?? []), computed: cardsText(deal.player) },
    {
      label: 'board',
      server: cardsText(o.board ?? []),
      computed: cardsText(deal.board.slice(0, o.board?.length ?? 0)),
    },
  ];
  if (o.phase === 'settled') {
    checks.push({
      label: 'dealer_cards',
      server: cardsText(o.dealer ?? []),
      computed: cardsText(deal.dealer),
    });
    const showdown = holdemShowdown(deal, o.result !== 'fold');
    checks.push({ label: 'result', server: String(o.result), computed: showdown.result });
  }
  return compare(checks);
};
