import crypto from 'node:crypto';
import { isPlayer, isTrial } from '@crupier/contract/account-types';
import { formatMinor, parseMinor } from '@crupier/contract/money';
import { page } from '@crupier/contract/paging';
import {
  SB_MAX_LEGS,
  type SbAcceptOdds,
  type SbLegResult,
  type SbMarketType,
  type SbSport,
  type TSbBet,
  type TSbEvent,
} from '@crupier/contract/sportsbook';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client';
import type { Catalog } from '@/modules/catalog/service';
import type { Rgs } from '@/modules/house/rgs';
import { createHouseSessionLookup } from '@/modules/house/session-lookup';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Identity } from '@/modules/identity/service';
import { createLedger } from '@/modules/ledger/service';
import type { MerchantService } from '@/modules/merchants/service';
import type { StakeGuard } from '@/modules/responsible-gaming/stake-guard';
import type { SeamlessWallet } from '@/modules/vendors/seamless-wallet';
import type { Wallet } from '@/modules/wallet/service';
import { AppError } from '@/platform/app-error';
import type { Clock } from '@/platform/clock';
import { createBook, type Margins, marginOf } from './book';
import { marketId, oddsText, parseOdds, parseOutcomeId } from './markets';
import { binomial, linesOf, potentialReturn } from './payout';
import { createSportsbookRepository, type EventRow, type LegRow } from './repository';
import { createSettlement, type Payee } from './settlement';
import {
  drawTimeline,
  finalOf,
  fixturesBetween,
  HORIZON_MS,
  LEAGUES,
  leagueName,
  type Timeline,
  teamName,
} from './world';

type Deps = {
  db: Db;
  clock: Clock;
  rgs: Rgs;
  catalog: Catalog;
  identity: Identity;
  merchants: MerchantService;
  wallet: Wallet;
  seamless: SeamlessWallet;
  /** Responsible gaming: asked before every stake (the wallet's debit asks again). */
  stakeGuard?: StakeGuard;
  log?: FastifyBaseLogger;
};

const DEFAULT_LIMITS = { minStake: 100n, maxStake: 10_000_000n, maxPayout: 100_000_000n };
/** Cash-out keeps this share of the fair value. */
const CASHOUT_MARGIN = 0.05;
const TICK_MS = 1_000;
const FIXTURES_EVERY_MS = 60_000;
const PAYEE_CACHE_MS = 60_000;
const CONTEXT_CACHE_MS = 5_000;
const EVENT_CACHE_MS = 1_000;
const CACHE_LIMIT = 10_000;
/** The accounts the seamless wallet pays (members, agents, affiliate agents, trial accounts), as in vendors/seamless-wallet. */
/** The vendor's sub-accounts (`bets:0` … `bets:31`, vendors/seamless-wallet): this process books its wins on one. */
const SETTLE_SHARD = crypto.randomInt(32);

const SPORT_OF_CATEGORY: Record<string, SbSport> = {
  sports: 'football',
  esports: 'esports',
  cockfight: 'cockfight',
};

type Subscriber = { merchantId: number; accountId: bigint; language: string; send: (text: string) => void };

/**
 * The house sportsbook: a house vendor whose games (SPORTS, ESPORTS, COCKFIGHT) open the book. A
 * launch token becomes a house game session; bets are debited through the seamless wallet like house
 * rounds, settled by `settlement.ts`, and kept as betting-record rounds (engine `sportsbook`).
 */
