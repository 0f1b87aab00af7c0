import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSiteAndBrowser, openPage, type RunningSite, startSiteAndBrowser } from './harness';
import { appErrors, expectLoggedIn, fillLogin, shot } from './helpers';

/**
 * One dialog at a time (dialog stack, components/ui/dialog-stack.ts): only the top dialog is shown
 * and focused, a forced password change outranks everything and cannot be dismissed, the
 * announcement popup waits until nothing else is open, and closing the top reveals the one below.
 * Each pair on a desktop and on a phone; each viewport gets its own site, as the forced change is
 * made once per demo account.
 */
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The dialogs on screen (a covered one stays in the page, hidden). */
const visibleDialogs = (page: Page) => page.locator('[role="dialog"]:visible');

/** Gives the popup every chance to show: the page has settled and its chunk and data have loaded. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
}

/** The focus is inside `dialog`, and stays there after going round with Tab. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
}

/** A click on the cover, away from the dialog. */
async function clickCover(page: Page) {
  await page.mouse.click(8, (page.viewportSize()?.height ?? 800) - 8);
}

for (const viewport of VIEWPORTS) {
  describe(`one dialog at a time (${viewport.name})`, () => {
    let site: RunningSite;
    let browser: Browser;
    beforeAll(async () => {
      ({ site, browser } = await startSiteAndBrowser());
    });
    afterAll(() => closeSiteAndBrowser(site, browser));

    const open = (popups = true) =>
      openPage(browser, { width: viewport.width, height: viewport.height, popups });

    it('the popup waits behind the login and forgot-password dialogs, then shows; its X closes only itself', async () => {
      const { page, errors } = await open();
      await page.goto(`${site.url}/login`);
      const login = page.getByTestId('login-dialog');
      await login.waitFor();
      await settle(page);
      const popup = page.getByTestId('announcement-popup');
      expect(await popup.count()).toBe(0);
      await login.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
      const forgot = page.getByTestId('forgot-password-dialog');
      await forgot.waitFor();
      await forgot.getByLabel('Usuario').fill('jugador1');
      await settle(page);
      expect(await popup.count()).toBe(0);
      expect(await visibleDialogs(page).count()).toBe(1);
      await expectFocusTrapped(page, forgot);
      await shot(page, `dialogs-forgot-popup-waits-${viewport.name}`);

      // Nothing else open: now the popup shows, alone, and its X closes it and nothing else.
      await page.keyboard.press('Escape');
      await forgot.waitFor({ state: 'detached' });
      await popup.getByText('Bienvenido a Crupier').first().waitFor();
      expect(await visibleDialogs(page).count()).toBe(1);
      await shot(page, `dialogs-popup-after-forgot-${viewport.name}`);
      await popup.getByRole('button', { name: 'Cerrar' }).click();
      await popup.waitFor({ state: 'detached' });
      expect(await visibleDialogs(page).count()).toBe(0);
      expect(appErrors(errors)).toEqual([]);
      await page.context().close();
    });

    it('a forced password change outranks the popup and cannot be dismissed', async () => {
      const { page, errors } = await open();
      await page.goto(`${site.url}/login`);
      await fillLogin(page, 'nuevo1', 'Crupier2026');
      const change = page.getByTestId('change-password-dialog');
      await change.getByText('Tu contraseña es la inicial por defecto').waitFor();
      await settle(page);
      const popup = page.getByTestId('announcement-popup');
      expect(await popup.count()).toBe(0);
      expect(await visibleDialogs(page).count()).toBe(1);
      // No close button; Escape and the cover do nothing.
      expect(await change.getByRole('button', { name: 'Cerrar', exact: true }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await clickCover(page);
      await page.waitForTimeout(300);
      expect(await change.isVisible()).toBe(true);
      await expectFocusTrapped(page, change);
      await shot(page, `dialogs-forced-change-${viewport.name}`);

      await change.getByLabel('Nueva contraseña', { exact: true }).fill('Propia2026');
      await change.getByLabel('Confirmar nueva contraseña').fill('Propia2026');
      await change.getByRole('button', { name: 'Guardar contraseña' }).click();
      await expectLoggedIn(page);
      await change.waitFor({ state: 'detached' });
      // The change done, the member's popup gets its turn.
      await popup.waitFor();
      expect(await visibleDialogs(page).count()).toBe(1);
      await shot(page, `dialogs-popup-after-change-${viewport.name}`);
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'detached' });
      expect(appErrors(errors)).toEqual([]);
      await page.context().close();
    });

    it('a generic dialog covers the registration dialog, which comes back as it was', async () => {
      const { page, errors } = await open(false);
      await page.goto(`${site.url}/register`);
      const register = page.getByTestId('register-dialog');
      await register.waitFor();
      await register.getByLabel('Usuario').fill('pilaapila');
      await register.getByLabel('Contraseña', { exact: true }).fill('Pila2026');
      await register.getByLabel('Confirmar contraseña').fill('Pila2026');
      await register.getByLabel('Código de invitación').fill('NOEXISTE');
      await register.getByTestId('accept-terms').check();
      await register.getByTestId('accept-age').check();
      await register.getByRole('button', { name: 'Registrarme' }).click();
      const warning = page.getByTestId('generic-dialog');
      await warning.getByText('Código de invitación no válido.').waitFor();
      expect(await register.isVisible()).toBe(false);
      expect(await visibleDialogs(page).count()).toBe(1);
      await expectFocusTrapped(page, warning);
      await shot(page, `dialogs-generic-over-register-${viewport.name}`);

      await page.keyboard.press('Escape');
      await warning.waitFor({ state: 'detached' });
      await register.waitFor({ state: 'visible' });
      expect(await register.getByLabel('Usuario').inputValue()).toBe('pilaapila');
      expect(await register.getByLabel('Código de invitación').inputValue()).toBe('NOEXISTE');
      // The focus is back on a control of the registration dialog (the button that sent it).
      await expect
        .poll(() =>
          register.evaluate(
            (node) => node !== document.activeElement && node.contains(document.activeElement),
          ),
        )
        .toBe(true);
      expect(await visibleDialogs(page).count()).toBe(1);
      await shot(page, `dialogs-register-back-${viewport.name}`);
      expect(appErrors(errors)).toEqual([]);
      await page.context().close();
    });
  });
}
