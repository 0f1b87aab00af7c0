import type {
  loyaltySettings,
  missions,
  pointRedemptions,
  pointRewards,
  vipLevels,
  vipMembers,
} from '@/db/schema-loyalty';

export type LoyaltySettingsRow = typeof loyaltySettings.$inferSelect;
export type RewardRow = typeof pointRewards.$inferSelect;
export type RedemptionRow = typeof pointRedemptions.$inferSelect;
export type VipLevelRow = typeof vipLevels.$inferSelect;
export type VipMemberRow = typeof vipMembers.$inferSelect;
export type MissionRow = typeof missions.$inferSelect;
