import { dayOf, localDate } from '@/modules/loyalty/periods';
import { vipLevelOf } from '@/modules/loyalty/vip-level';
import type { Merchant } from '@/modules/merchants/service';
import { percentOf } from './engine';
import type { PromotionsDeps } from './promotion-deps';
import { createPromotionsRepository, type PromotionsRepository } from './repository';

/** Rate (hundredths of a percent) for a game type and VIP level: that level's row, else the nearest below. */
function rateFor(
  rates: { gameType: string; vipLevel: number; rateBp: number }[],
  gameType: string,
  level: number,
) {
  const candidates = rates.filter((r) => r.gameType === gameType && r.vipLevel <= level);
  candidates.sort((a, b) => b.vipLevel - a.vipLevel);
  return candidates[0]?.rateBp ?? 0;
}

/** The daily rebate job: lines of turnover × the member's rate, one per member, day and game type. */
export function createRebateRun({ db }: Pick<PromotionsDeps, 'db'>, repo: PromotionsRepository) {
  /** Computes the rebate lines of the merchant days before `now` not done yet (the last 7), once each. */
  async function runRebate(merchant: Merchant, now: Date) {
    const rates = await repo.rebateRates(merchant.id);
    let lines = 0;
    for (let back = 7; back >= 1; back--) {
      const at = new Date(now.getTime() - back * 86_400_000);
      const day = localDate(at, merchant.gmtOffset);
      const period = dayOf(at, merchant.gmtOffset);
      await db.transaction(async (tx) => {
        const r = createPromotionsRepository(tx);
        if (!(await r.claimRebateRun(merchant.id, day))) return;
        const levels = new Map<bigint, number>();
        for (const t of await r.dayTurnover(merchant.id, period.start, period.end)) {
          let level = levels.get(t.accountId);
          if (level === undefined) {
            level = await vipLevelOf(tx, merchant.id, t.accountId);
            levels.set(t.accountId, level);
          }
          const rateBp = rateFor(rates, t.gameType, level);
          const amount = percentOf(t.turnover, rateBp);
          if (amount <= 0n) continue;
          await r.insertRebateLine({
            merchantId: merchant.id,
            accountId: t.accountId,
            day,
            gameType: t.gameType,
            vipLevel: level,
            turnover: t.turnover,
            rateBp,
            amount,
          });
          lines += 1;
        }
      });
    }
    return lines;
  }

  return { runRebate };
}
