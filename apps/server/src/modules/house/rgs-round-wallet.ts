import { formatMinor } from '@crupier/contract/money';
import { settleSingleStep } from './engines';
import { type BlackjackState, blackjackPayout } from './engines/blackjack';
import { CARD_ROUNDS, isCardRound } from './engines/card-rounds';
import { FairStream } from './fairness';
import type { HouseRepository, HouseRoundRow } from './repository';
import { MULTI_STEP, type RgsDeps } from './rgs-config';
import type { Parties } from './rgs-parties';
import { isRefusal } from './rgs-views';

/** A blackjack (or card round) whose last step ended it, unpaid (the process stopped in between). */
export const dealtOut = (round: HouseRoundRow) =>
  round.state === 'debited' &&
  ((round.engine === 'blackjack' &&
    (round.outcome as unknown as BlackjackState | null)?.phase === 'settled') ||
    (isCardRound(round.engine) && !!round.outcome && CARD_ROUNDS[round.engine].settled(round.outcome)));

/** What a dealt-out multi-step round returns. */
export const dealtOutPayout = (round: HouseRoundRow) =>
  isCardRound(round.engine)
    ? CARD_ROUNDS[round.engine].payout(round.outcome!, round.bet)
    : blackjackPayout(round.outcome as unknown as BlackjackState);

/** A round's money through the seamless wallet: the bet, its rollback, the win, and completing a round. */
export function createRoundWallet(deps: RgsDeps, repo: HouseRepository) {
  async function debit(p: Parties, round: HouseRoundRow) {
    await deps.seamless.house.debit(p.vendor, p.merchant, p.account, {
      transactionId: `${round.id}:bet`,
      roundId: round.id,
      gameCode: p.game.game.gameCode,
      amount: formatMinor(round.bet),
    });
    await repo.updateRound(round.id, { state: 'debited', debitTx: `${round.id}:bet` });
  }

  /** Gives a round's stake back (or bars a debit still on its way): the round is void. */
  async function rollback(p: Parties, round: HouseRoundRow, outcome: Record<string, unknown> | null) {
    await deps.seamless.rollback(p.vendor, p.merchant, {
      playerId: String(round.accountId),
      transactionId: `${round.id}:bet`,
      roundId: round.id,
      gameCode: p.game.game.gameCode,
      amount: formatMinor(round.bet),
    });
    await repo.markVoid(round.id, outcome);
  }

  /** Settles a round: the win is credited under the round's one credit id, so it is never paid twice. */
  async function pay(p: Parties, round: HouseRoundRow, win: bigint, outcome: Record<string, unknown>) {
    if (win > 0n) {
      await deps.seamless.house.credit(p.vendor, p.merchant, p.account, {
        transactionId: `${round.id}:win`,
        roundId: round.id,
        gameCode: p.game.game.gameCode,
        amount: formatMinor(win),
      });
    }
    await repo.updateRound(round.id, {
      state: 'settled',
      win,
      outcome,
      creditTx: win > 0n ? `${round.id}:win` : null,
      settledAt: new Date(),
    });
  }

  /** The server seed a round drew from: its session's current one, or the revealed one after a rotation. */
  async function serverSeedOf(round: HouseRoundRow) {
    const session = await repo.session(round.sessionId);
    if (session && session.serverSeedHash === round.serverSeedHash) return session.serverSeed;
    return repo.revealed(round.serverSeedHash);
  }

  /**
   * Takes a round as far as its state allows: the bet (idempotent by its id; a refusal closes the
   * round as refused and is thrown), then a single-step round's payout from its seeds, or a dealt-out
   * blackjack's. An open mines or blackjack round stays open.
   */
  async function complete(p: Parties, round: HouseRoundRow): Promise<HouseRoundRow> {
    let current = round;
    if (current.state === 'open') {
      try {
        await debit(p, current);
      } catch (error) {
        if (isRefusal(error)) await repo.updateRound(current.id, { state: 'refused', settledAt: new Date() });
        throw error;
      }
      current = { ...current, state: 'debited' };
    }
    if (current.state !== 'debited') return current;
    if (!MULTI_STEP.has(current.engine)) {
      const serverSeed = await serverSeedOf(current);
      if (!serverSeed) throw new Error(`server seed of round ${current.id} not found`);
      const settlement = settleSingleStep(
        current.engine,
        new FairStream(serverSeed, current.clientSeed, current.nonce),
        current.bet,
        current.params,
        p.game.game.variant,
      );
      await pay(p, current, settlement.win, settlement.outcome);
    } else if (dealtOut(current)) {
      await pay(p, current, dealtOutPayout(current), current.outcome!);
    }
    return (await repo.round(current.id))!;
  }

  return { debit, rollback, pay, complete };
}

export type RoundWallet = ReturnType<typeof createRoundWallet>;
