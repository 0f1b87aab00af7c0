import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSiteAndBrowser, openPage, type RunningSite, startSite, startSiteAndBrowser } from './harness';
import { shot } from './helpers';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser());
});
afterAll(async () => {
  await closeSiteAndBrowser(site, browser);
});

describe('the site as an app', () => {
  it('answers robots.txt and the sitemap as such, not with the app’s HTML', async () => {
    const robots = await fetch(`${site.url}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain('Sitemap: ');
    const sitemap = await fetch(`${site.url}/sitemap.xml`);
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset');
    expect(xml).toContain('/download</loc>');
  });

  it('sends compressed assets and installs: manifest, icons, a service worker with an offline page', async () => {
    // A site of its own: the test stops it to take the network away (Chromium's offline emulation
    // does not reach a service worker's own requests).
    const own = await startSite({ challenge: 'off' });
    const { page, errors } = await openPage(browser, { width: 390, height: 844, serviceWorkers: true });
    try {
      const encodings: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/assets/') && response.url().endsWith('.js'))
          encodings.push(response.headers()['content-encoding'] ?? 'none');
      });
      await page.goto(`${own.url}/`);
      await page.getByTestId('header').first().waitFor();
      expect(encodings.length).toBeGreaterThan(0);
      expect(encodings.filter((e) => e === 'none')).toEqual([]);

      const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
      const manifest = await (await fetch(`${own.url}${manifestUrl}`)).json();
      expect(manifest.display).toBe('standalone');
      for (const icon of manifest.icons) {
        const res = await fetch(`${own.url}${icon.src}`);
        expect(res.headers.get('content-type')).toBe('image/png');
      }

      await page.waitForFunction(
        async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
        undefined,
        { timeout: 30_000 },
      );
      // clientsClaim: the page comes under the worker's control a moment after it activates.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 30_000,
      });
      // Offline at once: the listening socket and every open connection go now. The app's graceful close
      // (running jobs, the database) follows in `finally`; awaited here it kept the page online for
      // most of a minute on a busy CI machine.
      own.app.server.close();
      own.app.server.closeAllConnections();
      await page.goto(`${own.url}/promotions`);
      await page.getByRole('heading', { name: 'Sin conexión' }).waitFor();
      await shot(page, 'offline-es');
      expect(
        errors.filter((e) => !/ERR_CONNECTION_REFUSED|Failed to load resource|FetchEvent/.test(e)),
      ).toEqual([]);
    } finally {
      await page.context().close();
      await own.close().catch(() => undefined);
    }
  }, 120_000);

  it('the side menu’s app codes lead to the download page, which shows the steps per phone', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}/`);
    const ios = page.getByTestId('side-menu').getByRole('link', { name: 'iOS' });
    expect(await ios.getAttribute('href')).toBe(`${site.url}/download?platform=ios`);
    await ios.click();
    await page.getByRole('heading', { level: 1, name: 'Descarga la app' }).waitFor();
    expect(await page.locator('#download-ios').getAttribute('data-current')).toBe('true');
    await page.locator('svg.qr-code').first().waitFor();
    await shot(page, 'download-desktop');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the footer opens the winners and mirror lists, on a phone too', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${site.url}/mirrors`);
    await page.getByRole('heading', { level: 1, name: 'Sitios espejo' }).waitFor();
    await page
      .getByTestId('mirror-list')
      .or(page.getByText('Este sitio no tiene direcciones alternativas.'))
      .waitFor();
    await shot(page, 'mirrors-phone');
    await page.getByTestId('footer').getByRole('link', { name: 'Ganadores' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ganadores' }).waitFor();
    await page.locator('.winner-list, .empty-state').first().waitFor();
    await shot(page, 'winners-phone');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
