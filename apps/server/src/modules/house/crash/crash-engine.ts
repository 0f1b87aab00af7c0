import crypto from 'node:crypto';
import {
  DEFAULT_GROWTH_PER_MS,
  flightMs,
  formatMultiplier,
  multiplierAt,
  parseMultiplier,
  type TCrashHistoryEntry,
  type TCrashMyBet,
  type TCrashPlayer,
  type TCrashRound,
  type TCrashState,
  ZCrashBetParams,
} from '@crupier/contract/crash';
import { formatMinor } from '@crupier/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '@/db/client';
import { createHouseRepository } from '@/modules/house/repository';
import type { AccountRow } from '@/modules/identity/repository';
import { maskName } from '@/modules/lobby/service';
import type { Merchant } from '@/modules/merchants/service';
import type { VendorRow } from '@/modules/vendors/repository';
import type { SeamlessWallet } from '@/modules/vendors/seamless-wallet';
import { AppError } from '@/platform/app-error';
import { cashoutWin, chainRoundSeed, crashPointOf, newChain, sha256 } from './crash-fairness';
import { type CrashBetRow, type CrashGameRow, type CrashRoundRow, createCrashRepository } from './repository';

/** How the round loop is timed; every figure is injectable (tests run rounds in milliseconds). */
export type CrashTiming = {
  /** How long each round takes bets. */
  bettingMs: number;
  /** The pause after a crash before the next round opens. */
  pauseMs: number;
  /** How often the loop looks at a flight (auto cash-outs are paid at these ticks, at their target). */
  tickMs: number;
  /** The curve: m(t) = e^(growthPerMs·t). */
  growthPerMs: number;
  /** The leader's lease on a game's loop; another instance takes over once it runs out. */
  leaseMs: number;
  /** How often an instance that is not the leader checks whether the lease is free. */
  followerPollMs: number;
  /** After betting closes, how long the loop waits for bets still being debited before refusing them. */
  openGraceMs: number;
  /** A round whose betting closed longer ago than this (the server was down) is voided and refunded. */
  staleMs: number;
  /** With nobody watching and no call for this long, an instance stops running the game's loop. */
  idleMs: number;
  /** Rounds per hash chain. */
  chainLength: number;
  /** Tests: no timers; `step()` advances the rounds. */
  manual: boolean;
};

export const DEFAULT_CRASH_TIMING: CrashTiming = {
  bettingMs: 5_000,
  pauseMs: 3_000,
  tickMs: 100,
  growthPerMs: DEFAULT_GROWTH_PER_MS,
  leaseMs: 6_000,
  followerPollMs: 1_000,
  openGraceMs: 2_000,
  staleMs: 30_000,
  idleMs: 60_000,
  chainLength: 10_000,
  manual: false,
};

const HISTORY = 20;
const CHANNEL = 'crash_events';
/** A loop never sleeps longer than this, so its lease is renewed in time. */
const MAX_SLEEP_MS = 1_000;

/** Who a bet belongs to, resolved for the wallet (the player's session may have expired by then). */
export type Payee = { merchant: Merchant; account: AccountRow; vendor: VendorRow; gameCode: string };
/** A player's call, as the RGS resolved it from the game session. */
export type PlayerCtx = Payee & { session: { id: string; gameId: bigint } };

type Deps = {
  db: Db;
  seamless: SeamlessWallet;
  /** Resolves the merchant, account, vendor and game code of a bet (by ids, no live session needed). */
  payee: (bet: { merchantId: number; accountId: bigint; gameId: bigint }) => Promise<Payee>;
  /** Database notifications: events reach every instance's sockets. Absent: this instance only. */
  listen?: Database['listen'] | undefined;
  log?: FastifyBaseLogger | undefined;
  timing?: Partial<CrashTiming> | undefined;
};

type StepResult = { delay: number; quiet: boolean; leader: boolean };
type Loop = {
  key: string;
  merchantId: number;
  gameId: bigint;
  timer: ReturnType<typeof setTimeout> | undefined;
  running: Promise<unknown> | undefined;
  lastInterest: number;
};
type Notice =
  | { m: number; g: string; e: 'round' }
  | { m: number; g: string; e: 'bet' | 'cashout'; roundId: string; player: TCrashPlayer };

const keyOf = (merchantId: number, gameId: bigint) => `${merchantId}:${gameId}`;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

