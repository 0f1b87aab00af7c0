import { formatMinor } from '@crupier/contract/money';
import { ledgerError } from '@/modules/ledger/errors';
import { retryConflicts } from '@/modules/ledger/retry';
import { AppError } from '@/platform/app-error';
import { timeOrderedId } from '@/platform/time-ordered-id';
import type { BetRows, BetToPlace } from './bet-queries';
import { type BetViews, betView } from './bet-views';
import { type Book, marginOf } from './book';
import type { Contexts, SessionCtx } from './contexts';
import { createGroupCommit } from './group-commit';
import { marketId, oddsText } from './markets';
import { combinedOdds } from './payout';
import {
  type PlaceInput,
  type PricedLeg,
  parseSelections,
  priceLegs,
  stakeOf,
  systemKOf,
} from './placement-checks';
import { createPlacementEvents } from './placement-events';
import type { SportsbookRepository } from './repository';
import type { SettingsOf } from './settings';
import type { Settlement } from './settlement';
import type { SportsbookDeps } from './sportsbook-config';

/** The bet's columns as placed (its state aside): what its insert writes and its answer shows. */
function placedBet(
  betId: string,
  ctx: SessionCtx,
  input: PlaceInput,
  systemK: number | null,
  stake: ReturnType<typeof stakeOf>,
  legs: PricedLeg[],
  now: Date,
) {
  return {
    id: betId,
    merchantId: ctx.merchant.id,
    accountId: ctx.account.id,
    sessionId: ctx.session.id,
    gameId: ctx.session.gameId,
    kind: input.kind,
    systemK,
    stake: stake.stake,
    unitStake: stake.unitStake,
    lines: stake.lines,
    odds: combinedOdds(legs.map((l) => l.odds)),
    potentialWin: stake.potentialWin,
    createdAt: now,
  };
}
type PlacedBet = ReturnType<typeof placedBet>;

/** The bet's betting-record round (engine `sportsbook`). */
function recordRound(bet: PlacedBet, input: PlaceInput, legs: PricedLeg[]) {
  return {
    id: bet.id,
    sessionId: bet.sessionId,
    merchantId: bet.merchantId,
    accountId: bet.accountId,
    gameId: bet.gameId,
    engine: 'sportsbook',
    bet: bet.stake,
    params: {
      kind: input.kind,
      system: input.system ?? null,
      selections: legs.map((l) => ({ outcomeId: l.outcomeId, odds: oddsText(l.odds) })),
    },
    outcome: null,
    // Shown in the betting record from the start; a refused stake marks it refused in the same statement.
    state: 'debited',
    debitTx: `sb:${bet.id}:stake`,
    serverSeedHash: `sb:${bet.id}`,
    clientSeed: '',
    nonce: 0,
    createdAt: bet.createdAt,
  };
}

/** Bet placement: checked, priced at the book's odds, then written open with its stake's debit (ADR 033). */
export function createPlacement(
  deps: SportsbookDeps,
  repo: SportsbookRepository,
  book: Book,
  settlement: Settlement,
  parts: Pick<Contexts, 'context' | 'languageOf'> &
    Pick<BetViews, 'cashoutOffer'> & { settingsOf: SettingsOf },
  start: () => void,
) {
  const eventsForPlacement = createPlacementEvents(repo);
  // Bets placed at the same moment are written, and their stakes debited, together: one statement.
  const placeDebited = createGroupCommit({
    run: (items: BetToPlace[]) => retryConflicts(() => repo.placeDebited(items)),
    runOne: async (item: BetToPlace) => (await retryConflicts(() => repo.placeDebited([item])))[0]!,
    maxBatch: 64,
  });

  /**
   * Writes the bet open with its legs and round and debits its stake, in one transaction: if its
   * events and markets still take bets, and the stake is taken (a refusal writes the bet refused).
   */
  async function writeDebited(ctx: SessionCtx, bet: PlacedBet, input: PlaceInput, legs: PricedLeg[]) {
    const debit = await deps.seamless.house.prepareDebit(ctx.payee.vendor, ctx.merchant, ctx.account, {
      transactionId: `sb:${bet.id}:stake`,
      roundId: bet.id,
      gameCode: ctx.payee.gameCode,
      amount: formatMinor(bet.stake),
    });
    const rows: BetRows = {
      bet: { ...bet, state: 'open' },
      legs: legs.map((l) => ({ ...l, betId: bet.id })),
      round: recordRound(bet, input, legs),
      marketIds: legs.map((l) => marketId(l.eventId, { type: l.market, line: l.line })),
    };
    const result = await placeDebited({ bet: rows, move: debit.move }).catch((error: unknown) =>
      Promise.reject(ledgerError(error)),
    );
    if (result.outcome === 'suspended')
      throw new AppError('market_suspended', 409, undefined, { outcomeIds: legs.map((l) => l.outcomeId) });
    return debit.answer(result);
  }

  async function place(input: PlaceInput) {
    const ctx = await parts.context(input.sessionId);
    start();
    const systemK = systemKOf(input);
    const parsed = parseSelections(input.selections);
    const events = await eventsForPlacement(parsed.map((p) => p.eventId));
    const { limits, margins } = await parts.settingsOf(ctx.merchant.id);
    const now = deps.clock.now();
    const legs = priceLegs(book, parsed, events, margins, now, input.acceptOdds);
    const stake = stakeOf(input, systemK, legs, limits);
    await deps.stakeGuard?.beforeStake({
      merchantId: ctx.merchant.id,
      accountId: ctx.account.id,
      amount: stake.stake,
    });
    const bet = placedBet(timeOrderedId(), ctx, input, systemK, stake, legs, now);
    const debited = await writeDebited(ctx, bet, input, legs);
    // An event may have ended while the stake was debited: such a bet settles now.
    if (legs.some((l) => ['ended', 'void'].includes(events.get(l.eventId)?.status ?? ''))) {
      await settlement.settleEvents([...new Set(legs.map((l) => l.eventId))], now);
    }
    // The answer is built from what this call already holds (no read-back).
    const row = { ...bet, state: 'open', result: null, payout: 0n, settleVersion: 0, settledAt: null };
    const legRows = legs.map((l) => ({ ...l, betId: bet.id, result: null }));
    const offer = parts.cashoutOffer(row, legRows, events, (s) => marginOf(margins, s), now);
    return {
      bet: betView(row, legRows, events, parts.languageOf(ctx), offer),
      balance: debited.balance,
    };
  }

  return { place };
}
