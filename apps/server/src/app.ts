import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type CoreServices, createCoreServices } from './composition/core-services';
import { registerDemoRoutes } from './composition/demo-routes';
import { registerOpsRoutes } from './composition/ops-routes';
import { registerPlatformPlugins } from './composition/platform-plugins';
import { registerPlayerRoutes } from './composition/player-routes';
import { createProductServices } from './composition/product-services';
import { registerScheduledJobs } from './composition/scheduled-jobs';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Jobs } from './jobs/jobs';
import type { Rgs } from './modules/house/rgs';
import type { Identity } from './modules/identity/service';
import type { Ledger } from './modules/ledger/service';
import { createPageBoot } from './modules/lobby/page-boot';
import { createLobby } from './modules/lobby/service';
import type { Lottery } from './modules/lottery/service';
import type { MerchantService } from './modules/merchants/service';
import type { Messages } from './modules/messages/service';
import type { Withdrawals } from './modules/payments/withdrawals';
import type { Promotions } from './modules/promotions/service';
import type { ResponsibleGaming } from './modules/responsible-gaming/service';
import type { Sportsbook } from './modules/sportsbook/service';
import type { Wallet } from './modules/wallet/service';
import type { Clock } from './platform/clock';
import { registerErrorHandler, sendError } from './platform/error-handler';
import type { PubSub } from './platform/pub-sub';
import type { RedisHandle } from './platform/redis';
import { locationOf } from './platform/request-context';
import { originsOf } from './platform/security-headers';
import { registerTextGuard } from './platform/text-guard';
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
  /** Fan-out to every instance (tests wait on it for news another instance sent). */
  pubsub: PubSub;
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

/** The Fastify instance with zod validation, the error envelope, the text guard and request ids. */
function createFastify(config: Config) {
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
  return app;
}

/** The built web app, served with each merchant's image hosts and its start state. */
async function registerSite(app: FastifyInstance, core: CoreServices) {
  const { config, merchants } = core;
  const pageBoot = createPageBoot({
    merchants,
    lobby: createLobby(core.db),
    status: (merchant, request) => core.system.status(merchant, locationOf(request, config.trustProxy)),
  });
  await registerWebApp(
    app,
    config.webDist,
    async (host) => originsOf((await merchants.resolve({ host })).imageCdns),
    pageBoot,
    { serverRender: config.serverRender },
  );
}

/** Builds the whole HTTP app on an open, migrated database. Tests build it the same way. */
export async function buildApp(config: Config, database: Database): Promise<App> {
  const app = createFastify(config);
  const core = await createCoreServices(app, config, database);
  const products = createProductServices(app, core);
  registerScheduledJobs(core, products);
  await registerPlatformPlugins(app, core);
  await registerPlayerRoutes(app, core, products);
  await registerOpsRoutes(app, core, products);
  if (config.demo) await registerDemoRoutes(app, core, products);
  await registerSite(app, core);
  app.addHook('onClose', async () => {
    await database.close();
  });

  const decorated = app as unknown as App;
  decorated.services = {
    db: database.db,
    merchants: core.merchants,
    identity: core.identity,
    ledger: core.ledger,
    wallet: core.wallet,
    withdrawals: products.withdrawals,
    rgs: products.rgs,
    clock: core.clock,
    jobs: core.jobs,
    responsibleGaming: core.responsibleGaming,
    messages: core.messages,
    lottery: products.lottery,
    sportsbook: products.sportsbook,
    promotions: products.promotions,
    redis: core.shared.redis,
    pubsub: core.shared.pubsub,
  };
  return decorated;
}
