import { formatMinor } from '@crupier/contract/money';
import type { SbLegResult, SbMarketType, SbSport } from '@crupier/contract/sportsbook';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Merchant } from '@/modules/merchants/service';
import type { SeamlessWallet } from '@/modules/vendors/seamless-wallet';
import type { VendorRow } from '@/modules/vendors/service';
import { type Final, legResult } from './markets';
import { betReturn, type Leg, resultWord } from './payout';
import type { EventRow, NewSettlement, SportsbookRepository } from './repository';
import { createSettleQueue } from './settle-queue';

export type Payee = { merchant: Merchant; vendor: VendorRow; gameCode: string };
/** Where the wallet's credit of a bet's win would book: the member's wallet and the vendor's sub-account. */
export type CreditTarget = {
  merchant: number;
  vendor: number;
  game: string;
  currency: string;
  account: bigint;
  wallet: bigint;
  house: bigint;
};
type SettleRow = NewSettlement & Partial<CreditTarget>;

type Deps = {
  repo: SportsbookRepository;
  seamless: SeamlessWallet;
  /** Merchant, vendor and game code of a bet's game (cached by the caller). */
  payee(merchantId: number, gameId: bigint): Promise<Payee>;
  /** The accounts a win of this member on this game is booked on, or null: the wallet's own credit pays it. */
  creditTarget(merchantId: number, gameId: bigint, account: AccountRow): Promise<CreditTarget | null>;
  onSettled?: (bets: { id: string; accountId: bigint }[]) => void;
};

/** Money moves in flight at once: the wallet's batcher groups them into set-based batches. */
const MOVE_CONCURRENCY = 512;

/** A new settlement version for each open or settled bet whose legs all have results and whose return changed. */
function settleRowsOf(
  bets: Awaited<ReturnType<SportsbookRepository['betsByIds']>>,
  legs: Awaited<ReturnType<SportsbookRepository['legsOf']>>,
  reason: string,
): SettleRow[] {
  const legsBy = new Map<string, Leg[]>();
  for (const leg of legs) {
    const list = legsBy.get(leg.betId) ?? [];
    legsBy.set(leg.betId, list);
    list[leg.idx] = { odds: leg.odds, result: leg.result as SbLegResult | null };
  }
  const rows: SettleRow[] = [];
  for (const bet of bets) {
    if (bet.state !== 'open' && bet.state !== 'settled') continue;
    const betLegs = legsBy.get(bet.id) ?? [];
    if (betLegs.length === 0 || betLegs.some((l) => !l || l.result === null)) continue;
    const payout = betReturn(
      { kind: bet.kind as 'single', systemK: bet.systemK, unitStake: bet.unitStake },
      betLegs,
    );
    if (bet.state === 'settled' && payout === bet.payout) continue;
    const delta = payout - (bet.state === 'settled' ? bet.payout : 0n);
    rows.push({
      id: bet.id,
      from: bet.settleVersion,
      version: bet.settleVersion + 1,
      result: resultWord(bet.stake, payout, betLegs),
      payout,
      delta,
      reason: bet.state === 'settled' ? 'resettle' : reason,
    });
  }
  return rows;
}

/** Puts on each winning row the accounts its credit books on (when the wallet's own credit does not pay it). */
async function assignCreditTargets(
  deps: Deps,
  bets: Awaited<ReturnType<SportsbookRepository['betsByIds']>>,
  rows: SettleRow[],
) {
  const { repo } = deps;
  const winners = new Map(bets.map((b) => [b.id, b]));
  const payees = rows.filter((r) => r.delta > 0n).map((r) => winners.get(r.id)!);
  if (payees.length > 0) {
    const accounts = new Map(
      (await repo.accountsByIds([...new Set(payees.map((b) => b.accountId))])).map((a) => [
        a.id,
        a as AccountRow,
      ]),
    );
    const targets = new Map<string, CreditTarget | null>();
    for (const row of rows) {
      if (row.delta <= 0n) continue;
      const bet = winners.get(row.id)!;
      const account = accounts.get(bet.accountId);
      if (!account) continue;
      const key = `${bet.merchantId}:${bet.gameId}:${bet.accountId}`;
      if (!targets.has(key)) targets.set(key, await deps.creditTarget(bet.merchantId, bet.gameId, account));
      Object.assign(row, targets.get(key) ?? {});
    }
  }
}

