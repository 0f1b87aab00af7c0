import { type Card, CardShoe } from './cards';

/**
 * Blackjack (docs/games.md): 6 decks, dealer stands on soft 17 and peeks for blackjack, blackjack pays
 * 3:2, double on any first two cards (also after a split), one split (split aces take one card each),
 * insurance 2:1 when the dealer shows an ace. Every card of the round comes from one 40-card shoe drawn
 * from the fair stream at the deal: player, dealer, player, dealer, then the next ones as played.
 */
export const BLACKJACK_DECKS = 6;
/** Published house edge for these rules with basic strategy is about 0.46 %. */
export const BLACKJACK_RTP = 0.9954;
/** The cards drawn for a round's shoe: more than a round can use. */
export const BLACKJACK_SHOE_CARDS = 40;

export type BlackjackResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';
/** A player's hand; stakes are integer minor units as strings. */
export type BjHand = { cards: Card[]; stake: string; doubled: boolean; done: boolean; splitAces: boolean };
/**
 * A round as the table shows it (the server keeps the shoe besides, and shows only the dealer's up card
 * until the round is settled).
 */
export type BlackjackTable = {
  dealer: Card[];
  hands: BjHand[];
  active: number;
  insurance: 'offered' | 'taken' | 'declined' | null;
  insuranceStake: string;
  phase: 'insurance' | 'player' | 'settled';
  results: BlackjackResult[];
};
export const BLACKJACK_ACTIONS = ['hit', 'stand', 'double', 'split', 'insurance', 'no_insurance'] as const;
export type BlackjackAction = (typeof BLACKJACK_ACTIONS)[number];

/** The fresh shoe a round's cards are drawn from (see CardShoe). */
export const blackjackShoe = () => new CardShoe(BLACKJACK_DECKS);

/** A card's value: faces 10, aces 11 (counted 1 by handValue when 11 would bust). */
export const cardValue = (card: Card) => (card.rank >= 10 ? 10 : card.rank === 1 ? 11 : card.rank);

/** A hand's total; soft while an ace still counts 11. */
export function handValue(cards: Card[]): { total: number; soft: boolean } {
  let total = cards.reduce((sum, c) => sum + cardValue(c), 0);
  let aces = cards.filter((c) => c.rank === 1).length;
  while (total > 21 && aces > 0) {
    total -= 10;
    aces--;
  }
  return { total, soft: aces > 0 };
}

/** Two cards of the same value (10 and king too): a hand that may be split. */
export function isPair(cards: Card[]): boolean {
  const [a, b] = cards;
  return cards.length === 2 && a !== undefined && b !== undefined && cardValue(a) === cardValue(b);
}
