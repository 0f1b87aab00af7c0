import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot, startSite } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('app start', () => {
  it('shows the maintenance page with a live-support button under MAINTENANCE=1', async () => {
    const site = await startSite({ maintenance: true });
    try {
      const { page, errors } = await openPage(browser);
      await page.goto(`${site.url}/`);
      const maintenance = page.getByTestId('maintenance-page');
      await maintenance.waitFor();
      expect(await maintenance.getByRole('button').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('header').count()).toBe(0);
      await screenshot(page, 'maintenance');
      expect(errors).toEqual([]);
      await page.context().close();
    } finally {
      await site.close();
    }
  });

  it('shows the region-block page with the visitor IP when the IP is blocked', async () => {
    const site = await startSite({ blockedIps: ['127.0.0.0/8'] });
    try {
      const { page, errors } = await openPage(browser);
      await page.goto(`${site.url}/`);
      await page.getByTestId('region-block-page').waitFor();
      expect(await page.getByTestId('client-ip').textContent()).toContain('127.0.0.1');
      expect(await page.getByTestId('region-block-page').getByRole('button').count()).toBeGreaterThan(0);
      await screenshot(page, 'region-block');
      expect(errors).toEqual([]);
      await page.context().close();
    } finally {
      await site.close();
    }
  });
});
