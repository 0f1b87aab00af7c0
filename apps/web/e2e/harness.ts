import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { type App, buildApp } from '../../server/src/app';
import { type Config, loadConfig } from '../../server/src/config';
import { prepareDatabase } from '../../server/src/prepare-database';
import { createTestDatabase } from '../../server/src/test/test-db';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The built site; WEB_DIST lets parallel work build and test its own copy. */
export const WEB_DIST = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.resolve(here, '../dist');
export const SCREENSHOTS = path.resolve(here, 'screenshots');

export type RunningSite = { app: App; url: string; close(): Promise<void> };

/** The real server with the demo seed and the built web app, on a free loopback port. */
export async function startSite(overrides: Partial<Config> = {}): Promise<RunningSite> {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` before the browser tests');
  }
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', DEMO: '1' }), webDist: WEB_DIST, ...overrides };
  const database = await createTestDatabase();
  await prepareDatabase(database, config);
  const app = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a port');
  return { app, url: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}

/** A browser and the site (challenge off) for a file's tests; the browser is closed again if the site fails. */
export async function startSiteAndBrowser(): Promise<{ site: RunningSite; browser: Browser }> {
  const browser = await launchBrowser();
  try {
    return { site: await startSite({ challenge: 'off' }), browser };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** Closes what startSiteAndBrowser started (either may be missing when it failed). */
export async function closeSiteAndBrowser(site?: RunningSite, browser?: Browser): Promise<void> {
  await browser?.close();
  await site?.close();
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export type WatchedPage = { page: Page; errors: string[] };

/** The pages open now, so that a failed test can show what they showed (setup-failure-shots.ts). */
const openPages = new Set<WatchedPage>();

/** Screenshots every open page as `failed-<label>-<n>.png` and logs its address and errors. */
export async function screenshotOpenPages(label: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const name = label.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
  let n = 0;
  for (const { page, errors } of openPages) {
    n++;
    const file = path.join(SCREENSHOTS, `failed-${name}-${n}.png`);
    await page.screenshot({ path: file, fullPage: true, timeout: 10_000 }).catch(() => undefined);
    console.log(
      `failed test: page ${n} at ${page.url()}, screenshot ${file}, errors ${JSON.stringify(errors)}`,
    );
  }
}

/**
 * A new page that records console errors and uncaught exceptions. The home page's announcement popup
 * (spec §4: once per session per audience until closed) is marked closed in every document the page
 * loads, so that it does not cover what a test is doing; `popups: true` leaves it to show.
 */
export async function openPage(
  browser: Browser,
  options: {
    width?: number;
    height?: number;
    colorScheme?: 'light' | 'dark';
    popups?: boolean;
    serviceWorkers?: boolean;
    /** Navigations return as the page loads, with no input: the app of a server-rendered page waits. */
    untouched?: boolean;
  } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? 'light',
    // The offline service worker is tested on its own (site.e2e.ts); elsewhere it would only add a hop.
    serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
  });
  if (!options.popups) {
    await context.addInitScript(() => {
      try {
        for (const audience of ['A', 'B', 'F']) sessionStorage.setItem(`popupClosed:${audience}`, '1');
      } catch {
        // No storage on this document (about:blank).
      }
    });
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  if (!options.untouched) startAppOnLoad(page);
  const watched = { page, errors };
  openPages.add(watched);
  page.on('close', () => openPages.delete(watched));
  return watched;
}

/**
 * A page the server rendered is whole before the app runs, and the app starts at the visitor's first
 * input (ADR 029, ADR 030). Each navigation of the page returns once the app holds the page: the mouse
 * moves over a server-rendered page, as a visitor's would, and the app is waited for.
 */
function startAppOnLoad(page: Page) {
  const untilStarted = async () => {
    if (await page.locator('#root[data-rendered-lang]').count()) {
      await page.mouse.move(1, 1);
      await page.mouse.move(2, 2);
    }
    await page.waitForFunction(() => !document.querySelector('#root[data-rendered-lang]'), undefined, {
      timeout: 30_000,
    });
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await untilStarted();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await untilStarted();
    return response;
  };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
