import type { TPromotionState } from '@crupier/contract/promotions';
import { AppError } from '@/platform/app-error';

/** The refusal of each state a member action does not fit (api-contract: 409 state, 422 business rule). */
const REFUSALS: Partial<Record<TPromotionState, [string, number]>> = {
  coming_soon: ['promotion_not_started', 409],
  close: ['promotion_closed', 409],
  join: ['promotion_join_first', 409],
  apply: ['promotion_needs_approval', 409],
  applying: ['promotion_already_applied', 409],
  rejected: ['promotion_rejected', 409],
  issued: ['promotion_already_claimed', 409],
  claimed: ['promotion_already_claimed', 409],
  signed: ['promotion_already_claimed', 409],
  process: ['promotion_not_qualified', 422],
};
export function refuse(state: TPromotionState): never {
  const [code, status] = REFUSALS[state] ?? ['promotion_not_available', 409];
  throw new AppError(code, status);
}
