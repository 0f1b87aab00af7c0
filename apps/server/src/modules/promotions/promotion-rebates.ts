import { formatMinor } from '@crupier/contract/money';
import type { TRebateClaimResult, TRebateLine, TRebateView } from '@crupier/contract/promotions';
import type { AccountRow } from '@/modules/identity/accounts';
import { vipLevelOf } from '@/modules/loyalty/vip-level';
import type { Merchant } from '@/modules/merchants/service';
import type { BonusMoney } from './bonus';
import { moneyOf, type PromotionsDeps } from './promotion-deps';
import { createPromotionsRepository, type PromotionsRepository } from './repository';

const lineView = (l: {
  day: string;
  gameType: string;
  turnover: bigint;
  rateBp: number;
  amount: bigint;
}): TRebateLine => ({
  gameType: l.gameType,
  day: l.day,
  turnover: formatMinor(l.turnover),
  rate: (l.rateBp / 100).toFixed(2),
  amount: formatMinor(l.amount),
});

/** A member's rebate: the open lines, and their claim to real money. */
export function createPromotionRebates(deps: PromotionsDeps, repo: PromotionsRepository, bonus: BonusMoney) {
  const { db, ledger, wallet } = deps;

  return {
    async rebate(merchant: Merchant, account: AccountRow): Promise<TRebateView> {
      const [lines, last, vipLevel] = await Promise.all([
        repo.openRebateLines(merchant.id, account.id),
        repo.lastRebateClaim(account.id),
        vipLevelOf(db, merchant.id, account.id),
      ]);
      return {
        vipLevel,
        claimable: formatMinor(lines.reduce((n, l) => n + l.amount, 0n)),
        lines: lines.map(lineView),
        lastClaimedAt: last?.at.toISOString() ?? null,
        lastClaimedAmount: last ? formatMinor(last.amount) : null,
      };
    },

    /** Moves every unclaimed rebate line to real money once; with nothing open it moves nothing. */
    async claimRebate(merchant: Merchant, account: AccountRow): Promise<TRebateClaimResult> {
      const source = await bonus.promotionAccount(moneyOf(merchant));
      const target = await wallet.walletOf(merchant, account);
      const claimed = await db.transaction(async (tx) => {
        const r = createPromotionsRepository(tx);
        const lines = await r.openRebateLines(merchant.id, account.id, true);
        const total = lines.reduce((n, l) => n + l.amount, 0n);
        if (total <= 0n) return { total: 0n, lines: [] as typeof lines };
        const claimId = await r.insertRebateClaim(
          merchant.id,
          account.id,
          total,
          lines.map((l) => l.id),
        );
        await ledger.inTransaction(tx).transfer({
          id: `rebate-claim:${claimId}`,
          merchantId: merchant.id,
          debit: source,
          credit: target,
          amount: total,
          kind: 'rebate',
          reference: `rebate:${claimId}`,
        });
        return { total, lines };
      });
      if (claimed.total > 0n) deps.onBalance?.(account.id);
      const { available } = await wallet.balance(merchant, account);
      return {
        claimed: formatMinor(claimed.total),
        lines: claimed.lines.map(lineView),
        balance: formatMinor(available),
      };
    },
  };
}
