import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSiteAndBrowser, openPage, type RunningSite, startSiteAndBrowser } from './harness';
import { appErrors, shot } from './helpers';

/** Free play (docs/free-play.md): a trial account plays the house games with play money. */
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser());
});
afterAll(() => closeSiteAndBrowser(site, browser));

/** A house dice game of the demo catalogue (its id, Spanish name and vendor). */
async function diceGame(): Promise<{ id: string; name: string; vendor: string }> {
  const result = await site.app.services.db.execute(sql`
    SELECT g.id::text AS id, g.names->>'es' AS name, v.code AS vendor
    FROM games g JOIN vendors v ON v.id = g.vendor_id
    WHERE g.engine = 'dice' AND g.game_type = 'RNG' AND g.status = 'active' AND v.status = 'active'
    ORDER BY g.id LIMIT 1`);
  return (result as unknown as { rows: { id: string; name: string; vendor: string }[] }).rows[0]!;
}

async function startFreePlay(page: Page) {
  await page.goto(`${site.url}/login`);
  const dialog = page.getByTestId('login-dialog');
  await dialog.getByRole('button', { name: 'Jugar gratis' }).click();
  await page.getByTestId('play-money-badge').waitFor();
  expect(await page.getByTestId('play-money-badge').textContent()).toBe('Dinero de práctica');
  expect(await page.getByTestId('balance').textContent()).toBe('$2.000,00');
  // The badge leads to a real account (on phones it is the only sign-up link of the header).
  expect(await page.getByTestId('play-money-badge').getAttribute('href')).toBe('/register');
  expect(await page.getByTestId('register-cta').getAttribute('href')).toBe('/register');
  // Play money cannot be deposited or withdrawn: the header offers a real account instead.
  expect(await page.getByTestId('header-deposit').count()).toBe(0);
}

describe('free play', () => {
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    it(`plays a house game with play money, marked as such, with a sign-up link (${device})`, async () => {
      const { page, errors } = await openPage(browser, viewport);
      await startFreePlay(page);
      await shot(page, `free-play-header-${device}`);

      const game = await diceGame();
      const query = new URLSearchParams({ vassalage: game.vendor, gameName: game.name });
      await page.goto(`${site.url}/rng?${query}`);
      const card = page.locator(`[data-testid="lobby"] [data-testid="game-card"][data-node-id="${game.id}"]`);
      await card.waitFor();
      await card.getByRole('button', { name: 'Jugar', exact: true }).click();
      await page.getByTestId('house-game').waitFor();
      expect(new URL(page.url()).pathname).toBe('/seamless');

      await page.getByTestId('trial-banner').filter({ hasText: 'dinero de práctica' }).waitFor();
      expect(await page.getByTestId('trial-register').getAttribute('href')).toBe('/register');
      expect(await page.getByTestId('game-balance').textContent()).toContain('Saldo de práctica');
      const before = await page.getByTestId('game-balance').locator('strong').textContent();
      const play = page.getByTestId('play-button');
      await expect.poll(() => play.isEnabled(), { timeout: 15_000 }).toBe(true);
      await play.click();
      await expect
        .poll(() => page.getByTestId('game-balance').locator('strong').textContent(), { timeout: 15_000 })
        .not.toBe(before);
      await shot(page, `free-play-game-${device}`);
      expect(appErrors(errors)).toEqual([]);
      await page.context().close();
    });
  }

  it('still refuses an outside vendor’s game with the spec’s dialog', async () => {
    const { page } = await openPage(browser, { width: 1280, height: 900 });
    await startFreePlay(page);
    await page.goto(`${site.url}/pvp?vassalage=DEMOV`);
    const card = page.locator('[data-testid="lobby"] [data-testid="game-card"]').first();
    await card.waitFor();
    await card.getByRole('button', { name: 'Jugar', exact: true }).click();
    await page.getByRole('dialog').filter({ hasText: 'cuenta' }).waitFor();
    await shot(page, 'free-play-vendor-refused');
    expect(new URL(page.url()).pathname).toBe('/pvp');
    await page.context().close();
  });
});
