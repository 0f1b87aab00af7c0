import crypto from 'node:crypto';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import type { Clock } from '@/platform/clock';
import { needsJoin, rewardOf } from './engine';
import type { PromotionAudience } from './promotion-audience';
import type { PromotionCards } from './promotion-cards';
import { type PromotionFacts, periodKey } from './promotion-facts';
import { refuse } from './promotion-refusals';
import type { PromotionRewards } from './promotion-rewards';
import { joinRule, ruleOf } from './promotion-views';
import type { PromotionsRepository } from './repository';

/** A member's claim of a promotion's reward (a red envelope's claim too). */
export function createPromotionClaims(
  clock: Clock,
  repo: PromotionsRepository,
  tools: PromotionAudience & PromotionCards & PromotionFacts & PromotionRewards,
) {
  const { loadFor, card, factsOf, reward, result } = tools;

  async function claim(merchant: Merchant, account: AccountRow, id: string, lang: string, onlyKind?: string) {
    const p = await loadFor(merchant, account, id);
    if (onlyKind && p.kind !== onlyKind) throw new AppError('promotion_kind_mismatch', 409);
    const now = clock.now();
    const current = await card(p, merchant, account, lang, now);
    // Nothing to join for a promotion whose condition is a deposit: it is not met yet.
    if (current.state === 'join' && !needsJoin(joinRule(p)))
      throw new AppError('promotion_not_qualified', 422);
    if (current.state !== 'claim') refuse(current.state);
    const key = periodKey(p, merchant, now);
    const existing = await repo.entry(BigInt(p.id), account.id, key);
    const facts = await factsOf(p, merchant, account, existing, now);
    const amount = rewardOf(ruleOf(p), facts.base, crypto.randomInt(0, 1_000_000) / 1_000_000);
    if (amount <= 0n) throw new AppError('promotion_nothing_to_claim', 422);
    const entry =
      existing ??
      (await repo.insertEntry({
        merchantId: merchant.id,
        promotionId: BigInt(p.id),
        accountId: account.id,
        periodKey: key,
        state: 'joined',
      })) ??
      (await repo.entry(BigInt(p.id), account.id, key));
    if (!entry) throw new AppError('promotion_already_claimed', 409);
    const credit = await reward(
      merchant,
      account.id,
      p,
      BigInt(entry.id),
      ['joined'],
      p.kind === 'daily_signin' ? 'signed' : 'claimed',
      amount,
    );
    return result(merchant, account, p, lang, credit);
  }

  return {
    claim: (merchant: Merchant, account: AccountRow, id: string, lang: string) =>
      claim(merchant, account, id, lang),
    /** MCS2_claimRafflePromotion: a red envelope's claim. */
    claimRaffle: (merchant: Merchant, account: AccountRow, id: string, lang: string) =>
      claim(merchant, account, id, lang, 'raffle'),
  };
}
