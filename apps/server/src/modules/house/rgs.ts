import crypto from 'node:crypto';
import { formatMinor, parseMinor } from '@crupier/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '@/db/client';
import type { Catalog } from '@/modules/catalog/service';
import type { Identity } from '@/modules/identity/service';
import type { Merchant, MerchantService } from '@/modules/merchants/service';
import type { StakeGuard } from '@/modules/responsible-gaming/stake-guard';
import type { VendorRow } from '@/modules/vendors/repository';
import type { SeamlessWallet } from '@/modules/vendors/seamless-wallet';
import type { Wallet } from '@/modules/wallet/service';
import { AppError } from '@/platform/app-error';
import { type CrashTiming, createCrashEngine, type Payee, type PlayerCtx } from './crash/crash-engine';
import {
  type MinesState,
  MULTI_STEP_ENGINES,
  minesPayout,
  revealMine,
  SINGLE_STEP_ENGINES,
  settleSingleStep,
  startMines,
} from './engines';
import {
  applyBlackjack,
  type BlackjackAction,
  type BlackjackState,
  blackjackPayout,
  extraStake,
  publicBlackjack,
  startBlackjack,
} from './engines/blackjack';
import { CARD_ROUNDS, isCardRound } from './engines/card-rounds';
import { commitment, FairStream, newServerSeed } from './fairness';
import { createHouseRepository, type HouseRoundRow, type HouseSessionRow } from './repository';

const SESSION_MS = 12 * 60 * 60 * 1000;
const MAX_BET = 100_000_00n;
const BET_LEVELS = [10n, 50n, 100n, 200n, 500n, 1_000n, 2_000n, 5_000n, 10_000n];
const HISTORY = 10;
const IMPLEMENTED = new Set<string>([...SINGLE_STEP_ENGINES, ...MULTI_STEP_ENGINES, 'crash']);
const MULTI_STEP = new Set<string>(MULTI_STEP_ENGINES);
const BLACKJACK_ACTIONS = new Set<string>(['hit', 'stand', 'double', 'split', 'insurance', 'no_insurance']);
const PAYEE_CACHE_MS = 60_000;
/**
 * An open multi-step round is abandoned once its session expired this long ago (database clock) and no
 * newer session took it over: recovery then closes it by the engine's rule (docs/games.md).
 */
export const ABANDONED_AFTER_MS = 5 * 60 * 1000;
/** A claimed idempotency key whose request never answered (the process died) may be retried after this. */
const STALE_CLAIM_MS = 60_000;

type Deps = {
  db: Db;
  catalog: Catalog;
  identity: Identity;
  merchants: MerchantService;
  wallet: Wallet;
  seamless: SeamlessWallet;
  /** Responsible gaming: asked before a bet draws a nonce (the wallet's debit asks again). */
  stakeGuard?: StakeGuard;
  /** Crash: database notifications (events to every instance), a logger, and its round timings. */
  crash?: {
    listen?: Database['listen'];
    log?: FastifyBaseLogger;
    timing?: Partial<CrashTiming>;
  };
};

type PlayAction = 'bet' | 'reveal' | 'cashout' | 'draw' | 'call' | 'fold' | BlackjackAction;

function roundView(round: HouseRoundRow) {
  return {
    roundId: round.id,
    state: round.state,
    bet: formatMinor(round.bet),
    win: formatMinor(round.win),
    outcome: publicOutcome(round),
    nonce: round.nonce,
    playedAt: round.createdAt.toISOString(),
  };
}

/**
 * What the player may see of a round's outcome: an open mines round hides its mines, an open blackjack
 * its shoe and hole card; the idempotency key of the last step (`stepKey`) is never shown.
 */
function publicOutcome(round: HouseRoundRow): Record<string, unknown> {
  const { stepKey: _key, ...outcome } = round.outcome ?? {};
  if (round.engine === 'blackjack' && round.outcome)
    return publicBlackjack(outcome as unknown as BlackjackState);
  if (isCardRound(round.engine) && round.outcome) return CARD_ROUNDS[round.engine].view(outcome);
  if (round.engine === 'mines' && round.state === 'debited') {
    const { mines: _hidden, ...visible } = outcome as unknown as MinesState;
    return visible as Record<string, unknown>;
  }
  return outcome;
}

