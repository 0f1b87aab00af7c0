import type { Config } from '../config';
import { seedDemo } from '../demo/seed';
import { createMerchantRepository } from '../modules/merchants/repository';
import { createMerchantService } from '../modules/merchants/service';
import type { Database } from './client';

/** Migrates, then makes sure a default merchant exists (the demo merchant under DEMO=1). */
export async function prepareDatabase(database: Database, config: Pick<Config, 'demo' | 'demoCatalogSize'>) {
  await database.migrate();
  if (config.demo) {
    await seedDemo(database.db, { catalogSize: config.demoCatalogSize });
    return;
  }
  const merchants = createMerchantService(createMerchantRepository(database.db));
  await merchants.ensureDefault({ code: 'main', name: 'Crupier' });
}
