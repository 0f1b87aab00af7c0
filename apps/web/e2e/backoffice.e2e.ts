import fs from 'node:fs';
import { encryptPayload } from '@crupier/contract/seal';
import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeSiteAndBrowser,
  openPage,
  type RunningSite,
  startSiteAndBrowser,
  type WatchedPage,
} from './harness';
import { appErrors, horizontalOverflow, PASSWORD, shot } from './helpers';

const PAYMENT_PASSWORD = '123456';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser());
});
afterAll(() => closeSiteAndBrowser(site, browser));

/** The recovery codes shown at enrolment: the phone signs in with one of them. */
let recoveryCodes: string[] = [];
/** The desktop page, signed in by the first test and used by the next ones. */
let desktop: WatchedPage | undefined;

function signedInDesktop(): WatchedPage {
  if (!desktop) throw new Error('the desktop sign-in test did not pass');
  return desktop;
}

async function enterPassword(page: Page) {
  await page.goto(`${site.url}/backoffice`);
  await page.getByRole('heading', { name: 'Acceso del personal' }).waitFor();
  await page.getByLabel('Usuario', { exact: true }).fill('operador');
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** A player's session token, signed in through the API (the login payload is encrypted). */
async function playerToken(username: string): Promise<string> {
  const key = (await (await fetch(`${site.url}/wps/system/crypto`)).json()).value;
  const sealed = await encryptPayload(key, { type: 'username', username, password: PASSWORD });
  const login = await fetch(`${site.url}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(sealed),
  });
  expect(login.status).toBe(200);
  return (await login.json()).value.token as string;
}

async function playerCall(token: string, method: 'GET' | 'POST', url: string, body?: unknown) {
  const response = await fetch(`${site.url}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, url).toBe(200);
  return (await response.json()).value;
}

/** The player adds a payout account and asks for a withdrawal, which waits for the operator. */
async function requestWithdrawal(username: string, amount: string) {
  const token = await playerToken(username);
  const account = await playerCall(token, 'POST', '/wps/payments/payout-accounts', {
    bankName: 'Banco Demo',
    holderName: 'Jugador Dos',
    accountNumber: '0123456789',
    paymentPassword: PAYMENT_PASSWORD,
  });
  const withdrawal = await playerCall(token, 'POST', '/wps/payments/withdrawals', {
    payoutAccountId: account.id,
    amount,
    paymentPassword: PAYMENT_PASSWORD,
  });
  expect(withdrawal.status).toBe('pending');
  return { token, id: withdrawal.id as string };
}

async function withdrawalStatus(token: string, id: string): Promise<string | undefined> {
  const page = await playerCall(token, 'GET', '/wps/payments/withdrawals');
  return (page.list as { id: string; status: string }[]).find((item) => item.id === id)?.status;
}

/** Opens a page of the side menu (on a phone, through the menu button). */
async function openFromMenu(page: Page, name: string, heading: string) {
  const menu = page.getByRole('button', { name: 'Menú' });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('navigation', { name: 'Secciones del back office' })
    .getByRole('link', { name })
    .click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('back office on a desktop (1280)', () => {
  it('operador enrols TOTP, signs in, sees the layout and finds its sign-in in the audit page', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 900 });
    await enterPassword(page);

    // Enrolment: a QR code and the key as text; the authenticator is this test, with otplib.
    await page.getByRole('heading', { name: 'Configura tu autenticador' }).waitFor();
    await page.locator('svg.qr-code').waitFor();
    await expect(page.locator('svg.qr-code').count()).resolves.toBe(1);
    const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await shot(page, 'backoffice-enrol');

    // A wrong code is refused on the page, the right one accepted.
    await page.getByLabel('Código de 6 dígitos').fill('000000');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByRole('alert').filter({ hasText: 'Código incorrecto.' }).waitFor();
    const code = await generate({ secret, algorithm: 'sha1', digits: 6, period: 30 });
    await page.getByLabel('Código de 6 dígitos').fill(code);
    await page.getByRole('button', { name: 'Verificar' }).click();

    // Recovery codes, shown once.
    await page.getByRole('heading', { name: 'Guarda tus códigos de recuperación' }).waitFor();
    recoveryCodes = await page.getByTestId('recovery-codes').locator('code').allInnerTexts();
    expect(recoveryCodes.length).toBeGreaterThanOrEqual(8);
    await shot(page, 'backoffice-recovery-codes');
    await page.getByRole('button', { name: 'Los he guardado' }).click();

    // The layout: merchant, staff member, sign-out, the menu of the admin's pages.
    await page.getByText('Sesión de operador').waitFor();
    await page.getByText('Crupier Demo · Back office').waitFor();
    await shot(page, 'backoffice-landing-desktop');
    await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Secciones del back office' });
    await nav.getByRole('link', { name: 'Auditoría' }).waitFor();
    await nav.getByRole('link', { name: 'Mis sesiones' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('opsToken'))).toBeTruthy();

    await openFromMenu(page, 'Auditoría', 'Registro de auditoría');
    expect(page.url()).toBe(`${site.url}/backoffice/audit`);

    // Its own sign-in is in the audit log, with the wrong code before it; the filter finds it.
    const table = page.getByTestId('audit-table');
    const rows = table.locator('tbody tr');
    await rows.filter({ hasText: 'operador' }).filter({ hasText: 'login_failed' }).first().waitFor();
    await page.getByLabel('Acción').fill('login');
    await rows.filter({ hasText: 'login_failed' }).first().waitFor({ state: 'detached' });
    await rows.first().filter({ hasText: 'login' }).waitFor();
    // A sign-in has no before/after values: the details say so.
    await rows.first().getByRole('button', { name: 'Ver cambios' }).click();
    await table.getByText('Sin valores antes/después.').waitFor();
    await shot(page, 'backoffice-audit-desktop');

    // The CSV export of the current filter downloads a file with the sign-in in it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('audit.csv');
    const csvPath = await download.path();
    const csv = fs.readFileSync(csvPath, 'utf8');
    expect(csv).toContain('Fecha,Personal,Acción,Objeto,Motivo,Detalle');
    expect(csv).toContain('operador,login');

    // My sessions: this one is listed and marked (nothing is revoked here).
    await openFromMenu(page, 'Mis sesiones', 'Mis sesiones');
    await page.getByText('Esta sesión').waitFor();
    await shot(page, 'backoffice-sessions-desktop');

    expect(appErrors(errors)).toEqual([]);
    desktop = { page, errors };
  });

  it('approves a pending withdrawal and adjusts a balance with a reason', async () => {
    const { page, errors } = signedInDesktop();
    const withdrawal = await requestWithdrawal('jugador2', '25.00');

    // Payments → withdrawals: approve it with a reason.
    await openFromMenu(page, 'Pagos', 'Pagos');
    await page.getByRole('button', { name: 'Retiros', exact: true }).click();
    const queue = page.getByTestId('withdrawals-table');
    const pending = queue
      .locator('tbody tr')
      .filter({ hasText: 'jugador2' })
      .filter({ hasText: 'Pendiente' });
    await pending.first().waitFor();
    await pending.first().getByRole('button', { name: 'Aprobar', exact: true }).click();
    const approve = page.getByTestId('reason-dialog');
    // The reason is required.
    await approve.getByRole('button', { name: 'Confirmar' }).click();
    await approve.getByRole('alert').filter({ hasText: 'Indica el motivo.' }).waitFor();
    await approve.getByLabel('Motivo').fill('Titular verificado');
    await shot(page, 'backoffice-withdrawal-approve');
    await approve.getByRole('button', { name: 'Confirmar' }).click();
    await approve.waitFor({ state: 'detached' });
    // The queue shows pending withdrawals: the approved one leaves it.
    await pending.first().waitFor({ state: 'detached' });
    expect(await withdrawalStatus(withdrawal.token, withdrawal.id)).toBe('approved');

    // Players → jugador2 → adjust the balance by 12.34 with a reason.
    await openFromMenu(page, 'Jugadores', 'Jugadores');
    await page.getByLabel('Buscar (usuario, móvil, e-mail o id)').fill('jugador2');
    await page.getByTestId('players-table').getByRole('link', { name: 'jugador2', exact: true }).click();
    await page.getByRole('button', { name: 'Ajustar saldo' }).click();
    const adjust = page.getByTestId('reason-dialog');
    await adjust.getByLabel('Importe (negativo para restar)').fill('12.34');
    await adjust.getByLabel('Motivo').fill('Compensación por incidencia');
    await adjust.getByRole('button', { name: 'Confirmar' }).click();
    await adjust.waitFor({ state: 'detached' });
    await page.getByText(/Ajuste abonado/).waitFor();
    await shot(page, 'backoffice-adjusted');

    // Both are in the audit log with their reasons.
    await openFromMenu(page, 'Auditoría', 'Registro de auditoría');
    const rows = page.getByTestId('audit-table').locator('tbody tr');
    await rows
      .filter({ hasText: 'ops_withdrawal_approve' })
      .filter({ hasText: 'Titular verificado' })
      .first()
      .waitFor();
    await rows
      .filter({ hasText: 'ops_adjust' })
      .filter({ hasText: 'Compensación por incidencia' })
      .first()
      .waitFor();
    await shot(page, 'backoffice-audit-money');
    expect(appErrors(errors)).toEqual([]);
  });

  it('publishes a banner that then shows on the player site, and finds it in the audit page', async () => {
    const { page, errors } = signedInDesktop();
    const title = `Banner e2e ${Date.now()}`;
    await openFromMenu(page, 'Contenido', 'Banners y anuncios');
    await page.getByRole('button', { name: 'Nuevo', exact: true }).click();
    const editor = page.getByTestId('announcement-editor');
    await editor.getByLabel('Título (ES)').fill(title);
    await editor.getByLabel('URL de la imagen').fill('/media/banners/live.svg');
    await editor.getByRole('button', { name: 'Guardar' }).click();
    await editor.waitFor({ state: 'detached' });
    const row = page.getByTestId('content-table').locator('tbody tr').filter({ hasText: title });
    await row.getByRole('button', { name: 'Publicar' }).click();
    await row.getByText('Publicado').waitFor();
    await shot(page, 'backoffice-banner-published');

    // The player site shows it in the home page's carousel.
    const player = await openPage(browser, { width: 1280, height: 900 });
    await player.page.goto(site.url);
    await player.page
      .getByTestId('banner-carousel')
      .locator('.carousel__title', { hasText: title })
      .first()
      .waitFor({ state: 'attached' });
    await shot(player.page, 'backoffice-banner-on-player-site');
    expect(appErrors(player.errors)).toEqual([]);
    await player.page.context().close();

    // Both writes are in the audit log, by operador, with the state after.
    await openFromMenu(page, 'Auditoría', 'Registro de auditoría');
    const rows = page.getByTestId('audit-table').locator('tbody tr');
    await rows.filter({ hasText: 'ops_content_create' }).first().waitFor();
    await page.getByLabel('Acción').fill('ops_content_publish');
    const published = rows.filter({ hasText: 'ops_content_publish' }).first();
    await published.waitFor();
    await expect(published.innerText()).resolves.toContain('operador');
    await published.getByRole('button', { name: 'Ver cambios' }).click();
    await page.getByTestId('audit-table').locator('.bo-diff').first().waitFor();
    await shot(page, 'backoffice-audit-banner');

    // Without the filter, the withdrawal approval, the adjustment and the banner are all there.
    await page.getByLabel('Acción').fill('');
    for (const action of ['ops_withdrawal_approve', 'ops_adjust', 'ops_content_publish']) {
      await rows
        .filter({ has: page.getByRole('cell', { name: action, exact: true }) })
        .first()
        .waitFor();
    }

    expect(appErrors(errors)).toEqual([]);
  });
});

