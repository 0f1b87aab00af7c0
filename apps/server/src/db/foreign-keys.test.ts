import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '@/db/client';
import { createTestDatabase } from '@/test/test-db';

/**
 * drizzle-kit diffs the schema against the newest snapshot, never against a database, so a migration
 * written by hand can leave the database unlike the snapshot without `db:check` noticing (0034 renamed
 * 50 foreign keys for that reason). This test compares the foreign keys of a migrated database with the
 * snapshot's: the same names on the same columns, targets and delete rules.
 */
const META = path.join(import.meta.dirname, 'migrations', 'meta');

type SnapshotKey = {
  name: string;
  tableFrom: string;
  tableTo: string;
  columnsFrom: string[];
  columnsTo: string[];
  onDelete?: string;
};
type Snapshot = { tables: Record<string, { name: string; foreignKeys: Record<string, SnapshotKey> }> };

function newestSnapshot(): Snapshot {
  const newest = fs
    .readdirSync(META)
    .filter((f) => f.endsWith('_snapshot.json'))
    .sort()
    .at(-1)!;
  return JSON.parse(fs.readFileSync(path.join(META, newest), 'utf8'));
}

const RULES: Record<string, string> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
};

describe('the migrated foreign keys are the snapshot’s', () => {
  let database: Database;
  afterAll(async () => {
    await database?.close();
  });
  beforeAll(async () => {
    database = await createTestDatabase();
  });

  it('has every foreign key of the newest snapshot under its name, and no other', async () => {
    const rows = await queryRows<{ key: string }>(
      database.db,
      sql`
      SELECT c.conname || ' ' || c.conrelid::regclass::text || '(' || (
               SELECT string_agg(a.attname::text, ',' ORDER BY k.ord) FROM unnest(c.conkey) WITH ORDINALITY k(num, ord)
               JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.num
             ) || ') -> ' || c.confrelid::regclass::text || '(' || (
               SELECT string_agg(a.attname::text, ',' ORDER BY k.ord) FROM unnest(c.confkey) WITH ORDINALITY k(num, ord)
               JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.num
             ) || ') on delete ' || c.confdeltype::text AS key
      FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE c.contype = 'f' AND n.nspname = 'public'`,
    );
    const installed = rows.map((row) =>
      row.key.replace(/on delete (\w)$/, (_, rule) => `on delete ${RULES[rule]}`),
    );
    const expected = Object.values(newestSnapshot().tables).flatMap((table) =>
      Object.values(table.foreignKeys).map(
        (k) =>
          `${k.name} ${k.tableFrom}(${k.columnsFrom.join(',')}) -> ${k.tableTo}(${k.columnsTo.join(',')}) on delete ${k.onDelete ?? 'no action'}`,
      ),
    );
    expect(installed.sort()).toEqual(expected.sort());
  });
});
