import type { FastifyInstance } from 'fastify';
import { createHighCard } from '@/demo/vendor-client/high-card';
import { demoVendorRoutes } from '@/demo/vendor-client/routes';
import { createDemoWalletClient } from '@/demo/vendor-client/wallet-client';
import { devRoutes } from '@/modules/dev/routes';
import { lotteryDevRoutes } from '@/modules/lottery/routes';
import { sandboxProviderRoutes } from '@/modules/payments/sandbox-provider';
import type { CoreServices } from './core-services';
import type { ProductServices } from './product-services';

/** Demo mode only: the sandbox payment provider, the dev clock and draws, and a demo outside vendor. */
export async function registerDemoRoutes(
  app: FastifyInstance,
  core: CoreServices,
  products: ProductServices,
) {
  await app.register(sandboxProviderRoutes, { deposits: core.deposits });
  await app.register(devRoutes, {
    identity: core.identity,
    wallet: core.wallet,
    clock: core.clock,
    jobs: core.jobs,
  });
  await app.register(lotteryDevRoutes, { lottery: products.lottery });
  const highCard = createHighCard(createDemoWalletClient((options) => app.inject(options)));
  await app.register(demoVendorRoutes, { highCard });
}
