import { formatMinor } from '@crupier/contract/money';
import { AppError } from '@/platform/app-error';
import { type MinesState, minesPayout, revealMine } from './engines';
import {
  applyBlackjack,
  type BlackjackAction,
  type BlackjackState,
  blackjackPayout,
  extraStake,
} from './engines/blackjack';
import { CARD_ROUNDS, type CardRoundEngine, isCardRound } from './engines/card-rounds';
import type { HouseRepository, HouseRoundRow } from './repository';
import { BLACKJACK_ACTIONS, type PlayAction, type RgsDeps } from './rgs-config';
import type { OpenRounds } from './rgs-open-rounds';
import type { Ctx, RgsParties } from './rgs-parties';
import type { RoundWallet } from './rgs-round-wallet';

type StepKey = { stepKey?: string };
type StepTools = {
  deps: RgsDeps;
  repo: HouseRepository;
  pay: RoundWallet['pay'];
  answer: RgsParties['answer'];
};

async function blackjackStep(
  t: StepTools,
  ctx: Ctx,
  open: HouseRoundRow,
  action: PlayAction,
  stepKey: StepKey,
) {
  const { deps, repo, pay, answer } = t;
  if (!BLACKJACK_ACTIONS.has(action)) {
    throw new AppError(
      'action_not_allowed',
      409,
      'blackjack takes hit, stand, double, split, insurance, no_insurance',
    );
  }
  const state = open.outcome as unknown as BlackjackState;
  const bjAction = action as BlackjackAction;
  const extra = extraStake(state, bjAction);
  // Apply first (a refused action must not cost anything), then take the extra stake, then keep it.
  const next = applyBlackjack(state, bjAction);
  let bet = open.bet;
  if (extra > 0n) {
    await deps.seamless.house.debit(ctx.vendor, ctx.merchant, ctx.account, {
      transactionId: `${open.id}:${bjAction}:${state.active}`,
      roundId: open.id,
      gameCode: ctx.game.game.gameCode,
      amount: formatMinor(extra),
    });
    bet += extra;
  }
  const outcome = { ...next, ...stepKey } as unknown as Record<string, unknown>;
  await repo.updateRound(open.id, { bet, outcome });
  if (next.phase === 'settled') await pay(ctx, { ...open, bet }, blackjackPayout(next), outcome);
  return answer(ctx, open.id);
}

async function cardStep(
  t: StepTools,
  ctx: Ctx,
  engine: CardRoundEngine,
  open: HouseRoundRow,
  action: PlayAction,
  params: Record<string, unknown>,
  stepKey: StepKey,
) {
  const { deps, repo, pay, answer } = t;
  const rules = CARD_ROUNDS[engine];
  if (!rules.actions.includes(action)) {
    throw new AppError('action_not_allowed', 409, `${engine} takes ${rules.actions.join(', ')}`);
  }
  const state = open.outcome!;
  // Apply first (a refused action costs nothing), then take the extra stake (Hold'em's call).
  const next = rules.apply(state, action, params);
  const extra = rules.extraStake(state, action);
  let bet = open.bet;
  if (extra > 0n) {
    await deps.seamless.house.debit(ctx.vendor, ctx.merchant, ctx.account, {
      transactionId: `${open.id}:${action}`,
      roundId: open.id,
      gameCode: ctx.game.game.gameCode,
      amount: formatMinor(extra),
    });
    bet += extra;
  }
  const outcome = { ...next, ...stepKey };
  await repo.updateRound(open.id, { bet, outcome });
  if (rules.settled(next)) await pay(ctx, { ...open, bet }, rules.payout(next, bet), outcome);
  return answer(ctx, open.id);
}

async function minesStep(
  t: StepTools,
  ctx: Ctx,
  open: HouseRoundRow,
  action: PlayAction,
  params: Record<string, unknown>,
  stepKey: StepKey,
) {
  const { repo, pay, answer } = t;
  let state = open.outcome as unknown as MinesState;
  if (action === 'reveal') {
    state = revealMine(state, params.tile);
    const outcome = { ...state, ...stepKey } as unknown as Record<string, unknown>;
    if (state.busted) await pay(ctx, open, 0n, outcome);
    else await repo.updateRound(open.id, { outcome });
  } else if (action === 'cashout') {
    if (state.revealed.length === 0) throw new AppError('reveal_first', 409);
    const outcome = { ...state, ...stepKey } as unknown as Record<string, unknown>;
    await pay(ctx, open, minesPayout(state, open.bet), outcome);
  } else {
    throw new AppError('action_not_allowed', 409, 'mines takes the actions bet, reveal and cashout');
  }
  return answer(ctx, open.id);
}

/** The steps of an open multi-step round: blackjack, the card rounds and mines. */
export function createRgsSteps(
  deps: RgsDeps,
  repo: HouseRepository,
  { answer }: RgsParties,
  { pay }: RoundWallet,
  { openRoundFor }: OpenRounds,
) {
  const t: StepTools = { deps, repo, pay, answer };

  /** A step of an open mines or blackjack round. */
  async function step(
    ctx: Ctx,
    engine: string,
    action: PlayAction,
    params: Record<string, unknown>,
    key?: string,
  ) {
    const open = await openRoundFor(ctx);
    if (key) {
      // A retried step (its first answer was lost to a server error) is not applied twice.
      const applied =
        open?.outcome?.stepKey === key
          ? open
          : (await repo.recentRounds(ctx.session.accountId, ctx.session.gameId, 1)).find(
              (r) => r.outcome?.stepKey === key,
            );
      if (applied) return answer(ctx, applied.id);
    }
    if (!open) throw new AppError('no_open_round', 409);
    const stepKey = key ? { stepKey: key } : {};

    if (engine === 'blackjack') return blackjackStep(t, ctx, open, action, stepKey);
    if (isCardRound(engine)) return cardStep(t, ctx, engine, open, action, params, stepKey);
    return minesStep(t, ctx, open, action, params, stepKey);
  }

  return { step };
}

export type RgsSteps = ReturnType<typeof createRgsSteps>;
