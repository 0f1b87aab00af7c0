import {
  type BjHand,
  BLACKJACK_SHOE_CARDS,
  type BlackjackAction,
  type BlackjackTable,
  blackjackShoe,
  cardValue,
  handValue,
  isPair,
} from '@crupier/contract/house/blackjack';
import type { Card } from '@crupier/contract/house/cards';
import type { FairStream } from '@/modules/house/fairness';
import { AppError } from '@/platform/app-error';

/**
 * Blackjack (rules in the contract's house/blackjack.ts, shared with the game client): 6 decks, dealer
 * stands on soft 17 and peeks, blackjack pays 3:2, double on any first two cards, one split, insurance.
 * Every card of the round comes from one shoe drawn from the fair stream at the start, so the whole round
 * is recomputable from the seeds.
 */

/** A round: the table and the shoe its cards come from (`next`: the shoe's next card). */
export type BlackjackState = BlackjackTable & { shoe: Card[]; next: number };
export type { BlackjackAction };

const isBlackjack = (hand: BjHand | { cards: Card[] }, fromSplit = false) =>
  !fromSplit && hand.cards.length === 2 && handValue(hand.cards).total === 21;

/** Draws the round's shoe: cards without replacement from 6 fresh decks. */
export function drawShoe(stream: FairStream, count = BLACKJACK_SHOE_CARDS): Card[] {
  const shoe = blackjackShoe();
  return Array.from({ length: count }, () => shoe.take(stream.int(shoe.remaining)));
}

function draw(state: BlackjackState): Card {
  const card = state.shoe[state.next++];
  if (!card) throw new Error('shoe exhausted');
  return card;
}

/** Ends the round if the dealer has blackjack (after insurance is settled), or pays the player's. */
function peek(state: BlackjackState): BlackjackState {
  const dealerBj = isBlackjack({ cards: state.dealer });
  const playerBj = isBlackjack(state.hands[0]!);
  if (dealerBj || playerBj) {
    return {
      ...state,
      phase: 'settled',
      results: [dealerBj ? (playerBj ? 'push' : 'lose') : 'blackjack'],
      hands: state.hands.map((h) => ({ ...h, done: true })),
    };
  }
  return { ...state, phase: 'player' };
}

export function startBlackjack(stream: FairStream, stake: bigint): BlackjackState {
  const state: BlackjackState = {
    shoe: drawShoe(stream),
    next: 0,
    dealer: [],
    hands: [{ cards: [], stake: String(stake), doubled: false, done: false, splitAces: false }],
    active: 0,
    insurance: null,
    insuranceStake: '0',
    phase: 'player',
    results: [],
  };
  state.hands[0]!.cards.push(draw(state));
  state.dealer.push(draw(state));
  state.hands[0]!.cards.push(draw(state));
  state.dealer.push(draw(state));
  if (state.dealer[0]!.rank === 1) return { ...state, insurance: 'offered', phase: 'insurance' };
  return cardValue(state.dealer[0]!) === 10 || isBlackjack(state.hands[0]!) ? peek(state) : state;
}

function dealerPlays(state: BlackjackState): BlackjackState {
  const next = { ...state, dealer: [...state.dealer] };
  const allBust = next.hands.every((h) => handValue(h.cards).total > 21);
  while (!allBust && handValue(next.dealer).total < 17) next.dealer.push(draw(next));
  const dealer = handValue(next.dealer).total;
  const results = next.hands.map((hand) => {
    const player = handValue(hand.cards).total;
    if (player > 21) return 'bust' as const;
    if (dealer > 21 || player > dealer) return 'win' as const;
    return player === dealer ? ('push' as const) : ('lose' as const);
  });
  return { ...next, phase: 'settled', results };
}

function advance(state: BlackjackState): BlackjackState {
  let active = state.active;
  while (active < state.hands.length && state.hands[active]!.done) active++;
  const next = { ...state, active };
  return active >= state.hands.length ? dealerPlays(next) : next;
}

/** The extra stake an action needs before it can be applied (double, split, insurance). */
export function extraStake(state: BlackjackState, action: BlackjackAction): bigint {
  const hand = state.hands[state.active];
  if (action === 'double' || action === 'split') return BigInt(hand?.stake ?? '0');
  if (action === 'insurance') return BigInt(state.hands[0]!.stake) / 2n;
  return 0n;
}

export function applyBlackjack(state: BlackjackState, action: BlackjackAction): BlackjackState {
  const refuse = (why: string): never => {
    throw new AppError('action_not_allowed', 409, why);
  };
  if (state.phase === 'settled') refuse('the round is over');
  if (state.phase === 'insurance') {
    if (action !== 'insurance' && action !== 'no_insurance') refuse('answer insurance first');
    const insured: BlackjackState = {
      ...state,
      insurance: action === 'insurance' ? 'taken' : 'declined',
      insuranceStake: action === 'insurance' ? String(BigInt(state.hands[0]!.stake) / 2n) : '0',
    };
    return peek(insured);
  }
  const hands = state.hands.map((h) => ({ ...h, cards: [...h.cards] }));
  const hand = hands[state.active]!;
  const next = { ...state, hands };
  switch (action) {
    case 'hit': {
      hand.cards.push(draw(next));
      if (handValue(hand.cards).total >= 21) hand.done = true;
      break;
    }
    case 'stand':
      hand.done = true;
      break;
    case 'double': {
      if (hand.cards.length !== 2 || hand.splitAces) refuse('double on the first two cards only');
      hand.stake = String(BigInt(hand.stake) * 2n);
      hand.doubled = true;
      hand.cards.push(draw(next));
      hand.done = true;
      break;
    }
    case 'split': {
      const [a, b] = hand.cards;
      if (hands.length > 1 || !isPair(hand.cards)) refuse('split a pair, once');
      const aces = a!.rank === 1;
      const first: BjHand = {
        cards: [a!, draw(next)],
        stake: hand.stake,
        doubled: false,
        done: aces,
        splitAces: aces,
      };
      const second: BjHand = {
        cards: [b!, draw(next)],
        stake: hand.stake,
        doubled: false,
        done: aces,
        splitAces: aces,
      };
      next.hands = [first, second];
      break;
    }
    default:
      refuse('no insurance is on offer');
  }
  return advance(next);
}

/** What the round returns, stakes included, once settled; and the dealer's hole card stays hidden before. */
export function blackjackPayout(state: BlackjackState): bigint {
  if (state.phase !== 'settled') return 0n;
  let total = 0n;
  state.hands.forEach((hand, i) => {
    const stake = BigInt(hand.stake);
    const result = state.results[i];
    if (result === 'blackjack') total += (stake * 5n) / 2n;
    else if (result === 'win') total += stake * 2n;
    else if (result === 'push') total += stake;
  });
  if (state.insurance === 'taken' && isBlackjack({ cards: state.dealer }))
    total += BigInt(state.insuranceStake) * 3n;
  return total;
}

export function publicBlackjack(state: BlackjackState) {
  const { shoe: _shoe, next: _next, ...visible } = state;
  return state.phase === 'settled' ? visible : { ...visible, dealer: [state.dealer[0]] };
}
