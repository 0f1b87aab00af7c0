// Gzip size of the JavaScript the first page load needs: the entry chunk, the app it starts
// (src/main.tsx, ADR 029) and everything they import statically, read from dist/.vite/manifest.json.
// Other dynamic imports (sections, dialogs, locales) are left out.
// Usage: node apps/web/scripts/first-load-size.mjs [budgetKB]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const budgetKb = Number(process.argv[2] ?? 150);

const seen = new Set();
function visit(key) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
}
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry || key === 'src/main.tsx') visit(key);

let total = 0;
for (const key of seen) {
  const file = manifest[key].file;
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(2).padStart(8)} KB  first-load JS (gzip), budget ${budgetKb} KB`);
if (total / 1024 > budgetKb) {
  console.error('Over budget');
  process.exit(1);
}
