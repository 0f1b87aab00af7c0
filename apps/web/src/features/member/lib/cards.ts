import type { Card } from '@crupier/contract/house/cards';

/**
 * Playing cards of the house engines (the contract's house/cards.ts): rank 1 (ace) to 13 (king), suit
 * 0 to 3. The engines do not name the suits; the app shows them in the order spades, hearts, diamonds, clubs.
 */
export type TCard = Card;

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
