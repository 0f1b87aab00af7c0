import type { FastifyInstance } from 'fastify';
import { agentRoutes } from '@/modules/agents/routes';
import { createAgentCentre } from '@/modules/agents/service';
import { catalogRoutes } from '@/modules/catalog/routes';
import { registerChatLive } from '@/modules/chat/live';
import { chatRoutes } from '@/modules/chat/routes';
import { feedbackRoutes } from '@/modules/feedback/routes';
import { createBettingRecord } from '@/modules/house/betting-record';
import { rgsRoutes } from '@/modules/house/routes';
import { identityRoutes } from '@/modules/identity/routes';
import { createLobby } from '@/modules/lobby/service';
import { withLotteryBets } from '@/modules/lottery/betting-record';
import { lotteryRoutes } from '@/modules/lottery/routes';
import { loyaltyRoutes } from '@/modules/loyalty/routes';
import { createProfit } from '@/modules/member-centre/profit';
import { memberCentreRoutes } from '@/modules/member-centre/routes';
import { createSecurityCentre } from '@/modules/member-centre/security';
import { memberRoutes } from '@/modules/members/routes';
import { messageRoutes } from '@/modules/messages/routes';
import { createPayoutAccounts } from '@/modules/payments/payout-accounts';
import { paymentRoutes } from '@/modules/payments/routes';
import { promotionRoutes } from '@/modules/promotions/routes';
import { registerRealtime } from '@/modules/realtime/realtime';
import { responsibleGamingRoutes } from '@/modules/responsible-gaming/routes';
import { sportsbookRoutes } from '@/modules/sportsbook/routes';
import { systemRoutes } from '@/modules/system/routes';
import { siteFileRoutes } from '@/modules/system/site-files-routes';
import { vendorWalletRoutes } from '@/modules/vendors/routes';
import { createMemberTransfer } from '@/modules/wallet/member-transfer';
import { createWalletRepository } from '@/modules/wallet/repository';
import { walletRoutes } from '@/modules/wallet/routes';
import { createVendorWallets } from '@/modules/wallet/vendor-wallets';
import type { CoreServices } from './core-services';
import type { ProductServices } from './product-services';

/** The site, sign-in, the member's account, the real-time channel and money in and out. */
async function registerAccountRoutes(app: FastifyInstance, core: CoreServices, products: ProductServices) {
  const { db, identity, wallet, throttle, decryptor, ledger, merchants } = core;
  const { loyalty, promotions, withdrawals } = products;
  await app.register(systemRoutes, { system: core.system });
  await app.register(siteFileRoutes, { merchants });
  await app.register(identityRoutes, { identity, decryptor, throttle });
  await app.register(memberRoutes, {
    wallet,
    identity,
    unreadMessages: core.messages.unreadCount,
    vipState: (merchant, account, lang) => loyalty.vip.publicState(merchant, account, lang),
    promoCount: (merchant, account, lang) => promotions.availableCount(merchant, account, lang),
  });
  await registerRealtime(app, {
    database: core.database,
    pubsub: core.shared.pubsub,
    sessions: identity.sessions,
    wallet,
    merchants,
    games: { subscribe: products.rgs.subscribe },
  });
  await app.register(walletRoutes, {
    wallet,
    repo: createWalletRepository(db),
    memberTransfer: createMemberTransfer({ accounts: identity.accounts, ledger, wallet, throttle }),
    vendorWallets: createVendorWallets(db, ledger, wallet),
  });
  await app.register(vendorWalletRoutes, { seamless: products.seamless });
  await app.register(paymentRoutes, {
    deposits: core.deposits,
    withdrawals,
    limits: core.limits,
    payoutAccounts: createPayoutAccounts({ repo: core.paymentsRepo, throttle }),
  });
}

/** The lobby, the games and the member centre's records, messages, support and agent pages. */
async function registerPlayRoutes(app: FastifyInstance, core: CoreServices, products: ProductServices) {
  const { db, identity, throttle, decryptor, clock, messages } = core;
  const { lottery, chat } = products;
  await app.register(catalogRoutes, { catalog: core.catalog, lobby: createLobby(db) });
  await app.register(rgsRoutes, {
    rgs: products.rgs,
    throttle,
    // The member's lottery bets are part of the betting record (modules/lottery/betting-record.ts).
    bettingRecord: withLotteryBets(createBettingRecord(db), lottery),
  });
  await app.register(sportsbookRoutes, { sportsbook: products.sportsbook, demo: core.config.demo });
  await app.register(responsibleGamingRoutes, { rg: core.responsibleGaming });
  await app.register(messageRoutes, { messages });
  await app.register(feedbackRoutes, { feedback: products.feedback });
  // The chat room's WebSocket goes after the real-time channel's plugin.
  await app.register(chatRoutes, { chat });
  await registerChatLive(app, {
    subscribe: core.shared.pubsub.subscribe,
    sessions: identity.sessions,
    repo: products.chatRepo,
    chat,
  });
  await app.register(memberCentreRoutes, {
    securityCentre: createSecurityCentre({ db, identity, throttle }),
    profit: createProfit(db),
    decryptor,
    clock,
  });
  await app.register(lotteryRoutes, { lottery });
  await app.register(loyaltyRoutes, { loyalty: products.loyalty, decryptor });
  await app.register(promotionRoutes, { promotions: products.promotions });
  await app.register(agentRoutes, {
    centre: createAgentCentre({ db, identity, contracts: products.agentContracts }),
    contracts: products.agentContracts,
    clock,
  });
}

/** Everything a visitor, member or agent calls. */
export async function registerPlayerRoutes(
  app: FastifyInstance,
  core: CoreServices,
  products: ProductServices,
) {
  await registerAccountRoutes(app, core, products);
  await registerPlayRoutes(app, core, products);
}
