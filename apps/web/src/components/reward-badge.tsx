import { usePromotions } from '@/api/promotions';

/** States in which a member can act on a promotion now; the server's `availablePromoCount` counts the same. */
const ACTIONABLE = new Set(['join', 'apply', 'claim']);

/** The reward centre's badge (spec §2): promotions the member can join, apply for or claim, above 0 only. */
export function RewardBadge({ testId }: { testId?: string }) {
  const promotions = usePromotions(true);
  const count = promotions.data?.list.filter((p) => ACTIONABLE.has(p.state)).length ?? 0;
  if (count <= 0) return null;
  return (
    <span className="mc-badge" data-testid={testId} data-count={count}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
