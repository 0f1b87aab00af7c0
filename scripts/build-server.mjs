// Compiles the server into one ES module, `apps/server/dist/main.js`, with its migrations beside it.
// `npm start` and the benchmarks run this build: no TypeScript compiled at start and no loader thread
// with a heap of its own (ADR 027). Packages from node_modules stay imports; the workspace's own
// TypeScript (the server and @crupier/contract) is bundled.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const outdir = path.join(server, 'dist');

export async function buildServer() {
  const manifest = JSON.parse(fs.readFileSync(path.join(server, 'package.json'), 'utf8'));
  const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@crupier/'));
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(server, 'src/main.ts')],
    outfile: path.join(outdir, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    tsconfig: path.join(server, 'tsconfig.json'),
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // db/client.ts reads its migrations next to itself: beside main.js once bundled.
  fs.cpSync(path.join(server, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
  return path.join(outdir, 'main.js');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const main = await buildServer();
  console.log(`server built: ${path.relative(root, main)}`);
}
