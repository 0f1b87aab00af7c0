import { compare } from '../../fairness/verify-round';
import { cardsText, type TCard } from '../shared/cards';
import type { TRound, TVerifier } from '../types';

/**
 * Blackjack (docs/games.md): 6 decks, a 40-card shoe drawn from the stream at the deal and kept hidden;
 * dealer stands on soft 17 and peeks; blackjack pays 3:2; double on any first two cards; one split;
 * insurance when an ace shows. While the round is open the server shows the dealer's up card only.
 */
export const BLACKJACK_DECKS = 6;
export const SHOE_CARDS = 40;

export type THandResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';
export type TBjHand = { cards: TCard[]; stake: string; doubled: boolean; done: boolean; splitAces: boolean };
export type TBlackjackOutcome = {
  dealer: TCard[];
  hands: TBjHand[];
  active: number;
  insurance: 'offered' | 'taken' | 'declined' | null;
  insuranceStake: string;
  phase: 'insurance' | 'player' | 'settled';
  results: THandResult[];
};

const cardValue = (c: TCard) => (c.rank >= 10 ? 10 : c.rank === 1 ? 11 : c.rank);

export function handValue(cards: TCard[]): { total: number; soft: boolean } {
  let total = cards.reduce((sum, c) => sum + cardValue(c), 0);
  let aces = cards.filter((c) => c.rank === 1).length;
  while (total > 21 && aces > 0) {
    total -= 10;
    aces--;
  }
  return { total, soft: aces > 0 };
}

/** A hand's total; while it may still draw, a soft hand shows both counts ("7/17"). */
export function handTotalText(cards: TCard[], final = false): string {
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
  const [a, b] = hand.cards;
  const pair = hand.cards.length === 2 && a !== undefined && b !== undefined && cardValue(a) === cardValue(b);
  return {
    hit: true,
    stand: true,
    double: hand.cards.length === 2 && !hand.splitAces,
    split: o.hands.length === 1 && pair,
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

/** The round's shoe: 40 cards drawn without replacement from 6 fresh decks, as the server draws them. */
export async function drawShoe(
  stream: { int(n: number): Promise<number> },
  count = SHOE_CARDS,
): Promise<TCard[]> {
  const left = new Array<number>(52).fill(BLACKJACK_DECKS);
  let remaining = 52 * BLACKJACK_DECKS;
  const shoe: TCard[] = [];
  for (let i = 0; i < count; i++) {
    let pick = await stream.int(remaining);
    let key = 0;
    while (pick >= left[key]!) pick -= left[key++]!;
    left[key]!--;
    remaining--;
    shoe.push({ rank: Math.floor(key / 4) + 1, suit: key % 4 });
  }
  return shoe;
}

const sortKey = (c: TCard) => c.rank * 4 + c.suit;
const sorted = (cards: TCard[]) => [...cards].sort((a, b) => sortKey(a) - sortKey(b));

/**
 * The deal is the shoe's first four cards (player, dealer, player, dealer; after a split the second
 * hand starts with the third card), and every card on the table is the shoe's next ones: the cards
 * shown are exactly the shoe's first n. The order of later draws depends on the player's actions, which
 * the round does not list, so those are compared as a set.
 */
export const verifyBlackjack: TVerifier = async (detail, stream) => {
  const o = detail.outcome as Partial<TBlackjackOutcome>;
  const shoe = await drawShoe(stream);
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
