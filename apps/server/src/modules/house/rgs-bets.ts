import crypto from 'node:crypto';
import type { Db } from '@/db/client';
import { AppError } from '@/platform/app-error';
import { settleSingleStep, startMines } from './engines';
import { type BlackjackState, blackjackPayout, startBlackjack } from './engines/blackjack';
import { CARD_ROUNDS, isCardRound } from './engines/card-rounds';
import { FairStream } from './fairness';
import type { HouseRepository } from './repository';
import { createHouseRepository, type HouseRoundRow } from './repository';
import { MULTI_STEP, type RgsDeps } from './rgs-config';
import type { OpenRounds } from './rgs-open-rounds';
import type { Ctx, RgsParties } from './rgs-parties';
import type { RoundWallet } from './rgs-round-wallet';
import { canonicalJson, isRefusal, keyedRoundId } from './rgs-views';

/**
 * Draws the nonce and keeps the round in one transaction, deciding a single-step round's outcome
 * before any money moves.
 */
function drawRound(
  db: Db,
  ctx: Ctx,
  round: { id: string; engine: string; bet: bigint; params: Record<string, unknown> },
) {
  const { id: roundId, engine, bet, params } = round;
  const multiStep = MULTI_STEP.has(engine);
  return db.transaction(async (tx) => {
    const txRepo = createHouseRepository(tx as unknown as Db);
    const seeds = await txRepo.nextNonce(ctx.session.id);
    const stream = new FairStream(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
    const settlement = multiStep
      ? null
      : settleSingleStep(engine, stream, bet, params, ctx.game.game.variant);
    const openState =
      engine === 'mines'
        ? (startMines(stream, params) as unknown as Record<string, unknown>)
        : engine === 'blackjack'
          ? (startBlackjack(stream, bet) as unknown as Record<string, unknown>)
          : isCardRound(engine)
            ? CARD_ROUNDS[engine].start(stream, bet)
            : null;
    const round: HouseRoundRow = {
      id: roundId,
      sessionId: ctx.session.id,
      merchantId: ctx.merchant.id,
      accountId: ctx.account.id,
      gameId: ctx.session.gameId,
      engine,
      bet,
      win: 0n,
      params,
      outcome: openState,
      state: 'open',
      serverSeedHash: seeds.serverSeedHash,
      clientSeed: seeds.clientSeed,
      nonce: seeds.nonce,
      debitTx: null,
      creditTx: null,
      createdAt: new Date(),
      settledAt: null,
    };
    // The same key played at the same moment: the other call has it.
    if (!(await txRepo.insertRoundOnce(round))) throw new AppError('request_in_progress', 409);
    return { round, settlement };
  });
}

/** A new bet of a single-step or multi-step round: drawn, debited, and paid when it is over at once. */
export function createRgsBets(
  deps: RgsDeps,
  repo: HouseRepository,
  { answer }: RgsParties,
  { debit, pay, complete }: RoundWallet,
  { openRoundFor }: OpenRounds,
) {
  /** A bet retried under its idempotency key after its first answer was lost: the same round, finished. */
  async function retriedBet(ctx: Ctx, round: HouseRoundRow, bet: bigint, params: Record<string, unknown>) {
    if (
      round.accountId !== ctx.session.accountId ||
      round.gameId !== ctx.session.gameId ||
      round.bet !== bet ||
      canonicalJson(round.params) !== canonicalJson(params)
    ) {
      throw new AppError('idempotency_conflict', 409);
    }
    if (round.state === 'refused') {
      throw new AppError('conflict', 409, 'this bet was refused; place it again under a new key', {
        roundId: round.id,
      });
    }
    await complete(ctx, round);
    return answer(ctx, round.id);
  }

  async function placeBet(
    ctx: Ctx,
    engine: string,
    bet: bigint,
    params: Record<string, unknown>,
    key: string | undefined,
    askStakeGuard: () => unknown,
  ) {
    const multiStep = MULTI_STEP.has(engine);
    const roundId = key ? keyedRoundId(ctx.session.id, key) : crypto.randomUUID();
    if (key) {
      const earlier = await repo.round(roundId);
      // A retried bet is answered as it was: the limit its own stake used up does not refuse it.
      if (earlier) return retriedBet(ctx, earlier, bet, params);
    }
    await askStakeGuard();
    if (multiStep) {
      const open = await openRoundFor(ctx);
      if (open) throw new AppError('round_in_progress', 409, undefined, { roundId: open.id });
    }
    // The nonce is drawn and the round kept in one transaction, so a seed rotation (which checks for
    // rounds in play, then changes the seed only if no nonce was drawn since) never reveals the seed
    // of a round it did not see. The outcome is decided (and validated) before any money moves; a bet
    // the engine refuses draws no nonce.
    const { round, settlement } = await drawRound(deps.db, ctx, { id: roundId, engine, bet, params });
    try {
      await debit(ctx, round);
    } catch (error) {
      // A refusal moved nothing; any other failure may have: the round stays open for recovery.
      if (isRefusal(error)) await repo.updateRound(round.id, { state: 'refused', settledAt: new Date() });
      throw error;
    }
    if (settlement) await pay(ctx, round, settlement.win, settlement.outcome);
    // A blackjack dealt as a natural (or beaten by the dealer's) is over at once.
    const dealt = round.outcome as unknown as BlackjackState | null;
    if (engine === 'blackjack' && dealt?.phase === 'settled') {
      await pay(ctx, round, blackjackPayout(dealt), round.outcome!);
    }
    return answer(ctx, round.id);
  }

  return { placeBet };
}

export type RgsBets = ReturnType<typeof createRgsBets>;
