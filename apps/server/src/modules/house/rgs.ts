import crypto from 'node:crypto';
import { formatMinor, parseMinor } from '@crupier/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Catalog } from '../catalog/service';
import type { Identity } from '../identity/service';
import type { Merchant, MerchantService } from '../merchants/service';
import type { VendorRow } from '../vendors/repository';
import type { SeamlessWallet } from '../vendors/seamless-wallet';
import type { Wallet } from '../wallet/service';
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
import { commitment, FairStream, newServerSeed } from './fairness';
import { createHouseRepository, type HouseRoundRow, type HouseSessionRow } from './repository';

const SESSION_MS = 12 * 60 * 60 * 1000;
const MAX_BET = 100_000_00n;
const BET_LEVELS = [10n, 50n, 100n, 200n, 500n, 1_000n, 2_000n, 5_000n, 10_000n];
const HISTORY = 10;
const IMPLEMENTED = new Set<string>([...SINGLE_STEP_ENGINES, ...MULTI_STEP_ENGINES, 'crash']);
const PAYEE_CACHE_MS = 60_000;

type Deps = {
  db: Db;
  catalog: Catalog;
  identity: Identity;
  merchants: MerchantService;
  wallet: Wallet;
  seamless: SeamlessWallet;
  /** Crash: database notifications (events to every instance), a logger, and its round timings. */
  crash?: {
    listen?: Database['listen'];
    log?: FastifyBaseLogger;
    timing?: Partial<CrashTiming>;
  };
};

function roundView(round: HouseRoundRow) {
  return {
    roundId: round.id,
    state: round.state,
    bet: formatMinor(round.bet),
    win: formatMinor(round.win),
    outcome: publicOutcome(round),
    nonce: round.nonce,
  };
}

