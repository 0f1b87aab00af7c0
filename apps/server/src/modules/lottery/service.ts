import { isTrial } from '@crupier/contract/account-types';
import { LOTTERY_GAMES, type LotteryGame, lotteryGame, periodAt, winUnits } from '@crupier/contract/lottery';
import { formatMinor } from '@crupier/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Ledger } from '@/modules/ledger/service';
import type { Merchant } from '@/modules/merchants/service';
import type { StakeGuard } from '@/modules/responsible-gaming/stake-guard';
import { PLAY_CURRENCY, type Wallet } from '@/modules/wallet/service';
import { AppError } from '@/platform/app-error';
import type { Clock } from '@/platform/clock';
import { drawHashOf, drawNumbers, newSeed } from './draw';
import { lotteryBetting } from './lottery-betting';
import { lotteryDrawOps } from './lottery-draw-ops';
import { lotteryDraws } from './lottery-draws';
import { lotteryOdds } from './lottery-odds';
import { betView } from './lottery-views';
import { type BetRow, createLotteryRepository, type DrawRow, type LotteryRepository } from './repository';

export type LotteryDeps = {
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

/** The draw of the game's calendar that takes bets now, created (with its seed and hash) if needed. */
async function ensureOpenDraw(repo: LotteryRepository, merchant: Merchant, game: LotteryGame, now: Date) {
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
async function settleDraw(
  deps: LotteryDeps,
  repo: LotteryRepository,
  draw: DrawRow,
  log?: FastifyBaseLogger,
) {
  const { db, clock } = deps;
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

/** What the lottery's parts share: the repository, odds, the house account, the draw loop and replays. */
function lotteryTools(deps: LotteryDeps) {
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
      currency: isTrial(account.type) ? PLAY_CURRENCY : merchant.currency,
    });

  const ensureOpen = (merchant: Merchant, game: LotteryGame, now: Date) =>
    ensureOpenDraw(repo, merchant, game, now);

  const settle = (draw: DrawRow, log?: FastifyBaseLogger) => settleDraw(deps, repo, draw, log);

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

  return {
    db,
    ledger,
    wallet,
    clock,
    repo,
    oddsCache,
    gameOrThrow,
    oddsMap,
    oddsFor,
    houseAccount,
    ensureOpen,
    settle,
    tick,
    currentDraw,
    balanceOf,
    replay,
  };
}
export type LotteryTools = ReturnType<typeof lotteryTools>;

/**
 * The lottery: draws on each game's calendar (opened with a committed seed hash, closed at their
 * close, drawn and settled in one guarded transaction), bets debited through the ledger into the
 * lottery vendor's sub-accounts, wins and refunds paid set-based (migration 0024 `lottery_pay`).
 */
export function createLottery(deps: LotteryDeps) {
  const tools = lotteryTools(deps);
  return {
    ...lotteryDraws(tools),
    ...lotteryBetting(deps, tools),
    ...lotteryDrawOps(deps, tools),
    ...lotteryOdds(tools),
  };
}

export type Lottery = ReturnType<typeof createLottery>;
