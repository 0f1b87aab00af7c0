import { formatMinor } from '@crupier/contract/money';
import type { TBonus } from '@crupier/contract/promotions';
import type { Db } from '@/db/client';
import { isRetryable } from '@/modules/ledger/errors';
import type { Ledger } from '@/modules/ledger/service';
import { AppError } from '@/platform/app-error';
import type { Clock } from '@/platform/clock';
import { textIn } from '@/platform/content-language';
import { bonusShareOf, splitStake } from './engine';
import { type BonusRow, createPromotionsRepository } from './repository';

type Money = { merchantId: number; currency: string };
/** A bonus-funded stake's last activity this long ago lets a played-out bonus close as lost. */
const LOST_AFTER_MS = 10 * 60_000;
/** A member without a bonus account is not asked about again for this long (the wallet's hot path). */
const NO_BONUS_TTL_MS = 30_000;

/** One seamless-wallet money call as the bonus hooks see it. */
export type WalletCall = {
  merchantId: number;
  vendorId: number;
  accountId: bigint;
  walletId: bigint;
  currency: string;
  amount: bigint;
  transactionId: string;
  roundId: string | null;
  gameCode: string | null;
};
type Outcome = { outcome: string; response: Record<string, unknown> | null };

/** Runs a transaction again after a serialization failure or a deadlock (as the ledger does). */
async function retrying<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt < 5 && isRetryable(error)) continue;
      throw error;
    }
  }
}

/** A transaction that rolls back and hands its outcome back (a refused debit must leave nothing behind). */
class RolledBack extends Error {
  constructor(readonly result: Outcome) {
    super('rolled back');
  }
}

/**
 * Bonus money (ADR 019): a per-member ledger account (owner player, kind 'bonus') funded from the
 * merchant's promotion account. A member has at most one active bonus; a grant while one is active adds
 * its amount and wagering to it. Stakes take real money first, then bonus; the win of a round that used
 * bonus money goes back to the bonus in the same proportion, inside the same transaction, so that the
 * real balance never holds unwagered bonus money. Met wagering converts the whole bonus balance to real
 * money; expiry or a withdrawal with open wagering forfeits it to the promotion account.
 */
