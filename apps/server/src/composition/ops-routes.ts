import type { FastifyInstance } from 'fastify';
import { opsAgentRoutes } from '@/modules/agents/ops-routes';
import { createAdjustments } from '@/modules/backoffice/adjustments';
import { createBrand } from '@/modules/backoffice/brand';
import { createHelpCentre } from '@/modules/backoffice/brand-help';
import { brandRoutes } from '@/modules/backoffice/brand-routes';
import { createContent } from '@/modules/backoffice/content';
import { contentRoutes } from '@/modules/backoffice/content-routes';
import { createDashboard } from '@/modules/backoffice/dashboard';
import { dashboardRoutes } from '@/modules/backoffice/dashboard-routes';
import { createGames } from '@/modules/backoffice/games';
import { gamesRoutes } from '@/modules/backoffice/games-routes';
import { createPaymentMethods } from '@/modules/backoffice/payment-methods';
import { paymentMethodsRoutes } from '@/modules/backoffice/payment-methods-routes';
import { backofficeRoutes } from '@/modules/backoffice/routes';
import { staffRoutes } from '@/modules/backoffice/staff-routes';
import { opsChatRoutes } from '@/modules/chat/routes';
import { opsFeedbackRoutes } from '@/modules/feedback/routes';
import { lotteryOpsRoutes } from '@/modules/lottery/routes';
import { opsLoyaltyRoutes } from '@/modules/loyalty/routes';
import { opsMessageRoutes } from '@/modules/messages/routes';
import { opsPromotionRoutes } from '@/modules/promotions/ops-routes';
import { sportsbookOpsRoutes } from '@/modules/sportsbook/ops-routes';
import type { CoreServices } from './core-services';
import type { ProductServices } from './product-services';

/** The back office: staff sign-in, payments, content, brand, games, and each product's operator pages. */
export async function registerOpsRoutes(app: FastifyInstance, core: CoreServices, products: ProductServices) {
  const { db, identity, wallet, caches } = core;
  await app.register(staffRoutes, { db, identity, decryptor: core.decryptor, throttle: core.throttle });
  await app.register(backofficeRoutes, {
    identity,
    deposits: core.deposits,
    withdrawals: products.withdrawals,
    wallet,
    adjustments: createAdjustments({ db, wallet, accounts: identity.accounts }),
    db,
    limits: core.limits,
  });
  await app.register(contentRoutes, { identity, content: createContent(db) });
  await app.register(brandRoutes, {
    identity,
    // A brand change forgets cached merchants (and the catalogues built from them) at once.
    brand: createBrand(db, () => {
      caches.invalidate('merchants', 'catalog');
    }),
    help: createHelpCentre(db),
  });
  await app.register(dashboardRoutes, { dashboard: createDashboard(db) });
  await app.register(paymentMethodsRoutes, { identity, methods: createPaymentMethods(db) });
  await app.register(gamesRoutes, { identity, games: createGames(db, () => caches.invalidate('catalog')) });
  await app.register(sportsbookOpsRoutes, { identity, sportsbook: products.sportsbook });
  await app.register(opsMessageRoutes, { messages: core.messages, identity });
  await app.register(opsFeedbackRoutes, { feedback: products.feedback, identity });
  await app.register(opsChatRoutes, { chat: products.chat });
  await app.register(opsPromotionRoutes, { identity, promotions: products.promotions });
  await app.register(opsLoyaltyRoutes, { loyalty: products.loyalty, identity });
  await app.register(lotteryOpsRoutes, { lottery: products.lottery, identity });
  await app.register(opsAgentRoutes, { db, identity, contracts: products.agentContracts, clock: core.clock });
}