describe('back office on a phone (390)', () => {
  it('signs in with a recovery code and uses the menu without sideways scrolling', async () => {
    expect(recoveryCodes.length).toBeGreaterThan(0);
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    await enterPassword(page);
    await page.getByRole('heading', { name: 'Segundo factor' }).waitFor();
    await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
    await page.getByLabel('Código de recuperación').fill(recoveryCodes[0]!);
    await shot(page, 'backoffice-second-factor-phone');
    await page.getByRole('button', { name: 'Verificar' }).click();

    await page.getByText('Sesión de operador').waitFor();
    // The first page the roles allow opens.
    await page.waitForURL(/\/backoffice\/\w+/);
    await openFromMenu(page, 'Auditoría', 'Registro de auditoría');
    await page.getByTestId('audit-table').locator('tbody tr').filter({ hasText: 'login' }).first().waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'backoffice-audit-phone');

    await page.getByRole('button', { name: 'Menú' }).click();
    await shot(page, 'backoffice-menu-phone');
    await page
      .getByRole('navigation', { name: 'Secciones del back office' })
      .getByRole('link', { name: 'Mis sesiones' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Mis sesiones' }).waitFor();
    // The desktop's session and this one (the list arrives after the heading).
    await page.getByRole('button', { name: 'Cerrar', exact: true }).nth(1).waitFor();
    await expect(
      page.getByRole('button', { name: 'Cerrar', exact: true }).count(),
    ).resolves.toBeGreaterThanOrEqual(2);
    await shot(page, 'backoffice-sessions-phone');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });
});
