import type { Card } from '@crupier/contract/house/cards';
import {
  HOLDEM_CALL_FACTOR,
  HOLDEM_CARDS,
  type HoldemResult,
  holdemDeal,
  holdemDeck,
  holdemShowdown,
} from '@crupier/contract/house/casino-holdem';
import type { HandCategory } from '@crupier/contract/house/poker';
import type { FairStream } from '@/modules/house/fairness';
import { AppError } from '@/platform/app-error';

/**
 * Casino Hold'em (rules in the contract's house/casino-holdem.ts): the bet is the ante and deals the
 * player's two cards and the flop; `call` debits 2 × the ante and shows down, `fold` gives up the ante.
 * The nine cards are drawn at the deal; the dealer's cards, turn and river stay hidden until then.
 */
export type HoldemState = {
  deck: Card[];
  ante: string;
  call: string;
  player: Card[];
  dealer: Card[];
  board: Card[];
  phase: 'decide' | 'settled';
  result: HoldemResult | null;
  playerHand: HandCategory | null;
  dealerHand: HandCategory | null;
  dealerQualifies: boolean | null;
  returnAntes: number;
};

export function startHoldem(stream: FairStream, ante: bigint): HoldemState {
  const shoe = holdemDeck();
  const deck = Array.from({ length: HOLDEM_CARDS }, () => shoe.take(stream.int(shoe.remaining)));
  const deal = holdemDeal(deck);
  return {
    deck,
    ante: String(ante),
    call: '0',
    ...deal,
    phase: 'decide',
    result: null,
    playerHand: null,
    dealerHand: null,
    dealerQualifies: null,
    returnAntes: 0,
  };
}

/** The extra stake an action takes: the call is twice the ante. */
export function holdemExtraStake(state: HoldemState, action: string): bigint {
  return action === 'call' ? BigInt(state.ante) * HOLDEM_CALL_FACTOR : 0n;
}

export function applyHoldem(state: HoldemState, action: string): HoldemState {
  if (state.phase === 'settled') throw new AppError('action_not_allowed', 409, 'the hand is over');
  if (action !== 'call' && action !== 'fold')
    throw new AppError('action_not_allowed', 409, "casino hold'em takes call or fold");
  const called = action === 'call';
  const showdown = holdemShowdown(holdemDeal(state.deck), called);
  return {
    ...state,
    call: called ? String(holdemExtraStake(state, 'call')) : '0',
    phase: 'settled',
    ...showdown,
  };
}

export function holdemPayout(state: HoldemState): bigint {
  if (state.phase !== 'settled') return 0n;
  return BigInt(state.ante) * BigInt(state.returnAntes);
}

/** While the player decides: the two hole cards and the flop only. */
export function publicHoldem(state: HoldemState) {
  const { deck: _deck, ...visible } = state;
  if (state.phase === 'settled') return visible;
  return { ...visible, dealer: [], board: state.board.slice(0, 3) };
}
