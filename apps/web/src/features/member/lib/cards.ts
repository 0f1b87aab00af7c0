/**
 * Playing cards of the house engines (baccarat, blackjack): rank 1 (ace) to 13 (king), suit 0 to 3.
 * The engines do not name the suits; the app shows them in the order spades, hearts, diamonds, clubs.
 */
export type TCard = { rank: number; suit: number };

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

export function isCard(value: unknown): value is TCard {
  if (typeof value !== 'object' || value === null) return false;
  const { rank, suit } = value as Record<string, unknown>;
  return (
    Number.isInteger(rank) &&
    Number.isInteger(suit) &&
    (rank as number) >= 1 &&
    (rank as number) <= 13 &&
    (suit as number) >= 0 &&
    (suit as number) <= 3
  );
}

export function cardsOf(value: unknown): TCard[] {
  return Array.isArray(value) ? value.filter(isCard) : [];
}

export function rankLabel(card: TCard): string {
  return RANKS[card.rank] ?? String(card.rank);
}

export function suitLabel(card: TCard): string {
  return SUITS[card.suit] ?? '?';
}

/** Hearts and diamonds are red. */
export function isRedSuit(card: TCard): boolean {
  return card.suit === 1 || card.suit === 2;
}

/** "7♥" */
export function cardLabel(card: TCard): string {
  return `${rankLabel(card)}${suitLabel(card)}`;
}

export function cardsLabel(cards: TCard[]): string {
  return cards.map(cardLabel).join(' ');
}

/** Baccarat points: tens and faces count 0, the total is the last digit. */
export function baccaratTotal(cards: TCard[]): number {
  return cards.reduce((sum, card) => sum + (card.rank >= 10 ? 0 : card.rank), 0) % 10;
}

/** Blackjack total: faces 10, aces 11 while that does not bust, else 1. */
export function blackjackTotal(cards: TCard[]): { total: number; soft: boolean } {
  let total = cards.reduce((sum, card) => sum + (card.rank >= 10 ? 10 : card.rank === 1 ? 11 : card.rank), 0);
  let aces = cards.filter((card) => card.rank === 1).length;
  while (total > 21 && aces > 0) {
    total -= 10;
    aces--;
  }
  return { total, soft: aces > 0 };
}
