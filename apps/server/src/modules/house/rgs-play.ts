import { formatMinor, parseMinor } from '@crupier/contract/money';
import { AppError } from '@/platform/app-error';
import type { CrashEngine } from './crash/crash-engine';
import type { RgsBets } from './rgs-bets';
import { IMPLEMENTED, MAX_BET, MULTI_STEP, type PlayAction, type RgsDeps } from './rgs-config';
import { crashCtx, type RgsParties } from './rgs-parties';
import type { RgsSteps } from './rgs-steps';

/** /rgs/play: a bet, a step of an open round, or a crash cash-out, by the game's engine. */
export function createRgsPlay(
  deps: RgsDeps,
  { context, answer }: RgsParties,
  crash: CrashEngine,
  step: RgsSteps['step'],
  { placeBet }: RgsBets,
) {
  return {
    async play(input: {
      sessionId: string;
      bet?: string | undefined;
      action: PlayAction;
      params: Record<string, unknown>;
      /** The call's Idempotency-Key, if any: a retried bet finds its round, a retried step is not re-applied. */
      idempotencyKey?: string | undefined;
    }) {
      const ctx = await context(input.sessionId);
      const engine = ctx.game.game.engine ?? 'dice';
      if (!IMPLEMENTED.has(engine))
        throw new AppError('game_maintenance', 503, `the ${engine} engine is not available yet`);
      const multiStep = MULTI_STEP.has(engine);
      const key = input.idempotencyKey;

      if (multiStep && input.action !== 'bet') return step(ctx, engine, input.action, input.params, key);

      if (engine === 'crash' && input.action !== 'bet') {
        if (input.action !== 'cashout') {
          throw new AppError('action_not_allowed', 409, 'crash takes the actions bet and cashout');
        }
        return answer(ctx, await crash.cashout(crashCtx(ctx)));
      }
      if (input.action !== 'bet') {
        throw new AppError('action_not_allowed', 409, `${engine} takes the action bet only`);
      }

      if (!input.bet) throw new AppError('invalid_input', 400, 'bet is required');
      const bet = parseMinor(input.bet);
      if (bet < ctx.game.game.minBet || bet > MAX_BET) {
        throw new AppError('bet_out_of_range', 422, undefined, {
          min: formatMinor(ctx.game.game.minBet),
          max: formatMinor(MAX_BET),
        });
      }
      const askStakeGuard = () =>
        deps.stakeGuard?.beforeStake({ merchantId: ctx.merchant.id, accountId: ctx.account.id, amount: bet });
      if (engine === 'crash') {
        await askStakeGuard();
        return answer(ctx, await crash.bet(crashCtx(ctx), bet, input.params));
      }
      return placeBet(ctx, engine, bet, input.params, key, askStakeGuard);
    },
  };
}
