import { retryConflicts } from '@/modules/ledger/retry';
import type { BonusAccounts, BonusDeps, Money } from './bonus-accounts';
import { type BonusRow, createPromotionsRepository, type PromotionsRepository } from './repository';

/** A bonus-funded stake's last activity this long ago lets a played-out bonus close as lost. */
const LOST_AFTER_MS = 10 * 60_000;

/** An active bonus's wagering kept up to date, and its closing: converted, expired, forfeited or lost. */
export function createBonusClosing(deps: BonusDeps, repo: PromotionsRepository, accounts: BonusAccounts) {
  const { db, ledger, clock } = deps;
  const { bonusAccount, promotionAccount, mainWallet } = accounts;

  /** Closes an active bonus: its whole balance to real money (completed) or to the promotion account. */
  async function close(m: Money, bonus: BonusRow, state: 'completed' | 'expired' | 'forfeited' | 'lost') {
    const accountId = BigInt(bonus.account_id);
    const from = await bonusAccount(m, accountId);
    const to = state === 'completed' ? await mainWallet(m, accountId) : await promotionAccount(m);
    const closed = await retryConflicts(() =>
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

  return { close, refresh, active };
}
