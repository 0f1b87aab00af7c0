import type { Page } from 'playwright-core';
import { screenshot } from './harness';

export const PASSWORD = 'Demo1234';

/** A screenshot once entry animations are over (spinners, skeletons and marquees may keep going). */
export async function shot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  await screenshot(page, name);
}

/** Console errors other than the browser's own log line for a refused call (4xx is expected here). */
export function appErrors(errors: string[]): string[] {
  return errors.filter((error) => !error.includes('Failed to load resource'));
}

/** Fills and sends the login popup (the slider challenge off). */
export async function fillLogin(page: Page, username: string, password: string = PASSWORD) {
  const dialog = page.getByTestId('login-dialog');
  await dialog.getByLabel('Usuario', { exact: true }).fill(username);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

export async function expectLoggedIn(page: Page) {
  await page.getByTestId('header-account').waitFor();
  await page.getByTestId('balance').filter({ hasText: '$' }).waitFor();
}

/**
 * Whether the next username login answer asks for a new password (first login, weak or expired),
 * read from the answer itself: the dialog may render after the page it opens over, so waiting a
 * fixed time for it races on a slow machine.
 */
export function nextLoginAsksPasswordChange(page: Page): Promise<boolean> {
  return page
    .waitForResponse(
      (response) =>
        response.url().endsWith('/wps/session/login') &&
        response.request().method() === 'POST' &&
        response.ok(),
    )
    .then(async (response) => {
      const value = (await response.json()).value ?? {};
      return Boolean(value.firstTimeLogin || value.weakPassword || value.passwordExpired);
    });
}

/** Puts off the suggested password change when the login answer asked for one. */
export async function putOffPasswordChange(page: Page, isAsked: boolean) {
  if (!isAsked) return;
  const change = page.getByTestId('change-password-dialog');
  await change.getByRole('button', { name: 'Más tarde' }).click();
  await change.waitFor({ state: 'detached' });
}

/**
 * Logs in through the login popup of /login; a demo account's first login suggests a new password,
 * which is put off.
 */
export async function logIn(page: Page, siteUrl: string, username: string) {
  await page.goto(`${siteUrl}/login`);
  const isAsked = nextLoginAsksPasswordChange(page);
  await fillLogin(page, username);
  await page.getByTestId('header-account').waitFor();
  await putOffPasswordChange(page, await isAsked);
  await expectLoggedIn(page);
}

/** No part of the page sticks out sideways (phones). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

const SPANISH_AMOUNT = new Intl.NumberFormat('es', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/** A decimal amount as the Spanish pages show it, without the symbol: "1211.25" → "1.211,25". */
export function spanishAmount(amount: string): string {
  return SPANISH_AMOUNT.format(amount as Intl.StringNumericLiteral);
}
