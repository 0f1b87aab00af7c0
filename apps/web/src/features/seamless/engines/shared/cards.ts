import type { Card } from '@crupier/contract/house/cards';

/** A card as the house engines deal it (the contract's house/cards.ts): rank 1 (ace) … 13 (king), suit 0–3. */
export type TCard = Card;

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
const SUIT_NAMES = ['spades', 'hearts', 'diamonds', 'clubs'] as const;

export const rankText = (card: TCard) => RANKS[card.rank] ?? '?';
export const suitText = (card: TCard) => SUITS[card.suit] ?? '?';
export const suitName = (card: TCard) => SUIT_NAMES[card.suit] ?? 'spades';
export const isRedSuit = (card: TCard) => card.suit === 1 || card.suit === 2;
/** "A♠", "10♥": language-neutral, for history lines and verification. */
export const cardText = (card: TCard) => `${rankText(card)}${suitText(card)}`;
export const cardsText = (cards: TCard[]) => cards.map(cardText).join(' ');
