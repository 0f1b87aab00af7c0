import { type App, buildApp } from '@/app';
import { type Config, loadConfig } from '@/config';
import { prepareDatabase } from '@/prepare-database';
import { createTestDatabase } from './test-db';
import { cleanRedisOnClose, testRedisEnv } from './test-redis';

/** A smaller demo catalogue keeps each test file's start quick; the catalogue tests ask for the full one. */
const testConfig = (overrides: Partial<Config>): Config => ({
  ...loadConfig({ LOG_LEVEL: 'silent', DEMO: '1', DEMO_CATALOG_SIZE: '600', ...testRedisEnv() }),
  ...overrides,
});

/** The real HTTP app on a fresh test database with the demo seed, plus config overrides. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  extend?: (app: App) => void | Promise<void>,
): Promise<App> {
  const config = testConfig(overrides);
  const database = await createTestDatabase();
  await prepareDatabase(database, config);
  const app = await buildApp(config, database);
  cleanRedisOnClose(app);
  await extend?.(app);
  await app.ready();
  return app;
}

/**
 * Two instances of the app on one test database and one Redis prefix, as a cluster runs them. `close`
 * closes both; the database closes once, with the first instance.
 */
export async function createTestAppPair(overrides: Partial<Config> = {}) {
  const config = testConfig(overrides);
  const database = await createTestDatabase();
  await prepareDatabase(database, config);
  const first = await buildApp(config, database);
  const second = await buildApp(config, { ...database, close: async () => undefined });
  cleanRedisOnClose(first);
  await Promise.all([first.ready(), second.ready()]);
  return {
    first,
    second,
    close: async () => {
      await second.close();
      await first.close();
    },
  };
}
