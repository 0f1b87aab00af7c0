import crypto from 'node:crypto';
import {
  formatOdds,
  LOTTERY_ACCOUNT_TYPE,
  LOTTERY_GAMES,
  LOTTERY_MAX_RTP,
  LOTTERY_MAX_STAKE,
  LOTTERY_MIN_STAKE,
  type LotteryGame,
  type LotteryPrizeMode,
  lotteryBetType,
  lotteryGame,
  normaliseNumbers,
  periodAt,
  potentialWinOf,
  rtpOf,
  type TDrawNumbers,
  type TLotteryBet,
  type TPlaceBet,
  winUnits,
} from '@crupier/contract/lottery';
import { formatMinor, parseMinor } from '@crupier/contract/money';
import { page } from '@crupier/contract/paging';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client';
import { TRIAL_TYPE } from '@/modules/identity/free-play';
import type { AccountRow } from '@/modules/identity/repository';
import type { Ledger } from '@/modules/ledger/service';
import type { Merchant } from '@/modules/merchants/service';
import type { StakeGuard } from '@/modules/responsible-gaming/stake-guard';
import { PLAY_CURRENCY, type Wallet } from '@/modules/wallet/service';
import { AppError } from '@/platform/app-error';
import type { Clock } from '@/platform/clock';
import { drawHashOf, drawNumbers, newSeed } from './draw';
import { type BetRow, createLotteryRepository, type DrawRow } from './repository';

type Deps = {
  db: Db;
  ledger: Ledger;
  wallet: Wallet;
  clock: Clock;
  merchants: { all(): Promise<Merchant[]> };
  /** Responsible gaming: called before every stake moves money. */
  stakeGuard?: StakeGuard;
  onBalance?: (accountId: bigint) => void;
};

/** Lottery bets spread over this many sub-accounts of the lottery vendor, so players do not queue on one row. */
const LOTTERY_SHARDS = 8;
const ODDS_CACHE_MS = 5_000;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const nameOf = (game: LotteryGame, language: string) =>
  game.names[language as keyof LotteryGame['names']] ?? game.names.en;

/** The calendar as the menu sends it: `interval:<minutes>`, `daily:<HH:MM>` or `weekly:<days>:<HH:MM>` (0 = Sunday). */
export function scheduleText(game: LotteryGame) {
  const s = game.schedule;
  if (s.type === 'interval') return `interval:${s.minutes}`;
  return s.days ? `weekly:${s.days.join(',')}:${s.at}` : `daily:${s.at}`;
}

export function menuGame(game: LotteryGame, language: string) {
  return {
    gameCode: game.code,
    name: nameOf(game, language),
    prizeMode: game.prizeMode,
    area: game.area,
    kind: game.kind,
    route: game.route,
    schedule: scheduleText(game),
    tiers: game.tiers,
  };
}

export function pastDrawView(row: DrawRow) {
  return {
    drawId: String(row.id),
    gameCode: row.gameCode,
    drawNo: row.drawNo,
    closedAt: iso(row.closedAt),
    drawnAt: iso(row.drawnAt),
    numbers: (row.numbers ?? []) as TDrawNumbers,
    drawHash: row.drawHash,
    seed: row.seed,
  };
}

function betView(
  bet: BetRow,
  drawNo: string,
  state = bet.state,
  settledAt: Date | string | null = bet.settledAt,
): TLotteryBet {
  return {
    betId: String(bet.id),
    drawId: String(bet.drawId),
    drawNo,
    gameCode: bet.gameCode,
    betType: bet.betType,
    numbers: bet.numbers,
    stake: formatMinor(bet.stake),
    odds: formatOdds(bet.odds[0] ?? 0),
    potentialWin: formatMinor(bet.potentialWin),
    state: state as TLotteryBet['state'],
    win: formatMinor(bet.win),
    placedAt: bet.createdAt.toISOString(),
    settledAt: settledAt ? new Date(settledAt).toISOString() : null,
  };
}

/**
 * The lottery: draws on each game's calendar (opened with a committed seed hash, closed at their
 * close, drawn and settled in one guarded transaction), bets debited through the ledger into the
 * lottery vendor's sub-accounts, wins and refunds paid set-based (migration 0024 `lottery_pay`).
 */
