import fs from 'node:fs';
import path from 'node:path';
import { encryptPayload } from '@crupier/contract/seal';
import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENT_ROUNDS } from '../../server/src/demo/agents';
import { closeSiteAndBrowser, openPage, type RunningSite, SCREENSHOTS, startSiteAndBrowser } from './harness';

const PASSWORD = 'Demo1234';
const PAYMENT_PASSWORD = '123456';
// A real 1×1 PNG: the server checks the file's signature, not only its name.
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser());
});
afterAll(() => closeSiteAndBrowser(site, browser));

/** Entry animations are over (spinners, skeletons and the notice marquee may keep going). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** A full-page screenshot once entry animations are over. */
async function shot(page: Page, name: string): Promise<void> {
  await settled(page);
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Console errors other than the browser's own line for a refused call (4xx refusals are expected). */
function appErrors(errors: string[]): string[] {
  return errors.filter((error) => !error.includes('Failed to load resource'));
}

async function logIn(page: Page, username: string) {
  await page.goto(`${site.url}/login`);
  const dialog = page.getByTestId('login-dialog');
  await dialog.getByLabel('Usuario', { exact: true }).fill(username);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  // A demo account's first login suggests a new password.
  await page.getByTestId('change-password-dialog').getByRole('button', { name: 'Más tarde' }).click();
  await page.getByTestId('balance').filter({ hasText: '$' }).waitFor();
}

const balanceIs = (page: Page, text: string) =>
  page.getByTestId('balance').filter({ hasText: text }).waitFor();

/** The back office: the operator signs in (encrypted, as the player login) and decides. */
let staffSession: Promise<string> | undefined;

/** Signs the demo operator in once per file: password, then the TOTP enrolment its first sign-in asks for. */
async function staffToken(): Promise<string> {
  const key = (await (await fetch(`${site.url}/wps/system/crypto`)).json()).value;
  const sealed = await encryptPayload(key, { type: 'username', username: 'operador', password: PASSWORD });
  const login = await fetch(`${site.url}/ops/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(sealed),
  });
  const { secondFactor, challenge, otpauthUrl } = (await login.json()).value;
  expect(secondFactor).toBe('enrol');
  const secret = new URL(otpauthUrl).searchParams.get('secret')!;
  const code = await generate({ secret, algorithm: 'sha1', digits: 6, period: 30 });
  const verified = await fetch(`${site.url}/ops/session/totp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ challenge, code }),
  });
  expect(verified.status).toBe(200);
  return (await verified.json()).value.token as string;
}

