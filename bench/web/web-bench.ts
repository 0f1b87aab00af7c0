/**
 * Lighthouse mobile (its default: slow 4G, 4× slower CPU) on the main pages of the built site, served by
 * the real server on a fresh embedded database, as `npm start` serves it. Three runs a page, the median
 * of each figure. Knobs:
 *   BENCH_WEB_PAGES=home,category,promotions,game  which pages (all by default)
 *   BENCH_WEB_RUNS=3                               runs a page
 *   BENCH_WEB_MIN_HOME=90                          exit 1 when the home page's median score is lower (CI)
 *   BENCH_WEB_CALIBRATE=1                          with MIN_HOME: on a host Lighthouse finds underpowered,
 *                                                  judge the home page again at a calibrated CPU slowdown
 *   BENCH_WEB_WRITE=1                              write the table into bench/README.md
 *   BENCH_WEB_SAVE=dir                             keep each run's Lighthouse report (JSON) there
 *   WEB_DIST=…                                     another build of the site
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { launchFirstGame, login } from '../lib/api';
import { startServer } from '../lib/server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const MIN_HOME = process.env.BENCH_WEB_MIN_HOME ? Number(process.env.BENCH_WEB_MIN_HOME) : null;
const GOALS = { performance: 95, lcpMs: 2_000, cls: 0.02, tbtMs: 100, accessibility: 98, seo: 95 };

type Figures = {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  accessibility: number;
  seo: number;
  kib: number;
  /** Lighthouse's measure of the host's CPU (the report's "CPU/Memory Power"). */
  benchmarkIndex: number;
};
type Page = { name: string; label: string; url(base: string): Promise<string> };

/** A house game page as a player reaches it: logged in, launched from the lobby (a fresh launch a run). */
async function houseGameUrl(base: string) {
  const token = await login(base, 'cliente1', 'Demo1234');
  return (await launchFirstGame(base, token, { gameType: 'RNG' })).toString();
}

const PAGES: Page[] = [
  { name: 'home', label: '`/` (Spanish, guest)', url: async (b) => `${b}/` },
  { name: 'category', label: '`/rng`', url: async (b) => `${b}/rng` },
  { name: 'promotions', label: '`/promotions`', url: async (b) => `${b}/promotions` },
  { name: 'game', label: 'house game (`/seamless?…`, logged in)', url: houseGameUrl },
];

let saved = 0;

/**
 * Lighthouse now and then fails to record a load's trace (`NO_NAVSTART`, about one run in eight here);
 * such a run is tried again, with a fresh URL (a game page's launch link is good once). Other errors stop
 * the bench.
 */
async function auditPage(
  page: Page,
  base: string,
  port: number,
  cpu = DEFAULT_CPU_SLOWDOWN,
  tries = 3,
): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(await page.url(base), port, cpu);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== 'NO_NAVSTART' || attempt >= tries) throw error;
      console.warn(`${page.name}: Lighthouse recorded no navigation (${code}); run ${attempt} tried again`);
    }
  }
}

const DEFAULT_CPU_SLOWDOWN = constants.throttling.mobileSlow4G.cpuSlowdownMultiplier;
/**
 * Below this benchmarkIndex Lighthouse warns that the host is slower than its 4× CPU slowdown assumes
 * and that the score suffers (`SLOW_CPU_BENCHMARK_INDEX_THRESHOLD`; docs/throttling.md, "Calibrating
 * the CPU slowdown"). 4× is meant to turn a high-end desktop (1,500–2,000) into a mid-tier phone.
 */
const UNDERPOWERED_HOST_INDEX = 1_000;

/**
 * The CPU slowdown for an underpowered host (ADR 034): 4× scaled by the host's index over 1,000, which
 * still emulates a slower phone than 4× on the high-end desktop Lighthouse's default is meant for.
 */
function calibratedSlowdown(benchmarkIndex: number) {
  const scaled = (DEFAULT_CPU_SLOWDOWN * benchmarkIndex) / UNDERPOWERED_HOST_INDEX;
  return Math.min(DEFAULT_CPU_SLOWDOWN, Math.max(1, Math.round(scaled * 10) / 10));
}

