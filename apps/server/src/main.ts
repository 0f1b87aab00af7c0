import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { startJobs } from './jobs/scheduler';
import { createLedger } from './modules/ledger/service';
import { prepareDatabase } from './prepare-database';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  if (config.production && config.demo) {
    console.warn(
      'DEMO=1 under NODE_ENV=production: /dev routes, the sandbox provider and demo accounts are served',
    );
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  await prepareDatabase(database, config);
  const ledgerReport = await createLedger(database.db).verify();
  if (!ledgerReport.ok) {
    console.error('refusing to start: the ledger does not verify', JSON.stringify(ledgerReport));
    await database.close();
    process.exit(1);
  }
  const app = await buildApp(config, database);

  let closing = false;
  let stopJobsOnShutdown = () => {};
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    stopJobsOnShutdown();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.services.rgs.recover(app.log);
  await app.listen({ port: config.port, host: config.host });
  const stopJobs = startJobs(app.services.jobs, app.log);
  stopJobsOnShutdown = stopJobs;
  app.log.info(
    { database: database.kind, demo: config.demo },
    `Crupier is serving on http://localhost:${config.port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
