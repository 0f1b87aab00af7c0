import { formatMinor } from '@crupier/contract/money';
import type { SbLegResult, SbMarketType, SbSport } from '@crupier/contract/sportsbook';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountRow } from '../identity/repository';
import type { Merchant } from '../merchants/service';
import type { VendorRow } from '../vendors/repository';
import type { SeamlessWallet } from '../vendors/seamless-wallet';
import { type Final, legResult } from './markets';
import { betReturn, type Leg, resultWord } from './payout';
import type { SportsbookRepository } from './repository';

export type Payee = { merchant: Merchant; vendor: VendorRow; gameCode: string };

type Deps = {
  repo: SportsbookRepository;
  seamless: SeamlessWallet;
  /** Merchant, vendor and game code of a bet's game (cached by the caller). */
  payee(merchantId: number, gameId: bigint): Promise<Payee>;
  onSettled?: (bets: { id: string; accountId: bigint }[]) => void;
};

/** Money moves in flight at once: the wallet's batcher groups them into set-based batches. */
const MOVE_CONCURRENCY = 512;

/**
 * Settlement, set-based: an event's result gives every leg on it its result in one statement; every
 * bet whose legs all have results gets its return computed exactly (bigint) and a new settlement
 * version in one guarded statement (a bet moved meanwhile is left to the next pass); each version's
 * money (`delta` = its payout − the previous version's) then moves through the seamless wallet under
 * the transaction id `sb:<bet>:s<version>`, so a repeat never pays twice and a resettlement moves only
 * the difference.
 */
export function createSettlement(deps: Deps) {
  const { repo } = deps;
  // What this process is settling or moving now: the scheduler's sweep leaves those to their caller.
  const eventsInFlight = new Set<string>();
  const movesInFlight = new Set<string>();

  /** Settles (or resettles) every bet on these events; returns how many bets got a new version. */
  async function settleEvents(
    eventIds: string[],
    now: Date,
    log?: FastifyBaseLogger,
    options: { skipInFlight?: boolean } = {},
  ): Promise<number> {
    const ids = options.skipInFlight ? eventIds.filter((id) => !eventsInFlight.has(id)) : eventIds;
    if (ids.length === 0) return 0;
    for (const id of ids) eventsInFlight.add(id);
    try {
      return await settleEventsNow(ids, now, log);
    } finally {
      for (const id of ids) eventsInFlight.delete(id);
    }
  }

  async function settleEventsNow(eventIds: string[], now: Date, log?: FastifyBaseLogger): Promise<number> {
    const events = await repo.eventsByIds(eventIds);
    const byId = new Map(events.map((e) => [e.id, e]));
    const legs = await repo.legsOfEvents(eventIds);
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
    await repo.setLegResults(changed);
    const settled = await settleBets([...touched], now, 'result');
    await repo.markEventsSettled(events.map((e) => ({ id: e.id, version: e.resultVersion })));
    log?.info({ events: eventIds.length, bets: settled }, 'sportsbook events settled');
    return settled;
  }

  /** Computes the return of each bet whose legs all have results, and records a version when it changed. */
  async function settleBets(betIds: string[], now: Date, reason: string): Promise<number> {
    let total = 0;
    for (let i = 0; i < betIds.length; i += 20_000) {
      const ids = betIds.slice(i, i + 20_000);
      const [bets, legs] = await Promise.all([repo.betsByIds(ids), repo.legsOf(ids)]);
      const legsBy = new Map<string, Leg[]>();
      for (const leg of legs) {
        const list = legsBy.get(leg.betId) ?? [];
        legsBy.set(leg.betId, list);
        list[leg.idx] = { odds: leg.odds, result: leg.result as SbLegResult | null };
      }
      const rows = [];
      for (const bet of bets) {
        if (bet.state !== 'open' && bet.state !== 'settled') continue;
        const betLegs = legsBy.get(bet.id) ?? [];
        if (betLegs.length === 0 || betLegs.some((l) => !l || l.result === null)) continue;
        const payout = betReturn(
          { kind: bet.kind as 'single', systemK: bet.systemK, unitStake: bet.unitStake },
          betLegs,
        );
        if (bet.state === 'settled' && payout === bet.payout) continue;
        rows.push({
          id: bet.id,
          from: bet.settleVersion,
          version: bet.settleVersion + 1,
          state: 'settled',
          result: resultWord(bet.stake, payout, betLegs),
          payout,
          delta: payout - (bet.state === 'settled' ? bet.payout : 0n),
          reason: bet.state === 'settled' ? 'resettle' : reason,
        });
      }
      const moved = await repo.settle(rows, now);
      total += moved.length;
      if (moved.length > 0) {
        await applyMoves(now, moved);
        const accountOf = new Map(bets.map((b) => [b.id, b.accountId]));
        deps.onSettled?.(moved.map((id) => ({ id, accountId: accountOf.get(id)! })));
      }
    }
    return total;
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
