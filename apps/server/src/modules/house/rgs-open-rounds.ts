import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '@/platform/app-error';
import { type MinesState, minesPayout } from './engines';
import { applyBlackjack, type BlackjackState, blackjackPayout } from './engines/blackjack';
import { CARD_ROUNDS, isCardRound } from './engines/card-rounds';
import type { HouseRepository, HouseRoundRow } from './repository';
import { ABANDONED_AFTER_MS } from './rgs-config';
import type { Ctx, Parties } from './rgs-parties';
import type { RoundWallet } from './rgs-round-wallet';
import { dealtOut } from './rgs-round-wallet';

/** Open multi-step rounds: taken over by the player's newest session, or closed once abandoned. */
export function createOpenRounds(repo: HouseRepository, { complete, pay, rollback }: RoundWallet) {
  /**
   * The open multi-step round of the session's account and game, whichever session started it: a
   * round of another session (an earlier launch, another tab) is taken over by this one, so the stake
   * is never stuck and recovery leaves it to the player.
   */
  async function openRoundFor(ctx: Ctx): Promise<HouseRoundRow | undefined> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const open = await repo.openRoundOf(ctx.session.accountId, ctx.session.gameId);
      if (!open) return undefined;
      const mine =
        open.sessionId === ctx.session.id
          ? open
          : await repo.takeOver(open.id, open.sessionId, ctx.session.id);
      if (!mine) continue; // moved on meanwhile (another session, or recovery closed it): look again
      if (dealtOut(mine)) {
        await complete(ctx, mine);
        continue;
      }
      return mine;
    }
    throw new AppError('conflict', 409, 'the open round is busy; try again');
  }

  /**
   * Closes an abandoned multi-step round (claimed by recovery) by the engine's rule: mines cashes out
   * the tiles revealed (the stake goes back when none was); blackjack declines insurance and stands
   * on every hand left, and the dealer plays out the shoe. The outcome says `closedBy: 'recovery'`.
   */
  async function closeAbandoned(p: Parties, round: HouseRoundRow) {
    if (round.engine === 'mines') {
      const state = round.outcome as unknown as MinesState;
      const outcome = { ...state, closedBy: 'recovery' };
      if (!state.busted && state.revealed.length === 0) return rollback(p, round, outcome);
      return pay(p, round, minesPayout(state, round.bet), outcome);
    }
    if (isCardRound(round.engine)) {
      const rules = CARD_ROUNDS[round.engine];
      const state = rules.abandon(round.outcome!);
      return pay(p, round, rules.payout(state, round.bet), { ...state, closedBy: 'recovery' });
    }
    let state = round.outcome as unknown as BlackjackState;
    if (state.phase === 'insurance') state = applyBlackjack(state, 'no_insurance');
    while (state.phase === 'player') state = applyBlackjack(state, 'stand');
    return pay(p, round, blackjackPayout(state), { ...state, closedBy: 'recovery' });
  }

  /**
   * A multi-step round at start or in the scheduler's sweep: left to its (live) session, or closed
   * when abandoned. Says whether it closed the round.
   */
  async function recoverMultiStep(p: Parties, round: HouseRoundRow, log: FastifyBaseLogger) {
    if (round.state === 'open') {
      // The bet was being debited when the process stopped.
      const session = await repo.session(round.sessionId);
      const abandoned = !session || session.expiresAt.getTime() < Date.now() - ABANDONED_AFTER_MS;
      if (abandoned) {
        await rollback(p, round, round.outcome);
        log.info({ round: round.id }, 'abandoned round voided');
        return true;
      }
      const done = await complete(p, round);
      log.info({ round: round.id, state: done.state }, 'interrupted round debited');
      return false;
    }
    const claimed =
      round.settledAt !== null
        ? round
        : await repo.claimAbandoned(round.id, round.sessionId, ABANDONED_AFTER_MS);
    if (!claimed) {
      // Still its player's: only a blackjack its last step ended is paid now.
      if (dealtOut(round)) await complete(p, round);
      return false;
    }
    if (dealtOut(claimed)) await complete(p, claimed);
    else await closeAbandoned(p, claimed);
    log.info({ round: round.id }, 'abandoned round closed');
    return true;
  }

  return { openRoundFor, recoverMultiStep };
}

export type OpenRounds = ReturnType<typeof createOpenRounds>;
