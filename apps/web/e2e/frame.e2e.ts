import zlib from 'node:zlib';
import { SPEC_ROUTES } from '@crupier/contract/routes';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type RunningSite, screenshot, startSite } from './harness';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** Counts the nodes taken out of `#root` from the page's start (the app rendering it anew). */
function watchRootRemovals(page: Page) {
  return page.addInitScript(() => {
    const w = window as unknown as { rootRemovals: number };
    w.rootRemovals = 0;
    new MutationObserver((records) => {
      for (const record of records)
        if ((record.target as Element).id === 'root') w.rootRemovals += record.removedNodes.length;
    }).observe(document, { childList: true, subtree: true });
  });
}

const rootRemovals = (page: Page) =>
  page.evaluate(() => (window as unknown as { rootRemovals: number }).rootRemovals);

describe('the home frame', () => {
  it('renders in Spanish with side menu, header, banner, main and footer', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}/`);
    for (const id of ['side-menu', 'header', 'banner', 'main', 'footer']) {
      await page.getByTestId(id).first().waitFor({ state: 'visible' });
    }
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.getByTestId('header').textContent()).toMatch(/Iniciar sesión|Entrar/i);
    await screenshot(page, 'home-es');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('switches to English and remembers lang and hisLang', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}/`);
    await page.getByTestId('language-select').first().waitFor();
    await page.getByTestId('language-select').first().selectOption('en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await page.getByTestId('header').textContent()).toMatch(/Log ?in|Sign in/i);
    const stored = await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')]);
    expect(stored).toEqual(['en', 'es']);
    await screenshot(page, 'home-en');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('switches to the dark theme and keeps it', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}/`);
    await page.getByTestId('theme-toggle').first().waitFor();
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.getByTestId('theme-toggle').first().click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    // The body's background eases over 0.2 s: wait for it to move off the light colour.
    await page.waitForFunction(
      (light) => getComputedStyle(document.body).backgroundColor !== light,
      lightBackground,
    );
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(darkBackground).not.toBe(lightBackground);
    await screenshot(page, 'home-dark');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('fits a phone screen', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${site.url}/`);
    await page.getByTestId('header').waitFor();
    // Measured once the lazy sections and their styles have arrived (a chunk can land after the header).
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        timeout: 10_000,
      })
      .toBeLessThanOrEqual(0);
    await screenshot(page, 'home-phone');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // ADR 009: the home route 150 KB until 2026-11-27, 155 KB since the session hand-over between tabs,
  // 158 KB since the page's own entry module (ADR 029: it loads the app once the page is painted);
  // issue 19 owns the Lighthouse figures. The other main pages of issue 19 have budgets of their own.
  it.each([
    ['/', 158],
    ['/rng', 168],
    ['/promotions', 203],
  ])('loads at most its budget of gzipped JavaScript on %s (%i KB)', async (route, budgetKb) => {
    const { page } = await openPage(browser);
    const scripts: Promise<number>[] = [];
    const files: string[] = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(
          response.body().then((body) => {
            const size = zlib.gzipSync(body, { level: 9 }).length;
            files.push(`${new URL(response.url()).pathname} ${(size / 1024).toFixed(1)} KB`);
            return size;
          }),
        );
      }
    };
    page.on('response', onResponse);
    // The JavaScript of the page and of its app: a server-rendered page starts the app at the first
    // input (ADR 030), which the harness gives once the page has loaded.
    await page.goto(`${site.url}${route}`, { waitUntil: 'networkidle' });
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    const sizes = await Promise.all(scripts);
    const total = sizes.reduce((a, b) => a + b, 0);
    console.log(
      `${route} first-load JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${sizes.length} files`,
    );
    console.log(files.sort().join('\n'));
    expect(sizes.length).toBeGreaterThan(0);
    expect(total).toBeLessThan(budgetKb * 1024);
    await page.context().close();
  });
});

