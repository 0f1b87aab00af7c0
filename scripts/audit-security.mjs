// `npm run audit:security`: the fuzz suite (FUZZ_REQUESTS, default 20,000 here), the authorization
// matrix and `npm audit --omit=dev`, then rewrites the figures table in docs/security.md.
// Exits non-zero when the fuzz suite or the matrix fails; an advisory service that cannot be reached
// is written down as such, not counted as clean.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-security-'));
const fuzzStats = path.join(work, 'fuzz.json');
const matrixStats = path.join(work, 'matrix.json');
const requests = process.env.FUZZ_REQUESTS ?? '20000';

function run(command, args, env = {}) {
  console.log(`\n── ${command} ${args.join(' ')}`);
  return spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
}

const started = Date.now();
const suites = run(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'server',
    'apps/server/src/platform/openapi.fuzz.test.ts',
    'apps/server/src/platform/route-access.test.ts',
  ],
  { FUZZ_REQUESTS: requests, FUZZ_STATS_FILE: fuzzStats, MATRIX_STATS_FILE: matrixStats },
);
const seconds = Math.round((Date.now() - started) / 1000);

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);
const fuzz = readJson(fuzzStats);
const matrix = readJson(matrixStats);

console.log('\n── npm audit --omit=dev --json');
const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let auditCell;
try {
  const report = JSON.parse(audit.stdout);
  const v = report.metadata?.vulnerabilities;
  auditCell = v
    ? `${v.total} known vulnerabilities (critical ${v.critical}, high ${v.high}, moderate ${v.moderate}, low ${v.low})`
    : `not run: the registry's advisory endpoint answered ${report.statusCode ?? 'an error'}`;
} catch {
  auditCell = 'not run: no answer from the registry';
}
console.log(auditCell);

const date = new Date().toISOString().slice(0, 10);
const statuses = fuzz
  ? Object.entries(fuzz.statuses)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ')
  : '';
const rows = [
  ['check', 'result', 'figures'],
  [
    'fuzz suite (OpenAPI-driven)',
    fuzz && fuzz.serverErrors === 0 && fuzz.notEnvelope === 0 ? 'pass' : 'FAIL',
    fuzz
      ? `${fuzz.requests.toLocaleString('en')} requests over ${fuzz.routes} operations; ${fuzz.serverErrors} answers ≥ 500, ${fuzz.notEnvelope} outside the envelope; statuses ${statuses}; heap after GC ${fuzz.heapMbBefore} → ${fuzz.heapMbAfter} MB; ${fuzz.seconds} s`
      : 'no figures (the suite did not finish)',
  ],
  [
    'authorization matrix',
    matrix && matrix.wrong === 0 ? 'pass' : 'FAIL',
    matrix
      ? `${matrix.routes} routes × ${matrix.actors} actors = ${matrix.checks} checks, ${matrix.wrong} unexpected`
      : 'no figures (the suite did not finish)',
  ],
  ['npm audit --omit=dev', auditCell.startsWith('0 known') ? 'pass' : 'see figures', auditCell],
];
const table = rows
  .map((r, i) => `| ${r.join(' | ')} |${i === 0 ? `\n| ${r.map(() => '---').join(' | ')} |` : ''}`)
  .join('\n');
const section = `<!-- audit:start -->\nLast run ${date} by \`npm run audit:security\` (${seconds} s):\n\n${table}\n<!-- audit:end -->`;

const doc = 'docs/security.md';
const text = fs.readFileSync(doc, 'utf8');
const marked = /<!-- audit:start -->[\s\S]*<!-- audit:end -->/;
fs.writeFileSync(
  doc,
  marked.test(text) ? text.replace(marked, section) : `${text}\n## Audit figures\n\n${section}\n`,
);
console.log(`\n${doc} updated.`);
process.exit(suites.status === 0 ? 0 : 1);
