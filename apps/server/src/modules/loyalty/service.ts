import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Ledger } from '@/modules/ledger/service';
import type { Merchant } from '@/modules/merchants/service';
import type { SendMessage } from '@/modules/messages/service';
import type { Wallet } from '@/modules/wallet/service';
import type { Clock } from '@/platform/clock';
import type { Throttle } from '@/platform/throttle';
import { createMissions } from './missions';
import { type BonusGrant, createPoints } from './points';
import { createReferral } from './referral';
import { createLoyaltyRepository } from './repository';
import { createVip } from './vip';

/** The loyalty module: points mall, VIP, missions and leaderboard, referral (docs/loyalty.md). */
export function createLoyalty(deps: {
  db: Db;
  ledger: Ledger;
  wallet: Wallet;
  clock: Clock;
  throttle: Throttle;
  findAccount: (id: bigint) => Promise<AccountRow | undefined>;
  /** The promotions module's bonus grant, when wired: bonus rewards and VIP bonuses go through it. */
  bonus?: BonusGrant | undefined;
  /** Tells a member of an operator's decision (the messages module's send). */
  notify?: ((message: SendMessage) => Promise<unknown>) | undefined;
}) {
  const repo = createLoyaltyRepository(deps.db);
  const points = createPoints({ ...deps, repo });
  const vip = createVip({ repo, wallet: deps.wallet, points, clock: deps.clock, bonus: deps.bonus });
  const missions = createMissions({ db: deps.db, repo, points, clock: deps.clock });
  const referral = createReferral({
    db: deps.db,
    repo,
    wallet: deps.wallet,
    points,
    clock: deps.clock,
    bonus: deps.bonus,
  });

  return {
    points,
    vip,
    missions,
    referral,

    /** The scheduled job of one merchant: points accrual, VIP upgrades, keep rule and birthdays, referral rewards. */
    async run(merchant: Merchant, log: FastifyBaseLogger) {
      const active = await points.accrue(merchant, log);
      await vip.run(merchant, active, deps.findAccount, log);
      await referral.run(merchant, deps.findAccount, log);
    },
  };
}

export type Loyalty = ReturnType<typeof createLoyalty>;