describe('a page rendered on the server (ADR 029, ADR 030)', () => {
  let ssrSite: RunningSite;
  beforeAll(async () => {
    ssrSite = await startSite({ serverRender: true });
  });
  afterAll(async () => {
    await ssrSite?.close();
  });

  // The page a guest lands on is HTML before any JavaScript runs, and the app adopts it.
  it.each(['/', '/rng', '/promotions'])(
    '%s is rendered on the server, then taken over in place',
    async (route) => {
      const html = await (await fetch(`${ssrSite.url}${route}`)).text();
      const root =
        /<div id="root" data-rendered-lang="es">([\s\S]*)<\/div>\s*<template id="app-modules">/.exec(
          html,
        )?.[1] ?? '';
      for (const id of ['header', 'side-menu', 'main', 'footer'])
        expect(root).toContain(`data-testid="${id}"`);
      expect(root).toContain('Iniciar sesión');
      expect(html).toContain('<title>Crupier Demo</title>');

      const { page, errors } = await openPage(browser, { width: 390, height: 844 });
      // Any element of the server's taken out of the root means the app rendered the page anew.
      await watchRootRemovals(page);
      await page.goto(`${ssrSite.url}${route}`);
      await page.getByTestId('header').waitFor();
      expect(await rootRemovals(page)).toBe(0);
      // Taken over: the menu button the server rendered now opens the drawer.
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await page.waitForSelector('[data-testid="side-menu"][data-open="true"]');
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it('shows its games before the app runs, and a tap before then is answered once it does', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844, untouched: true });
    await watchRootRemovals(page);
    await page.goto(`${ssrSite.url}/`, { waitUntil: 'load' });
    const hot = page.getByTestId('section-hot');
    // The hot games and the first rows come with the page, their pictures loaded by the browser.
    await hot.locator('img').first().waitFor();
    expect(await hot.locator('img').count()).toBeGreaterThan(2);
    expect(await page.getByTestId('section-RNG').locator('img').count()).toBeGreaterThan(2);
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('[data-testid="section-hot"] img')]
        .slice(0, 2)
        .every((image) => image.complete && image.naturalWidth > 0),
    );
    await screenshot(page, 'ssr-before-app');
    // Nothing has touched the page: the app waits, its modules only downloaded.
    await page.waitForTimeout(500);
    expect(await page.locator('#root[data-rendered-lang="es"]').count()).toBe(1);
    // Hinted a few at a time while the page is idle.
    await expect.poll(() => page.locator('head link[rel="prefetch"]').count()).toBeGreaterThan(5);
    // The visitor's first tap starts the app, which answers it once it holds the page.
    await page.getByRole('button', { name: 'Iniciar sesión' }).first().click();
    await page.getByRole('dialog').waitFor();
    expect(await page.locator('#root[data-rendered-lang]').count()).toBe(0);
    expect(await rootRemovals(page)).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('starts the app at once for a visitor who chose another language than the page', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844, untouched: true });
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await page.goto(`${ssrSite.url}/`);
    await page.getByRole('button', { name: 'Sign in' }).first().waitFor();
    expect(await page.locator('#root[data-rendered-lang]').count()).toBe(0);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("renders a member's page in the browser, not the guest page the server made", async () => {
    const { page } = await openPage(browser, { width: 390, height: 844 });
    await page.addInitScript(() => sessionStorage.setItem('token', 'not-a-real-token'));
    await watchRootRemovals(page);
    await page.goto(`${ssrSite.url}/`);
    await page.getByTestId('header').waitFor();
    expect(await rootRemovals(page)).toBeGreaterThan(0);
    await page.context().close();
  });
});

describe('every route of the spec', () => {
  const guarded: Record<string, string> = {
    '/member': '/login',
    '/lottery': '/login',
    '/seaLottery': '/login',
    '/vnLottery': '/login',
    '/agentHome': '/agent',
  };

  it('renders each route with a heading and no console errors', async () => {
    const { page, errors } = await openPage(browser);
    for (const route of SPEC_ROUTES) {
      await page.goto(`${site.url}${route}`);
      await page.locator('h1').first().waitFor({ state: 'visible' });
      const expected = guarded[route];
      if (expected) expect(new URL(page.url()).pathname, route).toBe(expected);
      expect(errors, route).toEqual([]);
      const name = route === '/' ? 'root' : route.slice(1).replace(/[^a-zA-Z0-9]/g, '_');
      if (['root', 'help', 'agent', 'rng', 'live', 'sports', 'seamless', 'login'].includes(name)) {
        await screenshot(page, `route-${name}`);
      }
    }
    await page.context().close();
  });

  it('hides the side menu on game pages and the footer where the spec says', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site.url}/seamless`);
    await page.locator('h1').first().waitFor();
    expect(await page.getByTestId('side-menu').isVisible()).toBe(false);
    expect(await page.getByTestId('footer').count()).toBe(0);
    await page.goto(`${site.url}/live`);
    await page.locator('h1').first().waitFor();
    expect(await page.getByTestId('footer').count()).toBe(1);
    await page.context().close();
  });

  it('opens the login dialog on /login, locks scrolling and restores it on close', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site.url}/login`);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await page.context().close();
  });

  it('shows the help centre articles of the demo merchant', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}/help#term`);
    await page.getByText('Términos y condiciones').first().waitFor();
    await screenshot(page, 'help-es');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('serves the API documentation at /docs', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site.url}/docs`);
    await page.getByText('Crupier API').first().waitFor();
    await screenshot(page, 'docs');
    await page.context().close();
  });
});
