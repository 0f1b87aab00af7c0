// `npm test`: lint and format, types, unit and integration suites, the web build, then browser tests.
// Prints one closing line `Tests: N passed, N failed` and exits non-zero when anything fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const results = path.resolve('.vitest-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;

function run(title, command, args, env = {}) {
  console.log(`\n── ${title}: ${command} ${args.join(' ')}`);
  const res = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

function vitest(title, projects, file, env = {}) {
  const output = path.join(results, file);
  const ok = run(
    title,
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    env,
  );
  if (fs.existsSync(output)) {
    const report = JSON.parse(fs.readFileSync(output, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numTotalTests === 0 ? 1 : 0);
    if (!ok && report.numFailedTests === 0) failed += 1;
  } else if (!ok) {
    failed += 1;
  }
  return ok;
}

function step(title, command, args) {
  const ok = run(title, command, args);
  if (ok) passed += 1;
  else failed += 1;
  return ok;
}

function finish() {
  console.log(`\nTests: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

ensureChromium();
step('lint and format', 'npx', ['biome', 'check', '.']);
step('types', 'npm', ['run', '--silent', 'typecheck']);
// With TEST_DATABASE_URL (CI) the server suites run on that PostgreSQL; without it on in-memory PGlite.
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
vitest(`unit and integration (${database})`, ['contract', 'server', 'web'], 'unit.json');
if (!step('web build', 'npm', ['run', '--silent', 'build'])) finish();
// The browser tests serve the site on embedded PGlite, as `npm start` does.
vitest('browser (PGlite)', ['e2e'], 'e2e.json', { TEST_DATABASE_URL: '' });
finish();
