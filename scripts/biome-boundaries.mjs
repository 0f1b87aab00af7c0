// Writes the import boundaries into biome.json (its "overrides"), one rule set per web feature and per
// server module, so a new folder gets its fence too. `npm run lint` runs this with --check first and
// fails when biome.json is out of date. Why these fences: docs/architecture.md ("Boundaries").
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const file = path.join(root, 'biome.json');
const dirs = (p) =>
  fs
    .readdirSync(path.join(root, p), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

const PARENT = '../**';
const TESTS = ['!**/*.test.ts', '!**/*.test.tsx'];
const fence = (includes, group, message) => ({
  includes: [...includes, ...TESTS],
  linter: {
    rules: {
      style: { noRestrictedImports: { level: 'error', options: { patterns: [{ group, message }] } } },
    },
  },
});

function overrides() {
  const list = [
    fence(
      ['apps/server/src/**', 'apps/web/src/**'],
      [PARENT, '..'],
      'Import from outside this folder through the `@/` alias.',
    ),
  ];
  for (const feature of dirs('apps/web/src/features')) {
    list.push(
      fence(
        [`apps/web/src/features/${feature}/**`],
        ['@/features/**', `!@/features/${feature}`, `!@/features/${feature}/**`, PARENT],
        'A feature imports no other feature: move what both need to components/ or lib/, or wire them in app/.',
      ),
    );
  }
  list.push(
    fence(
      ['apps/web/src/components/**', 'apps/web/src/lib/**', 'apps/web/src/api/**'],
      ['@/features/**', '@/app/**', PARENT],
      'Shared web code imports no feature and no app wiring.',
    ),
  );
  for (const module of dirs('apps/server/src/modules')) {
    list.push(
      fence(
        [`apps/server/src/modules/${module}/**`],
        [
          '@/modules/*/repository',
          '@/modules/*/*-repository',
          '@/modules/*/**/repository',
          `!@/modules/${module}/**`,
          '@/app',
          '@/jobs/**',
          PARENT,
        ],
        'A module reaches another module through its service, never its repository, and imports neither the app nor the jobs.',
      ),
    );
  }
  list.push(
    fence(
      ['apps/server/src/platform/**'],
      ['@/modules/**', '@/demo/**', '@/jobs/**', '@/app', PARENT],
      'platform/ sits below the modules and imports none of them.',
    ),
    fence(
      ['apps/server/src/db/**'],
      ['@/modules/**', '@/demo/**', '@/jobs/**', '@/app', PARENT],
      'db/ knows tables and migrations, not modules or demo data.',
    ),
    fence(['apps/server/src/jobs/**'], ['@/app', PARENT], 'Jobs get the services they run, not the app.'),
    {
      includes: ['**/*.test.ts', '**/*.test.tsx', '**/*.e2e.ts', '**/test/**'],
      linter: { rules: { complexity: { noExcessiveLinesPerFunction: 'off' } } },
    },
  );
  return list;
}

const config = JSON.parse(fs.readFileSync(file, 'utf8'));
// Biome formats its own configuration, so the file is written as its formatter prints it.
const next = execFileSync(
  path.join(root, 'node_modules/.bin/biome'),
  ['format', '--stdin-file-path=biome.json'],
  {
    cwd: root,
    input: JSON.stringify({ ...config, overrides: overrides() }, null, 2),
    encoding: 'utf8',
  },
);
if (process.argv.includes('--check')) {
  if (fs.readFileSync(file, 'utf8') !== next) {
    console.error(
      'biome.json: the import boundaries are out of date; run `node scripts/biome-boundaries.mjs`.',
    );
    process.exit(1);
  }
} else {
  fs.writeFileSync(file, next);
}
