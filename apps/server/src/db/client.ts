import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies every pending migration (safe to call from several instances at once on PostgreSQL). */
  migrate(): Promise<void>;
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string };

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK_KEY = 72_410_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    listen: async (channel, handler) => client.listen(channel, (payload) => handler(payload)),
    close: () => client.close(),
  };
}

async function openPostgres(options: { url: string; poolSize?: number }): Promise<Database> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  // An idle connection that the server drops (restart, failover) must not crash the process; the
  // pool replaces it on the next query.
  pool.on('error', (error) => {
    console.warn(`database connection lost: ${error.message}`);
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    listen: async (channel, handler) => {
      // A dedicated connection: LISTEN belongs to a session, which a pooled connection is not.
      const listener = new pg.Client({ connectionString: options.url });
      listener.on('error', (error) => console.warn(`notification connection lost: ${error.message}`));
      await listener.connect();
      listener.on('notification', (message) => {
        if (message.channel === channel) handler(message.payload ?? '');
      });
      await listener.query(`LISTEN ${channel.replace(/[^a-z_]/g, '')}`);
      return async () => {
        await listener.end().catch(() => undefined);
      };
    },
    close: () => pool.end(),
  };
}

/** Runs raw SQL and returns its rows: PGlite and node-postgres both answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
