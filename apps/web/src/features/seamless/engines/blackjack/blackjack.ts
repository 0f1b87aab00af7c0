import { type BlackjackTable, handValue, isPair } from '@crupier/contract/house/blackjack';
import type { Card } from '@crupier/contract/house/cards';
import type { TRound, TVerifier } from '@/api/game-engine-types';
import { cardsText } from '@/features/seamless/engines/shared/cards';
import { compare } from '@/features/seamless/fairness/verify-round';
import { drawBlackjackShoe } from '@/lib/fairness/draws';

/**
 * Blackjack (docs/games.md; the rules, the hand values and the shoe are the contract's house/blackjack.ts):
 * a 40-card shoe drawn from the stream at the deal and kept hidden; while the round is open the server
 * shows the dealer's up card only.
 */
export type TBlackjackOutcome = BlackjackTable;

/** A hand's total; while it may still draw, a soft hand shows both counts ("7/17"). */
export function handTotalText(cards: Card[], final = false): string {
  const { total, soft } = handValue(cards);
  return soft && !final && total < 21 ? `${total - 10}/${total}` : String(total);
}

export function blackjackOutcome(round: TRound | null): TBlackjackOutcome | null {
  const o = round?.outcome as Partial<TBlackjackOutcome> | undefined;
  if (!o || !Array.isArray(o.hands) || !Array.isArray(o.dealer)) return null;
  return o as TBlackjackOutcome;
}

export type TBlackjackActions = {
  hit: boolean;
  stand: boolean;
  double: boolean;
  split: boolean;
  insurance: boolean;
};

/** Which actions the server would take now (it refuses the others with action_not_allowed). */
export function allowedActions(o: TBlackjackOutcome | null): TBlackjackActions {
  const none = { hit: false, stand: false, double: false, split: false, insurance: false };
  if (!o || o.phase === 'settled') return none;
  if (o.phase === 'insurance') return { ...none, insurance: true };
  const hand = o.hands[o.active];
  if (!hand || hand.done) return none;
  return {
    hit: true,
    stand: true,
    double: hand.cards.length === 2 && !hand.splitAces,
    split: o.hands.length === 1 && isPair(hand.cards),
    insurance: false,
  };
}

/** The extra stake an action takes from the wallet (double and split: the hand's stake; insurance: half). */
export function extraStakeMinor(o: TBlackjackOutcome, action: 'double' | 'split' | 'insurance'): bigint {
  if (action === 'insurance') return BigInt(o.hands[0]?.stake ?? '0') / 2n;
  return BigInt(o.hands[o.active]?.stake ?? '0');
}

export function blackjackSummary(round: TRound): string {
  const o = blackjackOutcome(round);
  if (!o) return '';
  const hands = o.hands.map((h) => handValue(h.cards).total).join('/');
  return o.phase === 'settled'
    ? `${hands} vs ${handValue(o.dealer).total}`
    : `${hands} vs ${cardsText(o.dealer)}`;
}

const sortKey = (c: Card) => c.rank * 4 + c.suit;
const sorted = (cards: Card[]) => [...cards].sort((a, b) => sortKey(a) - sortKey(b));

/**
 * The deal is the shoe's first four cards (player, dealer, player, dealer; after a split the second
 * hand starts with the third card), and every card on the table is the shoe's next ones: the cards
 * shown are exactly the shoe's first n. The order of later draws depends on the player's actions, which
 * the round does not list, so those are compared as a set.
 */
export const verifyBlackjack: TVerifier = async (detail, stream) => {
  const o = detail.outcome as Partial<TBlackjackOutcome>;
  const shoe = await drawBlackjackShoe(stream);
  const hands = o.hands ?? [];
  const dealer = o.dealer ?? [];
  const shown = [...hands.flatMap((h) => h.cards), ...dealer];
  const split = hands.length > 1;
  const dealt = [hands[0]?.cards[0], dealer[0], split ? hands[1]?.cards[0] : hands[0]?.cards[1], dealer[1]];
  const positions = dealt.flatMap((card, i) => (card === undefined ? [] : [i]));
  return compare([
    {
      label: 'deal',
      server: cardsText(positions.map((i) => dealt[i]!)),
      computed: cardsText(positions.flatMap((i) => (shoe[i] ? [shoe[i]] : []))),
    },
    {
      label: 'cards_used',
      server: cardsText(sorted(shown)),
      computed: cardsText(sorted(shoe.slice(0, shown.length))),
    },
  ]);
};