export function createSportsbook(deps: Deps) {
  const repo = createSportsbookRepository(deps.db);
  const houseSessions = createHouseSessionLookup(deps.db);
  const book = createBook();
  const subscribers = new Set<Subscriber>();

  const payees = new Map<string, { at: number; payee: Payee }>();
  async function payee(merchantId: number, gameId: bigint): Promise<Payee> {
    const key = `${merchantId}:${gameId}`;
    const hit = payees.get(key);
    if (hit && Date.now() - hit.at < PAYEE_CACHE_MS) return hit.payee;
    const merchant = await deps.merchants.findById(merchantId);
    const game = await deps.catalog.game(merchant, String(gameId));
    const vendor = await deps.seamless.findVendor(game.vendorCode);
    if (!vendor) throw new Error(`vendor ${game.vendorCode} not found`);
    const value = { merchant, vendor, gameCode: game.game.gameCode, variant: game.game.variant };
    payees.set(key, { at: Date.now(), payee: value });
    return value;
  }

  // The ledger's accounts, resolved (and cached) as the seamless wallet resolves them.
  const ledger = createLedger(deps.db);
  /**
   * Where a win is booked: the member's wallet and one of the house vendor's sub-accounts (`bets:<n>`,
   * as the wallet's batches use; this process settles on its own one). Null for an account the
   * wallet would not reach: its credit then goes through the wallet and fails there as before.
   */
  async function creditTarget(merchantId: number, gameId: bigint, account: AccountRow) {
    const p = await payee(merchantId, gameId);
    if (account.merchantId !== p.merchant.id || !isPlayer(account.type)) return null;
    if (p.vendor.walletMode !== 'seamless') return null;
    const currency = isTrial(account.type) ? 'PLAY' : p.merchant.currency;
    return {
      merchant: p.merchant.id,
      vendor: p.vendor.id,
      game: p.gameCode,
      currency,
      account: account.id,
      wallet: await deps.wallet.walletOf(p.merchant, account),
      house: await ledger.account({
        merchantId: p.merchant.id,
        ownerType: 'vendor',
        ownerId: BigInt(p.vendor.id),
        kind: `bets:${SETTLE_SHARD}`,
        currency,
      }),
    };
  }

  const settlement = createSettlement({
    repo,
    seamless: deps.seamless,
    payee,
    creditTarget,
    onSettled: (bets) => {
      const accounts = new Set(bets.map((b) => b.accountId));
      for (const s of subscribers) {
        if (!accounts.has(s.accountId)) continue;
        for (const b of bets)
          if (b.accountId === s.accountId) s.send(JSON.stringify({ type: 'bet', betId: b.id }));
      }
    },
  });

  const settingsCache = new Map<number, { at: number; value: Awaited<ReturnType<typeof loadSettings>> }>();
  /** A merchant's limits and margins, cached for a few seconds (a change applies within them). */
  async function settingsOf(merchantId: number) {
    const hit = settingsCache.get(merchantId);
    if (hit && Date.now() - hit.at < 5_000) return hit.value;
    const value = await loadSettings(merchantId);
    settingsCache.set(merchantId, { at: Date.now(), value });
    return value;
  }
  async function loadSettings(merchantId: number) {
    const row = await repo.settings(merchantId);
    return {
      limits: row
        ? { minStake: row.minStake, maxStake: row.maxStake, maxPayout: row.maxPayout }
        : DEFAULT_LIMITS,
      margins: (row?.margins ?? {}) as Margins,
    };
  }

  async function loadContext(sessionId: string) {
    const session = await houseSessions.session(sessionId);
    if (!session || session.expiresAt < new Date()) throw new AppError('session_expired', 401);
    const merchant = await deps.merchants.findById(session.merchantId);
    const account = await deps.identity.accounts.byId(session.accountId);
    if (!account) throw new AppError('session_expired', 401);
    const p = await payee(session.merchantId, session.gameId);
    return { session, merchant, account, payee: p };
  }
  type Ctx = Awaited<ReturnType<typeof loadContext>>;
  /**
   * A session's context (session, merchant, member, payee), cached for a few seconds: a bettor's
   * calls then read no row to find who they are. Expiry is checked on every call.
   */
  const contexts = new Map<string, { at: number; ctx: Ctx }>();
  async function context(sessionId: string): Promise<Ctx> {
    const hit = contexts.get(sessionId);
    if (hit && Date.now() - hit.at < CONTEXT_CACHE_MS) {
      if (hit.ctx.session.expiresAt < new Date()) throw new AppError('session_expired', 401);
      return hit.ctx;
    }
    const ctx = await loadContext(sessionId);
    if (contexts.size >= CACHE_LIMIT) contexts.clear();
    contexts.set(sessionId, { at: Date.now(), ctx });
    return ctx;
  }

  /**
   * Event rows as placement prices them, cached for a second: the bet's insert checks under a share
   * lock that each event is still open and that neither it nor the bet's markets are suspended.
   */
  const eventRows = new Map<string, { at: number; row: EventRow }>();
  async function eventsForPlacement(ids: string[]) {
    const now = Date.now();
    const found = new Map<string, EventRow>();
    const missing: string[] = [];
    for (const id of ids) {
      const hit = eventRows.get(id);
      if (hit && now - hit.at < EVENT_CACHE_MS) found.set(id, hit.row);
      else missing.push(id);
    }
    if (missing.length > 0) {
      if (eventRows.size >= CACHE_LIMIT) eventRows.clear();
      for (const row of await repo.eventsByIds(missing)) {
        eventRows.set(row.id, { at: now, row });
        found.set(row.id, row);
      }
    }
    return found;
  }

  /** Group commit of the stakes taken: bets whose debit answered become open in one statement. */
  const opening: { id: string; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let openingNow = false;
  function markOpen(id: string) {
    return new Promise<void>((resolve, reject) => {
      opening.push({ id, resolve, reject });
      flushOpen();
    });
  }
  function flushOpen() {
    if (openingNow || opening.length === 0) return;
    openingNow = true;
    const batch = opening.splice(0, 500);
    repo
      .markOpen(batch.map((b) => b.id))
      .then(
        () => {
          for (const b of batch) b.resolve();
        },
        (error: unknown) => {
          for (const b of batch) b.reject(error);
        },
      )
      .finally(() => {
        openingNow = false;
        flushOpen();
      });
  }

  const balanceOf = async (ctx: Pick<Ctx, 'merchant' | 'account'>) =>
    formatMinor((await deps.wallet.balance(ctx.merchant, ctx.account)).available);

  // --- views ---

  function betView(
    bet: NonNullable<Awaited<ReturnType<typeof repo.bet>>>,
    legs: LegRow[],
    events: Map<string, EventRow>,
    language: string,
    cashout: bigint | null,
  ): TSbBet {
    return {
      betId: bet.id,
      kind: bet.kind as TSbBet['kind'],
      system: bet.systemK ? `${bet.systemK}/${legs.length}` : null,
      state: bet.state === 'pending' ? 'open' : (bet.state as TSbBet['state']),
      result: (bet.result as TSbBet['result']) ?? null,
      stake: formatMinor(bet.stake),
      odds: oddsText(bet.odds),
      potentialWin: formatMinor(bet.potentialWin),
      payout: formatMinor(bet.payout),
      cashout: cashout === null ? null : formatMinor(cashout),
      selections: legs.map((leg) => {
        const event = events.get(leg.eventId);
        const home = event ? teamName(event.league, event.home, language) : '';
        const away = event ? teamName(event.league, event.away, language) : '';
        return {
          outcomeId: leg.outcomeId,
          eventId: leg.eventId,
          sport: (event?.sport ?? 'football') as SbSport,
          event: `${home} – ${away}`,
          market: leg.market as SbMarketType,
          line: leg.line,
          name: leg.outcome,
          odds: oddsText(leg.odds),
          requestedOdds: oddsText(leg.requestedOdds),
          result: (leg.result as SbLegResult | null) ?? null,
        };
      }),
      placedAt: bet.createdAt.toISOString(),
      settledAt: bet.settledAt?.toISOString() ?? null,
    };
  }

  /** The cash-out offer of an open bet now, or null (a leg's market closed, or the bet is not open). */
  function cashoutOffer(
    bet: NonNullable<Awaited<ReturnType<typeof repo.bet>>>,
    legs: LegRow[],
    events: Map<string, EventRow>,
    margin: (sport: SbSport) => number,
    now: Date,
  ): bigint | null {
    if (bet.state !== 'open') return null;
    // Value per leg: a settled leg's return fraction, an open leg's placed odds × current fair chance.
    const values: number[] = [];
    for (const leg of legs) {
      if (leg.result) {
        const o = leg.odds / 100;
        const r = { win: o, half_win: (1 + o) / 2, push: 1, void: 1, half_loss: 0.5, loss: 0 }[
          leg.result as SbLegResult
        ];
        values.push(r);
        continue;
      }
      const event = events.get(leg.eventId);
      if (!event) return null;
      const q = book.quote(event, margin(event.sport as SbSport), now, leg.market, leg.line, leg.outcome);
      if (!q?.open || q.fair === null) return null;
      values.push((leg.odds / 100) * q.fair);
    }
    let total = 0;
    for (const line of linesOf(
      { kind: bet.kind as 'single', systemK: bet.systemK, unitStake: bet.unitStake },
      legs.length,
    )) {
      total += line.reduce((v, i) => v * values[i]!, Number(bet.unitStake));
    }
    const offer = BigInt(Math.floor(total * (1 - CASHOUT_MARGIN)));
    return offer > 0n ? offer : null;
  }

  async function betsWithViews(
    bets: NonNullable<Awaited<ReturnType<typeof repo.bet>>>[],
    merchantId: number,
    language: string,
  ) {
    const legs = await repo.legsOf(bets.map((b) => b.id));
    const events = new Map(
      (await repo.eventsByIds([...new Set(legs.map((l) => l.eventId))])).map((e) => [e.id, e]),
    );
    const { margins } = await settingsOf(merchantId);
    const now = deps.clock.now();
    return bets.map((bet) => {
      const own = legs.filter((l) => l.betId === bet.id);
      return betView(
        bet,
        own,
        events,
        language,
        cashoutOffer(bet, own, events, (s) => marginOf(margins, s), now),
      );
    });
  }

  // --- the world ---

  let lastFixtures = 0;
  /** Keeps the fixture list full: every slot from half an hour ago to the horizon exists (ids are deterministic). */
  async function ensureFixtures(now: Date) {
    const fixtures = fixturesBetween(
      new Date(now.getTime() - 30 * 60_000),
      new Date(now.getTime() + HORIZON_MS),
    );
    const existing = await repo.existingIds(fixtures.map((f) => f.id));
    const rows = fixtures
      .filter((f) => !existing.has(f.id))
      .map((f) => {
        const seed = crypto.randomBytes(32).toString('hex');
        return {
          id: f.id,
          sport: f.sport,
          league: f.league,
          home: f.home,
          away: f.away,
          startsAt: f.startsAt,
          endsAt: f.endsAt,
          status: 'prematch',
          params: f.params,
          seed,
          seedHash: crypto.createHash('sha256').update(seed).digest('hex'),
          timeline: drawTimeline(seed, f.id, f.sport, f.params) as unknown as Record<string, unknown>,
        };
      });
    await repo.insertEvents(rows);
    lastFixtures = Date.now();
    return rows.length;
  }

  /** One pass of the scheduler: fixtures, starts, ends (with the drawn result), settlement, pending money. */
  async function tick(now = deps.clock.now(), log = deps.log) {
    if (Date.now() - lastFixtures > FIXTURES_EVERY_MS) await ensureFixtures(now);
    await repo.startDue(now);
    const due = await repo.dueToEnd(now);
    if (due.length > 0) {
      await repo.endEvents(
        due.map((e) => ({ id: e.id, result: finalOf(e.timeline as unknown as Timeline) })),
      );
    }
    const unsettled = await repo.unsettledEvents();
    if (unsettled.length > 0)
      await settlement.settleEvents(
        unsettled.map((e) => e.id),
        now,
        log,
        { skipInFlight: true },
      );
    // Moves left pending (a refused debit, a process stopped mid-way): the settling calls move their own.
    if (Date.now() - movesSweptAt > 10_000) {
      movesSweptAt = Date.now();
      await settlement.applyMoves(now, undefined, log);
    }
  }
  let movesSweptAt = 0;

  let sweepAt = 0;
  async function sweep(now: Date) {
    if (Date.now() - sweepAt < 30_000) return;
    sweepAt = Date.now();
    const complete = await repo.completeOpenBets(5_000);
    if (complete.length > 0)
      await settlement.settleBets(
        complete.map((b) => b.id),
        now,
        'result',
      );
  }

  async function broadcast() {
    if (subscribers.size === 0) return;
    const now = deps.clock.now();
    const live = await repo.liveEvents();
    const byMerchant = new Map<string, string[]>();
    for (const s of subscribers) {
      const key = `${s.merchantId}|${s.language}`;
      let messages = byMerchant.get(key);
      if (!messages) {
        const { margins } = await settingsOf(s.merchantId);
        messages = live.map((event) => {
          const v = book.view(event, marginOf(margins, event.sport as SbSport), now, s.language);
          return JSON.stringify({ type: 'event', ...v });
        });
        byMerchant.set(key, messages);
      }
      for (const m of messages) s.send(m);
    }
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let ticks = 0;
  function start() {
    if (timer) return;
    timer = setInterval(() => {
      if (running) return;
      running = (async () => {
        try {
          await tick();
          await sweep(deps.clock.now());
          if (ticks++ % 2 === 0) await broadcast();
        } catch (error) {
          deps.log?.error({ err: error }, 'sportsbook tick failed');
        } finally {
          running = null;
        }
      })();
    }, TICK_MS);
    timer.unref();
  }
  async function stop() {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  }

  // --- bets ---

  async function place(input: {
    sessionId: string;
    kind: 'single' | 'combo' | 'system';
    system?: string | undefined;
    stake: string;
    selections: { outcomeId: string; odds: string }[];
    acceptOdds: SbAcceptOdds;
  }) {
    const ctx = await context(input.sessionId);
    start();
    const n = input.selections.length;
    let systemK: number | null = null;
    if (input.kind === 'single' && n !== 1)
      throw new AppError('invalid_selections', 422, 'a single has one selection');
    if (input.kind === 'combo' && (n < 2 || n > SB_MAX_LEGS))
      throw new AppError('invalid_selections', 422, `a combo has 2 to ${SB_MAX_LEGS} selections`);
    if (input.kind === 'system') {
      const [k, of] = (input.system ?? '').split('/').map(Number);
      if (!k || !of || of !== n || k < 2 || k >= n || n > SB_MAX_LEGS)
        throw new AppError('invalid_selections', 422, 'a system k/n has n selections and 2 ≤ k < n');
      systemK = k;
    } else if (input.system !== undefined)
      throw new AppError('invalid_selections', 422, 'system is for system bets');

    const parsed = input.selections.map((s) => {
      const id = parseOutcomeId(s.outcomeId);
      if (!id) throw new AppError('invalid_selections', 422, `unknown outcome ${s.outcomeId}`);
      return { ...id, outcomeId: s.outcomeId, requested: parseOdds(s.odds) };
    });
    if (new Set(parsed.map((p) => p.eventId)).size !== n)
      throw new AppError('invalid_selections', 422, 'two selections of one event cannot go in one bet');
    const events = await eventsForPlacement(parsed.map((p) => p.eventId));
    const { limits, margins } = await settingsOf(ctx.merchant.id);
    const now = deps.clock.now();

    const changed: { outcomeId: string; odds: string }[] = [];
    const suspended: string[] = [];
    const legs = parsed.map((p, idx) => {
      const event = events.get(p.eventId);
      const quote = event
        ? book.quote(event, marginOf(margins, event.sport as SbSport), now, p.type, p.line, p.key)
        : null;
      if (!event || (!quote && event.status !== 'ended' && event.status !== 'void'))
        throw new AppError('invalid_selections', 422, `unknown outcome ${p.outcomeId}`);
      if (!quote?.open) suspended.push(p.outcomeId);
      const odds = quote?.odds ?? p.requested;
      const moved =
        input.acceptOdds === 'none'
          ? odds !== p.requested
          : input.acceptOdds === 'higher'
            ? odds < p.requested
            : false;
      if (moved) changed.push({ outcomeId: p.outcomeId, odds: oddsText(odds) });
      return {
        betId: '',
        idx,
        eventId: p.eventId,
        outcomeId: p.outcomeId,
        market: p.type,
        line: p.line,
        outcome: p.key,
        odds,
        requestedOdds: p.requested,
      };
    });
    if (suspended.length > 0)
      throw new AppError('market_suspended', 409, undefined, { outcomeIds: suspended });
    if (changed.length > 0) throw new AppError('odds_changed', 409, undefined, { selections: changed });

    const stake = parseMinor(input.stake);
    const lines = input.kind === 'system' ? binomial(n, systemK!) : 1;
    if (stake % BigInt(lines) !== 0n)
      throw new AppError(
        'stake_limit',
        422,
        `a ${input.system} system stake is a multiple of ${lines} units`,
        {
          lines,
        },
      );
    const unitStake = stake / BigInt(lines);
    const shape = { kind: input.kind, systemK, unitStake };
    const potentialWin = potentialReturn(
      shape,
      legs.map((l) => l.odds),
    );
    const limitDetails = {
      minStake: formatMinor(limits.minStake),
      maxStake: formatMinor(limits.maxStake),
      maxPayout: formatMinor(limits.maxPayout),
    };
    if (unitStake < limits.minStake || stake > limits.maxStake)
      throw new AppError('stake_limit', 422, 'the stake is outside the limits', limitDetails);
    if (potentialWin > limits.maxPayout)
      throw new AppError('stake_limit', 422, 'the potential win is over the maximum payout', limitDetails);

    await deps.stakeGuard?.beforeStake({
      merchantId: ctx.merchant.id,
      accountId: ctx.account.id,
      amount: stake,
    });

    const betId = crypto.randomUUID();
    const combined = legs.reduce((o, l) => (o * l.odds) / 100, 1) * 100;
    const inserted = await repo.insertBet(
      {
        id: betId,
        merchantId: ctx.merchant.id,
        accountId: ctx.account.id,
        sessionId: ctx.session.id,
        gameId: ctx.session.gameId,
        kind: input.kind,
        systemK,
        stake,
        unitStake,
        lines,
        odds: Math.min(2_000_000_000, Math.floor(combined)),
        potentialWin,
        state: 'pending',
        createdAt: now,
      },
      legs.map((l) => ({ ...l, betId })),
      {
        id: betId,
        sessionId: ctx.session.id,
        merchantId: ctx.merchant.id,
        accountId: ctx.account.id,
        gameId: ctx.session.gameId,
        engine: 'sportsbook',
        bet: stake,
        params: {
          kind: input.kind,
          system: input.system ?? null,
          selections: legs.map((l) => ({ outcomeId: l.outcomeId, odds: oddsText(l.odds) })),
        },
        outcome: null,
        // Shown in the betting record from the start; a refused stake marks it refused.
        state: 'debited',
        debitTx: `sb:${betId}:stake`,
        serverSeedHash: `sb:${betId}`,
        clientSeed: '',
        nonce: 0,
        createdAt: now,
      },
      legs.map((l) => marketId(l.eventId, { type: l.market, line: l.line })),
    );
    if (!inserted)
      throw new AppError('market_suspended', 409, undefined, { outcomeIds: parsed.map((p) => p.outcomeId) });
    let debited: { balance: string };
    try {
      debited = await deps.seamless.house.debit(ctx.payee.vendor, ctx.merchant, ctx.account, {
        transactionId: `sb:${betId}:stake`,
        roundId: betId,
        gameCode: ctx.payee.gameCode,
        amount: formatMinor(stake),
      });
    } catch (error) {
      if (error instanceof AppError && error.status < 500) await repo.markBet(betId, 'refused');
      throw error;
    }
    await markOpen(betId);
    // An event may have ended while the stake was debited: such a bet settles now.
    if (legs.some((l) => ['ended', 'void'].includes(events.get(l.eventId)?.status ?? ''))) {
      await settlement.settleEvents([...new Set(legs.map((l) => l.eventId))], now);
    }
    // The answer is built from what this call already holds (no read-back).
    const row = {
      id: betId,
      merchantId: ctx.merchant.id,
      accountId: ctx.account.id,
      sessionId: ctx.session.id,
      gameId: ctx.session.gameId,
      kind: input.kind,
      systemK,
      stake,
      unitStake,
      lines,
      odds: Math.min(2_000_000_000, Math.floor(combined)),
      potentialWin,
      state: 'open',
      result: null,
      payout: 0n,
      settleVersion: 0,
      createdAt: now,
      settledAt: null,
    };
    const legRows = legs.map((l) => ({ ...l, betId, result: null }));
    const offer = cashoutOffer(row, legRows, events, (s) => marginOf(margins, s), now);
    return {
      bet: betView(row, legRows, events, languageOf(ctx), offer),
      balance: debited.balance,
    };
  }

  const languageOf = (ctx: Ctx) => ctx.merchant.defaultLanguage;

  return {
    repo,
    book,
    settlement,
    tick,
    start,
    stop,
    ensureFixtures,

    /** `POST /sb/session`: the launch token becomes a house game session of the sportsbook. */
    async session(launchToken: string, ip: string) {
      const opened = await deps.rgs.authenticate(launchToken, ip);
      if (opened.game.engine !== 'sportsbook')
        throw new AppError('invalid_launch_token', 401, 'not a sportsbook game');
      start();
      const ctx = await context(opened.sessionId);
      const { limits } = await settingsOf(ctx.merchant.id);
      const launch = await houseSessions.launchOf(opened.sessionId);
      return {
        sessionId: opened.sessionId,
        balance: opened.balance,
        currency: opened.currency,
        limits: {
          minStake: formatMinor(limits.minStake),
          maxStake: formatMinor(limits.maxStake),
          maxPayout: formatMinor(limits.maxPayout),
        },
        sport: SPORT_OF_CATEGORY[opened.game.variant ?? ''] ?? 'football',
        backUrl: launch?.backUrl ?? null,
        language: launch?.language ?? null,
      };
    },

    async events(query: {
      sessionId?: string | undefined;
      sport?: SbSport | undefined;
      status?: 'prematch' | 'live' | 'ended' | undefined;
      league?: string | undefined;
      eventId?: string | undefined;
      language?: string | undefined;
      pageNo: number;
      pageSize: number;
      merchantId: number;
      defaultLanguage: string;
    }) {
      start();
      let merchantId = query.merchantId;
      if (query.sessionId) merchantId = (await context(query.sessionId)).merchant.id;
      const { margins } = await settingsOf(merchantId);
      const language = query.language ?? query.defaultLanguage;
      const statuses = query.eventId
        ? ['prematch', 'live', 'ended', 'void']
        : query.status
          ? [query.status]
          : ['live', 'prematch'];
      const [rows, total] = await repo.listEvents({
        sport: query.sport,
        statuses,
        league: query.league,
        eventId: query.eventId,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
        newestFirst: query.status === 'ended',
      });
      // Live first, then by start.
      rows.sort((a, b) =>
        a.status === b.status ? 0 : a.status === 'live' ? -1 : b.status === 'live' ? 1 : 0,
      );
      const now = deps.clock.now();
      const list: TSbEvent[] = rows.map((e) =>
        book.view(e, marginOf(margins, e.sport as SbSport), now, language),
      );
      return {
        ...page(list, query, total),
        leagues: LEAGUES.filter((l) => !query.sport || l.sport === query.sport).map((l) => ({
          league: l.code,
          sport: l.sport,
          name: leagueName(l.code, language),
        })),
      };
    },

    place,

    async bets(query: {
      sessionId: string;
      state?: 'open' | 'settled' | undefined;
      pageNo: number;
      pageSize: number;
      language?: string | undefined;
    }) {
      const ctx = await context(query.sessionId);
      const [rows, total] = await repo.betsOf(
        ctx.account.id,
        query.state,
        query.pageSize,
        (query.pageNo - 1) * query.pageSize,
      );
      const list = await betsWithViews(rows, ctx.merchant.id, query.language ?? languageOf(ctx));
      return page(list, query, total);
    },

    async cashout(input: { sessionId: string; betId: string; amount: string }) {
      const ctx = await context(input.sessionId);
      const bet = await repo.bet(input.betId);
      if (!bet || bet.accountId !== ctx.account.id) throw new AppError('not_found', 404);
      const legs = await repo.legsOf([bet.id]);
      const events = new Map((await repo.eventsByIds(legs.map((l) => l.eventId))).map((e) => [e.id, e]));
      const { margins } = await settingsOf(ctx.merchant.id);
      const now = deps.clock.now();
      const offer = cashoutOffer(bet, legs, events, (s) => marginOf(margins, s), now);
      if (offer === null) throw new AppError('cashout_unavailable', 409);
      if (offer !== parseMinor(input.amount))
        throw new AppError('cashout_changed', 409, undefined, { amount: formatMinor(offer) });
      if (!(await repo.cashOut(bet.id, bet.settleVersion, offer, now)))
        throw new AppError('cashout_changed', 409, 'the bet changed meanwhile');
      await settlement.applyMoves(now, [bet.id]);
      const [view] = await betsWithViews([(await repo.bet(bet.id))!], ctx.merchant.id, languageOf(ctx));
      return { bet: view!, balance: await balanceOf(ctx) };
    },

    /** Ends an event with this result now (demo `POST /dev/sb/finish`, operator correction) and settles it. */
    async finish(eventId: string, home: number, away: number) {
      const event = await repo.event(eventId);
      if (!event) throw new AppError('not_found', 404);
      if (event.status === 'void') throw new AppError('event_void', 409);
      const result: { home: number; away: number; maps?: string[] } = { home, away };
      if (event.sport === 'esports') {
        const drawn = (event.timeline as unknown as Timeline & { sport: 'esports' }).maps;
        const fits = drawn.filter((m) => m === 'home').length === home && drawn.length === home + away;
        result.maps = fits
          ? drawn
          : [
              ...Array.from({ length: Math.min(home, away) }, () => ['home', 'away']).flat(),
              ...Array(Math.abs(home - away)).fill(home > away ? 'home' : 'away'),
            ];
      }
      const version = await repo.setResult(eventId, result);
      if (version === null) throw new AppError('event_void', 409);
      const now = deps.clock.now();
      const bets = await settlement.settleEvents([eventId], now, deps.log);
      return { eventId, status: 'ended', resultVersion: version, betsSettled: bets };
    },

    async voidEvent(eventId: string) {
      const event = await repo.event(eventId);
      if (!event) throw new AppError('not_found', 404);
      const version = await repo.voidEvent(eventId);
      const bets = await settlement.settleEvents([eventId], deps.clock.now(), deps.log);
      return { eventId, status: 'void', resultVersion: version ?? 0, betsSettled: bets };
    },

    /** A real-time subscriber (`GET /sb/events/stream`): live events of its merchant's book, and its bets. */
    async subscribe(sessionId: string, send: (text: string) => void) {
      const ctx = await context(sessionId).catch(() => null);
      if (!ctx) return null;
      start();
      const subscriber: Subscriber = {
        merchantId: ctx.merchant.id,
        accountId: ctx.account.id,
        language: ctx.merchant.defaultLanguage,
        send,
      };
      subscribers.add(subscriber);
      return {
        setLanguage: (language: string) => {
          if (ctx.merchant.languages.includes(language)) subscriber.language = language;
        },
        detach: () => subscribers.delete(subscriber),
      };
    },
  };
}

export type Sportsbook = ReturnType<typeof createSportsbook>;