async function audit(url: string, port: number, cpu: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo'],
    throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu },
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const saveDir = process.env.BENCH_WEB_SAVE;
  if (saveDir) {
    fs.mkdirSync(saveDir, { recursive: true });
    const name = `${++saved}-${new URL(url).pathname.replace(/\W+/g, '_')}.json`;
    fs.writeFileSync(path.join(saveDir, name), JSON.stringify(result.lhr));
  }
  if (result.lhr.runtimeError) {
    const { code, message } = result.lhr.runtimeError;
    throw Object.assign(new Error(`${url}: ${message}`), { code });
  }
  const num = (id: string) => Number(audits[id]?.numericValue ?? Number.NaN);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: num('largest-contentful-paint'),
    fcpMs: num('first-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    tbtMs: num('total-blocking-time'),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    kib: num('total-byte-weight') / 1024,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

/** `RUNS` audits of a page and their medians. */
async function auditRuns(page: Page, base: string, port: number, cpu = DEFAULT_CPU_SLOWDOWN) {
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await auditPage(page, base, port, cpu));
  return { runs, m: medianOf(runs) };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function medianOf(runs: Figures[]): Figures {
  const keys = Object.keys(runs[0]!) as (keyof Figures)[];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as Figures;
}

function met(f: Figures) {
  return (
    f.performance >= GOALS.performance &&
    f.lcpMs <= GOALS.lcpMs &&
    f.cls <= GOALS.cls &&
    f.tbtMs <= GOALS.tbtMs &&
    f.accessibility >= GOALS.accessibility &&
    f.seo >= GOALS.seo
  );
}

function row(label: string, f: Figures, scores: number[]) {
  return `| ${label} | **${f.performance}** (${scores.join(', ')}) | ${(f.lcpMs / 1000).toFixed(2)} s | ${(f.fcpMs / 1000).toFixed(2)} s | ${f.cls.toFixed(3)} | ${Math.round(f.tbtMs)} ms | ${f.accessibility} | ${f.seo} | ${Math.round(f.kib)} KiB | ${met(f) ? 'yes' : 'no'} |`;
}

function writeReadme(table: string) {
  const file = path.join(root, 'bench/README.md');
  const start = '<!-- bench:web -->';
  const end = '<!-- /bench:web -->';
  const text = fs.readFileSync(file, 'utf8');
  const block = `${start}\n${table}\n${end}`;
  const next = text.includes(start)
    ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${text.trimEnd()}\n\n## Lighthouse mobile (\`npm run bench:web\`)\n\n${block}\n`;
  fs.writeFileSync(file, next);
}

async function main() {
  const wanted = (process.env.BENCH_WEB_PAGES ?? PAGES.map((p) => p.name).join(',')).split(',');
  const pages = PAGES.filter((p) => wanted.includes(p.name));
  // chrome-launcher reports a missing browser as an unhandled 'error' event, which would end this
  // process with the server below still running: check first.
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) throw new Error(`${chromePath} is missing (apt-get install -y chromium)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  // A fresh embedded database seeds the whole demo first: allow it three minutes on a busy machine.
  const server = await startServer(
    { DATA_DIR: dataDir, DEMO_DEFAULT: '1' },
    18_000 + (process.pid % 1000),
    180_000,
  );
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const lines: string[] = [];
  const indexes: number[] = [];
  let homeScore: number | null = null;
  let homeIndex = Number.NaN;
  let recheck: string | null = null;
  try {
    // One warm-up load so the first measured run does not pay for the server's cold caches.
    await auditPage(PAGES[0]!, server.url, chrome.port);
    for (const page of pages) {
      const { runs, m } = await auditRuns(page, server.url, chrome.port);
      indexes.push(...runs.map((r) => r.benchmarkIndex));
      if (page.name === 'home') {
        homeScore = m.performance;
        homeIndex = m.benchmarkIndex;
      }
      const line = row(
        page.label,
        m,
        runs.map((r) => r.performance),
      );
      lines.push(line);
      console.log(line);
    }
    // The CI gate on a host Lighthouse finds underpowered: the home page judged again on the phone a
    // calibrated slowdown emulates there (ADR 034). The table keeps the default's figures.
    const calibrate = process.env.BENCH_WEB_CALIBRATE === '1';
    if (calibrate && MIN_HOME !== null && homeScore !== null && homeScore < MIN_HOME) {
      if (homeIndex < UNDERPOWERED_HOST_INDEX) {
        const cpu = calibratedSlowdown(homeIndex);
        const { runs, m } = await auditRuns(PAGES[0]!, server.url, chrome.port, cpu);
        recheck = `home at ${DEFAULT_CPU_SLOWDOWN}× CPU: ${homeScore} on a host of benchmarkIndex ${Math.round(homeIndex)} (under ${UNDERPOWERED_HOST_INDEX}: Lighthouse finds it underpowered); at the calibrated ${cpu}×: ${m.performance} (${runs.map((r) => r.performance).join(', ')}), TBT ${Math.round(m.tbtMs)} ms, benchmarkIndex ${Math.round(m.benchmarkIndex)}`;
        console.log(recheck);
        homeScore = m.performance;
      } else {
        console.log(
          `home at ${DEFAULT_CPU_SLOWDOWN}× CPU: ${homeScore} on a host of benchmarkIndex ${Math.round(homeIndex)}, which Lighthouse does not find underpowered: no recheck`,
        );
      }
    }
  } finally {
    await chrome.kill();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const load = os.loadavg()[0]!.toFixed(1);
  const table = [
    `Last run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${RUNS} runs a page (median; the scores of each run in brackets), load average ${load} on ${os.cpus().length} cores, host benchmarkIndex ${Math.round(median(indexes))} (median of the runs; Lighthouse's 4× CPU slowdown assumes 1,500–2,000).${recheck ? ` ${recheck}.` : ''}`,
    '',
    `| page | performance | LCP | FCP | CLS | TBT | accessibility | SEO | transferred | goals met (≥ ${GOALS.performance}, LCP ≤ 2.0 s, CLS ≤ ${GOALS.cls}, TBT ≤ ${GOALS.tbtMs} ms, a11y ≥ ${GOALS.accessibility}, SEO ≥ ${GOALS.seo}) |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...lines,
  ].join('\n');
  console.log(`\n${table}`);
  if (process.env.BENCH_WEB_WRITE === '1') writeReadme(table);
  if (MIN_HOME !== null && (homeScore === null || homeScore < MIN_HOME)) {
    console.error(`home page mobile performance ${homeScore ?? 'not measured'} < ${MIN_HOME}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