export function createLottery(deps: Deps) {
  const { db, ledger, wallet, clock } = deps;
  const repo = createLotteryRepository(db);
  const oddsCache = new Map<number, { at: number; odds: Map<string, number[]> }>();

  function gameOrThrow(code: string) {
    const game = lotteryGame(code);
    if (!game) throw new AppError('game_not_found', 404);
    return game;
  }

  async function oddsMap(merchantId: number) {
    const hit = oddsCache.get(merchantId);
    if (hit && Date.now() - hit.at < ODDS_CACHE_MS) return hit.odds;
    const rows = await repo.oddsOf(merchantId);
    const odds = new Map(rows.map((r) => [`${r.gameCode}:${r.betType}`, r.odds]));
    oddsCache.set(merchantId, { at: Date.now(), odds });
    return odds;
  }

  /** The merchant's odds of each bet type of a game: its setting, else the default. */
  async function oddsFor(merchantId: number, game: LotteryGame) {
    const set = await oddsMap(merchantId);
    return new Map(game.betTypes.map((b) => [b.code, set.get(`${game.code}:${b.code}`) ?? b.odds]));
  }

  /** The house side of a bet: in play money for a trial account, which never meets real money. */
  const houseAccount = (merchant: Merchant, account: AccountRow) =>
    ledger.account({
      merchantId: merchant.id,
      ownerType: 'vendor',
      ownerId: null,
      kind: `lottery:${Number(account.id % BigInt(LOTTERY_SHARDS))}`,
      currency: account.type === TRIAL_TYPE ? PLAY_CURRENCY : merchant.currency,
    });

  /** The draw of the game's calendar that takes bets now, created (with its seed and hash) if needed. */
  async function ensureOpen(merchant: Merchant, game: LotteryGame, now: Date) {
    let period = periodAt(game, merchant.gmtOffset, now);
    for (let i = 0; i < 8; i++) {
      let row = await repo.findDraw(merchant.id, game.code, period.drawNo);
      if (!row) {
        const seed = newSeed();
        row =
          (await repo.insertDraw({
            merchantId: merchant.id,
            gameCode: game.code,
            drawNo: period.drawNo,
            state: 'open',
            opensAt: now,
            closesAt: period.closesAt,
            drawAt: period.drawAt,
            seed,
            drawHash: drawHashOf(seed),
          })) ?? (await repo.findDraw(merchant.id, game.code, period.drawNo));
      }
      if (row?.state === 'open' && row.closesAt.getTime() > now.getTime()) return row;
      // This period was drawn early (demo), cancelled or is closing: the next one takes bets.
      period = periodAt(game, merchant.gmtOffset, period.closesAt);
    }
    throw new AppError('draw_unavailable', 503);
  }

  /**
   * Draws and settles a closed draw once: the draw moves closed → settled in the same transaction
   * that marks its bets and pays its wins, so a crash leaves it closed (and the next run settles it)
   * and a second run finds nothing to claim.
   */
  async function settle(draw: DrawRow, log?: FastifyBaseLogger) {
    const game = lotteryGame(draw.gameCode);
    if (!game) return null;
    const numbers = drawNumbers(game, draw.seed, draw.drawNo);
    const now = clock.now();
    const started = Date.now();
    const steps: Record<string, number> = {};
    let lap = Date.now();
    const step = (name: string) => {
      steps[name] = Date.now() - lap;
      lap = Date.now();
    };
    const outcome = await db.transaction(async (tx) => {
      if (!(await repo.claimForSettlement(tx, draw.id, numbers, now))) return null;
      const selections = await repo.selections(tx, draw.id);
      step('load');
      const winners = selections
        .map((s) => ({ ...s, units: winUnits(game, s.bet_type, s.numbers, numbers, s.odds) }))
        .filter((s) => s.units > 0);
      step('rules');
      await repo.markWinners(tx, draw.id, winners, now);
      step('mark');
      const paid = await repo.pay(tx, draw.id, 'won', `${game.code} ${draw.drawNo}`);
      step('pay');
      await repo.summarise(tx, draw.id);
      step('summary');
      return { bets: selections.reduce((n, s) => n + s.n, 0), winners: paid.transfers, paid: paid.amount };
    });
    step('commit');
    if (outcome) {
      log?.info(
        {
          game: game.code,
          drawNo: draw.drawNo,
          ...outcome,
          paid: String(outcome.paid),
          ms: Date.now() - started,
          steps,
        },
        'lottery draw settled',
      );
      if (deps.onBalance) for (const id of await repo.accountsOfDraw(draw.id)) deps.onBalance(id);
    }
    return outcome;
  }

  /** Closes, draws and opens what is due for one merchant's game (or for every merchant's games). */
  async function tick(now: Date, log?: FastifyBaseLogger, scope?: { merchant: Merchant; game: LotteryGame }) {
    const where = scope ? { merchantId: scope.merchant.id, gameCode: scope.game.code } : undefined;
    await repo.closeDue(now, where);
    for (const draw of await repo.dueToDraw(now, where)) await settle(draw, log);
    if (scope) return ensureOpen(scope.merchant, scope.game, now);
    for (const merchant of await deps.merchants.all())
      for (const game of LOTTERY_GAMES) await ensureOpen(merchant, game, now);
    return null;
  }

  async function currentDraw(merchant: Merchant, game: LotteryGame) {
    return (await tick(clock.now(), undefined, { merchant, game }))!;
  }

  return {
    settle,
    tick,
    oddsFor,

    menus(merchant: Merchant, prizeMode: LotteryPrizeMode, language: string, area?: 'VN') {
      const games = LOTTERY_GAMES.filter(
        (g) =>
          (prizeMode === 'ZY' ? g.prizeMode === 'ELOTT' : g.prizeMode === prizeMode) &&
          (!area || g.area === area),
      );
      void merchant;
      return {
        gameMenus: [
          {
            accountTypeName: LOTTERY_ACCOUNT_TYPE,
            prizeMode,
            games: games.map((g) => menuGame(g, language)),
          },
        ],
      };
    },

    async recent(accountId: bigint, language: string) {
      const codes = await repo.recentGames(accountId, 12);
      return {
        list: codes.flatMap((code) => {
          const game = lotteryGame(code);
          return game ? [menuGame(game, language)] : [];
        }),
      };
    },

    async current(merchant: Merchant, gameCode: string) {
      const game = gameOrThrow(gameCode);
      const draw = await currentDraw(merchant, game);
      const odds = await oddsFor(merchant.id, game);
      return {
        drawId: String(draw.id),
        gameCode: game.code,
        drawNo: draw.drawNo,
        closesAt: draw.closesAt.toISOString(),
        drawAt: draw.drawAt.toISOString(),
        drawHash: draw.drawHash,
        betTypes: game.betTypes.map((b) => {
          const o = odds.get(b.code) ?? b.odds;
          return {
            code: b.code,
            odds: formatOdds(o[0] ?? 0),
            payouts: o.map(formatOdds),
            pick: b.pick,
            rtp: b.rtp,
          };
        }),
        serverTime: clock.now().toISOString(),
      };
    },

    async opened(merchant: Merchant, gameCode: string, pageNo: number, pageSize: number) {
      const game = gameOrThrow(gameCode);
      // Draws due by now are drawn before the list is read.
      await tick(clock.now(), undefined, { merchant, game });
      const { rows, total } = await repo.settledPage(
        merchant.id,
        game.code,
        pageSize,
        (pageNo - 1) * pageSize,
      );
      return page(rows.map(pastDrawView), { pageNo, pageSize }, total);
    },

    async latest(merchant: Merchant, gameCode: string) {
      const { list } = await this.opened(merchant, gameCode, 1, 1);
      return list[0] ?? null;
    },

    /** POST /lgw/bets: one bet on an open draw, debited from the wallet; a repeated key answers the same bet. */
    async placeBet(merchant: Merchant, account: AccountRow, body: TPlaceBet, key: string | undefined) {
      const stake = parseMinor(body.stake);
      if (stake < LOTTERY_MIN_STAKE || stake > LOTTERY_MAX_STAKE)
        throw new AppError(
          'invalid_stake',
          422,
          `a stake from ${formatMinor(LOTTERY_MIN_STAKE)} to ${formatMinor(LOTTERY_MAX_STAKE)}`,
        );
      const requestKey = key ?? crypto.randomUUID();
      const known = key ? await repo.betByKey(account.id, requestKey) : undefined;
      const drawId = BigInt(body.drawId);
      const draw = known ? undefined : await repo.drawById(merchant.id, drawId);
      if (!known && !draw) throw new AppError('draw_not_found', 404);
      const game = gameOrThrow(known?.gameCode ?? draw!.gameCode);
      const betType = lotteryBetType(game, body.betType);
      if (!betType) throw new AppError('invalid_bet_type', 422);
      const numbers = normaliseNumbers(betType.pick, body.numbers);
      if (!numbers) throw new AppError('invalid_numbers', 422);
      if (known) return replay(known, { drawId, betType: betType.code, numbers, stake });

      const odds = (await oddsFor(merchant.id, game)).get(betType.code) ?? betType.odds;
      const potentialWin = potentialWinOf(game, betType, odds, stake);
      await deps.stakeGuard?.beforeStake({ merchantId: merchant.id, accountId: account.id, amount: stake });
      const walletId = await wallet.walletOf(merchant, account);
      const houseId = await houseAccount(merchant, account);
      const now = clock.now();
      const bet = await db.transaction(async (tx) => {
        const locked = await repo.lockOpenDraw(tx, merchant.id, drawId);
        if (!locked || locked.state !== 'open' || new Date(locked.closes_at).getTime() <= now.getTime())
          throw new AppError('draw_closed', 409);
        const [row] = await repo.insertBet(tx, {
          merchantId: merchant.id,
          drawId,
          accountId: account.id,
          requestKey,
          gameCode: game.code,
          betType: betType.code,
          numbers,
          stake,
          odds,
          potentialWin,
          walletId,
          houseAccountId: houseId,
        });
        if (!row) return null; // the same key won a race: answered below
        await ledger.inTransaction(tx).transfer({
          id: `lottery-bet:${row.id}`,
          merchantId: merchant.id,
          debit: walletId,
          credit: houseId,
          amount: stake,
          kind: 'lottery_bet',
          reference: `${game.code} ${locked.draw_no} ${betType.code} ${numbers.join(',')}`,
        });
        return { row, drawNo: locked.draw_no };
      });
      if (!bet) {
        const raced = await repo.betByKey(account.id, requestKey);
        if (!raced) throw new AppError('idempotency_conflict', 409);
        return replay(raced, { drawId, betType: betType.code, numbers, stake });
      }
      deps.onBalance?.(account.id);
      return { bet: betView(bet.row, bet.drawNo), balance: await balanceOf(merchant, account) };
    },

    async myBets(
      accountId: bigint,
      q: { gameCode?: string | undefined; state?: string | undefined; pageNo: number; pageSize: number },
    ) {
      const { rows, total } = await repo.myBets(accountId, {
        gameCode: q.gameCode,
        state: q.state,
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      });
      return page(
        rows.map((r) => betView(r.bet, r.drawNo, r.state, r.settledAt)),
        q,
        total,
      );
    },

    /** Demo: closes the game's open draw now, draws and settles it, and opens the next. */
    async forceDraw(merchant: Merchant, gameCode: string, log?: FastifyBaseLogger) {
      const game = gameOrThrow(gameCode);
      const open = await currentDraw(merchant, game);
      const closed = await repo.forceClose(open.id, clock.now());
      if (closed) await settle(closed, log);
      const drawn = await repo.drawById(merchant.id, open.id);
      if (drawn?.state !== 'settled') throw new AppError('draw_closed', 409);
      const next = await currentDraw(merchant, game);
      return { draw: pastDrawView(drawn!), nextDrawId: String(next.id) };
    },

    /** Back office: cancels an open or closed draw with a reason; every bet is refunded its stake. */
    async cancel(merchant: Merchant, drawId: bigint, reason: string, log?: FastifyBaseLogger) {
      const before = await repo.drawById(merchant.id, drawId);
      if (!before) throw new AppError('draw_not_found', 404);
      const game = lotteryGame(before.gameCode);
      const outcome = await db.transaction(async (tx) => {
        const claimed = await repo.claimForCancel(tx, merchant.id, drawId, reason, clock.now());
        if (!claimed) return null;
        const paid = await repo.pay(
          tx,
          drawId,
          'refunded',
          `${game?.code ?? before.gameCode} ${before.drawNo} cancelled`,
        );
        await repo.summarise(tx, drawId);
        return paid;
      });
      if (!outcome) throw new AppError('draw_not_cancellable', 409);
      log?.info({ drawId: String(drawId), refunds: outcome.transfers }, 'lottery draw cancelled');
      if (deps.onBalance) for (const id of await repo.accountsOfDraw(drawId)) deps.onBalance(id);
      const after = (await repo.drawById(merchant.id, drawId))!;
      return {
        before: opsView(before),
        after: opsView(after),
        refunds: outcome.transfers,
        refunded: formatMinor(outcome.amount),
      };
    },

    async opsDraws(
      merchant: Merchant,
      q: { gameCode?: string | undefined; state?: string | undefined; pageNo: number; pageSize: number },
    ) {
      const { rows, total } = await repo.opsPage(merchant.id, {
        gameCode: q.gameCode,
        state: q.state,
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      });
      const live = await repo.liveTotals(
        rows.filter((r) => r.state === 'open' || r.state === 'closed').map((r) => r.id),
      );
      return page(
        rows.map((r) => {
          const view = opsView(r);
          const l = live.get(String(r.id));
          return l ? { ...view, bets: l.bets, stakes: formatMinor(l.stakes) } : view;
        }),
        q,
        total,
      );
    },

    bettingRecord: repo.bettingRecord,

    /** Back office: every bet type's odds for the merchant (its setting or the default) and their RTP. */
    async odds(merchant: Merchant) {
      oddsCache.delete(merchant.id);
      const list = [];
      for (const game of LOTTERY_GAMES) {
        const odds = await oddsFor(merchant.id, game);
        for (const b of game.betTypes) {
          const o = odds.get(b.code) ?? b.odds;
          list.push({
            gameCode: game.code,
            betType: b.code,
            odds: o.map(formatOdds),
            defaultOdds: b.odds.map(formatOdds),
            rtp: Math.round(rtpOf(game, b.code, o) * 1e6) / 1e6,
          });
        }
      }
      return list;
    },

    /**
     * Back office: sets a bet type's odds for the merchant (bets already placed keep theirs). Refused
     * when the tiers do not match the bet type or the expected return would exceed 99 %.
     */
    async setOdds(merchant: Merchant, input: { gameCode: string; betType: string; odds: string[] }) {
      const game = gameOrThrow(input.gameCode);
      const type = lotteryBetType(game, input.betType);
      if (!type) throw new AppError('invalid_bet_type', 422);
      if (input.odds.length !== type.odds.length)
        throw new AppError('invalid_odds', 422, `this bet type takes ${type.odds.length} odds`);
      const hundredths = input.odds.map((o) => Number(parseMinor(o)));
      if (hundredths.some((o) => o < 101)) throw new AppError('invalid_odds', 422, 'odds must exceed 1.00');
      const rtp = rtpOf(game, type.code, hundredths);
      if (rtp > LOTTERY_MAX_RTP)
        throw new AppError(
          'invalid_odds',
          422,
          `an expected return of ${(rtp * 100).toFixed(2)} % exceeds 99 %`,
        );
      const before = (await oddsFor(merchant.id, game)).get(type.code) ?? type.odds;
      await repo.setOdds(merchant.id, game.code, type.code, hundredths);
      oddsCache.delete(merchant.id);
      return {
        before: { odds: before.map(formatOdds), rtp: rtpOf(game, type.code, before) },
        after: { odds: hundredths.map(formatOdds), rtp },
      };
    },
  };

  async function balanceOf(merchant: Merchant, account: AccountRow) {
    return formatMinor((await wallet.balance(merchant, account)).available);
  }

  async function replay(
    known: BetRow,
    asked: { drawId: bigint; betType: string; numbers: string[]; stake: bigint },
  ) {
    const same =
      known.drawId === asked.drawId &&
      known.betType === asked.betType &&
      known.stake === asked.stake &&
      known.numbers.join(',') === asked.numbers.join(',');
    if (!same) throw new AppError('idempotency_conflict', 409);
    const draw = await repo.drawById(known.merchantId, known.drawId);
    const state =
      draw?.state === 'cancelled'
        ? 'refunded'
        : draw?.state === 'settled'
          ? known.state === 'won'
            ? 'won'
            : 'lost'
          : 'open';
    return {
      bet: betView(known, draw?.drawNo ?? '', state, draw?.state === 'settled' ? draw.drawnAt : null),
      balance: formatMinor((await ledger.balance(known.walletId)).available),
    };
  }
}

function opsView(r: DrawRow) {
  const revealed = r.state === 'settled';
  return {
    drawId: String(r.id),
    gameCode: r.gameCode,
    drawNo: r.drawNo,
    state: r.state as 'open' | 'closed' | 'settled' | 'cancelled',
    closesAt: r.closesAt.toISOString(),
    drawAt: r.drawAt.toISOString(),
    drawnAt: iso(r.drawnAt),
    drawHash: r.drawHash,
    // The seed stays secret until the numbers are out (a cancelled draw never reveals it).
    seed: revealed ? r.seed : null,
    numbers: revealed ? ((r.numbers ?? []) as TDrawNumbers) : null,
    bets: r.bets,
    stakes: formatMinor(r.stakes),
    wins: formatMinor(r.wins),
    cancelReason: r.cancelReason,
  };
}

export type Lottery = ReturnType<typeof createLottery>;
