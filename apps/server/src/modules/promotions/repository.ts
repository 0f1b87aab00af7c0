import type { Db } from '@/db/client';
import { bonusQueries } from './bonus-queries';
import { bonusStakeQueries } from './bonus-stake-queries';
import { bonusWageringQueries } from './bonus-wagering-queries';
import { entryQueries } from './entry-queries';
import { entryReviewQueries } from './entry-review-queries';
import { promotionQueries } from './promotion-queries';
import { rebateClaimQueries } from './rebate-claim-queries';
import { rebateRateQueries } from './rebate-rate-queries';

export type { BonusRow, EntryRow, PromotionRow, PromotionWrite } from './promotion-sql';
export { bonusRow } from './promotion-sql';

/** The promotions module's SQL (promotions, entries, bonuses, rebate). */
export function createPromotionsRepository(db: Db) {
  return {
    ...promotionQueries(db),
    ...entryQueries(db),
    ...entryReviewQueries(db),
    ...bonusQueries(db),
    ...bonusWageringQueries(db),
    ...bonusStakeQueries(db),
    ...rebateRateQueries(db),
    ...rebateClaimQueries(db),
  };
}

export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
