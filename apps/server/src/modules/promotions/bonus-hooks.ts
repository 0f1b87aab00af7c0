import type { Db } from '@/db/client';
import type { BonusAccounts, BonusDeps } from './bonus-accounts';
import { inHookTransaction, type Outcome, rollBack, runDone, type WalletCall } from './bonus-wallet-calls';
import { bonusShareOf, splitStake } from './engine';
import { createPromotionsRepository, type PromotionsRepository } from './repository';

/** The seamless wallet's hooks: bonus money staked, won back and rolled back with the wallet's own call. */
export function createBonusHooks(deps: BonusDeps, repo: PromotionsRepository, accounts: BonusAccounts) {
  const { db, ledger } = deps;
  const { bonusAccount, promotionAccount } = accounts;

  /**
   * Whether a call of this member may touch bonus money (cached, no query for most members). The
   * wallet's batch then checks the rest: it hands back a debit its cash cannot cover and a credit on a
   * round that staked bonus money (migration 0039), and only those come to `debit` and `credit`.
   */
  const mayApply = (call: WalletCall) => accounts.mayHaveBonus(call.merchantId, call.accountId);

  /**
   * A debit the real balance could not cover, on a member who may hold bonus money: in one transaction
   * the bonus part moves to the wallet and the wallet's own debit runs (`debit(tx)`); anything but
   * `done` rolls it all back. Null when the bonus does not apply (the normal path runs): no active
   * bonus, a replay, or a sports stake (bonus money plays casino games only).
   */
  async function debit(call: WalletCall, run: (tx: Db) => Promise<Outcome>): Promise<Outcome | null> {
    const m = { merchantId: call.merchantId, currency: call.currency };
    const bonusId = (await repo.activeBonus(call.merchantId, call.accountId))?.id;
    if (!bonusId) return null;
    // A repeat of a split debit replays through the normal path (its stored answer).
    if (await repo.stakeOf(call.vendorId, call.transactionId)) return null;
    if ((await repo.gameTypeOf(call.vendorId, call.gameCode)) === 'sports') return null;
    const from = await bonusAccount(m, call.accountId);
    const result = await inHookTransaction(db, async (tx) => {
      const r = createPromotionsRepository(tx);
      const bonus = await r.bonusById(BigInt(bonusId), true);
      if (bonus?.state !== 'active') rollBack({ outcome: 'retry', response: null });
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
      return runDone(run, tx);
    });
    return result.outcome === 'retry' ? null : result;
  }

  /**
   * A credit on a round that staked bonus money: the credit and the bonus share of it (back to the
   * bonus while it is active, to the promotion account when it was forfeited, expired or lost; a
   * completed bonus leaves it as real money) in one transaction. Null when the round used no bonus.
   */
  async function credit(call: WalletCall, run: (tx: Db) => Promise<Outcome>): Promise<Outcome | null> {
    if (!call.roundId || call.amount <= 0n) return null;
    const m = { merchantId: call.merchantId, currency: call.currency };
    const toBonus = await bonusAccount(m, call.accountId);
    const toPromotion = await promotionAccount(m);
    const stakes = await repo.roundStakes(call.vendorId, call.roundId);
    if (!stakes) return null;
    return inHookTransaction(db, async (tx) => {
      // The bonus row first, then the wallet's rows: the order every bonus path locks in.
      const bonus = await createPromotionsRepository(tx).bonusById(stakes.bonusId, true);
      const result = await runDone(run, tx);
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
    });
  }

  /** A rollback of a debit that staked bonus money: the bonus part goes back with it, in one transaction. */
  async function rollback(call: WalletCall, run: (tx: Db) => Promise<Outcome>): Promise<Outcome | null> {
    const stake = await repo.stakeOf(call.vendorId, call.transactionId);
    if (!stake || stake.reversed) return null;
    const m = { merchantId: call.merchantId, currency: call.currency };
    const toBonus = await bonusAccount(m, call.accountId);
    const toPromotion = await promotionAccount(m);
    return inHookTransaction(db, async (tx) => {
      const r = createPromotionsRepository(tx);
      const bonus = await r.bonusById(stake.bonusId, true);
      const result = await runDone(run, tx);
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
    });
  }

  return { mayApply, debit, credit, rollback };
}
