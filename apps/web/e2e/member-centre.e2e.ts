import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStaffSession } from '../../server/src/test/client';
import {
  closeSiteAndBrowser,
  openPage,
  type RunningSite,
  startSiteAndBrowser,
  type WatchedPage,
} from './harness';
import { appErrors, horizontalOverflow, logIn, shot } from './helpers';

let site: RunningSite;
let browser: Browser;
let watched: WatchedPage;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser());
  watched = await openPage(browser);
});
afterAll(() => closeSiteAndBrowser(site, browser));

const NEW_EMAIL = 'jugador2.nuevo@demo.crupier.test';

async function api(method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${site.url}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: JSON answers of several routes
  return { status: response.status, json: (await response.json()) as { value: any; code?: string } };
}

const tokenOf = async (page: Page) => (await page.evaluate(() => sessionStorage.getItem('token')))!;

async function diceGame() {
  const rows = await site.app.services.db.execute(
    sql`SELECT id::text AS id FROM games WHERE engine = 'dice' AND status = 'active' ORDER BY id LIMIT 1`,
  );
  return (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
}

async function launch(token: string) {
  return api('POST', '/wps/game/launchGame', token, { nodeId: await diceGame() });
}

async function diceSession(token: string) {
  const launched = await launch(token);
  expect(launched.status, JSON.stringify(launched.json)).toBe(200);
  const launchToken = new URL(launched.json.value.url, site.url).searchParams.get('launch')!;
  const auth = await api('POST', '/rgs/authenticate', undefined, { launchToken });
  return auth.json.value.sessionId as string;
}

const bet = (sessionId: string, amount: string) =>
  api('POST', '/rgs/play', undefined, {
    sessionId,
    bet: amount,
    params: { target: 4950, direction: 'under' },
  });

async function member(page: Page, name: string) {
  await page.goto(`${site.url}/member?page=${name}`);
}

describe('member centre (issue 18)', () => {
  it('jugador2 changes the payment password, binds an e-mail with the outbox code, copies the user id', async () => {
    const { page } = watched;
    await logIn(page, site.url, 'jugador2');
    await member(page, 'securityCenter');
    const pay = page.getByTestId('payment-password-section');
    await pay.getByLabel('Contraseña de pago actual').fill('123456');
    await pay.getByLabel('Nueva contraseña de pago (6 dígitos)').fill('246810');
    await pay.getByRole('button', { name: 'Guardar' }).click();
    await page.getByTestId('payment-password-saved').waitFor();

    const email = page.getByTestId('email-section');
    await email.getByLabel('Correo electrónico').fill(NEW_EMAIL);
    await email.getByRole('button', { name: 'Enviar código' }).click();
    await email.getByText('Código enviado').waitFor();
    const outbox = await api('GET', `/dev/outbox?to=${encodeURIComponent(NEW_EMAIL)}`);
    const code = outbox.json.value[0].code as string;
    await email.getByLabel('Código de verificación').fill(code);
    await email.getByRole('button', { name: 'Vincular' }).click();
    await page.getByTestId('email-bound').waitFor();
    await page.getByTestId('bound-email').filter({ hasText: NEW_EMAIL }).waitFor();

    await page.getByRole('button', { name: 'Copiar ID' }).click();
    await page.getByRole('dialog').getByText('Copiado').first().waitFor();
    await shot(page, 'member-centre-security');
    await page.keyboard.press('Escape');
  });

  it('sends feedback with two images; the operator’s answer arrives as a message (badge 0 → 1 → 0)', async () => {
    const { page } = watched;
    await member(page, 'feedback');
    await page.getByLabel('Su mensaje').fill('El juego de dados tarda en cargar en mi móvil.');
    const image = (colour: string) =>
      sharp({ create: { width: 60, height: 40, channels: 3, background: colour } })
        .png()
        .toBuffer();
    await page.locator('input[name="feedback-images"]').setInputFiles([
      { name: 'uno.png', mimeType: 'image/png', buffer: await image('#c00') },
      { name: 'dos.png', mimeType: 'image/png', buffer: await image('#00c') },
    ]);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByTestId('feedback-sent').waitFor();
    expect(await page.getByTestId('header-unread').count()).toBe(0);

    const staff = await openStaffSession(site.app);
    const list = await api('GET', '/ops/feedback?answered=false', staff);
    const mine = list.json.value.list.find((f: { username: string }) => f.username === 'jugador2');
    expect(mine.images).toBe(2);
    const answer = await api('POST', `/ops/feedback/${mine.id}/answer`, staff, {
      answer: 'Gracias, ya lo estamos revisando.',
    });
    expect(answer.status).toBe(200);
    // Real time: the badge goes to 1 without a reload.
    await page.locator('[data-testid="header-unread"][data-count="1"]').waitFor();

    await member(page, 'messageV2');
    await page.getByTestId('member-menu-unread').waitFor();
    await page.getByTestId('message').first().getByRole('button').first().click();
    await page.getByTestId('message-body').filter({ hasText: 'Gracias, ya lo estamos revisando.' }).waitFor();
    await page.getByTestId('header-unread').waitFor({ state: 'detached' });
    expect(await page.getByTestId('member-menu-unread').count()).toBe(0);
  });

  it('shows the profit-and-loss chart after a few rounds, with the betting record’s totals', async () => {
    const { page } = watched;
    const token = await tokenOf(page);
    const session = await diceSession(token);
    for (const amount of ['1.00', '2.00', '3.00']) expect((await bet(session, amount)).status).toBe(200);
    await member(page, 'personalProfit');
    await page.getByTestId('pl-chart').locator('.recharts-surface').first().waitFor();
    await page.getByTestId('pl-rounds').filter({ hasText: '3' }).waitFor();
    const record = await api('GET', '/wps/member/bettingRecord', token);
    const profit = await api('GET', '/wps/member/profit', token);
    expect(profit.json.value.totals.turnover).toBe(record.json.value.turnover);
    expect(profit.json.value.totals.profit).toBe(record.json.value.profit);
    await shot(page, 'member-centre-profit');
  });

  it('a daily loss limit refuses a bet; a 24-hour cool-off blocks play and deposits until the clock moves 25 hours', async () => {
    const { page } = watched;
    const token = await tokenOf(page);
    await member(page, 'responsibleGaming');
    await page.getByText('Dónde pedir ayuda').waitFor();
    await page.locator('input[name="loss-day"]').fill('5');
    await page.getByRole('button', { name: 'Guardar límites' }).click();
    await page.getByTestId('rg-limits-saved').waitFor();
    const session = await diceSession(token);
    const refused = await bet(session, '6.00');
    expect(refused.status).toBe(422);
    expect(refused.json.code).toBe('rg_limit');
    await shot(page, 'member-centre-rg');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.locator('input[name="cool-off-hours"]').fill('24');
    await page.getByRole('button', { name: 'Tomar una pausa' }).click();
    await page.getByTestId('rg-blocked').waitFor();

    expect((await launch(token)).json.code).toBe('rg_blocked');
    const deposit = await api('POST', '/wps/payments/deposits', token, { methodId: 1, amount: '100.00' });
    expect(deposit.status).toBe(403);
    expect(deposit.json.code).toBe('rg_blocked');
    expect((await bet(session, '1.00')).json.code).toBe('rg_blocked');

    // Sign-in still works during the cool-off.
    const again = await openPage(browser);
    await logIn(again.page, site.url, 'jugador2');
    await again.page.context().close();

    expect((await api('POST', '/dev/clock', undefined, { hours: 25 })).status).toBe(200);
    expect((await launch(token)).status).toBe(200);
    expect((await bet(session, '1.00')).status).toBe(200);
    expect(appErrors(watched.errors)).toEqual([]);
  });

  it('fits a 390 px phone', async () => {
    const phone = await openPage(browser, { width: 390, height: 844 });
    await logIn(phone.page, site.url, 'cliente1');
    for (const name of ['securityCenter', 'personalProfit', 'messageV2', 'feedback', 'responsibleGaming']) {
      await phone.page.goto(`${site.url}/member?page=${name}`);
      await phone.page.locator('.mc-page').first().waitFor();
      expect(await horizontalOverflow(phone.page), name).toBeLessThanOrEqual(0);
    }
    await shot(phone.page, 'member-centre-rg-phone');
    await phone.page.context().close();
  });
});