export function createBonusMoney(deps: {
  db: Db;
  ledger: Ledger;
  clock: Clock;
  onBalance?: (accountId: bigint) => void;
}) {
  const { db, ledger, clock } = deps;
  const repo = createPromotionsRepository(db);
  const withBonus = new Set<string>();
  const withoutBonus = new Map<string, number>();

  const bonusAccount = (m: Money, accountId: bigint) =>
    ledger.account({
      merchantId: m.merchantId,
      ownerType: 'player',
      ownerId: accountId,
      kind: 'bonus',
      currency: m.currency,
    });
  const promotionAccount = (m: Money) =>
    ledger.account({
      merchantId: m.merchantId,
      ownerType: 'promotion',
      ownerId: null,
      kind: 'rewards',
      currency: m.currency,
    });
  const mainWallet = (m: Money, accountId: bigint) =>
    ledger.account({
      merchantId: m.merchantId,
      ownerType: 'player',
      ownerId: accountId,
      kind: 'main',
      currency: m.currency,
    });

  /** Whether the member may hold bonus money at all (cached: positive for good, negative for 30 s). */
  async function mayHaveBonus(merchantId: number, accountId: bigint) {
    const key = `${merchantId}:${accountId}`;
    if (withBonus.has(key)) return true;
    const checked = withoutBonus.get(key);
    if (checked !== undefined && Date.now() - checked < NO_BONUS_TTL_MS) return false;
    if (await repo.hasBonusAccount(merchantId, accountId)) {
      withBonus.add(key);
      withoutBonus.delete(key);
      return true;
    }
    if (withoutBonus.size > 100_000) withoutBonus.clear();
    withoutBonus.set(key, Date.now());
    return false;
  }

  async function balanceOf(m: Money, accountId: bigint) {
    if (!(await mayHaveBonus(m.merchantId, accountId))) return 0n;
    return (await ledger.balance(await bonusAccount(m, accountId))).balance;
  }

  /**
   * Credits `amount` of bonus money with `multiple` × amount of wagering, idempotent by `reference`
   * (a repeat moves nothing and answers the same bonus). Runs inside `tx` when given.
   */
  async function grant(
    m: Money,
    g: {
      accountId: bigint;
      amount: bigint;
      multiple: number;
      days: number;
      reference: string;
      promotionId: bigint | null;
      titles: Record<string, string>;
    },
    tx?: Db,
  ): Promise<bigint> {
    if (g.amount <= 0n) throw new AppError('invalid_input', 400, 'a bonus must be positive');
    const source = await promotionAccount(m);
    const target = await bonusAccount(m, g.accountId);
    withBonus.add(`${m.merchantId}:${g.accountId}`);
    withoutBonus.delete(`${m.merchantId}:${g.accountId}`);
    const work = async (t: Db) => {
      const r = createPromotionsRepository(t);
      const known = await r.grantByReference(g.reference);
      if (known) return BigInt(known);
      const wagering = g.amount * BigInt(g.multiple);
      const expiresAt = new Date(clock.now().getTime() + g.days * 86_400_000);
      const active = await r.activeBonus(m.merchantId, g.accountId, true);
      let bonusId: bigint;
      if (active) {
        bonusId = BigInt(active.id);
        await r.addToBonus(bonusId, g.amount, wagering, expiresAt);
      } else {
        bonusId = BigInt(
          (
            await r.insertBonus({
              merchantId: m.merchantId,
              accountId: g.accountId,
              promotionId: g.promotionId,
              titles: g.titles,
              amount: g.amount,
              wagering,
              expiresAt,
            })
          ).id,
        );
      }
      await r.insertGrant(bonusId, g.reference, g.amount, wagering);
      await ledger.inTransaction(t).transfer({
        id: `bonus-grant:${g.reference}`,
        merchantId: m.merchantId,
        debit: source,
        credit: target,
        amount: g.amount,
        kind: 'bonus_grant',
        reference: g.reference,
      });
      return bonusId;
    };
    const id = tx ? await work(tx) : await retrying(() => db.transaction(work));
    deps.onBalance?.(g.accountId);
    return id;
  }

  /** A reward paid as real money from the promotion account (no wagering), idempotent by `reference`. */
  async function payCash(
    m: Money,
    accountId: bigint,
    amount: bigint,
    reference: string,
    kind: string,
    tx?: Db,
  ) {
    const books = tx ? ledger.inTransaction(tx) : ledger;
    await books.transfer({
      id: `promo-cash:${reference}`,
      merchantId: m.merchantId,
      debit: await promotionAccount(m),
      credit: await mainWallet(m, accountId),
      amount,
      kind,
      reference,
    });
    deps.onBalance?.(accountId);
  }

  /** Closes an active bonus: its whole balance to real money (completed) or to the promotion account. */
  async function close(m: Money, bonus: BonusRow, state: 'completed' | 'expired' | 'forfeited' | 'lost') {
    const accountId = BigInt(bonus.account_id);
    const from = await bonusAccount(m, accountId);
    const to = state === 'completed' ? await mainWallet(m, accountId) : await promotionAccount(m);
    const closed = await retrying(() =>
      db.transaction(async (tx) => {
        const r = createPromotionsRepository(tx);
        const current = await r.bonusById(BigInt(bonus.id), true);
        if (current?.state !== 'active') return false;
        const balance = await r.lockedAvailable(from);
        if (balance > 0n) {
          await ledger.inTransaction(tx).transfer({
            id: `bonus-${state}:${bonus.id}`,
            merchantId: m.merchantId,
            debit: from,
            credit: to,
            amount: balance,
            kind: state === 'completed' ? 'bonus_convert' : 'bonus_forfeit',
            reference: `bonus:${bonus.id}`,
          });
        }
        return r.closeBonus(BigInt(bonus.id), state, balance, clock.now());
      }),
    );
    if (closed) deps.onBalance?.(accountId);
    return closed;
  }

  /**
   * Brings an active bonus up to date: wagering from settled stakes since it started, converted when met,
   * closed as lost when played down to zero (and no bonus stake for 10 minutes).
   */
  async function refresh(m: Money, bonus: BonusRow): Promise<BonusRow> {
    if (bonus.state !== 'active') return bonus;
    const accountId = BigInt(bonus.account_id);
    const { weighted, lastStakeAt } = await repo.weightedTurnover(m.merchantId, accountId, bonus.created_at);
    const required = BigInt(bonus.wagering_required);
    const done = weighted > required ? required : weighted;
    if (done !== BigInt(bonus.wagering_done)) await repo.setWageringDone(BigInt(bonus.id), done);
    if (done >= required) await close(m, bonus, 'completed');
    else {
      const balance = (await ledger.balance(await bonusAccount(m, accountId))).balance;
      const quiet = !lastStakeAt || Date.now() - lastStakeAt.getTime() > LOST_AFTER_MS;
      if (balance === 0n && quiet) await close(m, bonus, 'lost');
    }
    return (await repo.bonusById(BigInt(bonus.id))) ?? bonus;
  }

  async function active(m: Money, accountId: bigint) {
    const bonus = await repo.activeBonus(m.merchantId, accountId);
    if (!bonus) return undefined;
    const fresh = await refresh(m, bonus);
    return fresh.state === 'active' ? fresh : undefined;
  }

  function view(row: BonusRow, lang: string, defaultLanguage: string): TBonus {
    return {
      id: row.id,
      promotionId: row.promotion_id,
      title: textIn(row.titles, lang, defaultLanguage),
      amount: formatMinor(BigInt(row.amount)),
      wageringRequired: formatMinor(BigInt(row.wagering_required)),
      wageringDone: formatMinor(BigInt(row.wagering_done)),
      state: row.state,
      expiresAt: row.expires_at.toISOString(),
      createdAt: row.created_at.toISOString(),
      closedAt: row.closed_at?.toISOString() ?? null,
      settledAmount: row.settled_amount === null ? null : formatMinor(BigInt(row.settled_amount)),
    };
  }

  // --- the seamless wallet's hooks ---------------------------------------------------------------

  /**
   * A debit the real balance cannot cover, on a member with bonus money: in one transaction the bonus
   * part moves to the wallet and the wallet's own debit runs (`debit(tx)`); anything but `done` rolls it
   * all back. Null when the bonus does not apply (the normal path runs): no bonus, enough real money,
   * a replay, or a sports stake (bonus money plays casino games only).
   */
  async function debit(call: WalletCall, run: (tx: Db) => Promise<Outcome>): Promise<Outcome | null> {
    if (!(await mayHaveBonus(call.merchantId, call.accountId))) return null;
    const m = { merchantId: call.merchantId, currency: call.currency };
    const bonusId = (await repo.activeBonus(call.merchantId, call.accountId))?.id;
    if (!bonusId) return null;
    const cash = (await ledger.balance(call.walletId)).available;
    if (cash >= call.amount) return null;
    // A repeat of a split debit replays through the normal path (its stored answer).
    if (await repo.stakeOf(call.vendorId, call.transactionId)) return null;
    if ((await repo.gameTypeOf(call.vendorId, call.gameCode)) === 'sports') return null;
    const from = await bonusAccount(m, call.accountId);
    try {
      return await retrying(() =>
        db.transaction(async (tx) => {
          const r = createPromotionsRepository(tx);
          const bonus = await r.bonusById(BigInt(bonusId), true);
          if (bonus?.state !== 'active') throw new RolledBack({ outcome: 'retry', response: null });
          const bonusBalance = await r.lockedAvailable(from);
          const cashNow = await r.lockedAvailable(call.walletId);
          const split = splitStake(call.amount, cashNow, bonusBalance);
          if (split && split.bonus > 0n) {
            await ledger.inTransaction(tx).transfer({
              id: `bonus-stake:${call.vendorId}:${call.transactionId}`,
              merchantId: call.merchantId,
              debit: from,
              credit: call.walletId,
              amount: split.bonus,
              kind: 'bonus_stake',
              reference: call.roundId,
            });
            await r.insertStake({
              bonusId: BigInt(bonusId),
              merchantId: call.merchantId,
              accountId: call.accountId,
              vendorId: call.vendorId,
              transactionId: call.transactionId,
              roundId: call.roundId,
              stake: call.amount,
              bonusPart: split.bonus,
            });
          }
          const result = await run(tx);
          if (result.outcome !== 'done') throw new RolledBack(result);
          return result;
        }),
      );
    } catch (error) {
      if (error instanceof RolledBack) return error.result.outcome === 'retry' ? null : error.result;
      throw error;
    }
  }

  /**
   * A credit on a round that staked bonus money: the credit and the bonus share of it (back to the
   * bonus while it is active, to the promotion account when it was forfeited, expired or lost; a
   * completed bonus leaves it as real money) in one transaction. Null when the round used no bonus.
   */
  async function credit(call: WalletCall, run: (tx: Db) => Promise<Outcome>): Promise<Outcome | null> {
    if (!call.roundId || call.amount <= 0n) return null;
    if (!(await repo.hasRoundStakes(call.vendorId, call.roundId))) return null;
    const m = { merchantId: call.merchantId, currency: call.currency };
    const toBonus = await bonusAccount(m, call.accountId);
    const toPromotion = await promotionAccount(m);
    const stakes = await repo.roundStakes(call.vendorId, call.roundId);
    if (!stakes) return null;
    try {
      return await retrying(() =>
        db.transaction(async (tx) => {
          // The bonus row first, then the wallet's rows: the order every bonus path locks in.
          const r = createPromotionsRepository(tx);
          const bonus = await r.bonusById(stakes.bonusId, true);
          const result = await run(tx);
          if (result.outcome !== 'done') throw new RolledBack(result);
          const share = bonusShareOf(call.amount, stakes.bonusPart, stakes.total);
          if (bonus && share > 0n && bonus.state !== 'completed') {
            await ledger.inTransaction(tx).transfer({
              id: `bonus-win:${call.vendorId}:${call.transactionId}`,
              merchantId: call.merchantId,
              debit: call.walletId,
              credit: bonus.state === 'active' ? toBonus : toPromotion,
              amount: share,
              kind: bonus.state === 'active' ? 'bonus_win' : 'bonus_forfeit',
              reference: call.roundId,
            });
          }
          return result;
        }),
      );
    } catch (error) {
      if (error instanceof RolledBack) return error.result;
      throw error;
    }
  }

  /** A rollback of a debit that staked bonus money: the bonus part goes back with it, in one transaction. */
  async function rollback(call: WalletCall, run: (tx: Db) => Promise<Outcome>): Promise<Outcome | null> {
    const stake = await repo.stakeOf(call.vendorId, call.transactionId);
    if (!stake || stake.reversed) return null;
    const m = { merchantId: call.merchantId, currency: call.currency };
    const toBonus = await bonusAccount(m, call.accountId);
    const toPromotion = await promotionAccount(m);
    try {
      return await retrying(() =>
        db.transaction(async (tx) => {
          const r = createPromotionsRepository(tx);
          const bonus = await r.bonusById(stake.bonusId, true);
          const result = await run(tx);
          if (result.outcome !== 'done') throw new RolledBack(result);
          if (!(await r.reverseStake(stake.id))) return result;
          if (bonus && bonus.state !== 'completed') {
            await ledger.inTransaction(tx).transfer({
              id: `bonus-unstake:${call.vendorId}:${call.transactionId}`,
              merchantId: call.merchantId,
              debit: call.walletId,
              credit: bonus.state === 'active' ? toBonus : toPromotion,
              amount: stake.bonusPart,
              kind: bonus.state === 'active' ? 'bonus_stake_rollback' : 'bonus_forfeit',
              reference: call.roundId,
            });
          }
          return result;
        }),
      );
    } catch (error) {
      if (error instanceof RolledBack) return error.result;
      throw error;
    }
  }

  return {
    bonusAccount,
    promotionAccount,
    balanceOf,
    grant,
    payCash,
    refresh,
    active,
    view,
    hooks: { debit, credit, rollback },

    async list(
      m: Money,
      accountId: bigint,
      state: string | undefined,
      paging: { limit: number; offset: number },
    ) {
      await active(m, accountId);
      return repo.bonuses(accountId, state, paging);
    },

    /**
     * A withdrawal request meets an active bonus with open wagering: refused with a warning
     * (`409 bonus_wagering_open`) unless the member accepts forfeiting it; then it is forfeited first.
     */
    async beforeWithdrawal(m: Money, accountId: bigint, forfeit: boolean) {
      const bonus = await active(m, accountId);
      if (!bonus) return;
      if (!forfeit) {
        const balance = await balanceOf(m, accountId);
        throw new AppError('bonus_wagering_open', 409, undefined, {
          bonusId: bonus.id,
          bonusBalance: formatMinor(balance),
          wageringRemaining: formatMinor(BigInt(bonus.wagering_required) - BigInt(bonus.wagering_done)),
        });
      }
      await close(m, bonus, 'forfeited');
    },

    /** The expiry job: forfeits every active bonus whose time ran out, and refreshes the others' wagering. */
    async expireDue(now: Date, currencyOf: (merchantId: number) => Promise<string | undefined>) {
      let expired = 0;
      for (const bonus of await repo.dueBonuses(now)) {
        const currency = await currencyOf(bonus.merchant_id);
        if (!currency) continue;
        if (await close({ merchantId: bonus.merchant_id, currency }, bonus, 'expired')) expired += 1;
      }
      for (const bonus of await repo.activeBonuses()) {
        const currency = await currencyOf(bonus.merchant_id);
        if (currency) await refresh({ merchantId: bonus.merchant_id, currency }, bonus);
      }
      return expired;
    },
  };
}

export type BonusMoney = ReturnType<typeof createBonusMoney>;
