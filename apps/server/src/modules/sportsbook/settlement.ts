import { formatMinor } from '@crupier/contract/money';
import type { SbLegResult, SbMarketType, SbSport } from '@crupier/contract/sportsbook';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountRow } from '@/modules/identity/repository';
import type { Merchant } from '@/modules/merchants/service';
import type { VendorRow } from '@/modules/vendors/repository';
import type { SeamlessWallet } from '@/modules/vendors/seamless-wallet';
import { type Final, legResult } from './markets';
import { betReturn, type Leg, resultWord } from './payout';
import type { SportsbookRepository } from './repository';

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
type SettleRow = {
  id: string;
  from: number;
  version: number;
  result: string;
  payout: bigint;
  delta: bigint;
  reason: string;
} & Partial<CreditTarget>;

type Deps = {
  repo: SportsbookRepository;
  seamless: SeamlessWallet;
  /** Merchant, vendor and game code of a bet's game (cached by the caller). */
  payee(merchantId: number, gameId: bigint): Promise<Payee>;
  /** The accounts a win of this member on this game is booked on, or null: the wallet's own credit pays it. */
  creditTarget(merchantId: number, gameId: bigint, account: AccountRow): Promise<CreditTarget | null>;
  onSettled?: (bets: { id: string; accountId: bigint }[]) => void;
};

/** Events settled together at most, when many results arrive at once. */
const MAX_EVENTS_PER_PASS = 64;
/**
 * Settlement passes in flight: two, so that one reads its bets while the other books (the booking
 * statements of two passes queue on their members' wallet rows anyway).
 */
const PASSES_IN_FLIGHT = 2;
/** Money moves in flight at once: the wallet's batcher groups them into set-based batches. */
const MOVE_CONCURRENCY = 512;

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
  // What this process is settling or moving now: the scheduler's sweep leaves those to their caller.
  const eventsInFlight = new Set<string>();
  const movesInFlight = new Set<string>();

  /**
   * Settles (or resettles) every bet on these events; returns how many bets got a new version.
   * Group commit: calls that arrive while a settlement runs wait for it and then settle together, so
   * concurrent results (several events finishing at once) cost one pass and one `sb_settle` call.
   */
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
      return await new Promise<number>((resolve, reject) => {
        waiting.push({ ids, now, log, resolve, reject });
        pump();
      });
    } finally {
      for (const id of ids) eventsInFlight.delete(id);
    }
  }

  type Waiting = {
    ids: string[];
    now: Date;
    log: FastifyBaseLogger | undefined;
    resolve: (settled: number) => void;
    reject: (error: unknown) => void;
  };
  const waiting: Waiting[] = [];
  let settling = 0;
  const countFor = (w: Waiting, byEvent: Map<string, Set<string>>) => {
    const bets = new Set<string>();
    for (const id of w.ids) for (const bet of byEvent.get(id) ?? []) bets.add(bet);
    return bets.size;
  };
  function pump() {
    if (settling >= PASSES_IN_FLIGHT || waiting.length === 0) return;
    settling++;
    const batch = waiting.splice(0, MAX_EVENTS_PER_PASS);
    const ids = [...new Set(batch.flatMap((w) => w.ids))];
    const now = batch.reduce((t, w) => (w.now > t ? w.now : t), batch[0]!.now);
    void (async () => {
      try {
        const byEvent = await settleEventsNow(ids, now, batch[0]!.log);
        for (const w of batch) w.resolve(countFor(w, byEvent));
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        else {
          // One bad call must not fail its neighbours: each goes alone and gets its own answer.
          for (const w of batch) {
            await settleEventsNow(w.ids, w.now, w.log).then((m) => w.resolve(countFor(w, m)), w.reject);
          }
        }
      } finally {
        settling--;
        pump();
      }
    })();
  }

  /** Settles these events now; returns, per event, the bets on it that got a new version. */
  async function settleEventsNow(
    eventIds: string[],
    now: Date,
    log?: FastifyBaseLogger,
  ): Promise<Map<string, Set<string>>> {
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
      // A win is booked by the settling statement itself, on the accounts the wallet's credit would use;
      // a correction's debit (a negative delta) goes through the wallet, which checks funds.
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
          if (!targets.has(key))
            targets.set(key, await deps.creditTarget(bet.merchantId, bet.gameId, account));
          Object.assign(row, targets.get(key) ?? {});
        }
      }
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
