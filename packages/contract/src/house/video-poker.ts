import { type Card, CardShoe } from './cards';
import { type HandCategory, pokerRank, rankFive } from './poker';

/**
 * Video poker, Jacks or Better, 9/6 full pay (docs/games.md): a fresh 52-card deck every hand; the
 * deal is its first five cards, and the draw replaces the cards not held, left to right, with the
 * deck's next ones (cards 6 to 10). The ten cards are drawn from the fair stream at the deal, so the
 * hand is recomputable from the seeds whatever the player held. Pays are "for one": a pair of jacks
 * returns the stake.
 */
export const VIDEO_POKER_CARDS = 10;
/** Published return of 9/6 Jacks or Better with optimal holds. */
export const VIDEO_POKER_RTP = 0.9954;

export type VideoPokerHand = Exclude<HandCategory, 'high_card' | 'pair'> | 'jacks_or_better' | 'nothing';

/** What each hand returns per unit staked, stake included (9/6 full pay, the royal at 800 for one). */
export const VIDEO_POKER_PAYS: Record<VideoPokerHand, number> = {
  royal_flush: 800,
  straight_flush: 50,
  four_of_a_kind: 25,
  full_house: 9,
  flush: 6,
  straight: 4,
  three_of_a_kind: 3,
  two_pair: 2,
  jacks_or_better: 1,
  nothing: 0,
};
/** The paytable's rows, best first (the game's pay table shows them in this order). */
export const VIDEO_POKER_ROWS = Object.keys(VIDEO_POKER_PAYS).filter(
  (h) => h !== 'nothing',
) as VideoPokerHand[];

/** The paying hand of five cards (a pair below jacks pays nothing). */
export function videoPokerHand(cards: Card[]): VideoPokerHand {
  const hand = rankFive(cards);
  if (hand.category === 'high_card') return 'nothing';
  if (hand.category === 'pair') return (hand.kickers[0] ?? 0) >= 11 ? 'jacks_or_better' : 'nothing';
  return hand.category;
}

/** A fresh deck for one hand (see CardShoe: each card a pick among the cards left). */
export const videoPokerDeck = () => new CardShoe(1);

/** The hand after the draw: held positions keep their card, the others take `replacements` in order. */
export function drawHand(dealt: Card[], held: boolean[], replacements: Card[]): Card[] {
  let next = 0;
  return dealt.map((card, i) => (held[i] ? card : replacements[next++]!));
}

/** Holds as the player sends them: five booleans, or the positions 0–4 held. Throws on anything else. */
export function parseHolds(value: unknown): boolean[] {
  if (Array.isArray(value) && value.length === 5 && value.every((v) => typeof v === 'boolean')) return value;
  if (
    Array.isArray(value) &&
    value.length <= 5 &&
    value.every((v) => Number.isInteger(v) && v >= 0 && v <= 4) &&
    new Set(value).size === value.length
  ) {
    return [0, 1, 2, 3, 4].map((i) => value.includes(i));
  }
  throw new Error('holds: five booleans, or the positions 0–4 to hold');
}

export { pokerRank };
