import { adminQuery as adminQueryAt } from '../../apps/server/src/test/test-db';

/** The PostgreSQL server the benchmarks make their databases on (CI's `TEST_DATABASE_URL`). */
export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

/** One statement on the admin connection (CREATE and DROP DATABASE cannot run in a pool's transaction). */
export const adminQuery = (query: string) => adminQueryAt(ADMIN_URL, query);

/** The URL of database `name` on the admin server. */
export function databaseUrl(name: string): URL {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url;
}

/** A new, empty database named `<prefix>_<time>`; `drop()` removes it, closing its connections. */
export async function freshDatabase(prefix: string) {
  const name = `${prefix}_${Date.now()}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  return {
    name,
    url: databaseUrl(name).toString(),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
