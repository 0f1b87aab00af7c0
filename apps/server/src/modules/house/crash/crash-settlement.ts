import { formatMultiplier, parseMultiplier } from '@crupier/contract/crash';
import { formatMinor } from '@crupier/contract/money';
import { cashoutWin } from './crash-fairness';
import { type CrashRuntime, outcomeOf } from './crash-types';
import type { CrashBetRow, CrashRoundRow } from './repository';

/** The money of crash bets: wins credited, stakes rolled back, crashed and voided rounds settled. */
export function createCrashSettlement({ deps, repo, timing, warn }: CrashRuntime) {
  const payeeOf = (bet: CrashBetRow) => deps.payee(bet);

  /** Pays a claimed cash-out (or settles a lost bet) once: the credit's transaction id is fixed. */
  async function settleBet(bet: CrashBetRow, crashPoint: number | null) {
    const outcome = outcomeOf(bet);
    const cashout = outcome.cashout ? parseMultiplier(outcome.cashout) : null;
    const finalOutcome = {
      ...outcome,
      cashout: outcome.cashout ?? null,
      ...(crashPoint !== null ? { crashPoint: formatMultiplier(crashPoint) } : {}),
    };
    if (cashout === null) {
      return repo.lose(bet.id, finalOutcome);
    }
    const win = cashoutWin(bet.bet, cashout);
    if (win > 0n) {
      const payee = await payeeOf(bet);
      await deps.seamless.house.credit(payee.vendor, payee.merchant, payee.account, {
        transactionId: `${bet.id}:win`,
        roundId: bet.id,
        gameCode: payee.gameCode,
        amount: formatMinor(win),
      });
    }
    return repo.settle(bet.id, { win, outcome: finalOutcome, creditTx: win > 0n ? `${bet.id}:win` : null });
  }

  /** Gives a stake back (or makes sure a debit still on its way is refused): rollback by its id. */
  async function rollback(bet: CrashBetRow) {
    const payee = await payeeOf(bet);
    await deps.seamless.rollback(payee.vendor, payee.merchant, {
      playerId: String(bet.accountId),
      transactionId: `${bet.id}:bet`,
      roundId: bet.id,
      gameCode: payee.gameCode,
      amount: formatMinor(bet.bet),
    });
  }

  /**
   * Settles what a crashed (or voided) round left: claimed cash-outs and auto cash-outs at or below the
   * crash point are paid, the rest lose; in a voided round every stake goes back. Bets still being
   * debited are refused (rolled back) once the grace has passed. Returns how many remain.
   */
  async function settleRound(round: CrashRoundRow, now: number): Promise<number> {
    let remaining = 0;
    if (round.phase === 'crashed') {
      await repo.claimAutoCashouts(round.hash, formatMultiplier(round.crashPoint));
    }
    for (const bet of await repo.betsIn(round.hash, ['open', 'debited'])) {
      try {
        if (round.phase === 'void') {
          await rollback(bet);
          await repo.markVoid(bet.id);
        } else if (bet.state === 'open') {
          if (now - bet.createdAt.getTime() < timing.openGraceMs) {
            remaining++;
            continue;
          }
          await rollback(bet);
          await repo.markRefused(bet.id, ['open']);
        } else {
          await settleBet(bet, round.crashPoint);
        }
      } catch (error) {
        remaining++;
        warn('crash bet not settled yet', error, { bet: bet.id });
      }
    }
    return remaining;
  }

  /** Rounds a stop left behind with bets in play (older rounds than the current one included). */
  async function settleLeftovers(merchantId: number, gameId: bigint, now: number) {
    let remaining = 0;
    for (const round of await repo.roundsWithOpenBets(merchantId, gameId)) {
      if (round.phase === 'crashed' || round.phase === 'void') remaining += await settleRound(round, now);
    }
    return remaining;
  }

  return { payeeOf, settleBet, rollback, settleRound, settleLeftovers };
}

export type CrashSettlement = ReturnType<typeof createCrashSettlement>;
