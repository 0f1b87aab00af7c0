import crypto from 'node:crypto';
import { formatMinor, parseMinor } from '@crupier/contract/money';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import { rewardOf } from './engine';
import { tellDecision } from './promotion-decision-message';
import type { PromotionsDeps } from './promotion-deps';
import type { PromotionFacts } from './promotion-facts';
import type { PromotionRewards } from './promotion-rewards';
import { ruleOf } from './promotion-views';
import type { PromotionsRepository } from './repository';

/** An operator's decision on a member's application: rejected with a reason, or issued with its reward. */
export function createApplicationDecisions(
  deps: PromotionsDeps,
  repo: PromotionsRepository,
  { factsOf, reward }: PromotionFacts & PromotionRewards,
) {
  const { db, clock } = deps;

  return {
    async decide(
      merchant: Merchant,
      id: string,
      decision: { approve: boolean; reason: string; amount?: string | undefined },
      staffId: bigint,
    ) {
      const entry = await repo.entryById(merchant.id, BigInt(id));
      if (!entry) throw new AppError('application_not_found', 404);
      if (entry.state !== 'applying') throw new AppError('application_decided', 409);
      const p = (await repo.get(merchant.id, BigInt(entry.promotion_id)))!;
      const before = { id: entry.id, state: entry.state };
      if (!decision.approve) {
        const moved = await repo.advanceEntry(BigInt(entry.id), ['applying'], {
          state: 'rejected',
          reason: decision.reason,
          decidedBy: staffId,
        });
        if (!moved) throw new AppError('application_decided', 409);
        await tellDecision(deps, merchant, p, BigInt(entry.account_id), 'rejected', decision.reason);
        return { before, after: { id: entry.id, state: 'rejected', reason: decision.reason } };
      }
      const account = { id: BigInt(entry.account_id), type: 0 } as AccountRow;
      let amount = decision.amount ? parseMinor(decision.amount) : null;
      if (amount === null) {
        const accountRow = await db.query.accounts.findFirst({
          where: (a, { eq }) => eq(a.id, BigInt(entry.account_id)),
        });
        const facts = accountRow
          ? await factsOf(p, merchant, accountRow, undefined, clock.now())
          : { base: 0n };
        amount = rewardOf(ruleOf(p), facts.base, crypto.randomInt(0, 1_000_000) / 1_000_000);
      }
      if (amount <= 0n) throw new AppError('promotion_nothing_to_claim', 422);
      const credit = await reward(merchant, account.id, p, BigInt(entry.id), ['applying'], 'issued', amount, {
        reason: decision.reason,
        decidedBy: staffId,
      });
      const shown = new Intl.NumberFormat(merchant.defaultLanguage, { minimumFractionDigits: 2 }).format(
        formatMinor(amount) as `${number}`,
      );
      await tellDecision(deps, merchant, p, account.id, 'issued', `${merchant.currencySymbol}${shown}`);
      return { before, after: { id: entry.id, state: 'issued', credit } };
    },
  };
}
