import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '@/db/client';
import { createTestDatabase } from '@/test/test-db';

/**
 * The migrations change SQL functions piece by piece (wallet_vendor_moves alone is written in three), so
 * db/functions/ keeps each function's current body, as the migrated database has it, in one file a
 * reader can open. This test keeps those files true: after a migration that changes a function, run it
 * with UPDATE_DB_FUNCTIONS=1 to rewrite them, and commit the result with the migration.
 */
const DIR = path.join(import.meta.dirname, 'functions');
const update = process.env.UPDATE_DB_FUNCTIONS === '1';

type FunctionRow = { name: string; definition: string };

describe('db/functions/ holds the current body of every SQL function', () => {
  let database: Database;
  let installed: FunctionRow[];

  beforeAll(async () => {
    database = await createTestDatabase();
    installed = await queryRows<FunctionRow>(
      database.db,
      sql`
      SELECT p.proname AS name, pg_get_functiondef(p.oid) AS definition
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND p.prokind = 'f'
      ORDER BY p.proname, pg_get_function_identity_arguments(p.oid)`,
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  it('has one file per installed function, with the body the migrations leave', () => {
    const expected = new Map<string, string>();
    for (const row of installed) {
      const text = `${row.definition.trim()};\n`;
      expected.set(`${row.name}.sql`, (expected.get(`${row.name}.sql`) ?? '') + text);
    }
    if (update) {
      fs.mkdirSync(DIR, { recursive: true });
      for (const file of fs.readdirSync(DIR)) if (!expected.has(file)) fs.rmSync(path.join(DIR, file));
      for (const [file, text] of expected) fs.writeFileSync(path.join(DIR, file), text);
    }
    const files = fs
      .readdirSync(DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(files).toEqual([...expected.keys()].sort());
    for (const [file, text] of expected) {
      expect(fs.readFileSync(path.join(DIR, file), 'utf8'), `${file} is out of date`).toBe(text);
    }
  });
});
