/** The loyalty member-centre pages, loaded together on demand with the `loyalty` texts. */
export { MissionBadge, MissionsPage } from './missions-page';
export { ReferralPage } from './referral-page';
export { VipPage } from './vip-page';
