import crypto from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createHighCard } from './demo/vendor-client/high-card';
import { demoVendorRoutes } from './demo/vendor-client/routes';
import { createDemoWalletClient } from './demo/vendor-client/wallet-client';
import { createJobs, type Jobs } from './jobs/jobs';
import { createContracts } from './modules/agents/contracts';
import { opsAgentRoutes } from './modules/agents/ops-routes';
import { createAgentRepository } from './modules/agents/repository';
import { agentRoutes } from './modules/agents/routes';
import { createAgentCentre } from './modules/agents/service';
import { createSettlement } from './modules/agents/settlement';
import { createAdjustments } from './modules/backoffice/adjustments';
import { createBrand } from './modules/backoffice/brand';
import { createHelpCentre } from './modules/backoffice/brand-help';
import { brandRoutes } from './modules/backoffice/brand-routes';
import { createContent } from './modules/backoffice/content';
import { contentRoutes } from './modules/backoffice/content-routes';
import { createDashboard } from './modules/backoffice/dashboard';
import { dashboardRoutes } from './modules/backoffice/dashboard-routes';
import { createGames } from './modules/backoffice/games';
import { gamesRoutes } from './modules/backoffice/games-routes';
import { createPaymentMethods } from './modules/backoffice/payment-methods';
import { paymentMethodsRoutes } from './modules/backoffice/payment-methods-routes';
import { backofficeRoutes } from './modules/backoffice/routes';
import { requireStaffRole } from './modules/backoffice/staff-access';
import { staffRoutes } from './modules/backoffice/staff-routes';
import { catalogRoutes } from './modules/catalog/routes';
import { createCatalog } from './modules/catalog/service';
import { registerChatLive } from './modules/chat/live';
import { createChatRepository } from './modules/chat/repository';
import { chatRoutes, opsChatRoutes } from './modules/chat/routes';
import { createChat } from './modules/chat/service';
import { devRoutes } from './modules/dev/routes';
import { feedbackRoutes, opsFeedbackRoutes } from './modules/feedback/routes';
import { createFeedback } from './modules/feedback/service';
import { createBettingRecord } from './modules/house/betting-record';
import { createRgs, type Rgs } from './modules/house/rgs';
import { rgsRoutes } from './modules/house/routes';
import { identityRoutes } from './modules/identity/routes';
import { createIdentity, type Identity } from './modules/identity/service';
import { createLedger, type Ledger } from './modules/ledger/service';
import { createLobby } from './modules/lobby/service';
import { withLotteryBets } from './modules/lottery/betting-record';
import { lotteryDevRoutes, lotteryOpsRoutes, lotteryRoutes } from './modules/lottery/routes';
import { createLottery, type Lottery } from './modules/lottery/service';
import { LOYALTY_BONUS_TERMS, LOYALTY_BONUS_TITLES } from './modules/loyalty/points';
import { loyaltyRoutes, opsLoyaltyRoutes } from './modules/loyalty/routes';
import { createLoyalty } from './modules/loyalty/service';
import { createProfit } from './modules/member-centre/profit';
import { memberCentreRoutes } from './modules/member-centre/routes';
import { createSecurityCentre } from './modules/member-centre/security';
import { memberRoutes } from './modules/members/routes';
import { createMerchantRepository } from './modules/merchants/repository';
import { createMerchantService, type MerchantService } from './modules/merchants/service';
import { messageRoutes, opsMessageRoutes } from './modules/messages/routes';
import { createMessages, type Messages } from './modules/messages/service';
import { createDepositLimits } from './modules/payments/deposit-limits';
import { createDeposits } from './modules/payments/deposits';
import { createPayoutAccounts } from './modules/payments/payout-accounts';
import { createPaymentsRepository } from './modules/payments/repository';
import { paymentRoutes } from './modules/payments/routes';
import { sandboxProviderRoutes } from './modules/payments/sandbox-provider';
import { createWithdrawals, type Withdrawals } from './modules/payments/withdrawals';
import { opsPromotionRoutes } from './modules/promotions/ops-routes';
import { promotionRoutes } from './modules/promotions/routes';
import { createPromotions, type Promotions } from './modules/promotions/service';
import { createBalanceNotifier } from './modules/realtime/balance-notifier';
import { createCacheInvalidation } from './modules/realtime/cache-invalidation';
import { registerRealtime } from './modules/realtime/realtime';
import { playGate } from './modules/responsible-gaming/play-gate';
import { responsibleGamingRoutes } from './modules/responsible-gaming/routes';
import { createResponsibleGaming, type ResponsibleGaming } from './modules/responsible-gaming/service';
import { sportsbookOpsRoutes } from './modules/sportsbook/ops-routes';
import { sportsbookRoutes } from './modules/sportsbook/routes';
import { createSportsbook, type Sportsbook } from './modules/sportsbook/service';
import { createSystemRepository } from './modules/system/repository';
import { systemRoutes } from './modules/system/routes';
import { createSystemService } from './modules/system/service';
import { siteFileRoutes } from './modules/system/site-files-routes';
import { vendorWalletRoutes } from './modules/vendors/routes';
import { createSeamlessWallet } from './modules/vendors/seamless-wallet';
import { createMemberTransfer } from './modules/wallet/member-transfer';
import { createWalletRepository } from './modules/wallet/repository';
import { walletRoutes } from './modules/wallet/routes';
import { createWallet, type Wallet } from './modules/wallet/service';
import { createVendorWallets } from './modules/wallet/vendor-wallets';
import { accessGate } from './platform/access-gate';
import { authentication } from './platform/auth';
import { type Clock, createClock } from './platform/clock';
import { registerCompression } from './platform/compression';
import { createPayloadDecryptor } from './platform/encrypted-payload';
import { registerErrorHandler, sendError } from './platform/error-handler';
import { idempotency } from './platform/idempotency';
import { registerOpenApi } from './platform/openapi';
import type { RedisHandle } from './platform/redis';
import { locationOf, requestContext } from './platform/request-context';
import { routeAccess } from './platform/route-access';
import { originsOf, registerSecurityHeaders } from './platform/security-headers';
import { openSharedState } from './platform/shared-state';
import { registerTextGuard } from './platform/text-guard';
import { createThrottle } from './platform/throttle';
import { registerWebApp } from './platform/web-app';

