// CI check: `npm run db:generate` on a clean tree must write nothing. Runs drizzle-kit generate against a
// copy of the migrations, so the tree is never touched, and fails if it would add a migration: a schema
// change without its migration, or snapshots that drifted from the schema (docs/runbook.md, migrations).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const migrations = path.join(root, 'apps/server/src/db/migrations');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'crupier-db-generate-'));
const out = path.join(work, 'migrations');
fs.cpSync(migrations, out, { recursive: true });
const config = path.join(work, 'drizzle.config.json');
fs.writeFileSync(
  config,
  JSON.stringify({
    dialect: 'postgresql',
    schema: [
      path.join(root, 'apps/server/src/db/schema.ts'),
      path.join(root, 'apps/server/src/db/schema-*.ts'),
    ],
    // drizzle-kit reads `out` relative to the working directory, whatever its form.
    out: path.relative(root, out),
  }),
);

const list = (dir) => fs.readdirSync(dir, { recursive: true }).map(String).sort();
const before = list(out);
try {
  // drizzle-kit may print an error and still exit 0: only its own "nothing to migrate" counts as a pass.
  const printed = execFileSync(
    path.join(root, 'node_modules/.bin/drizzle-kit'),
    ['generate', '--config', config],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const added = list(out).filter((f) => !before.includes(f));
  if (added.length === 0 && !printed.includes('No schema changes')) {
    console.error(printed);
    console.error('db:generate did not confirm that nothing changed.');
    process.exitCode = 1;
  } else if (added.length > 0) {
    console.error(`db:generate would write ${added.join(', ')}:`);
    for (const f of added.filter((f) => f.endsWith('.sql')))
      console.error(fs.readFileSync(path.join(out, f), 'utf8'));
    console.error(
      'Add the migration (npm run db:generate) or bring the schema back in line with the migrations.',
    );
    process.exitCode = 1;
  } else {
    console.log('db:generate writes nothing: the schema and the migration snapshots agree.');
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