async function operator() {
  staffSession ??= staffToken();
  const token = await staffSession;
  const call = async (method: 'GET' | 'POST', url: string) => {
    const response = await fetch(`${site.url}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: method === 'POST' ? '{}' : undefined,
    });
    expect(response.status, url).toBe(200);
    return (await response.json()).value;
  };
  return {
    /** Approves the player's pending deposit or withdrawal of this amount. */
    async approve(kind: 'deposits' | 'withdrawals', amount: string) {
      const pending = (await call('GET', `/ops/${kind}?status=pending`)).list as {
        id: string;
        amount: string;
      }[];
      const item = pending.find((entry) => entry.amount === amount);
      if (!item) throw new Error(`no pending ${kind} of ${amount}`);
      return call('POST', `/ops/${kind}/${item.id}/approve`);
    },
  };
}

/** Marks the page so that a reload (which would wipe the mark) is noticed. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const isSamePage = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

async function openMemberPage(page: Page, name: string) {
  await page.locator('.member-center__menu').getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 2, name }).waitFor();
}

describe('money on a desktop (1280)', () => {
  it('deposits through the sandbox provider and by bank transfer, withdraws, moves and lists it all', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 900 });
    const ops = await operator();
    await logIn(page, 'jugador1');
    await balanceIs(page, '$5.000,00');

    // A second tab of the same session watches its header while the first tab pays.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const watcher = await page.context().newPage();
    await watcher.goto(`${site.url}/?token=${token}`);
    await balanceIs(watcher, '$5.000,00');
    await markPage(watcher);
    await page.bringToFront();

    // Sandbox provider: leave for its page, pay, come back.
    await settled(page);
    await page.getByTestId('header-account').getByRole('link', { name: 'Depositar' }).click();
    const form = page.getByTestId('deposit-form');
    await form.getByText('Mín. $10,00 · Máx. $50.000,00').waitFor();
    await form.getByText('Mín. $100,00 · Máx. $200.000,00').waitFor();
    await shot(page, 'money-deposit-desktop');
    await form.getByLabel('Importe').fill('40');
    await form.getByRole('button', { name: 'Continuar al pago' }).click();
    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByTestId('sandbox-amount').filter({ hasText: '$40.00' }).waitFor();
    await shot(page, 'money-sandbox-provider');
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.waitForURL(/page=depositv2&deposit=.+&result=paid/);
    await page.getByTestId('provider-result').filter({ hasText: 'Pago completado: $40,00' }).waitFor();
    await balanceIs(page, '$5.040,00');
    // The other tab saw it arrive over the real-time channel, without reloading.
    await balanceIs(watcher, '$5.040,00');
    expect(await isSamePage(watcher)).toBe(true);
    await watcher.bringToFront();
    await shot(watcher, 'money-watcher-live-balance');
    await watcher.close();
    await page.bringToFront();

    // Bank transfer: details to copy, receipt with preview; the operator approves it.
    await markPage(page);
    await form.getByRole('radio', { name: /Transferencia bancaria/ }).check();
    await form.getByLabel('Importe').fill('250');
    await form.getByLabel(/Referencia de tu transferencia/).fill('SPEI 123');
    await form.getByRole('button', { name: 'Crear depósito' }).click();
    const bank = page.getByTestId('bank-transfer');
    await bank.getByText('Banco Demo').waitFor();
    await bank.getByText('012180001234567897').waitFor();
    await bank
      .getByTestId('receipt-input')
      .setInputFiles({ name: 'recibo.png', mimeType: 'image/png', buffer: PNG_1PX });
    await bank.getByTestId('receipt-preview').waitFor();
    await shot(page, 'money-bank-transfer');
    await bank.getByRole('button', { name: 'Enviar comprobante' }).click();
    await bank.getByTestId('receipt-sent').waitFor();
    const bankRow = page.getByTestId('deposit-row').filter({ hasText: '$250,00' });
    await bankRow.filter({ hasText: 'Comprobante enviado; en revisión' }).waitFor();
    expect(await bankRow.getAttribute('data-status')).toBe('pending');
    await ops.approve('deposits', '250.00');
    await page
      .getByTestId('deposit-row')
      .filter({ hasText: '$250,00' })
      .and(page.locator('[data-status="approved"]'))
      .waitFor();
    await balanceIs(page, '$5.290,00');
    expect(await isSamePage(page)).toBe(true);

    // Deposit limits: a tighter one applies at once.
    const limits = page.getByTestId('deposit-limits');
    await limits.getByLabel('Mensual').fill('100000');
    await limits.getByRole('button', { name: 'Guardar límites' }).click();
    await limits.getByText('Límites guardados.').waitFor();
    await limits.getByText('Vigente: $100.000,00').waitFor();
    await shot(page, 'money-deposits-after');

    // Withdrawal: payout account behind the payment password, a request that holds the money.
    await openMemberPage(page, 'Retiro');
    const payout = page.getByTestId('payout-account-form');
    await payout.getByLabel('Banco').fill('BBVA');
    await payout.getByLabel('Titular').fill('Jugador Uno');
    await payout.getByLabel('Número de cuenta o IBAN').fill('012180001234567891');
    await payout.getByLabel('Contraseña de pago').fill(PAYMENT_PASSWORD);
    await payout.getByRole('button', { name: 'Guardar cuenta' }).click();
    await page.getByTestId('payout-account').filter({ hasText: '•••• 7891' }).waitFor();
    expect(await page.getByTestId('payout-accounts').textContent()).not.toContain('012180001234567891');

    const withdrawal = page.getByTestId('withdrawal-form');
    await withdrawal.getByLabel('Importe').fill('100');
    await withdrawal.getByLabel('Contraseña de pago').fill('000000');
    await withdrawal.getByRole('button', { name: 'Solicitar retiro' }).click();
    await withdrawal
      .getByTestId('form-error')
      .filter({ hasText: 'La contraseña de pago no es correcta.' })
      .waitFor();
    await withdrawal.getByLabel('Contraseña de pago').fill(PAYMENT_PASSWORD);
    await withdrawal.getByRole('button', { name: 'Solicitar retiro' }).click();
    await withdrawal.getByTestId('withdrawal-requested').waitFor();
    await page.getByTestId('wallet-held').filter({ hasText: '$100,00' }).waitFor();
    await page.getByTestId('wallet-available').filter({ hasText: '$5.190,00' }).waitFor();
    await balanceIs(page, '$5.190,00');
    const held = page.getByTestId('withdrawal-row').first();
    expect(await held.getAttribute('data-status')).toBe('pending');
    await held.getByText('Retenido hasta la aprobación').waitFor();
    await shot(page, 'money-withdraw-held');

    // The operator approves: the hold is posted; the player confirms receipt.
    await ops.approve('withdrawals', '100.00');
    const confirmation = page.getByTestId('receipt-confirmation');
    await confirmation.waitFor();
    await page.getByTestId('wallet-held').filter({ hasText: '$0,00' }).waitFor();
    await confirmation.getByTestId('receipt-deadline').filter({ hasText: 'plazo de 60 minutos' }).waitFor();
    await shot(page, 'money-withdraw-confirm');
    await confirmation.getByRole('button', { name: 'Recibido', exact: true }).click();
    await page
      .getByTestId('withdrawal-row')
      .first()
      .getByTestId('receipt-status')
      .filter({ hasText: 'Recibido' })
      .waitFor();
    await confirmation.waitFor({ state: 'detached' });

    // One more request left pending, to be seen held in the account record.
    await withdrawal.getByLabel('Importe').fill('10');
    await withdrawal.getByLabel('Contraseña de pago').fill(PAYMENT_PASSWORD);
    await withdrawal.getByRole('button', { name: 'Solicitar retiro' }).click();
    await page.getByTestId('wallet-held').filter({ hasText: '$10,00' }).waitFor();
    await balanceIs(page, '$5.180,00');

    // Vendor wallet: main → transfer-mode vendor.
    await openMemberPage(page, 'Billetera');
    const move = page.getByTestId('wallet-transfer-form');
    await move.getByLabel('Importe').fill('50');
    await move.getByRole('button', { name: 'Transferir' }).click();
    await move.getByTestId('wallet-transfer-done').waitFor();
    await page.getByTestId('wallet-DEMOT').filter({ hasText: '$50,00' }).waitFor();
    await balanceIs(page, '$5.130,00');
    await shot(page, 'money-wallets');

    // The account record shows it all, the pending withdrawal marked.
    await openMemberPage(page, 'Historial de la cuenta');
    const table = page.getByTestId('history-table');
    await table.waitFor();
    const rows = table.getByTestId('movement-row');
    // Newest first, down to the demo's opening balance.
    await expect.poll(() => rows.count()).toBe(6);
    expect(await rows.getByTestId('movement-amount').allTextContents()).toEqual([
      '-$50,00',
      '-$10,00',
      '-$100,00',
      '+$250,00',
      '+$40,00',
      '+$5.000,00',
    ]);
    const pending = rows.nth(1);
    expect(await pending.getAttribute('data-status')).toBe('pending');
    await pending.getByText('Pendiente').waitFor();
    await rows.nth(2).getByText('$5.190,00').waitFor();
    await shot(page, 'money-history-desktop');
    await page.getByLabel('Tipo').selectOption({ label: 'Depósito' });
    await expect.poll(() => rows.count()).toBe(2);
    await page.getByRole('button', { name: '‹ 7 días anteriores' }).click();
    await page.getByText('No hay movimientos en estas fechas.').waitFor();
    await page.getByRole('button', { name: '7 días siguientes ›' }).click();
    await expect.poll(() => rows.count()).toBe(2);

    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });
});

/** cliente1's opening 300.00 plus the wins of the agent centre's seeded team rounds, as the header shows it. */
const OPENING =
  30_000 + DEMO_AGENT_ROUNDS.filter(([who]) => who === 'cliente1').reduce((sum, r) => sum + r[3], 0);
const shown = (minor: number) => `$${Math.trunc(minor / 100)},${String(minor % 100).padStart(2, '0')}`;

describe('money on a phone (390)', () => {
  it('a member transfers to the upline; the record shows it', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    await logIn(page, 'cliente1');
    await balanceIs(page, shown(OPENING));
    await page.goto(`${site.url}/member?page=transferUpline`);
    const form = page.getByTestId('member-transfer-form');
    await form.getByLabel('Usuario destinatario').fill('cliente2');
    await form.getByLabel('Importe').fill('25');
    await form.getByLabel('Contraseña de pago').fill(PAYMENT_PASSWORD);
    await form.getByRole('button', { name: 'Transferir' }).click();
    await form
      .getByTestId('form-error')
      .filter({ hasText: 'Solo puedes transferir a tu agente superior' })
      .waitFor();
    await form.getByLabel('Usuario destinatario').fill('agente2');
    await form.getByRole('button', { name: 'Transferir' }).click();
    await form
      .getByTestId('member-transfer-done')
      .filter({ hasText: 'Enviaste $25,00 a agente2.' })
      .waitFor();
    await balanceIs(page, shown(OPENING - 2_500));
    await page
      .getByTestId('wallet-available')
      .filter({ hasText: shown(OPENING - 2_500) })
      .waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'money-transfer-upline-phone');

    await page.goto(`${site.url}/member?page=transactionHistory`);
    const rows = page.getByTestId('movement-row');
    // Newest first: the transfer on top, the opening funds last (the seeded team rounds between).
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    const amounts = await rows.getByTestId('movement-amount').allTextContents();
    expect([amounts[0], amounts.at(-1)]).toEqual(['-$25,00', '+$300,00']);
    await rows.first().getByText('cliente1 → agente2').waitFor();
    await shot(page, 'money-history-phone');

    for (const [name, ready] of [
      ['depositv2', 'deposit-form'],
      ['withdraw', 'payout-account-form'],
      ['transferFund', 'wallet-transfer-form'],
    ] as const) {
      await page.goto(`${site.url}/member?page=${name}`);
      await page.getByTestId(ready).waitFor();
      await balanceIs(page, shown(OPENING - 2_500));
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(wide, name).toBeLessThanOrEqual(0);
      await shot(page, `money-${name}-phone`);
    }
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });
});
