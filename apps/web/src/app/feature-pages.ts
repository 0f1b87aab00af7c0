import { loadNamespace } from '@/i18n/i18n';

/*
 * Pages one feature shows inside another's frame (the member centre hosts the promotions and loyalty
 * pages, the game page hosts the sportsbook). The app wires them here, each a chunk loaded on demand with
 * its texts, so features never import each other (docs/decisions/023).
 */

/** Reward centre, bonus details, manual rebate. */
export const promotionMemberPages = () =>
  Promise.all([import('@/features/promotions/member/pages'), loadNamespace('promotions')]).then(([m]) => m);

/** Missions, referral, VIP and the mission badge. */
export const loyaltyPages = () =>
  Promise.all([import('@/features/loyalty/pages'), loadNamespace('loyalty')]).then(([m]) => m);

/** The house sportsbook's client, opened from /seamless. */
export const sportsbookApp = () => import('@/features/sportsbook/sportsbook-app');
