import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSiteAndBrowser, openPage, type RunningSite, startSiteAndBrowser } from './harness';
import { appErrors, expectLoggedIn, logIn, shot, spanishAmount } from './helpers';

const PAYMENT_PASSWORD = '123456';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser());
});
afterAll(() => closeSiteAndBrowser(site, browser));

/** The member's bonus rows and real balance as the API answers them (the page must show the same). */
async function bonusesOf(page: Page) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await fetch(`${site.url}/wps/bonuses`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()).value as {
    balance: string;
    bonusBalance: string;
    list: { state: string; wageringDone: string; wageringRequired: string; amount: string }[];
  };
}

/** The first active demo slot of the house vendor (the catalogue ties every game to an engine). */
async function houseSlot(): Promise<{ id: string; name: string; vendor: string }> {
  const result = await site.app.services.db.execute(sql`
    SELECT g.id::text AS id, g.names->>'es' AS name, v.code AS vendor
    FROM games g JOIN vendors v ON v.id = g.vendor_id
    WHERE g.engine = 'slot' AND g.game_type = 'RNG' AND g.status = 'active' AND v.status = 'active'
    ORDER BY g.id LIMIT 1`);
  const row = (result as unknown as { rows: { id: string; name: string; vendor: string }[] }).rows[0];
  if (!row) throw new Error('no house slot in the demo catalogue');
  return row;
}

/** Opens the slot from its lobby and sets the stake. */
async function openSlot(page: Page, stake: string) {
  const game = await houseSlot();
  const query = new URLSearchParams({ vassalage: game.vendor, gameName: game.name });
  await page.goto(`${site.url}/rng?${query}`);
  const card = page.locator(`[data-testid="lobby"] [data-testid="game-card"][data-node-id="${game.id}"]`);
  await card.getByRole('button', { name: 'Jugar', exact: true }).click();
  await page.getByTestId('house-game').waitFor();
  await page.getByTestId('bet-selector').getByRole('button', { name: stake, exact: true }).click();
  await page.getByTestId('selected-bet').filter({ hasText: stake }).waitFor();
}

const historyRows = (page: Page) => page.locator('#game-panel-history [data-testid="history-row"]');

async function spin(page: Page) {
  const before = await historyRows(page).count();
  const play = page.getByTestId('play-button');
  await expect.poll(() => play.isEnabled(), { timeout: 15_000 }).toBe(true);
  await play.click();
  await expect
    .poll(() => historyRows(page).count(), { timeout: 15_000 })
    .toBeGreaterThan(Math.min(before, 9));
}

/** The bonus page in a second tab of the same session, reloaded to read the current figures. */
async function bonusPage(page: Page) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const tab = await page.context().newPage();
  await tab.goto(`${site.url}/member?page=bonusDetails&token=${token}`);
  await tab.getByTestId('bonus-details-page').waitFor();
  return tab;
}

async function registerMember(page: Page, username: string) {
  await page.goto(`${site.url}/register`);
  const dialog = page.getByTestId('register-dialog');
  await dialog.getByLabel('Usuario').fill(username);
  await dialog.getByLabel('Contraseña', { exact: true }).fill('Nueva2026');
  await dialog.getByLabel('Confirmar contraseña').fill('Nueva2026');
  await dialog.getByTestId('accept-terms').check();
  await dialog.getByTestId('accept-age').check();
  await dialog.getByRole('button', { name: 'Registrarme' }).click();
  await expectLoggedIn(page);
}

