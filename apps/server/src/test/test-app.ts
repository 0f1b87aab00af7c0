import { type App, buildApp } from '@/app';
import { type Config, loadConfig } from '@/config';
import { prepareDatabase } from '@/prepare-database';
import { createTestDatabase } from './test-db';
import { cleanRedisOnClose, testRedisEnv } from './test-redis';

/** The real HTTP app on a fresh test database with the demo seed, plus config overrides. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  extend?: (app: App) => void | Promise<void>,
): Promise<App> {
  // A smaller demo catalogue keeps each test file's start quick; the catalogue tests ask for the full one.
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', DEMO: '1', DEMO_CATALOG_SIZE: '600', ...testRedisEnv() }),
    ...overrides,
  };
  const database = await createTestDatabase();
  await prepareDatabase(database, config);
  const app = await buildApp(config, database);
  cleanRedisOnClose(app);
  await extend?.(app);
  await app.ready();
  return app;
}
