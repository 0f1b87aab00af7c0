import { formatMinor } from '@crupier/contract/money';
import type { TPromotionActionResult, TPromotionCredit } from '@crupier/contract/promotions';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import type { BonusMoney } from './bonus';
import type { PromotionCards } from './promotion-cards';
import { moneyOf, type PromotionsDeps } from './promotion-deps';
import { createPromotionsRepository, type PromotionRow } from './repository';

/** A reward credited once on its entry, and the member's answer after an action. */
export function createPromotionRewards(deps: PromotionsDeps, bonus: BonusMoney, { card }: PromotionCards) {
  const { db, wallet, clock } = deps;

  async function result(
    merchant: Merchant,
    account: AccountRow,
    p: PromotionRow,
    lang: string,
    credit: TPromotionCredit | null,
  ): Promise<TPromotionActionResult> {
    const [promotion, balance, bonusBalance] = await Promise.all([
      card(p, merchant, account, lang, clock.now()),
      wallet.balance(merchant, account),
      bonus.balanceOf(moneyOf(merchant), account.id),
    ]);
    return {
      promotion,
      credit,
      balance: formatMinor(balance.available),
      bonusBalance: formatMinor(bonusBalance),
    };
  }

  /**
   * Credits a reward and records it on the entry, in one transaction: to the bonus balance (wagering
   * multiple > 0) or to real money. The entry's guarded state change makes it happen once.
   */
  async function reward(
    merchant: Merchant,
    accountId: bigint,
    p: PromotionRow,
    entryId: bigint,
    from: string[],
    to: 'claimed' | 'signed' | 'issued',
    amount: bigint,
    decision?: { reason: string | null; decidedBy: bigint },
  ): Promise<TPromotionCredit> {
    const toBonus = p.wagering_multiple > 0;
    const reference = `promo:${p.id}:entry:${entryId}`;
    // Resolve the ledger accounts before the transaction (never created inside one).
    await bonus.promotionAccount(moneyOf(merchant));
    if (toBonus) await bonus.bonusAccount(moneyOf(merchant), accountId);
    else await wallet.walletOf(merchant, { id: accountId, type: 0 });
    const bonusId = await db.transaction(async (tx) => {
      let granted: bigint | null = null;
      if (toBonus)
        granted = await bonus.grant(
          moneyOf(merchant),
          {
            accountId,
            amount,
            multiple: p.wagering_multiple,
            days: p.bonus_days,
            reference,
            promotionId: BigInt(p.id),
            titles: p.titles,
          },
          tx,
        );
      else await bonus.payCash(moneyOf(merchant), accountId, amount, reference, 'promotion_reward', tx);
      const moved = await createPromotionsRepository(tx).advanceEntry(entryId, from, {
        state: to,
        amount,
        destination: toBonus ? 'bonus' : 'cash',
        bonusId: granted,
        reason: decision?.reason ?? null,
        decidedBy: decision?.decidedBy ?? null,
      });
      if (!moved) throw new AppError('promotion_already_claimed', 409);
      return granted;
    });
    deps.onBalance?.(accountId);
    return {
      amount: formatMinor(amount),
      destination: toBonus ? 'bonus' : 'cash',
      bonusId: bonusId === null ? null : String(bonusId),
    };
  }

  return { reward, result };
}

export type PromotionRewards = ReturnType<typeof createPromotionRewards>;