/** JSON with object keys sorted, so equal requests hash alike whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The round id a bet under an idempotency key gets: a retry finds the round instead of playing again. */
function keyedRoundId(sessionId: string, key: string) {
  const h = crypto.createHash('sha256').update(`rgs-play\n${sessionId}\n${key}`).digest('hex');
  const variant = ((Number.parseInt(h[16]!, 16) & 3) | 8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A refusal by the wallet (or the engine): nothing moved, the round can be closed as refused. */
const isRefusal = (error: unknown) => error instanceof AppError && error.status < 500;

/**
 * The house game server (RGS): a vendor like any other. It trades a one-time launch token for a game
 * session with a committed seed pair, takes bets through the seamless wallet (debit, then credit),
 * derives every outcome from HMAC-SHA256(serverSeed, clientSeed:nonce), and keeps every round.
 */
export function createRgs(deps: Deps) {
  const repo = createHouseRepository(deps.db);

  // Who a crash bet pays, by ids: the loop settles bets long after the player's call (even after the
  // session expired). The game's vendor and code are cached for a minute.
  const games = new Map<string, { at: number; gameCode: string; vendor: VendorRow }>();
  async function payee(bet: { merchantId: number; accountId: bigint; gameId: bigint }): Promise<Payee> {
    const merchant = await deps.merchants.findById(bet.merchantId);
    const account = await deps.identity.repo.findAccountById(bet.accountId);
    if (!account) throw new Error(`account ${bet.accountId} not found`);
    const key = `${bet.merchantId}:${bet.gameId}`;
    let game = games.get(key);
    if (!game || Date.now() - game.at > PAYEE_CACHE_MS) {
      const found = await deps.catalog.game(merchant, String(bet.gameId));
      const vendor = await deps.seamless.findVendor(found.vendorCode);
      if (!vendor) throw new Error(`vendor ${found.vendorCode} not found`);
      game = { at: Date.now(), gameCode: found.game.gameCode, vendor };
      games.set(key, game);
    }
    return { merchant, account, vendor: game.vendor, gameCode: game.gameCode };
  }
  const crash = createCrashEngine({
    db: deps.db,
    seamless: deps.seamless,
    payee,
    listen: deps.crash?.listen,
    log: deps.crash?.log,
    timing: deps.crash?.timing,
  });
  const crashCtx = (ctx: Ctx): PlayerCtx => ({
    session: ctx.session,
    merchant: ctx.merchant,
    account: ctx.account,
    vendor: ctx.vendor,
    gameCode: ctx.game.game.gameCode,
  });

  /** The merchant, account, game and vendor of a round or session, by ids (no live session needed). */
  async function partiesOf(ids: { merchantId: number; accountId: bigint; gameId: bigint }) {
    const merchant = await deps.merchants.findById(ids.merchantId);
    const account = await deps.identity.repo.findAccountById(ids.accountId);
    const game = await deps.catalog.game(merchant, String(ids.gameId));
    const vendor = await deps.seamless.findVendor(game.vendorCode);
    if (!account || !vendor) return null;
    return { merchant, account, game, vendor };
  }
  type Parties = NonNullable<Awaited<ReturnType<typeof partiesOf>>>;

  async function liveSession(sessionId: string) {
    const session = await repo.session(sessionId);
    if (!session || session.expiresAt < new Date()) throw new AppError('session_expired', 401);
    return session;
  }

  async function context(sessionId: string) {
    const session = await liveSession(sessionId);
    const parties = await partiesOf(session);
    if (!parties) throw new AppError('session_expired', 401);
    return { session, ...parties };
  }

  async function balanceOf(merchant: Merchant, account: Parties['account']) {
    return formatMinor((await deps.wallet.balance(merchant, account)).available);
  }

  type Ctx = Awaited<ReturnType<typeof context>>;

  async function answer(ctx: Pick<Ctx, 'merchant' | 'account'>, roundId: string) {
    return {
      round: roundView((await repo.round(roundId))!),
      balance: await balanceOf(ctx.merchant, ctx.account),
    };
  }

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

  /** A blackjack (or card round) whose last step ended it, unpaid (the process stopped in between). */
  const dealtOut = (round: HouseRoundRow) =>
    round.state === 'debited' &&
    ((round.engine === 'blackjack' &&
      (round.outcome as unknown as BlackjackState | null)?.phase === 'settled') ||
      (isCardRound(round.engine) && !!round.outcome && CARD_ROUNDS[round.engine].settled(round.outcome)));

  /** What a dealt-out multi-step round returns. */
  const dealtOutPayout = (round: HouseRoundRow) =>
    isCardRound(round.engine)
      ? CARD_ROUNDS[round.engine].payout(round.outcome!, round.bet)
      : blackjackPayout(round.outcome as unknown as BlackjackState);

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

  /** What authenticate and the session read answer. */
  async function sessionView(
    ctx: Ctx,
    launch: { language: string | null; backUrl: string | null } | undefined,
    open: HouseRoundRow | undefined,
  ) {
    const { game, merchant, account, session } = ctx;
    const { available, currency } = await deps.wallet.balance(merchant, account);
    // Crash rounds are shared: the session shows the current round's hash, the chain's salt and round.
    const fairness =
      game.game.engine === 'crash'
        ? await crash.fairness(merchant.id, session.gameId)
        : { serverSeedHash: session.serverSeedHash, clientSeed: session.clientSeed, nonce: session.nonce };
    return {
      sessionId: session.id,
      game: {
        gameCode: game.game.gameCode,
        name:
          game.game.names[launch?.language ?? merchant.defaultLanguage] ??
          game.game.names.en ??
          game.game.gameCode,
        engine: game.game.engine ?? 'dice',
        variant: game.game.variant,
        betLevels: BET_LEVELS.filter((b) => b >= game.game.minBet).map(formatMinor),
        studio: game.vendorName,
      },
      balance: formatMinor(available),
      currency,
      trial: session.trial,
      fairness,
      backUrl: launch?.backUrl ?? null,
      openRound: open ? roundView(open) : null,
    };
  }

  /** A step of an open mines or blackjack round. */
  async function step(
    ctx: Ctx,
    engine: string,
    action: PlayAction,
    params: Record<string, unknown>,
    key?: string,
  ) {
    const open = await openRoundFor(ctx);
    if (key) {
      // A retried step (its first answer was lost to a server error) is not applied twice.
      const applied =
        open?.outcome?.stepKey === key
          ? open
          : (await repo.recentRounds(ctx.session.accountId, ctx.session.gameId, 1)).find(
              (r) => r.outcome?.stepKey === key,
            );
      if (applied) return answer(ctx, applied.id);
    }
    if (!open) throw new AppError('no_open_round', 409);
    const stepKey = key ? { stepKey: key } : {};

    if (engine === 'blackjack') {
      if (!BLACKJACK_ACTIONS.has(action)) {
        throw new AppError(
          'action_not_allowed',
          409,
          'blackjack takes hit, stand, double, split, insurance, no_insurance',
        );
      }
      const state = open.outcome as unknown as BlackjackState;
      const bjAction = action as BlackjackAction;
      const extra = extraStake(state, bjAction);
      // Apply first (a refused action must not cost anything), then take the extra stake, then keep it.
      const next = applyBlackjack(state, bjAction);
      let bet = open.bet;
      if (extra > 0n) {
        await deps.seamless.house.debit(ctx.vendor, ctx.merchant, ctx.account, {
          transactionId: `${open.id}:${bjAction}:${state.active}`,
          roundId: open.id,
          gameCode: ctx.game.game.gameCode,
          amount: formatMinor(extra),
        });
        bet += extra;
      }
      const outcome = { ...next, ...stepKey } as unknown as Record<string, unknown>;
      await repo.updateRound(open.id, { bet, outcome });
      if (next.phase === 'settled') await pay(ctx, { ...open, bet }, blackjackPayout(next), outcome);
      return answer(ctx, open.id);
    }

    if (isCardRound(engine)) {
      const rules = CARD_ROUNDS[engine];
      if (!rules.actions.includes(action)) {
        throw new AppError('action_not_allowed', 409, `${engine} takes ${rules.actions.join(', ')}`);
      }
      const state = open.outcome!;
      // Apply first (a refused action costs nothing), then take the extra stake (Hold'em's call).
      const next = rules.apply(state, action, params);
      const extra = rules.extraStake(state, action);
      let bet = open.bet;
      if (extra > 0n) {
        await deps.seamless.house.debit(ctx.vendor, ctx.merchant, ctx.account, {
          transactionId: `${open.id}:${action}`,
          roundId: open.id,
          gameCode: ctx.game.game.gameCode,
          amount: formatMinor(extra),
        });
        bet += extra;
      }
      const outcome = { ...next, ...stepKey };
      await repo.updateRound(open.id, { bet, outcome });
      if (rules.settled(next)) await pay(ctx, { ...open, bet }, rules.payout(next, bet), outcome);
      return answer(ctx, open.id);
    }

    // Mines.
    let state = open.outcome as unknown as MinesState;
    if (action === 'reveal') {
      state = revealMine(state, params.tile);
      const outcome = { ...state, ...stepKey } as unknown as Record<string, unknown>;
      if (state.busted) await pay(ctx, open, 0n, outcome);
      else await repo.updateRound(open.id, { outcome });
    } else if (action === 'cashout') {
      if (state.revealed.length === 0) throw new AppError('reveal_first', 409);
      const outcome = { ...state, ...stepKey } as unknown as Record<string, unknown>;
      await pay(ctx, open, minesPayout(state, open.bet), outcome);
    } else {
      throw new AppError('action_not_allowed', 409, 'mines takes the actions bet, reveal and cashout');
    }
    return answer(ctx, open.id);
  }

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

  return {
    async authenticate(launchToken: string, ip: string) {
      const sessionId = crypto.randomUUID();
      const token = await repo.takeLaunchToken(
        crypto.createHash('sha256').update(launchToken).digest('hex'),
        sessionId,
      );
      if (!token) throw new AppError('invalid_launch_token', 401);
      const merchant = await deps.merchants.findById(token.merchantId);
      let accountId = token.accountId;
      if (accountId === null) {
        // A guest's free trial: a trial account with play money, like free play.
        const trial = await deps.identity.freePlay(
          merchant,
          { os: 'rgs' },
          { ip, userAgent: undefined, site: 'player' },
        );
        accountId = (await deps.identity.sessions.resolve(trial.token))!.account.id;
      }
      const serverSeed = newServerSeed();
      const session: HouseSessionRow = {
        id: sessionId,
        merchantId: merchant.id,
        accountId,
        playerTokenHash: null,
        gameId: token.gameId,
        trial: false,
        serverSeed,
        serverSeedHash: commitment(serverSeed),
        clientSeed: crypto.randomBytes(8).toString('hex'),
        nonce: 0,
        createdAt: new Date(),
        expiresAt: new Date(Date.now() + SESSION_MS),
      };
      const parties = await partiesOf(session);
      if (!parties) throw new AppError('invalid_launch_token', 401);
      session.trial = parties.account.type === 4;
      await repo.insertSession(session);
      const ctx: Ctx = { session, ...parties };
      // An open mines or blackjack round of an earlier session of this account and game is taken over.
      const open = MULTI_STEP.has(parties.game.game.engine ?? '') ? await openRoundFor(ctx) : undefined;
      return sessionView(ctx, token, open);
    },

    /** The session as authenticate gave it, now: balance, seeds and nonce, and the open round if any. */
    async session(sessionId: string) {
      const ctx = await context(sessionId);
      const open = MULTI_STEP.has(ctx.game.game.engine ?? '') ? await openRoundFor(ctx) : undefined;
      return sessionView(ctx, await repo.launchOf(sessionId), open);
    },

    /**
     * Claims an Idempotency-Key of /rgs/play for the session: null to go on and play, or the answer
     * the first call with this key got. The answer is stored by the platform's idempotency hook.
     */
    async claimPlayKey(sessionId: string, key: string, body: unknown) {
      await liveSession(sessionId);
      const scope = `rgs:${sessionId}`;
      const requestHash = crypto
        .createHash('sha256')
        .update(`POST /rgs/play ${canonicalJson(body)}`)
        .digest('hex');
      const claim = await repo.claimKey(scope, key, requestHash);
      if (claim.claimed) return { scope, replay: null };
      const existing = claim.existing;
      if (!existing) throw new AppError('request_in_progress', 409);
      if (existing.requestHash !== requestHash) throw new AppError('idempotency_conflict', 409);
      if (existing.statusCode !== null) {
        return { scope, replay: { statusCode: existing.statusCode, response: existing.response } };
      }
      if (Date.now() - existing.createdAt.getTime() <= STALE_CLAIM_MS) {
        throw new AppError('request_in_progress', 409);
      }
      await repo.reclaimKey(scope, key);
      return { scope, replay: null };
    },

    async play(input: {
      sessionId: string;
      bet?: string | undefined;
      action: PlayAction;
      params: Record<string, unknown>;
      /** The call's Idempotency-Key, if any: a retried bet finds its round, a retried step is not re-applied. */
      idempotencyKey?: string | undefined;
    }) {
      const ctx = await context(input.sessionId);
      const engine = ctx.game.game.engine ?? 'dice';
      if (!IMPLEMENTED.has(engine))
        throw new AppError('game_maintenance', 503, `the ${engine} engine is not available yet`);
      const multiStep = MULTI_STEP.has(engine);
      const key = input.idempotencyKey;

      if (multiStep && input.action !== 'bet') return step(ctx, engine, input.action, input.params, key);

      if (engine === 'crash' && input.action !== 'bet') {
        if (input.action !== 'cashout') {
          throw new AppError('action_not_allowed', 409, 'crash takes the actions bet and cashout');
        }
        return answer(ctx, await crash.cashout(crashCtx(ctx)));
      }
      if (input.action !== 'bet') {
        throw new AppError('action_not_allowed', 409, `${engine} takes the action bet only`);
      }

      if (!input.bet) throw new AppError('invalid_input', 400, 'bet is required');
      const bet = parseMinor(input.bet);
      if (bet < ctx.game.game.minBet || bet > MAX_BET) {
        throw new AppError('bet_out_of_range', 422, undefined, {
          min: formatMinor(ctx.game.game.minBet),
          max: formatMinor(MAX_BET),
        });
      }
      const askStakeGuard = () =>
        deps.stakeGuard?.beforeStake({ merchantId: ctx.merchant.id, accountId: ctx.account.id, amount: bet });
      if (engine === 'crash') {
        await askStakeGuard();
        return answer(ctx, await crash.bet(crashCtx(ctx), bet, input.params));
      }

      const roundId = key ? keyedRoundId(ctx.session.id, key) : crypto.randomUUID();
      if (key) {
        const earlier = await repo.round(roundId);
        // A retried bet is answered as it was: the limit its own stake used up does not refuse it.
        if (earlier) return retriedBet(ctx, earlier, bet, input.params);
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
      const { round, settlement } = await deps.db.transaction(async (tx) => {
        const txRepo = createHouseRepository(tx as unknown as Db);
        const seeds = await txRepo.nextNonce(ctx.session.id);
        const stream = new FairStream(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
        const settlement = multiStep
          ? null
          : settleSingleStep(engine, stream, bet, input.params, ctx.game.game.variant);
        const openState =
          engine === 'mines'
            ? (startMines(stream, input.params) as unknown as Record<string, unknown>)
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
          params: input.params,
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
    },

    /**
     * `clientSeed` given: sets the client seed for the next rounds; the server seed and the nonce stay
     * (the nonce counts the server seed's rounds, so no round ever repeats another's numbers). No
     * client seed: rotates the server seed, revealing the old one, and starts its nonce at 0. Both are
     * refused while a mines or blackjack round of this account and game is in play.
     */
    async seed(input: { sessionId: string; clientSeed?: string | undefined }) {
      const { session } = await context(input.sessionId);
      const inPlay = await repo.roundInPlay(session.accountId, session.gameId);
      if (inPlay) throw new AppError('round_in_progress', 409, undefined, { roundId: inPlay.id });
      if (input.clientSeed !== undefined) {
        await repo.updateSession(session.id, { clientSeed: input.clientSeed });
        return {
          revealedServerSeed: null,
          serverSeedHash: session.serverSeedHash,
          clientSeed: input.clientSeed,
        };
      }
      const serverSeed = newServerSeed();
      const serverSeedHash = commitment(serverSeed);
      if (!(await repo.rotateSeed(session, { serverSeed, serverSeedHash }))) {
        throw new AppError('conflict', 409, 'a round was played meanwhile; rotate again');
      }
      const now = (await repo.session(session.id))!;
      return { revealedServerSeed: session.serverSeed, serverSeedHash, clientSeed: now.clientSeed };
    },

    async round(sessionId: string, roundId: string) {
      const { session } = await context(sessionId);
      return this.memberRound(session.accountId, roundId);
    },

    /** A round of the account's own, with its seeds: the betting record's details need no game session. */
    async memberRound(accountId: bigint, roundId: string) {
      const round = await repo.round(roundId);
      if (!round || round.accountId !== accountId) throw new AppError('not_found', 404);
      const serverSeed = await repo.revealed(round.serverSeedHash);
      const view = roundView(round);
      if (round.engine === 'crash') {
        // The shared round's crash point, once it crashed (a bet cashed out in flight was settled before).
        const shared = await crash.recall(round);
        if (shared?.crashPoint) view.outcome = { ...view.outcome, crashPoint: shared.crashPoint };
      }
      return {
        ...view,
        engine: round.engine,
        params: round.params,
        serverSeedHash: round.serverSeedHash,
        clientSeed: round.clientSeed,
        serverSeed: serverSeed ?? null,
        walletTransactions: await repo.walletTransactions(round),
        createdAt: round.createdAt.toISOString(),
      };
    },

    async history(sessionId: string) {
      const { session } = await context(sessionId);
      return (await repo.recentRounds(session.accountId, session.gameId, HISTORY)).map(roundView);
    },

    /**
     * At start: every round a stop left unfinished is taken as far as it goes, whatever its session.
     * A single-step round is debited (idempotently; a refusal closes it) and paid from its seeds, once,
     * the credit's id being fixed. A mines or blackjack round stays open for its player while its
     * session is live (a new session of the account and game takes it over); once its session expired
     * more than ABANDONED_AFTER_MS ago it is closed by the engine's rule (closeAbandoned).
     */
    async recover(log: FastifyBaseLogger) {
      for (const round of await repo.unfinishedRounds()) {
        if (round.engine === 'crash') continue; // crash.recover below
        if (round.engine === 'sportsbook') continue; // settled by the sportsbook (modules/sportsbook)
        try {
          const parties = await partiesOf(round);
          if (!parties) {
            log.error({ round: round.id }, 'round without its account or vendor left unfinished');
            continue;
          }
          if (MULTI_STEP.has(round.engine)) {
            await recoverMultiStep(parties, round, log);
            continue;
          }
          const done = await complete(parties, round);
          log.info({ round: round.id, state: done.state }, 'interrupted round completed');
        } catch (error) {
          if (isRefusal(error))
            log.warn({ round: round.id, err: error }, 'interrupted round closed without a bet');
          else log.error({ round: round.id, err: error }, 'could not recover round');
        }
      }
      await crash.recover(log);
    },

    /**
     * While running (the scheduler, once a minute): mines and blackjack rounds whose player left are
     * closed by the engine's rule, as recovery does at start, so a stake is not held until the next
     * restart. Each round is claimed first, so instances sweeping at once close it once.
     */
    async closeAbandonedRounds(log: FastifyBaseLogger) {
      let closed = 0;
      for (const round of await repo.abandonedRounds(ABANDONED_AFTER_MS)) {
        try {
          const parties = await partiesOf(round);
          if (!parties) {
            log.error({ round: round.id }, 'round without its account or vendor left unfinished');
            continue;
          }
          if (await recoverMultiStep(parties, round, log)) closed++;
        } catch (error) {
          log.error({ round: round.id, err: error }, 'could not close abandoned round');
        }
      }
      return closed;
    },

    /** Crash: the current round, the last 20 crash points and the caller's bet. */
    async crashState(sessionId: string) {
      const ctx = await context(sessionId);
      if (ctx.game.game.engine !== 'crash') {
        throw new AppError('not_found', 404, 'this session does not play a crash game');
      }
      return crash.state(crashCtx(ctx));
    },

    /**
     * A real-time subscriber with a game session: its account's balance, and for crash the round's
     * events. Null when the session is unknown or expired.
     */
    async subscribe(sessionId: string, send: (message: string) => void) {
      const ctx = await context(sessionId).catch(() => null);
      if (!ctx) return null;
      const detach =
        ctx.game.game.engine === 'crash' ? await crash.attach(crashCtx(ctx), send) : () => undefined;
      return { merchant: ctx.merchant, account: ctx.account, detach };
    },

    crash,
  };
}

export type Rgs = ReturnType<typeof createRgs>;
