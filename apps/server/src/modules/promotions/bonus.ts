import { formatMinor } from '@crupier/contract/money';
import { AppError } from '@/platform/app-error';
import { type BonusDeps, createBonusAccounts, type Money } from './bonus-accounts';
import { createBonusClosing } from './bonus-closing';
import { createBonusGrants } from './bonus-grants';
import { createBonusHooks } from './bonus-hooks';
import { bonusView } from './bonus-view';
import { createPromotionsRepository } from './repository';

export type { WalletCall } from './bonus-wallet-calls';

/**
 * Bonus money (ADR 019): a per-member ledger account (owner player, kind 'bonus') funded from the
 * merchant's promotion account. A member has at most one active bonus; a grant while one is active adds
 * its amount and wagering to it. Stakes take real money first, then bonus; the win of a round that used
 * bonus money goes back to the bonus in the same proportion, inside the same transaction, so that the
 * real balance never holds unwagered bonus money. Met wagering converts the whole bonus balance to real
 * money; expiry or a withdrawal with open wagering forfeits it to the promotion account.
 */
export function createBonusMoney(deps: BonusDeps) {
  const repo = createPromotionsRepository(deps.db);
  const accounts = createBonusAccounts(deps.ledger, repo, deps.onBonusAccount);
  const { bonusAccount, promotionAccount, balanceOf } = accounts;
  const { close, refresh, active } = createBonusClosing(deps, repo, accounts);

  return {
    bonusAccount,
    promotionAccount,
    balanceOf,
    forgetNoBonus: accounts.forgetNoBonus,
    ...createBonusGrants(deps, accounts),
    refresh,
    active,
    view: bonusView,
    hooks: createBonusHooks(deps, repo, accounts),

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
