import type { FairStream } from '@/modules/house/fairness';
import { AppError } from '@/platform/app-error';
import {
  applyHoldem,
  type HoldemState,
  holdemExtraStake,
  holdemPayout,
  publicHoldem,
  startHoldem,
} from './casino-holdem';
import {
  drawVideoPoker,
  publicVideoPoker,
  startVideoPoker,
  type VideoPokerState,
  videoPokerPayout,
} from './video-poker';

/**
 * The multi-step card games besides blackjack: video poker (bet deals, `draw` settles) and Casino
 * Hold'em (bet is the ante, `call` or `fold` settles). Each step settles the round, so a round is
 * open between the deal and the decision only. The RGS treats them alike through this table.
 */
export const CARD_ROUND_ENGINES = ['videopoker', 'holdem'] as const;
export type CardRoundEngine = (typeof CARD_ROUND_ENGINES)[number];
export const isCardRound = (engine: string): engine is CardRoundEngine =>
  (CARD_ROUND_ENGINES as readonly string[]).includes(engine);

type State = Record<string, unknown>;

type CardRound = {
  actions: readonly string[];
  start(stream: FairStream, bet: bigint): State;
  /** The extra stake the action debits before it applies (Hold'em's call). */
  extraStake(state: State, action: string): bigint;
  apply(state: State, action: string, params: Record<string, unknown>): State;
  settled(state: State): boolean;
  /** What the round returns, stakes included, once settled; `bet` is the round's whole stake so far. */
  payout(state: State, bet: bigint): bigint;
  view(state: State): State;
  /**
   * How recovery closes an abandoned round (docs/games.md): video poker stands pat (holds all five as
   * dealt, paying the dealt hand); Casino Hold'em folds (a call would take money the player did not
   * agree to).
   */
  abandon(state: State): State;
};

const asVp = (s: State) => s as unknown as VideoPokerState;
const asHe = (s: State) => s as unknown as HoldemState;
const refuse = (why: string): never => {
  throw new AppError('action_not_allowed', 409, why);
};

export const CARD_ROUNDS: Record<CardRoundEngine, CardRound> = {
  videopoker: {
    actions: ['draw'],
    start: (stream) => startVideoPoker(stream) as unknown as State,
    extraStake: () => 0n,
    apply(state, action, params) {
      if (action !== 'draw') refuse('video poker takes the actions bet and draw');
      return drawVideoPoker(asVp(state), params.holds) as unknown as State;
    },
    settled: (state) => asVp(state).phase === 'settled',
    payout: (state, bet) => videoPokerPayout(asVp(state), bet),
    view: (state) => publicVideoPoker(asVp(state)) as unknown as State,
    abandon: (state) => drawVideoPoker(asVp(state), [true, true, true, true, true]) as unknown as State,
  },
  holdem: {
    actions: ['call', 'fold'],
    start: (stream, bet) => startHoldem(stream, bet) as unknown as State,
    extraStake: (state, action) => holdemExtraStake(asHe(state), action),
    apply(state, action) {
      if (action !== 'call' && action !== 'fold')
        refuse("casino hold'em takes the actions bet, call and fold");
      return applyHoldem(asHe(state), action) as unknown as State;
    },
    settled: (state) => asHe(state).phase === 'settled',
    payout: (state) => holdemPayout(asHe(state)),
    view: (state) => publicHoldem(asHe(state)) as unknown as State,
    abandon: (state) => applyHoldem(asHe(state), 'fold') as unknown as State,
  },
};
