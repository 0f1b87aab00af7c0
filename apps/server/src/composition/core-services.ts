import type { FastifyInstance } from 'fastify';
import type { Config } from '@/config';
import type { Database } from '@/db/client';
import { createJobs } from '@/jobs/jobs';
import { createCatalog } from '@/modules/catalog/service';
import { createIdentity } from '@/modules/identity/service';
import { createLedger } from '@/modules/ledger/service';
import { createMerchantRepository } from '@/modules/merchants/repository';
import { createMerchantService } from '@/modules/merchants/service';
import { createMessages } from '@/modules/messages/service';
import { createDepositLimits } from '@/modules/payments/deposit-limits';
import { createDeposits } from '@/modules/payments/deposits';
import { createPaymentsRepository } from '@/modules/payments/repository';
import { createBalanceNotifier } from '@/modules/realtime/balance-notifier';
import { createCacheInvalidation } from '@/modules/realtime/cache-invalidation';
import { createResponsibleGaming } from '@/modules/responsible-gaming/service';
import { createSystemRepository } from '@/modules/system/repository';
import { createSystemService } from '@/modules/system/service';
import { createWallet } from '@/modules/wallet/service';
import { createClock } from '@/platform/clock';
import { createPayloadDecryptor } from '@/platform/encrypted-payload';
import { openSharedState } from '@/platform/shared-state';
import { createThrottle } from '@/platform/throttle';

/** The services every product builds on: merchants, identity, money, messages, the catalogue. */
export async function createCoreServices(app: FastifyInstance, config: Config, database: Database) {
  const { db } = database;
  const merchants = createMerchantService(createMerchantRepository(db));
  const clock = createClock();
  const jobs = createJobs(clock);
  // A job under way finishes (and no new one starts) before the database closes.
  app.addHook('preClose', () => jobs.stop());
  const access = { maintenance: config.maintenance, blockedIps: config.blockedIps };
  const system = createSystemService(createSystemRepository(db), access, config.challenge);
  // Throttle counters, captcha answers and fan-out: Redis when REDIS_URL is set, else PostgreSQL.
  const shared = openSharedState(config, database, app.log);
  app.addHook('onClose', () => shared.close());
  const throttle = createThrottle(db, shared.counters);
  const decryptor = createPayloadDecryptor(db, shared.nonces);
  const ledger = createLedger(db);
  const wallet = createWallet(ledger);
  const identity = createIdentity({ db, throttle, challenge: config.challenge, wallet, redis: shared.redis });
  // Member centre: responsible gaming (the stake guard every product calls) and internal messages.
  const responsibleGaming = createResponsibleGaming({ db, clock, publish: shared.pubsub.publish });
  const messages = createMessages(db, shared.pubsub.publish);
  const catalog = createCatalog(db, identity.sessions);
  // Merchant settings and catalogue pages are cached per instance; a change clears them everywhere.
  const caches = await createCacheInvalidation(
    shared.pubsub,
    { merchants: () => merchants.invalidate(), catalog: () => catalog.invalidate() },
    (error) => app.log.warn({ err: error }, 'cache invalidation not sent'),
  );
  app.addHook('preClose', () => caches.close());
  const balanceNotifier = createBalanceNotifier(shared.pubsub.publish, (error) =>
    app.log.warn({ err: error }, 'balance notification failed'),
  );
  const paymentsRepo = createPaymentsRepository(db);
  const limits = createDepositLimits(paymentsRepo);
  const deposits = createDeposits({ db, repo: paymentsRepo, ledger, wallet, limits });
  return {
    db,
    database,
    config,
    merchants,
    clock,
    jobs,
    access,
    system,
    shared,
    throttle,
    decryptor,
    ledger,
    wallet,
    identity,
    responsibleGaming,
    messages,
    catalog,
    caches,
    balanceNotifier,
    paymentsRepo,
    limits,
    deposits,
  };
}

export type CoreServices = Awaited<ReturnType<typeof createCoreServices>>;
