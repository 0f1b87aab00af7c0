/** The member-centre pages of the promotions feature, one lazily loaded chunk. */
export { BonusDetailsPage } from './bonus-details-page';
export { ManualRebatePage } from './manual-rebate-page';
export { RewardCenterPage } from './reward-center-page';
