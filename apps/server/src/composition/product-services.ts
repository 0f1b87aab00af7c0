import type { FastifyInstance } from 'fastify';
import { createContracts } from '@/modules/agents/contracts';
import { createAgentRepository } from '@/modules/agents/repository';
import { createSettlement } from '@/modules/agents/settlement';
import { createChatRepository } from '@/modules/chat/repository';
import { createChat } from '@/modules/chat/service';
import { createFeedback } from '@/modules/feedback/service';
import { createRgs } from '@/modules/house/rgs';
import { createLottery } from '@/modules/lottery/service';
import { LOYALTY_BONUS_TERMS, LOYALTY_BONUS_TITLES } from '@/modules/loyalty/points';
import { createLoyalty } from '@/modules/loyalty/service';
import { createWithdrawals } from '@/modules/payments/withdrawals';
import { createPromotions, type Promotions } from '@/modules/promotions/service';
import { createSportsbook } from '@/modules/sportsbook/service';
import { createSeamlessWallet } from '@/modules/vendors/seamless-wallet';
import type { CoreServices } from './core-services';

/** Every instance hears when a member gains a bonus account (see PromotionsDeps.onBonusAccount). */
export const BONUS_ACCOUNTS_CHANNEL = 'bonus_accounts_added';

/** Promotions (bonus money the wallet and withdrawals consult), withdrawals and the seamless wallet. */
function createMoneyServices(app: FastifyInstance, core: CoreServices) {
  const warn = (what: string) => (error: unknown) => app.log.warn({ err: error }, what);
  const { db, ledger, wallet, clock, throttle, messages, balanceNotifier, identity } = core;
  const promotions = createPromotions({
    db,
    ledger,
    wallet,
    clock,
    onBalance: (accountId) => balanceNotifier.changed(accountId),
    onBonusAccount: () => {
      core.shared.pubsub.publish(BONUS_ACCOUNTS_CHANNEL, '').catch(warn('bonus account news not sent'));
    },
    notify: (message) => messages.send(message),
  });
  const listening = core.shared.pubsub
    .subscribe(BONUS_ACCOUNTS_CHANNEL, () => promotions.bonus.forgetNoBonus())
    .catch((error: unknown) => {
      warn('bonus account news not heard')(error);
      return async () => undefined;
    });
  app.addHook('preClose', async () => (await listening)());
  const withdrawals = createWithdrawals({
    db,
    repo: core.paymentsRepo,
    ledger,
    wallet,
    throttle,
    bonusGate: (merchant, account, forfeit) =>
      promotions.bonus.beforeWithdrawal(
        { merchantId: merchant.id, currency: merchant.currency },
        account.id,
        forfeit,
      ),
  });
  const seamless = createSeamlessWallet({
    db,
    ledger,
    wallet,
    sessions: identity.sessions,
    accounts: identity.accounts,
    onBalance: balanceNotifier.changed,
    stakeGuard: core.responsibleGaming.guard,
    bonus: promotions.bonus.hooks,
  });
  app.addHook('preClose', () => balanceNotifier.drain());
  return { promotions, withdrawals, seamless };
}

/** Loyalty: points, VIP and referral; its bonus rewards go to the bonus balance of promotions. */
function createLoyaltyService(core: CoreServices, promotions: Promotions) {
  return createLoyalty({
    db: core.db,
    ledger: core.ledger,
    wallet: core.wallet,
    clock: core.clock,
    throttle: core.throttle,
    findAccount: (id) => core.identity.accounts.byId(id),
    notify: (message) => core.messages.send(message),
    bonus: async ({ merchant, account, amount, id, reason }) => {
      await promotions.bonus.grant(
        { merchantId: merchant.id, currency: merchant.currency },
        {
          accountId: account.id,
          amount,
          ...LOYALTY_BONUS_TERMS,
          reference: id,
          promotionId: null,
          titles: LOYALTY_BONUS_TITLES[reason] ?? LOYALTY_BONUS_TITLES.points_reward!,
        },
      );
    },
  });
}

/** The products on top of the core: house games, lottery, agents' contracts, sportsbook, loyalty. */
export function createProductServices(app: FastifyInstance, core: CoreServices) {
  const { db, ledger, wallet, clock, merchants, identity, catalog, shared, balanceNotifier } = core;
  const stakeGuard = core.responsibleGaming.guard;
  const money = createMoneyServices(app, core);
  const { seamless } = money;
  // The house game server and the sportsbook (a house product) share their dependencies.
  const house = { db, catalog, identity, merchants, wallet, seamless, stakeGuard };
  const rgs = createRgs({
    ...house,
    crash: { listen: shared.pubsub.subscribe, publish: shared.pubsub.publish, log: app.log },
  });
  // Crash round loops run on timers: stop them (and wait for a step under way) before the database closes.
  app.addHook('preClose', () => rgs.crash.stop());
  const lottery = createLottery({
    db,
    ledger,
    wallet,
    clock,
    merchants,
    stakeGuard,
    onBalance: balanceNotifier.changed,
  });
  const agentContracts = createContracts(db, createAgentRepository(db));
  const agentSettlement = createSettlement({ db, ledger, wallet, contracts: agentContracts });
  // House sportsbook: a one-second loop (fixtures, live play, settlement) started at first use or by its
  // job, stopped before the database closes.
  const sportsbook = createSportsbook({ ...house, clock, rgs, log: app.log });
  app.addHook('preClose', () => sportsbook.stop());
  const loyalty = createLoyaltyService(core, money.promotions);
  const feedback = createFeedback({ db, messages: core.messages });
  // Support chat room (docs/support-chat.md).
  const chatRepo = createChatRepository(db, shared.pubsub.publish);
  const chat = createChat({ repo: chatRepo, throttle: core.throttle, messages: core.messages });
  return {
    ...money,
    rgs,
    lottery,
    agentContracts,
    agentSettlement,
    sportsbook,
    loyalty,
    feedback,
    chatRepo,
    chat,
  };
}

export type ProductServices = ReturnType<typeof createProductServices>;
