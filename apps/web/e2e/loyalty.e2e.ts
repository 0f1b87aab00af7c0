import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSiteAndBrowser, openPage, type RunningSite, startSiteAndBrowser } from './harness';
import { appErrors, logIn } from './helpers';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser());
});
afterAll(() => closeSiteAndBrowser(site, browser));

/** The demo's first dice game in the slots lobby (the demo catalogue ties every game to an engine). */
async function diceGame(): Promise<{ id: string; name: string; vendor: string }> {
  const result = await site.app.services.db.execute(sql`
    SELECT g.id::text AS id, g.names->>'es' AS name, v.code AS vendor
    FROM games g JOIN vendors v ON v.id = g.vendor_id
    WHERE g.engine = 'dice' AND g.game_type = 'RNG' AND g.status = 'active' AND v.status = 'active'
    ORDER BY g.id LIMIT 1`);
  const row = (result as unknown as { rows: { id: string; name: string; vendor: string }[] }).rows[0];
  if (!row) throw new Error('no dice game');
  return row;
}

async function playDice(page: Page, rounds: number) {
  const game = await diceGame();
  const query = new URLSearchParams({ vassalage: game.vendor, gameName: game.name });
  await page.goto(`${site.url}/rng?${query}`);
  const card = page.locator(`[data-testid="lobby"] [data-testid="game-card"][data-node-id="${game.id}"]`);
  await card.getByRole('button', { name: 'Jugar', exact: true }).click();
  await page.getByTestId('house-game').waitFor();
  await page.getByTestId('bet-selector').getByRole('button', { name: '$5,00' }).click();
  const history = page.locator('#game-panel-history [data-testid="history-row"]');
  for (let i = 0; i < rounds; i++) {
    const before = await history.count();
    const play = page.getByTestId('play-button');
    await expect.poll(() => play.isEnabled(), { timeout: 15_000 }).toBe(true);
    await play.click();
    await expect.poll(() => history.count(), { timeout: 15_000 }).toBeGreaterThan(before);
  }
}

describe('loyalty', () => {
  it('a member plays, a day passes, the rebate is claimed once, points appear, a reward is redeemed with the payment password and listed', async () => {
    // Operator rule for this run: one point per 0.10 of valid turnover, so a few $5 rolls earn enough.
    await site.app.services.db.execute(sql`UPDATE loyalty_settings SET turnover_per_point = 10`);
    const { page, errors } = await openPage(browser, { width: 1280, height: 900 });
    await logIn(page, site.url, 'jugador1');
    await playDice(page, 3); // 15.00 of turnover

    const clock = await fetch(`${site.url}/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hours: 24 }),
    });
    expect((await clock.json()).value.failedJobs).toEqual([]);

    // The day's rebate: claimed once from the member centre; a second claim moves nothing.
    await page.goto(`${site.url}/member?page=manualRebate`);
    const claimable = page.getByTestId('rebate-claimable');
    await expect.poll(() => claimable.textContent()).not.toBe('$0,00');
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const walletBalance = async () => {
      const response = await fetch(`${site.url}/wps/v2/wallets/balance`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return (await response.json()).value.available as string;
    };
    const rebate = await (
      await fetch(`${site.url}/wps/rebate`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    const before = await walletBalance();
    await page.getByTestId('rebate-claim').click();
    await page.getByTestId('rebate-outcome').waitFor();
    const after = await walletBalance();
    expect(Math.round((Number(after) - Number(before)) * 100)).toBe(
      Math.round(Number(rebate.value.claimable) * 100),
    );
    await page.getByText(/No hay reembolso para reclamar/).waitFor();
    const second = await fetch(`${site.url}/wps/rebate/claim`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'Idempotency-Key': crypto.randomUUID(),
      },
      body: '{}',
    });
    expect((await second.json()).value.claimed).toBe('0.00');
    expect(await walletBalance()).toBe(after);

    await page.goto(`${site.url}/pointMall`);
    await page.getByRole('heading', { level: 1, name: 'Tienda de puntos' }).waitFor();
    const balance = page.getByTestId('point-balance');
    await expect.poll(() => balance.textContent()).toBe('150');

    const card = page.getByTestId('reward').filter({ hasText: 'Efectivo $5' });
    await card.getByRole('button', { name: 'Canjear' }).click();
    const dialog = page.getByTestId('redeem-dialog');
    await dialog.getByLabel('Contraseña de pago').fill('123456');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByTestId('redeem-notice').filter({ hasText: 'Aprobado' }).waitFor();
    await expect.poll(() => balance.textContent()).toBe('100');

    await page.getByTestId('tab-history').click();
    const row = page.getByTestId('redemption').first();
    await row.filter({ hasText: 'Efectivo $5' }).waitFor();
    expect(await row.textContent()).toContain('Aprobado');
    expect(appErrors(errors)).toEqual([]);
  });
});
