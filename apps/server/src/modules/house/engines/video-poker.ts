import type { Card } from '@crupier/contract/house/cards';
import {
  drawHand,
  parseHolds,
  VIDEO_POKER_CARDS,
  VIDEO_POKER_PAYS,
  type VideoPokerHand,
  videoPokerDeck,
  videoPokerHand,
} from '@crupier/contract/house/video-poker';
import type { FairStream } from '@/modules/house/fairness';
import { AppError } from '@/platform/app-error';

/**
 * Video poker, Jacks or Better 9/6 (rules in the contract's house/video-poker.ts): the bet deals five
 * cards; `draw` with the holds replaces the others and settles. The ten cards of the hand are drawn at
 * the deal and the five replacements stay hidden until the draw.
 */
export type VideoPokerState = {
  /** The deck's first ten cards: the deal, then the replacements in order (hidden while open). */
  deck: Card[];
  dealt: Card[];
  held: boolean[] | null;
  cards: Card[];
  phase: 'deal' | 'settled';
  hand: VideoPokerHand;
  /** What the hand returns per unit staked (0 for nothing). */
  pays: number;
};

export function startVideoPoker(stream: FairStream): VideoPokerState {
  const shoe = videoPokerDeck();
  const deck = Array.from({ length: VIDEO_POKER_CARDS }, () => shoe.take(stream.int(shoe.remaining)));
  const dealt = deck.slice(0, 5);
  const hand = videoPokerHand(dealt);
  return { deck, dealt, held: null, cards: dealt, phase: 'deal', hand, pays: VIDEO_POKER_PAYS[hand] };
}

/** The draw: holds (five booleans, or positions 0–4) keep their cards, the rest are replaced. */
export function drawVideoPoker(state: VideoPokerState, holds: unknown): VideoPokerState {
  if (state.phase === 'settled') throw new AppError('action_not_allowed', 409, 'the hand is over');
  let held: boolean[];
  try {
    held = parseHolds(holds ?? []);
  } catch (error) {
    throw new AppError('invalid_input', 400, (error as Error).message);
  }
  const cards = drawHand(state.dealt, held, state.deck.slice(5));
  const hand = videoPokerHand(cards);
  return { ...state, held, cards, phase: 'settled', hand, pays: VIDEO_POKER_PAYS[hand] };
}

export function videoPokerPayout(state: VideoPokerState, bet: bigint): bigint {
  return state.phase === 'settled' ? bet * BigInt(state.pays) : 0n;
}

/** The player sees the deal (with what it would pay) and, once settled, the draw; never the deck. */
export function publicVideoPoker(state: VideoPokerState) {
  const { deck: _deck, ...visible } = state;
  return visible;
}
