import crypto from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '@/db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or with TEST_DATABASE_URL a brand-new
 * PostgreSQL database that is dropped again on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    return database;
  }
  const name = `crupier_t_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 20 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** One statement on its own connection (CREATE and DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
