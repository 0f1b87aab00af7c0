import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { loyaltySettings } from '@/db/schema-loyalty';
import type { LoyaltySettingsRow } from './loyalty-rows';
import { missionQueries } from './mission-queries';
import { pointAccrualQueries } from './point-accrual-queries';
import { pointLedgerQueries } from './point-ledger-queries';
import { pointRewardQueries } from './point-reward-queries';
import { referralQueries } from './referral-queries';
import { vipQueries } from './vip-queries';

export type {
  LoyaltySettingsRow,
  MissionRow,
  RedemptionRow,
  RewardRow,
  VipLevelRow,
  VipMemberRow,
} from './loyalty-rows';

/** The loyalty module's SQL. */
export function createLoyaltyRepository(db: Db) {
  return {
    db,

    async settings(merchantId: number): Promise<LoyaltySettingsRow | undefined> {
      const [row] = await db.select().from(loyaltySettings).where(eq(loyaltySettings.merchantId, merchantId));
      return row;
    },
    ...pointRewardQueries(db),
    ...pointLedgerQueries(db),
    ...pointAccrualQueries(db),
    ...vipQueries(db),
    ...missionQueries(db),
    ...referralQueries(db),
  };
}

export type LoyaltyRepository = ReturnType<typeof createLoyaltyRepository>;