describe('promotions and bonus money', () => {
  it('a new member deposits, claims the welcome bonus, wagers it on a house slot and gets it as cash', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 900 });
    await registerMember(page, 'bonista1');

    // First deposit through the sandbox provider.
    await page.goto(`${site.url}/member?page=depositv2`);
    const form = page.getByTestId('deposit-form');
    await form.getByLabel('Importe').fill('50');
    await form.getByRole('button', { name: 'Continuar al pago' }).click();
    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.getByTestId('provider-result').filter({ hasText: 'Pago completado: $50,00' }).waitFor();

    // The welcome bonus is now claimable: 100 % of the first deposit, wagered 5 times.
    await page.goto(`${site.url}/promotions`);
    const welcome = page.locator('[data-testid="promotion-card"][data-kind="deposit_match"]');
    await welcome.filter({ hasText: 'Recibirá $50,00' }).waitFor();
    await shot(page, 'promotions-welcome-claimable');
    await welcome.getByTestId('promotion-claim').click();
    await page
      .getByTestId('promotion-outcome')
      .filter({ hasText: '$50,00 se añadieron a su saldo de bono' })
      .waitFor();
    await welcome.and(page.locator('[data-state="claimed"]')).waitFor();
    let bonuses = await bonusesOf(page);
    expect(bonuses).toMatchObject({ balance: '50.00', bonusBalance: '50.00' });
    expect(bonuses.list[0]).toMatchObject({ state: 'active', amount: '50.00', wageringRequired: '250.00' });

    // More real money so that the play below never reaches the bonus (real money is staked first).
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const funded = await fetch(`${site.url}/dev/fund`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bonista1', amount: '500.00' }),
    });
    expect(funded.status).toBe(200);

    await openSlot(page, '$50,00');
    await spin(page);
    await spin(page);
    const tab = await bonusPage(page);
    await tab.getByTestId('bonus-wagering').filter({ hasText: 'Apuesta: $100,00 de $250,00' }).waitFor();
    expect(await tab.getByTestId('bonus').getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    await tab.getByTestId('bonus-balance').filter({ hasText: '$50,00' }).waitFor();
    await shot(tab, 'promotions-bonus-wagering');

    await page.bringToFront();
    for (let i = 0; i < 3; i++) await spin(page);
    bonuses = await bonusesOf(page);
    expect(bonuses.list[0]).toMatchObject({ state: 'completed', wageringDone: '250.00' });
    expect(bonuses.bonusBalance).toBe('0.00');

    await tab.bringToFront();
    await tab.reload();
    await tab.getByTestId('bonus').filter({ hasText: 'Completado' }).waitFor();
    await tab.getByTestId('bonus-balance').filter({ hasText: '$0,00' }).waitFor();
    await tab
      .getByTestId('real-balance')
      .filter({ hasText: spanishAmount(bonuses.balance) })
      .waitFor();
    await shot(tab, 'promotions-bonus-completed');
    // The converted bonus is part of what the member may withdraw.
    const wallet = await fetch(`${site.url}/wps/v2/wallets/balance`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await wallet.json()).value.available).toBe(bonuses.balance);
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('a withdrawal with open wagering warns first, then forfeits the bonus', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    await logIn(page, site.url, 'jugador2');
    await page.goto(`${site.url}/promotions`);
    const freeBet = page.locator('[data-testid="promotion-card"][data-kind="free_bet"]');
    await freeBet.getByTestId('promotion-claim').click();
    await page
      .getByTestId('promotion-outcome')
      .filter({ hasText: '$50,00 se añadieron a su saldo de bono' })
      .waitFor();
    await shot(page, 'promotions-phone-claimed');

    await page.goto(`${site.url}/member?page=withdraw`);
    const payout = page.getByTestId('payout-account-form');
    await payout.getByLabel('Banco').fill('BBVA');
    await payout.getByLabel('Titular').fill('Jugador Dos');
    await payout.getByLabel('Número de cuenta o IBAN').fill('012180001234567892');
    await payout.getByLabel('Contraseña de pago').fill(PAYMENT_PASSWORD);
    await payout.getByRole('button', { name: 'Guardar cuenta' }).click();
    await page.getByTestId('payout-account').filter({ hasText: '•••• 7892' }).waitFor();

    const withdrawal = page.getByTestId('withdrawal-form');
    await withdrawal.getByLabel('Importe').fill('100');
    await withdrawal.getByLabel('Contraseña de pago').fill(PAYMENT_PASSWORD);
    await withdrawal.getByRole('button', { name: 'Solicitar retiro' }).click();
    const warning = page.getByTestId('generic-dialog');
    await warning.filter({ hasText: 'perderá su saldo de bono de $50,00' }).waitFor();
    await shot(page, 'promotions-forfeit-warning');
    // Nothing moved yet: the bonus is still there and nothing is held.
    expect((await bonusesOf(page)).list[0]).toMatchObject({ state: 'active', amount: '50.00' });

    await warning.getByRole('button', { name: 'Retirar y perder el bono' }).click();
    await withdrawal.getByTestId('withdrawal-requested').waitFor();
    const after = await bonusesOf(page);
    expect(after.bonusBalance).toBe('0.00');
    expect(after.list[0]).toMatchObject({ state: 'forfeited' });
    await page.goto(`${site.url}/member?page=bonusDetails`);
    await page.getByTestId('bonus').filter({ hasText: 'Perdido por retiro' }).waitFor();
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });
});
