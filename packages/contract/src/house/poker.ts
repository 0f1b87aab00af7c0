import type { Card } from './cards';

/**
 * Five-card poker hands (video poker, Casino Hold'em). Aces play high (14) and low in the wheel
 * A-2-3-4-5. A hand's `score` orders hands: a higher score wins, equal scores tie.
 */
export const HAND_CATEGORIES = [
  'high_card',
  'pair',
  'two_pair',
  'three_of_a_kind',
  'straight',
  'flush',
  'full_house',
  'four_of_a_kind',
  'straight_flush',
  'royal_flush',
] as const;
export type HandCategory = (typeof HAND_CATEGORIES)[number];

export type PokerHand = {
  category: HandCategory;
  /** The ranks that decide ties, most important first (ace 14; a wheel's straight counts 5 high). */
  kickers: number[];
  score: number;
};

/** A card's poker rank: 2 … 14 (ace). */
export const pokerRank = (card: Card) => (card.rank === 1 ? 14 : card.rank);

/** Ranks a hand of exactly five cards. */
export function rankFive(cards: Card[]): PokerHand {
  if (cards.length !== 5) throw new Error('a poker hand has five cards');
  const ranks = cards.map(pokerRank).sort((a, b) => b - a);
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  // Groups by size, then by rank: [rank, count] biggest first.
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const flush = cards.every((c) => c.suit === cards[0]!.suit);
  const distinct = groups.length === 5;
  const wheel = distinct && ranks[0] === 14 && ranks[1] === 5;
  const straight = distinct && (ranks[0]! - ranks[4]! === 4 || wheel);
  const straightHigh = wheel ? 5 : ranks[0]!;

  let category: HandCategory;
  let kickers: number[];
  if (straight && flush) {
    category = straightHigh === 14 ? 'royal_flush' : 'straight_flush';
    kickers = [straightHigh];
  } else if (groups[0]![1] === 4) {
    category = 'four_of_a_kind';
    kickers = groups.map((g) => g[0]);
  } else if (groups[0]![1] === 3 && groups[1]![1] === 2) {
    category = 'full_house';
    kickers = groups.map((g) => g[0]);
  } else if (flush) {
    category = 'flush';
    kickers = ranks;
  } else if (straight) {
    category = 'straight';
    kickers = [straightHigh];
  } else if (groups[0]![1] === 3) {
    category = 'three_of_a_kind';
    kickers = groups.map((g) => g[0]);
  } else if (groups[0]![1] === 2 && groups[1]![1] === 2) {
    category = 'two_pair';
    kickers = groups.map((g) => g[0]);
  } else if (groups[0]![1] === 2) {
    category = 'pair';
    kickers = groups.map((g) => g[0]);
  } else {
    category = 'high_card';
    kickers = ranks;
  }
  let score = HAND_CATEGORIES.indexOf(category);
  for (let i = 0; i < 5; i++) score = score * 15 + (kickers[i] ?? 0);
  return { category, kickers, score };
}

/** The best five-card hand among 5 to 7 cards, and the five cards that make it. */
export function bestHand(cards: Card[]): PokerHand & { cards: Card[] } {
  if (cards.length < 5 || cards.length > 7) throw new Error('5 to 7 cards');
  let best: (PokerHand & { cards: Card[] }) | null = null;
  const n = cards.length;
  // Every 5-card subset: leave out the cards at positions i and j (none, one or two of them).
  for (let i = 0; i <= n; i++) {
    for (let j = i + 1; j <= n + 1; j++) {
      const pick = cards.filter((_, k) => k !== i && k !== j);
      if (pick.length !== 5) continue;
      const hand = rankFive(pick);
      if (!best || hand.score > best.score) best = { ...hand, cards: pick };
    }
  }
  return best!;
}

/** A single deck dealt without replacement, as CardShoe(1) deals it: every round starts a fresh one. */
export const SINGLE_DECK = 1;