/** An open mines round must not show where the mines are. */
function publicOutcome(round: HouseRoundRow): Record<string, unknown> {
  const outcome = round.outcome ?? {};
  if (round.engine === 'blackjack' && round.outcome)
    return publicBlackjack(round.outcome as unknown as BlackjackState);
  if (round.engine === 'mines' && round.state === 'debited') {
    const { mines: _hidden, ...visible } = outcome as unknown as MinesState;
    return visible as Record<string, unknown>;
  }
  return outcome;
}

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

  async function context(sessionId: string) {
    const session = await repo.session(sessionId);
    if (!session || session.expiresAt < new Date()) throw new AppError('session_expired', 401);
    const merchant = await deps.merchants.findById(session.merchantId);
    const account = await deps.identity.repo.findAccountById(session.accountId);
    const game = await deps.catalog.game(merchant, String(session.gameId));
    const vendor = await deps.seamless.findVendor(game.vendorCode);
    if (!account || !vendor) throw new AppError('session_expired', 401);
    return { session, merchant, account, game, vendor };
  }

  async function balanceOf(merchant: Merchant, account: { id: bigint; type: number }) {
    return formatMinor((await deps.wallet.balance(merchant, account)).available);
  }

  type Ctx = Awaited<ReturnType<typeof context>>;

  async function debit(ctx: Ctx, round: HouseRoundRow) {
    await deps.seamless.house.debit(ctx.vendor, ctx.merchant, ctx.account, {
      transactionId: `${round.id}:bet`,
      roundId: round.id,
      gameCode: ctx.game.game.gameCode,
      amount: formatMinor(round.bet),
    });
    await repo.updateRound(round.id, { state: 'debited', debitTx: `${round.id}:bet` });
  }

  async function pay(
    ctx: Pick<Ctx, 'vendor' | 'merchant' | 'account' | 'game'>,
    round: HouseRoundRow,
    win: bigint,
    outcome: Record<string, unknown>,
  ) {
    if (win > 0n) {
      await deps.seamless.house.credit(ctx.vendor, ctx.merchant, ctx.account, {
        transactionId: `${round.id}:win`,
        roundId: round.id,
        gameCode: ctx.game.game.gameCode,
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

  return {
    async authenticate(launchToken: string, ip: string) {
      const token = await repo.takeLaunchToken(crypto.createHash('sha256').update(launchToken).digest('hex'));
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
      const account = (await deps.identity.repo.findAccountById(accountId))!;
      const game = await deps.catalog.game(merchant, String(token.gameId));
      const serverSeed = newServerSeed();
      const session: HouseSessionRow = {
        id: crypto.randomUUID(),
        merchantId: merchant.id,
        accountId,
        playerTokenHash: null,
        gameId: token.gameId,
        trial: account.type === 4,
        serverSeed,
        serverSeedHash: commitment(serverSeed),
        clientSeed: crypto.randomBytes(8).toString('hex'),
        nonce: 0,
        createdAt: new Date(),
        expiresAt: new Date(Date.now() + SESSION_MS),
      };
      await repo.insertSession(session);
      const { currency } = await deps.wallet.balance(merchant, account);
      // Crash rounds are shared: the session shows the current round's hash, the chain's salt and round.
      const fairness =
        game.game.engine === 'crash'
          ? await crash.fairness(merchant.id, token.gameId)
          : { serverSeedHash: session.serverSeedHash, clientSeed: session.clientSeed, nonce: 0 };
      return {
        sessionId: session.id,
        game: {
          gameCode: game.game.gameCode,
          name:
            game.game.names[token.language ?? merchant.defaultLanguage] ??
            game.game.names.en ??
            game.game.gameCode,
          engine: game.game.engine ?? 'dice',
          variant: game.game.variant,
          betLevels: BET_LEVELS.filter((b) => b >= game.game.minBet).map(formatMinor),
          studio: game.vendorName,
        },
        balance: await balanceOf(merchant, account),
        currency,
        trial: session.trial,
        fairness,
        backUrl: token.backUrl,
      };
    },

    async play(input: {
      sessionId: string;
      bet?: string | undefined;
      action: 'bet' | 'reveal' | 'cashout' | BlackjackAction;
      params: Record<string, unknown>;
    }) {
      const ctx = await context(input.sessionId);
      const engine = ctx.game.game.engine ?? 'dice';
      if (!IMPLEMENTED.has(engine))
        throw new AppError('game_maintenance', 503, `the ${engine} engine is not available yet`);

      if (engine === 'blackjack' && input.action !== 'bet') {
        const open = await repo.openRound(ctx.session.id);
        if (!open) throw new AppError('no_open_round', 409);
        const state = open.outcome as unknown as BlackjackState;
        const action = input.action as BlackjackAction;
        const extra = extraStake(state, action);
        // Apply first (a refused action must not cost anything), then take the extra stake, then keep it.
        const next = applyBlackjack(state, action);
        let bet = open.bet;
        if (extra > 0n) {
          await deps.seamless.house.debit(ctx.vendor, ctx.merchant, ctx.account, {
            transactionId: `${open.id}:${action}:${state.active}`,
            roundId: open.id,
            gameCode: ctx.game.game.gameCode,
            amount: formatMinor(extra),
          });
          bet += extra;
        }
        const outcome = next as unknown as Record<string, unknown>;
        await repo.updateRound(open.id, { bet, outcome });
        if (next.phase === 'settled') await pay(ctx, { ...open, bet }, blackjackPayout(next), outcome);
        const round = (await repo.round(open.id))!;
        return { round: roundView(round), balance: await balanceOf(ctx.merchant, ctx.account) };
      }

      if (engine === 'crash' && input.action !== 'bet') {
        if (input.action !== 'cashout') {
          throw new AppError('action_not_allowed', 409, 'crash takes the actions bet and cashout');
        }
        const id = await crash.cashout(crashCtx(ctx));
        return {
          round: roundView((await repo.round(id))!),
          balance: await balanceOf(ctx.merchant, ctx.account),
        };
      }

      if (engine === 'mines' && input.action !== 'bet') {
        const open = await repo.openRound(ctx.session.id);
        if (!open) throw new AppError('no_open_round', 409);
        let state = open.outcome as unknown as MinesState;
        if (input.action === 'reveal') {
          state = revealMine(state, input.params.tile);
          if (state.busted) await pay(ctx, open, 0n, state as unknown as Record<string, unknown>);
          else await repo.updateRound(open.id, { outcome: state as unknown as Record<string, unknown> });
        } else {
          if (state.revealed.length === 0) throw new AppError('reveal_first', 409);
          await pay(ctx, open, minesPayout(state, open.bet), state as unknown as Record<string, unknown>);
        }
        const round = (await repo.round(open.id))!;
        return { round: roundView(round), balance: await balanceOf(ctx.merchant, ctx.account) };
      }

      if (!input.bet) throw new AppError('invalid_input', 400, 'bet is required');
      const bet = parseMinor(input.bet);
      if (bet < ctx.game.game.minBet || bet > MAX_BET) {
        throw new AppError('bet_out_of_range', 422, undefined, {
          min: formatMinor(ctx.game.game.minBet),
          max: formatMinor(MAX_BET),
        });
      }
      if (engine === 'crash') {
        const id = await crash.bet(crashCtx(ctx), bet, input.params);
        return {
          round: roundView((await repo.round(id))!),
          balance: await balanceOf(ctx.merchant, ctx.account),
        };
      }
      const multiStep = engine === 'mines' || engine === 'blackjack';
      if (multiStep && (await repo.openRound(ctx.session.id))) throw new AppError('round_in_progress', 409);
      const seeds = await repo.nextNonce(ctx.session.id);
      const stream = new FairStream(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
      // The outcome is decided (and validated) before any money moves; it is recomputable from the seeds.
      const settlement = multiStep
        ? null
        : settleSingleStep(engine, stream, bet, input.params, ctx.game.game.variant);
      const openState =
        engine === 'mines'
          ? (startMines(stream, input.params) as unknown as Record<string, unknown>)
          : engine === 'blackjack'
            ? (startBlackjack(stream, bet) as unknown as Record<string, unknown>)
            : null;
      const round: HouseRoundRow = {
        id: crypto.randomUUID(),
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
      await repo.insertRound(round);
      try {
        await debit(ctx, round);
      } catch (error) {
        await repo.updateRound(round.id, { state: 'refused', settledAt: new Date() });
        throw error;
      }
      if (settlement) await pay(ctx, round, settlement.win, settlement.outcome);
      // A blackjack dealt as a natural (or beaten by the dealer's) is over at once.
      if (engine === 'blackjack' && (openState as unknown as BlackjackState).phase === 'settled') {
        await pay(ctx, round, blackjackPayout(openState as unknown as BlackjackState), openState!);
      }
      return {
        round: roundView((await repo.round(round.id))!),
        balance: await balanceOf(ctx.merchant, ctx.account),
      };
    },

    /** Sets the client seed, or rotates the server seed: the old one is revealed for verification. */
    async seed(input: { sessionId: string; clientSeed?: string | undefined }) {
      const { session } = await context(input.sessionId);
      if (await repo.openRound(session.id)) throw new AppError('round_in_progress', 409);
      const serverSeed = newServerSeed();
      await repo.reveal(session.serverSeedHash, session.serverSeed);
      const clientSeed = input.clientSeed ?? session.clientSeed;
      await repo.updateSession(session.id, {
        serverSeed,
        serverSeedHash: commitment(serverSeed),
        clientSeed,
        nonce: 0,
      });
      return { revealedServerSeed: session.serverSeed, serverSeedHash: commitment(serverSeed), clientSeed };
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
     * After a crash: a round whose bet may have been taken is finished from its seeds (paid once,
     * the credit being idempotent); one whose bet never got through is closed. Open mines rounds stay
     * open for the player to finish.
     */
    async recover(log: FastifyBaseLogger) {
      for (const round of await repo.unfinishedRounds()) {
        if ((round.engine === 'mines' || round.engine === 'blackjack') && round.state === 'debited') continue;
        if (round.engine === 'crash') continue; // crash.recover below
        try {
          const ctx = await context(round.sessionId).catch(() => null);
          if (!ctx) continue;
          try {
            await debit(ctx, round);
          } catch (error) {
            await repo.updateRound(round.id, { state: 'refused', settledAt: new Date() });
            log.warn({ round: round.id, err: error }, 'interrupted round closed without a bet');
            continue;
          }
          const session = await repo.session(round.sessionId);
          const serverSeed =
            session && session.serverSeedHash === round.serverSeedHash
              ? session.serverSeed
              : await repo.revealed(round.serverSeedHash);
          if (!serverSeed) continue;
          const settlement = settleSingleStep(
            round.engine,
            new FairStream(serverSeed, round.clientSeed, round.nonce),
            round.bet,
            round.params,
            ctx.game.game.variant,
          );
          await pay(ctx, round, settlement.win, settlement.outcome);
          log.info({ round: round.id }, 'interrupted round completed');
        } catch (error) {
          log.error({ round: round.id, err: error }, 'could not recover round');
        }
      }
      await crash.recover(log);
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
