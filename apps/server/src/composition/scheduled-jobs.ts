import type { Merchant } from '@/modules/merchants/service';
import type { CoreServices } from './core-services';
import type { ProductServices } from './product-services';

/** The background jobs; every run catches up on what is due (after POST /dev/clock too). */
export function registerScheduledJobs(core: CoreServices, products: ProductServices) {
  const { jobs, merchants } = core;
  const { withdrawals, lottery, agentSettlement, sportsbook, loyalty, promotions, rgs } = products;
  const eachMerchant = async (work: (merchant: Merchant) => Promise<void>) => {
    for (const merchant of await merchants.all()) await work(merchant);
  };
  jobs.register({
    name: 'withdrawals.autoConfirm',
    run: (now, log) =>
      eachMerchant(async (merchant) => {
        const confirmed = await withdrawals.autoConfirm(merchant, now);
        if (confirmed.length > 0)
          log.info({ merchant: merchant.code, count: confirmed.length }, 'withdrawals auto-confirmed');
      }),
  });
  // Lottery: draws open, close, draw and settle on their calendars.
  jobs.register({
    name: 'lottery.draws',
    async run(now, log) {
      await lottery.tick(now, log);
    },
  });
  // Agent centre: contracts settle every 5 minutes of business time.
  jobs.register({
    name: 'agents.settleContracts',
    run: (now, log) =>
      eachMerchant(async (merchant) => {
        await agentSettlement.run(merchant, now, log);
      }),
  });
  jobs.register({
    name: 'sportsbook.tick',
    async run(now, log) {
      sportsbook.start();
      await sportsbook.tick(now, log);
    },
  });
  // Loyalty: points accrual from valid turnover, VIP upgrades / keep rule / birthdays, referral rewards.
  jobs.register({
    name: 'loyalty.accrue',
    run: (_now, log) => eachMerchant((merchant) => loyalty.run(merchant, log)),
  });
  jobs.register({
    name: 'promotions.bonuses',
    async run(now, log) {
      const currencyOf = async (id: number) => (await merchants.all()).find((m) => m.id === id)?.currency;
      const expired = await promotions.bonus.expireDue(now, currencyOf);
      if (expired > 0) log.info({ count: expired }, 'bonuses expired');
    },
  });
  jobs.register({
    name: 'promotions.rebate',
    run: (now, log) =>
      eachMerchant(async (merchant) => {
        const lines = await promotions.runRebate(merchant, now);
        if (lines > 0) log.info({ merchant: merchant.code, lines }, 'rebate computed');
      }),
  });
  jobs.register({
    name: 'house.closeAbandonedRounds',
    async run(_now, log) {
      await rgs.closeAbandonedRounds(log);
    },
  });
}