/** Each leg's result from its event (void, or by the final score); the legs whose result changed, and every bet touched. */
function legResultsOf(
  legs: Awaited<ReturnType<SportsbookRepository['legsOfEvents']>>,
  byId: Map<string, EventRow>,
) {
  const changed: { bet_id: string; idx: number; result: SbLegResult | null }[] = [];
  const touched = new Set<string>();
  for (const leg of legs) {
    const event = byId.get(leg.event_id);
    if (!event) continue;
    let result: SbLegResult | null = null;
    if (event.status === 'void') result = 'void';
    else if (event.result)
      result = legResult(
        event.sport as SbSport,
        leg.market as SbMarketType,
        leg.line,
        leg.outcome,
        event.result as Final,
      );
    touched.add(leg.bet_id);
    if (result !== leg.result) changed.push({ bet_id: leg.bet_id, idx: leg.idx, result });
  }
  return { changed, touched };
}

/** Moves one settlement version's money through the house wallet: a credit, or a debit taking a win back. */
async function moveMoney(
  deps: Deps,
  accounts: Map<bigint, AccountRow>,
  p: Awaited<ReturnType<SportsbookRepository['pendingMoves']>>[number],
) {
  const delta = BigInt(p.delta);
  if (delta !== 0n) {
    const payee = await deps.payee(p.merchant_id, BigInt(p.game_id));
    const account = accounts.get(BigInt(p.account_id));
    if (!account) throw new Error(`account ${p.account_id} not found`);
    const body = {
      transactionId: `sb:${p.bet_id}:s${p.version}`,
      roundId: p.bet_id,
      gameCode: payee.gameCode,
      amount: formatMinor(delta > 0n ? delta : -delta),
    };
    if (delta > 0n) await deps.seamless.house.credit(payee.vendor, payee.merchant, account, body);
    else await deps.seamless.house.debit(payee.vendor, payee.merchant, account, body);
  }
}

/**
 * Settlement, set-based: an event's result gives every leg on it its result in one statement; every
 * bet whose legs all have results gets its return computed exactly (bigint), and one call
 * (`sb_settle`, migration 0027) records every new version (guarded: a bet moved meanwhile is left to
 * the next pass) and books every positive difference (`delta` = its payout − the previous version's)
 * through the ledger as the seamless wallet's credit `sb:<bet>:s<version>` would, with its vendor
 * transaction. A negative difference (a correction taking a win back) moves through the seamless
 * wallet's debit under the same id, which checks the funds. A repeat never pays twice and a
 * resettlement moves only the difference.
 */
