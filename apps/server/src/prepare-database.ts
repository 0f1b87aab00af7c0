import type { Config } from '@/config';
import type { Database } from '@/db/client';
import { DEMO_MERCHANT_CODE, seedDemo } from '@/demo/seed';
import { createMerchantRepository } from '@/modules/merchants/repository';
import { createMerchantService } from '@/modules/merchants/service';

/**
 * Migrates, then makes sure a default merchant exists (the demo merchant under DEMO=1). A production
 * start without demo mode refuses a database that holds the demo seed: its accounts have published
 * passwords (operador/Demo1234). Startup code, not db/: it knows the merchants module and the demo.
 */
export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'demo' | 'demoCatalogSize'> & Partial<Pick<Config, 'production'>>,
) {
  await database.migrate();
  if (config.demo) {
    await seedDemo(database.db, { catalogSize: config.demoCatalogSize });
    return;
  }
  const repo = createMerchantRepository(database.db);
  if (config.production && (await repo.findByCode(DEMO_MERCHANT_CODE))) {
    throw new Error(
      'refusing to start: NODE_ENV=production without DEMO=1, but this database holds the demo seed ' +
        '(accounts with published passwords). Use a fresh DATABASE_URL or DATA_DIR, or set DEMO=1 to run the demo on purpose.',
    );
  }
  await createMerchantService(repo).ensureDefault({ code: 'main', name: 'Crupier' });
}