type BetOutcome = {
  crashRoundId: string;
  roundNo: number;
  autoCashout: string | null;
  cashout?: string | null;
  crashPoint?: string;
};
const outcomeOf = (bet: CrashBetRow) => (bet.outcome ?? {}) as unknown as BetOutcome;

/**
 * Crash: one shared round loop per merchant and game (betting → flying → crashed → next), bets and
 * cash-outs through the seamless wallet, crash points from a hash chain (crash-fairness.ts).
 *
 * Every phase change is a conditional update on the database clock, and every payment has a fixed
 * wallet transaction id, so the loop is safe to run anywhere; a lease in `crash_games` makes one
 * instance (the leader) run each game's loop, the others take over when the lease runs out. Loops
 * start on demand (a session, a state read, a subscriber) and stop when nobody has looked for a while.
 */
export function createCrashEngine(deps: Deps) {
  const repo = createCrashRepository(deps.db);
  const house = createHouseRepository(deps.db);
  const timing: CrashTiming = { ...DEFAULT_CRASH_TIMING, ...deps.timing };
  const instanceId = crypto.randomUUID();
  const loops = new Map<string, Loop>();
  const watchers = new Map<string, Set<(message: string) => void>>();
  /** Leases this instance holds: when it last renewed each (its own clock). */
  const leases = new Map<string, { at: number; merchantId: number; gameId: bigint }>();
  const broadcasts = new Map<string, Promise<void>>();
  /** Per game: the lowest auto cash-out target still waiting in the flight (null: none). */
  const nextAuto = new Map<string, { roundId: string; target: number | null }>();
  let stopped = false;
  let listening: Promise<(() => Promise<void>) | null> | undefined;

  const warn = (message: string, error: unknown, extra: Record<string, unknown> = {}) =>
    deps.log?.warn({ err: error, ...extra }, message);

  // ——— events ———

  function startListening() {
    listening ??= deps.listen
      ? deps
          .listen(CHANNEL, (payload) => deliver(payload))
          .catch((error: unknown) => {
            warn('crash events: cannot listen, this instance only', error);
            return null;
          })
      : Promise.resolve(null);
    return listening;
  }

  async function publish(notice: Notice) {
    const payload = JSON.stringify(notice);
    if (await startListening()) {
      await repo.notify(CHANNEL, payload).catch((error: unknown) => warn('crash event lost', error));
    } else {
      deliver(payload);
    }
  }

  function deliver(payload: string) {
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch {
      return;
    }
    const key = `${notice.m}:${notice.g}`;
    const set = watchers.get(key);
    if (!set || set.size === 0) return;
    if (notice.e === 'round') {
      // One snapshot per instance and phase change, sent in order.
      const previous = broadcasts.get(key) ?? Promise.resolve();
      const next = previous
        .then(async () => {
          const message = JSON.stringify(await roundMessage(notice.m, BigInt(notice.g)));
          for (const send of watchers.get(key) ?? []) send(message);
        })
        .catch((error: unknown) => warn('crash snapshot failed', error));
      broadcasts.set(key, next);
      return;
    }
    const message = JSON.stringify({
      type: 'crash',
      event: notice.e,
      roundId: notice.roundId,
      player: notice.player,
    });
    for (const send of set) send(message);
  }

  // ——— views ———

  function playerView(bet: CrashBetRow, username: string): TCrashPlayer {
    const outcome = outcomeOf(bet);
    const cashout = outcome.cashout ? parseMultiplier(outcome.cashout) : null;
    return {
      id: bet.id,
      player: maskName(username),
      bet: formatMinor(bet.bet),
      cashout: outcome.cashout ?? null,
      win:
        cashout !== null
          ? formatMinor(cashoutWin(bet.bet, cashout))
          : bet.state === 'settled'
            ? '0.00'
            : null,
      state: cashout !== null ? 'cashed' : bet.state === 'settled' ? 'lost' : 'playing',
    };
  }

  async function roundView(round: CrashRoundRow, now: number): Promise<TCrashRound> {
    const over = round.phase === 'crashed';
    const players = await repo.playersOf(round.hash);
    return {
      roundId: round.id,
      roundNo: round.roundNo,
      phase: round.phase as TCrashRound['phase'],
      hash: round.hash,
      salt: round.salt,
      bettingEndsAt: round.bettingEndsAt.toISOString(),
      startedAt: iso(round.startedAt),
      crashedAt: over ? iso(round.crashedAt) : null,
      crashPoint: over ? formatMultiplier(round.crashPoint) : null,
      seed: over ? round.seed : null,
      growthPerMs: timing.growthPerMs,
      serverTime: new Date(now).toISOString(),
      players: players.map((p) => playerView(p.bet, p.username)),
    };
  }

  async function history(merchantId: number, gameId: bigint): Promise<TCrashHistoryEntry[]> {
    return (await repo.history(merchantId, gameId, HISTORY)).map((r) => ({
      roundId: r.id,
      roundNo: r.roundNo,
      crashPoint: formatMultiplier(r.crashPoint),
      hash: r.hash,
      seed: r.seed,
    }));
  }

  async function roundMessage(merchantId: number, gameId: bigint) {
    const { round, now } = await repo.latest(merchantId, gameId);
    return {
      type: 'crash',
      event: 'round',
      round: round ? await roundView(round, now) : null,
      history: await history(merchantId, gameId),
    };
  }

  function myBetView(bet: CrashBetRow): TCrashMyBet {
    const outcome = outcomeOf(bet);
    return {
      roundId: bet.id,
      crashRoundId: outcome.crashRoundId,
      bet: formatMinor(bet.bet),
      autoCashout: outcome.autoCashout ?? null,
      cashout: outcome.cashout ?? null,
      win: formatMinor(bet.win),
      state: bet.state,
    };
  }

  // ——— the chain ———

  const known = new Set<string>();
  async function gameRow(merchantId: number, gameId: bigint): Promise<CrashGameRow> {
    const found = await repo.game(merchantId, gameId);
    known.add(keyOf(merchantId, gameId));
    if (found) return found;
    await repo.insertGame({ merchantId, gameId, ...newChain(timing.chainLength) });
    return (await repo.game(merchantId, gameId))!;
  }

  /** Opens the next round from the chain (a new chain when this one is used up). */
  async function openNext(game: CrashGameRow) {
    const fresh = game.chainIndex >= game.chainLength ? newChain(timing.chainLength) : null;
    const chain = fresh ?? game;
    const chainIndex = fresh ? 1 : game.chainIndex + 1;
    const seed = chainRoundSeed(chain.chainSeed, chain.chainLength, chainIndex);
    return repo.openRound(
      game,
      {
        id: crypto.randomUUID(),
        ...(fresh ? { chain: fresh } : {}),
        chainIndex,
        hash: sha256(seed),
        seed,
        salt: chain.salt,
        crashPoint: crashPointOf(seed, chain.salt),
      },
      timing.bettingMs,
    );
  }

  // ——— money ———

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

  // ——— the loop ———

  async function holdLease(merchantId: number, gameId: bigint, key: string) {
    const renewed = leases.get(key);
    if (renewed && Date.now() - renewed.at < timing.leaseMs / 3) return true;
    const held = await repo.lease(merchantId, gameId, instanceId, timing.leaseMs);
    if (held) leases.set(key, { at: Date.now(), merchantId, gameId });
    else leases.delete(key);
    return held;
  }

  /** One move of a game's round loop: whatever is due now. Returns when to look again. */
  async function step(merchantId: number, gameId: bigint): Promise<StepResult> {
    const key = keyOf(merchantId, gameId);
    if (!known.has(key)) await gameRow(merchantId, gameId);
    if (!(await holdLease(merchantId, gameId, key))) {
      return { delay: timing.followerPollMs, quiet: true, leader: false };
    }
    const { round, now } = await repo.latest(merchantId, gameId);

    if (!round || round.phase === 'crashed' || round.phase === 'void') {
      const since = round
        ? now - (round.crashedAt ?? round.bettingEndsAt).getTime()
        : Number.POSITIVE_INFINITY;
      if (round && since < timing.pauseMs) {
        return { delay: timing.pauseMs - since, quiet: true, leader: true };
      }
      await settleLeftovers(merchantId, gameId, now);
      if (await openNext(await gameRow(merchantId, gameId))) {
        await publish({ m: merchantId, g: String(gameId), e: 'round' });
      }
      // A round is open now: the loop plays it out even if nobody is watching any more.
      return { delay: timing.bettingMs, quiet: false, leader: true };
    }

    if (round.phase === 'betting') {
      const end = round.bettingEndsAt.getTime();
      if (now < end) return { delay: end - now, quiet: false, leader: true };
      if (now - end > timing.staleMs) {
        // The server was down through this round's start: nobody saw it fly; every stake goes back.
        await repo.voidRound(round.id);
        await settleRound({ ...round, phase: 'void' }, now);
        await publish({ m: merchantId, g: String(gameId), e: 'round' });
        return { delay: 0, quiet: false, leader: true };
      }
      await repo.barrier(round.id);
      const open = await repo.betsIn(round.hash, ['open']);
      if (open.length > 0 && now - end < timing.openGraceMs) return { delay: 20, quiet: false, leader: true };
      for (const bet of open) {
        try {
          await rollback(bet);
          await repo.markRefused(bet.id, ['open']);
        } catch (error) {
          warn('crash bet could not be refused', error, { bet: bet.id });
        }
      }
      const flight = flightMs(round.crashPoint, timing.growthPerMs);
      if (await repo.startFlight(round.id, flight)) {
        await publish({ m: merchantId, g: String(gameId), e: 'round' });
      }
      return { delay: Math.min(timing.tickMs, flight), quiet: false, leader: true };
    }

    // Flying.
    const crashAt = round.crashAt!.getTime();
    if (now >= crashAt) {
      await repo.crash(round.id);
      await house.reveal(round.hash, round.seed);
      const left = await settleRound({ ...round, phase: 'crashed' }, now);
      nextAuto.delete(key);
      await publish({ m: merchantId, g: String(gameId), e: 'round' });
      return { delay: timing.pauseMs, quiet: left === 0, leader: true };
    }
    // Auto cash-outs are paid as the flight passes their targets; the loop wakes for the lowest one.
    const startedAt = round.startedAt!.getTime();
    const reached = multiplierAt(now - startedAt, timing.growthPerMs);
    const cached = nextAuto.get(key);
    let target = cached?.roundId === round.id ? cached.target : await repo.lowestAutoCashout(round.hash);
    if (target !== null && target <= reached) {
      for (const bet of await repo.claimAutoCashouts(round.hash, formatMultiplier(reached))) {
        await paid(bet, round);
      }
      target = await repo.lowestAutoCashout(round.hash);
    }
    nextAuto.set(key, { roundId: round.id, target });
    const wake =
      target === null ? crashAt : Math.min(crashAt, startedAt + flightMs(target, timing.growthPerMs));
    return { delay: Math.min(timing.tickMs, Math.max(0, wake - now)), quiet: false, leader: true };
  }

  /** Pays a claimed cash-out during the flight and tells every player. */
  async function paid(bet: CrashBetRow, round: CrashRoundRow) {
    try {
      const settled = (await settleBet(bet, null)) ?? bet;
      const username = (await payeeOf(bet)).account.username;
      await publish({
        m: round.merchantId,
        g: String(round.gameId),
        e: 'cashout',
        roundId: round.id,
        player: playerView(settled, username),
      });
    } catch (error) {
      // Claimed, so the crash settles it.
      warn('crash cash-out not paid yet', error, { bet: bet.id });
    }
  }

  function schedule(loop: Loop, delay: number) {
    if (stopped) return;
    loop.timer = setTimeout(() => void run(loop), Math.max(0, Math.min(delay, MAX_SLEEP_MS)));
    loop.timer.unref?.();
  }

  async function run(loop: Loop) {
    loop.timer = undefined;
    if (stopped) return;
    const work = step(loop.merchantId, loop.gameId).catch((error: unknown): StepResult => {
      warn('crash loop step failed', error, { game: loop.key });
      return { delay: MAX_SLEEP_MS, quiet: false, leader: false };
    });
    loop.running = work;
    const result = await work;
    loop.running = undefined;
    if (stopped) return;
    const watched = (watchers.get(loop.key)?.size ?? 0) > 0;
    if (result.quiet && !watched && Date.now() - loop.lastInterest > timing.idleMs) {
      loops.delete(loop.key);
      leases.delete(loop.key);
      if (result.leader) await repo.release(loop.merchantId, loop.gameId, instanceId).catch(() => undefined);
      return;
    }
    schedule(loop, result.delay);
  }

  /** Someone is interested in the game: make sure its loop runs on this instance. */
  function ensure(merchantId: number, gameId: bigint) {
    if (stopped) return;
    const key = keyOf(merchantId, gameId);
    const existing = loops.get(key);
    if (existing) {
      existing.lastInterest = Date.now();
      return;
    }
    if (timing.manual) return;
    const loop: Loop = {
      key,
      merchantId,
      gameId,
      timer: undefined,
      running: undefined,
      lastInterest: Date.now(),
    };
    loops.set(key, loop);
    void startListening().then(() => schedule(loop, 0));
  }

  // ——— players' calls ———

  async function current(ctx: PlayerCtx) {
    ensure(ctx.merchant.id, ctx.session.gameId);
    await startListening();
    return repo.latest(ctx.merchant.id, ctx.session.gameId);
  }

  return {
    timing,
    step,
    ensure,

    /** Sets timings (tests, before the first round). */
    configure(patch: Partial<CrashTiming>) {
      Object.assign(timing, patch);
    },

    /** What a new session shows as its fairness: the current round's hash, the salt and round number. */
    async fairness(merchantId: number, gameId: bigint) {
      ensure(merchantId, gameId);
      const game = await gameRow(merchantId, gameId);
      const { round } = await repo.latest(merchantId, gameId);
      if (round && (round.phase === 'betting' || round.phase === 'flying')) {
        return { serverSeedHash: round.hash, clientSeed: round.salt, nonce: round.roundNo };
      }
      return { serverSeedHash: game.chainCommitment, clientSeed: game.salt, nonce: game.roundNo };
    },

    /**
     * A bet in the betting phase (a bet during the flight is refused with `betting_closed`: it does
     * not carry over to the next round). One bet per player and round; the stake is debited through
     * the seamless wallet like every house game. Returns the RGS round id of the bet.
     */
    async bet(ctx: PlayerCtx, stake: bigint, params: Record<string, unknown>): Promise<string> {
      const parsed = ZCrashBetParams.safeParse(params);
      if (!parsed.success) throw new AppError('invalid_input', 400, parsed.error.issues[0]?.message);
      const autoCashout = parsed.data.autoCashout ? formatMultiplier(parsed.data.autoCashout) : null;
      const { round, now } = await current(ctx);
      if (round?.phase !== 'betting' || now >= round.bettingEndsAt.getTime()) {
        throw new AppError('betting_closed', 409, undefined, { phase: round?.phase ?? null });
      }
      const id = crypto.randomUUID();
      const placed = await repo.insertBet(round, {
        id,
        sessionId: ctx.session.id,
        merchantId: ctx.merchant.id,
        accountId: ctx.account.id,
        gameId: ctx.session.gameId,
        engine: 'crash',
        bet: stake,
        params: autoCashout ? { autoCashout } : {},
        outcome: { crashRoundId: round.id, roundNo: round.roundNo, autoCashout } satisfies BetOutcome,
        state: 'open',
        serverSeedHash: round.hash,
        clientSeed: round.salt,
        nonce: round.roundNo,
      });
      if (!placed) {
        const existing = await repo.betOf(round.hash, ctx.account.id);
        if (existing && existing.state !== 'refused') throw new AppError('bet_already_placed', 409);
        throw new AppError('betting_closed', 409);
      }
      const row = (await repo.bet(id))!;
      try {
        await deps.seamless.house.debit(ctx.vendor, ctx.merchant, ctx.account, {
          transactionId: `${id}:bet`,
          roundId: id,
          gameCode: ctx.gameCode,
          amount: formatMinor(stake),
        });
      } catch (error) {
        // A refusal moved nothing; anything else may have: the rollback gives it back (or bars it).
        if (!(error instanceof AppError && error.status < 500)) {
          await rollback(row).catch(() => undefined);
        }
        await repo.markRefused(id, ['open']);
        throw error;
      }
      if (!(await repo.markDebited(id))) throw new AppError('betting_closed', 409);
      await publish({
        m: ctx.merchant.id,
        g: String(ctx.session.gameId),
        e: 'bet',
        roundId: round.id,
        player: playerView({ ...row, state: 'debited' }, ctx.account.username),
      });
      return id;
    },

    /**
     * Cashes out the player's bet at the multiplier the flight has reached on the server's clock
     * (never the client's), or at the auto cash-out target if the flight already passed it.
     */
    async cashout(ctx: PlayerCtx): Promise<string> {
      const { round, now } = await current(ctx);
      const bet = round ? await repo.betOf(round.hash, ctx.account.id) : undefined;
      if (!round || !bet || bet.state === 'refused' || bet.state === 'void' || bet.state === 'open') {
        throw new AppError('no_open_bet', 409);
      }
      if (outcomeOf(bet).cashout) throw new AppError('already_cashed_out', 409);
      if (round.phase === 'betting') throw new AppError('round_not_started', 409);
      if (bet.state !== 'debited' || round.phase !== 'flying' || now >= round.crashAt!.getTime()) {
        throw new AppError('round_crashed', 409);
      }
      let multiplier = multiplierAt(now - round.startedAt!.getTime(), timing.growthPerMs);
      const auto = outcomeOf(bet).autoCashout;
      const target = auto ? parseMultiplier(auto) : null;
      if (target !== null && target <= multiplier) multiplier = target;
      const claimed = await repo.claimCashout(bet.id, round.id, formatMultiplier(multiplier));
      if (!claimed) {
        const again = await repo.bet(bet.id);
        if (again && outcomeOf(again).cashout) throw new AppError('already_cashed_out', 409);
        throw new AppError('round_crashed', 409);
      }
      // Should the credit fail now, the claim stands (outcome.cashout) and the crash settlement pays it.
      await paid(claimed, round);
      return bet.id;
    },

    /** The round, the last 20 crash points and the caller's bet, for a client joining mid-round. */
    async state(ctx: PlayerCtx): Promise<TCrashState> {
      const { round, now } = await current(ctx);
      const game = await gameRow(ctx.merchant.id, ctx.session.gameId);
      const mine = round ? await repo.betOf(round.hash, ctx.account.id) : undefined;
      return {
        round: round ? await roundView(round, now) : null,
        history: await history(ctx.merchant.id, ctx.session.gameId),
        myBet: mine ? myBetView(mine) : null,
        chain: { commitment: game.chainCommitment, salt: game.salt },
      };
    },

    /** A real-time subscriber: gets the round now and every event of the game until it detaches. */
    async attach(ctx: PlayerCtx, send: (message: string) => void) {
      const key = keyOf(ctx.merchant.id, ctx.session.gameId);
      ensure(ctx.merchant.id, ctx.session.gameId);
      await startListening();
      if (!watchers.has(key)) watchers.set(key, new Set());
      watchers.get(key)!.add(send);
      send(JSON.stringify(await roundMessage(ctx.merchant.id, ctx.session.gameId)));
      return () => {
        watchers.get(key)?.delete(send);
        const loop = loops.get(key);
        if (loop) loop.lastInterest = Date.now();
      };
    },

    /** Extra fields for the round recall of a crash bet: the shared round, its seed once crashed. */
    async recall(bet: CrashBetRow) {
      const round = await repo.round(outcomeOf(bet).crashRoundId);
      if (!round) return null;
      const over = round.phase === 'crashed';
      return {
        crashRoundId: round.id,
        roundNo: round.roundNo,
        hash: round.hash,
        salt: round.salt,
        crashPoint: over ? formatMultiplier(round.crashPoint) : null,
        seed: over ? round.seed : null,
      };
    },

    /**
     * After a stop: rounds whose flight is over are crashed and settled by their seed (acknowledged
     * cash-outs and reached auto cash-outs paid, the rest lost), voided rounds refunded; everything
     * else is left to the game's loop, which starts here (and takes over once the old lease runs out).
     */
    async recover(log: FastifyBaseLogger) {
      for (const { merchant_id, game_id } of await repo.unfinishedGames()) {
        const gameId = BigInt(game_id);
        try {
          const { round, now } = await repo.latest(merchant_id, gameId);
          if (round?.phase === 'flying' && now >= round.crashAt!.getTime()) {
            await repo.crash(round.id);
            await house.reveal(round.hash, round.seed);
          }
          const left = await settleLeftovers(merchant_id, gameId, now);
          log.info({ merchant: merchant_id, game: game_id, left }, 'crash game recovered');
        } catch (error) {
          log.error({ merchant: merchant_id, game: game_id, err: error }, 'could not recover crash game');
        }
        ensure(merchant_id, gameId);
      }
    },

    /** Stops every loop (app close): waits for steps under way and hands the leases back. */
    async stop() {
      stopped = true;
      const running: Promise<unknown>[] = [];
      for (const loop of loops.values()) {
        if (loop.timer) clearTimeout(loop.timer);
        if (loop.running) running.push(loop.running);
      }
      await Promise.allSettled(running);
      await Promise.allSettled([...broadcasts.values()]);
      for (const lease of leases.values()) {
        await repo.release(lease.merchantId, lease.gameId, instanceId).catch(() => undefined);
      }
      leases.clear();
      loops.clear();
      watchers.clear();
      const unlisten = await listening;
      await unlisten?.().catch(() => undefined);
    },
  };
}

export type CrashEngine = ReturnType<typeof createCrashEngine>;