export function createSettlement(deps: Deps) {
  const { repo } = deps;
  // What this process is moving now: the scheduler's sweep leaves those to their caller.
  const movesInFlight = new Set<string>();

  const settleEvents = createSettleQueue(settleEventsNow);

  /** Settles these events now; returns, per event, the bets on it that got a new version. */
  async function settleEventsNow(
    eventIds: string[],
    now: Date,
    log?: FastifyBaseLogger,
  ): Promise<Map<string, Set<string>>> {
    const events = await repo.eventsByIds(eventIds);
    const byId = new Map(events.map((e) => [e.id, e]));
    const legs = await repo.legsOfEvents(eventIds);
    const { changed, touched } = legResultsOf(legs, byId);
    await repo.setLegResults(changed);
    const moved = new Set(await settleBetsNow([...touched], now, 'result'));
    await repo.markEventsSettled(events.map((e) => ({ id: e.id, version: e.resultVersion })));
    const byEvent = new Map<string, Set<string>>();
    for (const leg of legs) {
      if (!moved.has(leg.bet_id)) continue;
      const list = byEvent.get(leg.event_id) ?? new Set<string>();
      byEvent.set(leg.event_id, list);
      list.add(leg.bet_id);
    }
    log?.info({ events: eventIds.length, bets: moved.size }, 'sportsbook events settled');
    return byEvent;
  }

  /** Computes the return of each bet whose legs all have results, and records a version when it changed. */
  async function settleBets(betIds: string[], now: Date, reason: string): Promise<number> {
    return (await settleBetsNow(betIds, now, reason)).length;
  }

  async function settleBetsNow(betIds: string[], now: Date, reason: string): Promise<string[]> {
    const all: string[] = [];
    for (let i = 0; i < betIds.length; i += 20_000) {
      const ids = betIds.slice(i, i + 20_000);
      const [bets, legs] = await Promise.all([repo.betsByIds(ids), repo.legsOf(ids)]);
      const rows = settleRowsOf(bets, legs, reason);
      // A win is booked by the settling statement itself, on the accounts the wallet's credit would use;
      // a correction's debit (a negative delta) goes through the wallet, which checks funds.
      await assignCreditTargets(deps, bets, rows);
      rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      const moved = await repo.settle(rows, now);
      all.push(...moved.map((m) => m.id));
      if (moved.length > 0) {
        const waiting = moved.filter((m) => !m.paid).map((m) => m.id);
        if (waiting.length > 0) await applyMoves(now, waiting);
        const accountOf = new Map(bets.map((b) => [b.id, b.accountId]));
        deps.onSettled?.(moved.map((m) => ({ id: m.id, accountId: accountOf.get(m.id)! })));
      }
    }
    return all;
  }

  /**
   * Moves the money of settlement versions not applied yet (all, or these bets'): credits for a positive
   * delta, a debit for a negative one (a corrected result taking back a win). A refused move stays
   * pending for the next pass.
   */
  async function applyMoves(
    now: Date,
    betIds?: string[],
    log?: FastifyBaseLogger,
  ): Promise<{ applied: number; failed: number }> {
    let applied = 0;
    let failed = 0;
    const limit = betIds ? Math.max(1_000, betIds.length * 2) : 5_000;
    for (let i = 0; i < (betIds?.length ?? 1); i += 20_000) {
      const pending = (await repo.pendingMoves(limit, betIds?.slice(i, i + 20_000))).filter(
        (p) => !movesInFlight.has(`${p.bet_id}:${p.version}`),
      );
      if (pending.length === 0) continue;
      for (const p of pending) movesInFlight.add(`${p.bet_id}:${p.version}`);
      const accounts = new Map(
        (await repo.accountsByIds([...new Set(pending.map((p) => BigInt(p.account_id)))])).map((a) => [
          a.id,
          a as AccountRow,
        ]),
      );
      // One bet's versions go in order; different bets go at once.
      const byBet = new Map<string, typeof pending>();
      for (const p of pending) {
        const list = byBet.get(p.bet_id) ?? [];
        byBet.set(p.bet_id, list);
        list.push(p);
      }
      const queue = [...byBet.values()];
      const done: { bet_id: string; version: number }[] = [];
      const worker = async () => {
        for (let list = queue.pop(); list; list = queue.pop()) {
          for (const p of list) {
            try {
              await moveMoney(deps, accounts, p);
              done.push({ bet_id: p.bet_id, version: p.version });
              applied++;
            } catch (error) {
              failed++;
              log?.warn(
                { err: error, bet: p.bet_id, version: p.version },
                'sportsbook settlement move failed',
              );
              break; // the later versions of this bet wait for this one
            }
          }
        }
      };
      try {
        await Promise.all(Array.from({ length: Math.min(MOVE_CONCURRENCY, queue.length) }, worker));
        await repo.markApplied(done, now);
      } finally {
        for (const p of pending) movesInFlight.delete(`${p.bet_id}:${p.version}`);
      }
    }
    return { applied, failed };
  }

  return { settleEvents, settleBets, applyMoves };
}

export type Settlement = ReturnType<typeof createSettlement>;
