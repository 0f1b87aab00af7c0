import type { AccountRow } from '@/modules/identity/accounts';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import type { Clock } from '@/platform/clock';
import type { PromotionAudience } from './promotion-audience';
import type { PromotionCards } from './promotion-cards';
import { type PromotionFacts, periodKey } from './promotion-facts';
import { refuse } from './promotion-refusals';
import type { PromotionRewards } from './promotion-rewards';
import type { PromotionsRepository } from './repository';

/** A member joins a promotion (its play counts from then on) or applies for one that needs approval. */
export function createPromotionEntries(
  clock: Clock,
  repo: PromotionsRepository,
  tools: PromotionAudience & PromotionCards & PromotionFacts & PromotionRewards,
) {
  const { loadFor, card, factsOf, result } = tools;

  return {
    async join(merchant: Merchant, account: AccountRow, id: string, lang: string) {
      const p = await loadFor(merchant, account, id);
      const now = clock.now();
      const current = await card(p, merchant, account, lang, now);
      // Joining a promotion whose condition is already met is allowed (it changes nothing); twice is not.
      if (current.state !== 'join' && current.state !== 'claim' && current.state !== 'process')
        refuse(current.state);
      const inserted = await repo.insertEntry({
        merchantId: merchant.id,
        promotionId: BigInt(p.id),
        accountId: account.id,
        periodKey: periodKey(p, merchant, now),
        state: 'joined',
      });
      if (!inserted) throw new AppError('promotion_already_joined', 409);
      return result(merchant, account, p, lang, null);
    },

    async apply(
      merchant: Merchant,
      account: AccountRow,
      id: string,
      remark: string | undefined,
      lang: string,
    ) {
      const p = await loadFor(merchant, account, id);
      if (!p.requires_approval) throw new AppError('promotion_no_application', 409);
      const now = clock.now();
      const current = await card(p, merchant, account, lang, now);
      if (current.state !== 'apply') refuse(current.state);
      const key = periodKey(p, merchant, now);
      const facts = await factsOf(p, merchant, account, undefined, now);
      if (!facts.qualified) throw new AppError('promotion_not_qualified', 422);
      const inserted = await repo.insertEntry({
        merchantId: merchant.id,
        promotionId: BigInt(p.id),
        accountId: account.id,
        periodKey: key,
        state: 'applying',
        remark: remark ?? null,
      });
      if (!inserted) throw new AppError('promotion_already_applied', 409);
      return result(merchant, account, p, lang, null);
    },
  };
}
