import { type Card, CardShoe } from './cards';
import { bestHand, HAND_CATEGORIES, type HandCategory, type PokerHand } from './poker';

/**
 * Casino Hold'em against the house (docs/games.md): the player antes and gets two cards and the flop;
 * then folds (the ante is lost) or calls 2 × the ante. The turn and river follow; each side plays its
 * best five of seven. The dealer qualifies with a pair of fours or better. Dealer qualifies: the better
 * hand wins (the ante by the paytable, the call 1:1), a tie pushes both. Dealer does not qualify: the
 * ante pays by the paytable and the call pushes.
 *
 * A fresh 52-card deck every hand; its first nine cards from the fair stream, dealt in the order
 * player, player, dealer, dealer, flop ×3, turn, river. The dealer's cards, turn and river stay hidden
 * until the player decides.
 */
export const HOLDEM_CARDS = 9;
/** The call is twice the ante. */
export const HOLDEM_CALL_FACTOR = 2n;

/** What the ante wins (to one) when it wins: straight and below 1:1. */
export const HOLDEM_ANTE_PAYS: Partial<Record<HandCategory, number>> & { default: number } = {
  royal_flush: 100,
  straight_flush: 20,
  four_of_a_kind: 10,
  full_house: 3,
  flush: 2,
  default: 1,
};
export const holdemAntePay = (category: HandCategory) =>
  HOLDEM_ANTE_PAYS[category] ?? HOLDEM_ANTE_PAYS.default;

export const holdemDeck = () => new CardShoe(1);

export type HoldemDeal = { player: Card[]; dealer: Card[]; board: Card[] };

/** The nine cards in dealing order → the hands and the board. */
export function holdemDeal(cards: Card[]): HoldemDeal {
  return { player: cards.slice(0, 2), dealer: cards.slice(2, 4), board: cards.slice(4, 9) };
}

/** A pair of fours or better. */
export function dealerQualifies(hand: PokerHand): boolean {
  const category = HAND_CATEGORIES.indexOf(hand.category);
  if (category > HAND_CATEGORIES.indexOf('pair')) return true;
  return hand.category === 'pair' && (hand.kickers[0] ?? 0) >= 4;
}

export type HoldemResult = 'fold' | 'win' | 'lose' | 'push' | 'dealer_not_qualified';

export type HoldemShowdown = {
  result: HoldemResult;
  playerHand: HandCategory;
  dealerHand: HandCategory;
  dealerQualifies: boolean;
  /** What the round returns in antes, stakes included (ante and call). */
  returnAntes: number;
};

/** Settles a called (or folded) hand: what ante and call return, in antes. */
export function holdemShowdown(deal: HoldemDeal, called: boolean): HoldemShowdown {
  const player = bestHand([...deal.player, ...deal.board]);
  const dealer = bestHand([...deal.dealer, ...deal.board]);
  const qualifies = dealerQualifies(dealer);
  const base = { playerHand: player.category, dealerHand: dealer.category, dealerQualifies: qualifies };
  if (!called) return { ...base, result: 'fold', returnAntes: 0 };
  const call = Number(HOLDEM_CALL_FACTOR);
  const ante = 1 + holdemAntePay(player.category);
  if (!qualifies) return { ...base, result: 'dealer_not_qualified', returnAntes: ante + call };
  if (player.score > dealer.score) return { ...base, result: 'win', returnAntes: ante + 2 * call };
  if (player.score === dealer.score) return { ...base, result: 'push', returnAntes: 1 + call };
  return { ...base, result: 'lose', returnAntes: 0 };
}