export type AppServices = {
  db: Database['db'];
  merchants: MerchantService;
  identity: Identity;
  ledger: Ledger;
  wallet: Wallet;
  withdrawals: Withdrawals;
  rgs: Rgs;
  clock: Clock;
  jobs: Jobs;
  /** Member centre: the stake guard and limits, and internal messages (messages.send). */
  responsibleGaming: ResponsibleGaming;
  messages: Messages;
  /** House sportsbook: its scheduler (start/stop/tick) and settlement (modules/sportsbook). */
  sportsbook: Sportsbook;
  /** The lottery: draws, bets and settlement (modules/lottery). */
  lottery: Lottery;
  /** Promotions, bonus money and rebate (modules/promotions). */
  promotions: Promotions;
  /** The Redis connection when REDIS_URL is set (tests read captcha answers through it). */
  redis: RedisHandle | undefined;
};
export type App = FastifyInstance & { services: AppServices };

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-signature"]',
  '*.password',
  '*.paymentPassword',
  '*.token',
];

/** A request as the log shows it: the path without its query string, which may carry a one-time token. */
export function logRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?', 1)[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: { req: logRequest },
  };
}

/** Builds the whole HTTP app on an open, migrated database. Tests build it the same way. */
export async function buildApp(config: Config, database: Database): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: config.bodyLimit,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: (error, request, reply) => {
      request.log.info({ code: error.code }, 'framework refused request');
      // A path that is not valid percent-encoded UTF-8 (a lone surrogate, say) is text input (contract).
      sendError(request, reply, {
        status: 400,
        code: error.code === 'FST_ERR_BAD_URL' ? 'invalid_input' : 'bad_request',
      });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerTextGuard(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const merchants = createMerchantService(createMerchantRepository(database.db));
  const clock = createClock();
  const jobs = createJobs(clock);
  // A job under way finishes (and no new one starts) before the database closes.
  app.addHook('preClose', () => jobs.stop());
  const access = { maintenance: config.maintenance, blockedIps: config.blockedIps };
  const system = createSystemService(createSystemRepository(database.db), access, config.challenge);
  // Throttle counters, captcha answers and fan-out: Redis when REDIS_URL is set, else PostgreSQL.
  const shared = openSharedState(config, database, app.log);
  app.addHook('onClose', () => shared.close());
  const throttle = createThrottle(database.db, shared.counters);
  const decryptor = createPayloadDecryptor(database.db, shared.nonces);
  const ledger = createLedger(database.db);
  const wallet = createWallet(ledger);
  const identity = createIdentity({
    db: database.db,
    throttle,
    challenge: config.challenge,
    wallet,
    redis: shared.redis,
  });
  // Member centre: responsible gaming (the stake guard every product calls) and internal messages.
  const responsibleGaming = createResponsibleGaming({
    db: database.db,
    clock,
    publish: shared.pubsub.publish,
  });
  const messages = createMessages(database.db, shared.pubsub.publish);
  const catalog = createCatalog(database.db, identity.sessions);
  // Merchant settings and catalogue pages are cached per instance; a change clears them everywhere.
  const caches = await createCacheInvalidation(
    shared.pubsub,
    { merchants: () => merchants.invalidate(), catalog: () => catalog.invalidate() },
    (error) => app.log.warn({ err: error }, 'cache invalidation not sent'),
  );
  app.addHook('preClose', () => caches.close());
  const paymentsRepo = createPaymentsRepository(database.db);
  const limits = createDepositLimits(paymentsRepo);
  const deposits = createDeposits({ db: database.db, repo: paymentsRepo, ledger, wallet, limits });
  // Promotions (issue 15): bonus money with wagering (the wallet's debits, credits and rollbacks, and
  // withdrawals, consult it), rebate, and the promotions engine.
  const promotions = createPromotions({
    db: database.db,
    ledger,
    wallet,
    clock,
    onBalance: (accountId) => balanceNotifier.changed(accountId),
    notify: (message) => messages.send(message),
  });
  const withdrawals = createWithdrawals({
    db: database.db,
    repo: paymentsRepo,
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
  const balanceNotifier = createBalanceNotifier(shared.pubsub.publish, (error) =>
    app.log.warn({ err: error }, 'balance notification failed'),
  );
  const seamless = createSeamlessWallet({
    db: database.db,
    ledger,
    wallet,
    sessions: identity.sessions,
    accounts: identity.accounts,
    onBalance: balanceNotifier.changed,
    stakeGuard: responsibleGaming.guard,
    bonus: promotions.bonus.hooks,
  });
  app.addHook('preClose', () => balanceNotifier.drain());

  const rgs = createRgs({
    db: database.db,
    catalog,
    identity,
    merchants,
    wallet,
    seamless,
    stakeGuard: responsibleGaming.guard,
    crash: { listen: shared.pubsub.subscribe, publish: shared.pubsub.publish, log: app.log },
  });
  // Crash round loops run on timers: stop them (and wait for a step under way) before the database closes.
  app.addHook('preClose', () => rgs.crash.stop());
  jobs.register({
    name: 'withdrawals.autoConfirm',
    async run(now, log) {
      for (const merchant of await merchants.all()) {
        const confirmed = await withdrawals.autoConfirm(merchant, now);
        if (confirmed.length > 0)
          log.info({ merchant: merchant.code, count: confirmed.length }, 'withdrawals auto-confirmed');
      }
    },
  });
  // Lottery: draws open, close, draw and settle on their calendars (every run catches up on what is due).
  const lottery = createLottery({
    db: database.db,
    ledger,
    wallet,
    clock,
    merchants,
    stakeGuard: responsibleGaming.guard,
    onBalance: balanceNotifier.changed,
  });
  jobs.register({
    name: 'lottery.draws',
    async run(now, log) {
      await lottery.tick(now, log);
    },
  });
  // agent centre (issue 16): contracts, and their settlement every 5 minutes of business time
  const agentContracts = createContracts(database.db, createAgentRepository(database.db));
  const agentSettlement = createSettlement({ db: database.db, ledger, wallet, contracts: agentContracts });
  jobs.register({
    name: 'agents.settleContracts',
    async run(now, log) {
      for (const merchant of await merchants.all()) await agentSettlement.run(merchant, now, log);
    },
  });
  // House sportsbook: a one-second loop (fixtures, live play, settlement) started at first use or by its
  // job, stopped before the database closes; the job also catches up after POST /dev/clock.
  const sportsbook = createSportsbook({
    db: database.db,
    clock,
    rgs,
    catalog,
    identity,
    merchants,
    wallet,
    seamless,
    stakeGuard: responsibleGaming.guard,
    log: app.log,
  });
  app.addHook('preClose', () => sportsbook.stop());
  jobs.register({
    name: 'sportsbook.tick',
    async run(now, log) {
      sportsbook.start();
      await sportsbook.tick(now, log);
    },
  });
  // Loyalty (issue 15): points accrual from valid turnover, VIP upgrades / keep rule / birthdays, referral rewards.
  const loyalty = createLoyalty({
    db: database.db,
    ledger,
    wallet,
    clock,
    throttle,
    findAccount: (id) => identity.accounts.byId(id),
    notify: (message) => messages.send(message),
    // Bonus rewards, VIP and referral bonuses go to the bonus balance (with wagering) of modules/promotions.
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
  jobs.register({
    name: 'loyalty.accrue',
    async run(_now, log) {
      for (const merchant of await merchants.all()) await loyalty.run(merchant, log);
    },
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
    async run(now, log) {
      for (const merchant of await merchants.all()) {
        const lines = await promotions.runRebate(merchant, now);
        if (lines > 0) log.info({ merchant: merchant.code, lines }, 'rebate computed');
      }
    },
  });
  jobs.register({
    name: 'house.closeAbandonedRounds',
    async run(_now, log) {
      await rgs.closeAbandonedRounds(log);
    },
  });

  await registerSecurityHeaders(app);
  await registerCompression(app);
  await registerOpenApi(app);

  await app.register(requestContext, { merchants, trustProxy: config.trustProxy });
  await app.register(accessGate, access);
  await app.register(authentication, { sessions: identity.sessions });
  await app.register(routeAccess, { requireStaffRole });
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(idempotency, { db: database.db });
  await app.register(playGate, { guard: responsibleGaming.guard });
  const unlistenRg = await responsibleGaming.listen(shared.pubsub.subscribe);
  app.addHook('preClose', () => unlistenRg().catch(() => undefined));
  await app.register(systemRoutes, { system });
  await app.register(siteFileRoutes, { merchants });
  await app.register(identityRoutes, { identity, decryptor, throttle });
  await app.register(memberRoutes, {
    wallet,
    identity,
    unreadMessages: messages.unreadCount,
    vipState: (merchant, account, lang) => loyalty.vip.publicState(merchant, account, lang),
    promoCount: (merchant, account, lang) => promotions.availableCount(merchant, account, lang),
  });
  await registerRealtime(app, {
    database,
    pubsub: shared.pubsub,
    sessions: identity.sessions,
    wallet,
    merchants,
    games: { subscribe: rgs.subscribe },
  });
  await app.register(walletRoutes, {
    wallet,
    repo: createWalletRepository(database.db),
    memberTransfer: createMemberTransfer({ accounts: identity.accounts, ledger, wallet, throttle }),
    vendorWallets: createVendorWallets(database.db, ledger, wallet),
  });
  await app.register(vendorWalletRoutes, { seamless });
  await app.register(paymentRoutes, {
    deposits,
    withdrawals,
    limits,
    payoutAccounts: createPayoutAccounts({ repo: paymentsRepo, throttle }),
  });
  if (config.demo) await app.register(sandboxProviderRoutes, { deposits });
  await app.register(catalogRoutes, { catalog, lobby: createLobby(database.db) });
  await app.register(rgsRoutes, {
    rgs,
    throttle,
    // The member's lottery bets are part of the betting record (modules/lottery/betting-record.ts).
    bettingRecord: withLotteryBets(createBettingRecord(database.db), lottery),
  });
  await app.register(sportsbookRoutes, { sportsbook, demo: config.demo });
  await app.register(sportsbookOpsRoutes, { identity, sportsbook });
  await app.register(staffRoutes, { db: database.db, identity, decryptor, throttle });
  await app.register(backofficeRoutes, {
    identity,
    deposits,
    withdrawals,
    wallet,
    adjustments: createAdjustments({ db: database.db, wallet, accounts: identity.accounts }),
    db: database.db,
    limits,
  });
  await app.register(contentRoutes, { identity, content: createContent(database.db) });
  await app.register(brandRoutes, {
    identity,
    // A brand change forgets cached merchants (and the catalogues built from them) at once.
    brand: createBrand(database.db, () => {
      caches.invalidate('merchants', 'catalog');
    }),
    help: createHelpCentre(database.db),
  });
  await app.register(dashboardRoutes, { dashboard: createDashboard(database.db) });
  await app.register(paymentMethodsRoutes, { identity, methods: createPaymentMethods(database.db) });
  await app.register(gamesRoutes, {
    identity,
    games: createGames(database.db, () => caches.invalidate('catalog')),
  });
  await app.register(responsibleGamingRoutes, { rg: responsibleGaming });
  await app.register(messageRoutes, { messages });
  await app.register(opsMessageRoutes, { messages, identity });
  const feedback = createFeedback({ db: database.db, messages });
  await app.register(feedbackRoutes, { feedback });
  await app.register(opsFeedbackRoutes, { feedback, identity });
  // Support chat room (docs/support-chat.md): routes, and its WebSocket after the real-time channel's plugin.
  const chatRepo = createChatRepository(database.db, shared.pubsub.publish);
  const chat = createChat({ repo: chatRepo, throttle, messages });
  await app.register(chatRoutes, { chat });
  await app.register(opsChatRoutes, { chat });
  await registerChatLive(app, {
    subscribe: shared.pubsub.subscribe,
    sessions: identity.sessions,
    repo: chatRepo,
    chat,
  });
  await app.register(memberCentreRoutes, {
    securityCentre: createSecurityCentre({ db: database.db, identity, throttle }),
    profit: createProfit(database.db),
    decryptor,
    clock,
  });
  await app.register(lotteryRoutes, { lottery });
  await app.register(loyaltyRoutes, { loyalty, decryptor });
  await app.register(promotionRoutes, { promotions });
  await app.register(opsPromotionRoutes, { identity, promotions });
  await app.register(opsLoyaltyRoutes, { loyalty, identity });
  await app.register(lotteryOpsRoutes, { lottery, identity });
  await app.register(agentRoutes, {
    centre: createAgentCentre({ db: database.db, identity, contracts: agentContracts }),
    contracts: agentContracts,
    clock,
  });
  await app.register(opsAgentRoutes, { db: database.db, identity, contracts: agentContracts, clock });
  if (config.demo) await app.register(devRoutes, { identity, wallet, clock, jobs });
  if (config.demo) await app.register(lotteryDevRoutes, { lottery });
  if (config.demo) {
    const highCard = createHighCard(createDemoWalletClient((options) => app.inject(options)));
    await app.register(demoVendorRoutes, { highCard });
  }

  await registerWebApp(
    app,
    config.webDist,
    async (host) => originsOf((await merchants.resolve({ host })).imageCdns),
    async (request) => {
      const merchant = await merchants.resolve({ host: request.hostname });
      return {
        status: await system.status(merchant, locationOf(request, config.trustProxy)),
        lang: merchant.defaultLanguage,
      };
    },
  );
  app.addHook('onClose', async () => {
    await database.close();
  });

  const decorated = app as unknown as App;
  decorated.services = {
    db: database.db,
    merchants,
    identity,
    ledger,
    wallet,
    withdrawals,
    rgs,
    clock,
    jobs,
    responsibleGaming,
    messages,
    lottery,
    sportsbook,
    promotions,
    redis: shared.redis,
  };
  return decorated;
}
