import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createLedger } from './modules/ledger/service';

/**
 * `npm run ledger:verify`: recomputes every balance from the ledger entries and checks that each
 * merchant and currency sums to zero. Exit code 0 when all holds, 1 otherwise. With embedded PGlite,
 * stop the server first (only one process may open its data directory).
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    const report = await createLedger(database.db).verify();
    console.log(JSON.stringify(report, null, 2));
    console.log(report.ok ? `ledger ok: ${report.accounts} accounts` : 'LEDGER MISMATCH');
    process.exitCode = report.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
