/**
 * `npm run bench:lobby`: GCSGAME_gameList on the 10,000-game demo catalogue (a mix of categories,
 * vendors, pages and searches) against a bare Fastify route answering a fixed page, same load generator
 * (autocannon), same run. Prints both throughputs, the ratio, p50/p99 and the server's resident memory.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freshDatabase } from '../lib/database';
import { startServer } from '../lib/server-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
const here = path.dirname(fileURLToPath(import.meta.url));

/** Resident memory now and at its peak since start (Linux /proc), in MB. */
function memoryMb(pid: number): { now: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { now: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function waitFor(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not start`);
}

/**
 * Drives a server with autocannon (the load generator issue 19 names): CLIENTS keep-alive connections,
 * a warm-up, then SECONDS of requests whose bodies `body` varies per connection and request.
 */
async function measure(
  url: URL,
  body: (worker: number, seq: number) => string,
  headers: Record<string, string> = {},
) {
  const run = (duration: number) => {
    let next = 0;
    return autocannon({
      url: url.origin,
      connections: CLIENTS,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/wps/relay/GCSGAME_gameList',
          headers: { 'content-type': 'application/json', ...headers },
          setupRequest: (request) => {
            const n = next++;
            return { ...request, body: body(n % CLIENTS, Math.floor(n / CLIENTS)) };
          },
        },
      ],
    });
  };
  await run(2);
  const result = await run(SECONDS);
  const ok = result['2xx'];
  return {
    rps: ok / (result.duration || SECONDS),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    ops: ok,
  };
}

const CATEGORIES = ['RNG', 'RNG', 'RNG', 'LIVE', 'FISH', 'PVP', 'LOTT'];
const VENDORS = [undefined, 'AUR', 'VOL', 'PMP', 'SYL', 'NTG', 'JAG'];
const SEARCHES = [undefined, undefined, undefined, 'dragon', 'fortuna', 'golden'];
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

async function main() {
  const port = 19_000 + Math.floor(Math.random() * 400);
  const bare: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'bare-server.ts')], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/wps/relay/GCSGAME_gameList`);
    const baseline = await measure(new URL(`http://127.0.0.1:${port}`), () => '{"gameType":"RNG"}');
    console.log(
      `bare Fastify route: ${baseline.rps.toFixed(0)} req/s, p50 ${baseline.p50.toFixed(1)} ms, p99 ${baseline.p99.toFixed(1)} ms`,
    );
    bare.kill('SIGTERM');

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crupier-lobby-'));
    // PostgreSQL by default, as in production; BENCH_DB=pglite measures the embedded database instead.
    const postgres = process.env.BENCH_DB === 'pglite' ? null : await freshDatabase('crupier_lobby');
    const database: Record<string, string> = postgres
      ? { DATABASE_URL: postgres.url }
      : { DATA_DIR: dataDir };
    const server = await startServer({ ...database, DEMO_CATALOG_SIZE: '10000' }, port + 1);
    try {
      const started = memoryMb(server.child.pid!);
      console.log(
        `server memory once started (the catalogue seeded): ${started.now.toFixed(0)} MB resident, peak ${started.peak.toFixed(0)} MB`,
      );
      const mix = (w: number, s: number) => {
        const n = w * 7919 + s;
        const gameType = CATEGORIES[n % CATEGORIES.length]!;
        const vassalage = gameType === 'RNG' ? VENDORS[n % VENDORS.length] : undefined;
        const gameName = gameType === 'RNG' && !vassalage ? SEARCHES[n % SEARCHES.length] : undefined;
        return JSON.stringify({
          gameType,
          vassalage,
          gameName,
          pageNo: 1 + (n % 25),
          pageSize: 18,
          language: n % 2 ? 'es' : 'en',
        });
      };
      const lobby = await measure(new URL(server.url), mix);
      // As a browser asks: shared pages go out compressed, made once per page (platform/shared-reply.ts).
      const browser = await measure(new URL(server.url), mix, { 'accept-encoding': BROWSER_ENCODINGS });
      const memory = memoryMb(server.child.pid!);
      console.log(
        `GCSGAME_gameList (10,000 games): ${lobby.rps.toFixed(0)} req/s, p50 ${lobby.p50.toFixed(1)} ms, p99 ${lobby.p99.toFixed(1)} ms, errors ${lobby.errors} of ${lobby.ops}`,
      );
      console.log(
        `GCSGAME_gameList as a browser asks (accept-encoding: ${BROWSER_ENCODINGS}): ${browser.rps.toFixed(0)} req/s, p50 ${browser.p50.toFixed(1)} ms, p99 ${browser.p99.toFixed(1)} ms, errors ${browser.errors} of ${browser.ops}`,
      );
      console.log(
        `server memory: ${memory.now.toFixed(0)} MB resident after the run, peak ${memory.peak.toFixed(0)} MB (${process.env.BENCH_DB === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'})`,
      );
      console.log(
        `ratio gameList ÷ bare route: ${(lobby.rps / baseline.rps).toFixed(2)} (target ≥ 0.50; p99 target ≤ 20 ms; memory target < 300 MB)`,
      );
    } finally {
      await server.stop('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
      await postgres?.drop();
    }
  } finally {
    if (bare.exitCode === null) bare.kill('SIGKILL');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
