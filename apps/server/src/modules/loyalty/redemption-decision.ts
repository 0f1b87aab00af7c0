import type { TWebLocale } from '@crupier/contract/constants';
import { inEveryLanguage } from '@/modules/messages/message-language';
import { AppError } from '@/platform/app-error';
import type { PointsBooks } from './points-books';
import { type LoyaltyDeps, text } from './points-settings';
import { redemptionView } from './points-views';
import { DECISION_TEXT } from './redemption-decision-text';
import { createLoyaltyRepository } from './repository';

/** The operator's decision on a redemption in process. */
export function createRedemptionDecision(deps: LoyaltyDeps, books: PointsBooks) {
  const { repo, clock } = deps;
  const { pointsAccount, issuer, credit } = books;
  return {
    /**
     * The operator's decision on a redemption in process: approve (a bonus reward is granted then, when
     * a bonus service exists), or reject, which gives the points back (and the stock) in the same
     * transaction. A decided redemption is 409.
     */
    async decide(
      merchantId: number,
      staffId: bigint,
      id: bigint,
      approve: boolean,
      reason: string,
      lang: string,
    ) {
      const current = await repo.redemption(merchantId, id);
      if (!current) throw new AppError('redemption_not_found', 404);
      await Promise.all([pointsAccount(merchantId, current.accountId), issuer(merchantId)]);
      const row = await deps.db.transaction(async (tx) => {
        const decided = await createLoyaltyRepository(tx).decideRedemption(
          id,
          approve ? 'approved' : 'rejected',
          staffId,
          reason,
          clock.now(),
        );
        if (!decided) throw new AppError('redemption_decided', 409);
        if (!approve) {
          await credit(
            merchantId,
            decided.accountId,
            BigInt(decided.points),
            `points-refund:${decided.id}`,
            'points_refund',
            tx,
          );
          await createLoyaltyRepository(tx).giveBackStock(decided.rewardId);
        }
        return decided;
      });
      const reward = await repo.reward(merchantId, row.rewardId);
      if (deps.notify) {
        const texts = inEveryLanguage((language) => {
          const name = text(reward?.name, language);
          return approve
            ? DECISION_TEXT[language].approved(name)
            : DECISION_TEXT[language].rejected(name, reason);
        });
        const { title, body } = texts[lang as TWebLocale] ?? texts.es;
        // A failed message never undoes the decision.
        await deps
          .notify({
            merchantId,
            accountId: row.accountId,
            kind: 'points',
            title,
            body,
            texts,
            sentBy: staffId,
          })
          .catch(() => undefined);
      }
      return redemptionView(row, reward?.name ?? {}, lang);
    },
  };
}
