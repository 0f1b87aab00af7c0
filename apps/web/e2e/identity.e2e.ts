import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { humanChecks } from '../../server/src/db/schema';
import { launchBrowser, openPage, type RunningSite, screenshot, startSite } from './harness';

const PASSWORD = 'Demo1234';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A screenshot once dialogs have finished their entry animations (spinners may keep turning). */
async function shot(page: Page, name: string): Promise<void> {
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
function appErrors(errors: string[]): string[] {
  return errors.filter((error) => !error.includes('Failed to load resource'));
}

/** The x the newest slider challenge wants, read from the database as only a test may. */
async function challengeAnswer(site: RunningSite): Promise<number> {
  const [row] = await site.app.services.db
    .select()
    .from(humanChecks)
    .where(and(eq(humanChecks.kind, 'challenge'), isNull(humanChecks.usedAt)))
    .orderBy(desc(humanChecks.expiresAt))
    .limit(1);
  if (!row) throw new Error('no pending challenge');
  return Number(row.answer);
}

async function captchaAnswer(site: RunningSite, captchaKey: string): Promise<string> {
  const [row] = await site.app.services.db.select().from(humanChecks).where(eq(humanChecks.id, captchaKey));
  if (!row) throw new Error('no such captcha');
  return row.answer;
}

/** Drags the real slider handle to the challenge's x, unevenly, as a hand would. */
async function dragSlider(page: Page, site: RunningSite, name?: string): Promise<void> {
  const handle = page.getByTestId('slider-handle');
  await handle.waitFor();
  await page
    .locator('.slider-challenge__picture img')
    .first()
    .evaluate((img: HTMLImageElement) => img.decode());
  const target = await challengeAnswer(site);
  const box = await handle.boundingBox();
  if (!box) throw new Error('slider handle not visible');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  const stops = [0.06, 0.18, 0.34, 0.52, 0.68, 0.8, 0.9, 0.96, 1];
  for (const [i, fraction] of stops.entries()) {
    await page.mouse.move(x + target * fraction, y + (i % 3) - 1, { steps: 2 });
    await page.waitForTimeout(25 + (i % 3) * 15);
    if (name && i === 5) await screenshot(page, name);
  }
  await page.mouse.up();
  await page.getByTestId('slider-challenge').waitFor({ state: 'detached' });
}

/** The newest code the demo outbox holds for a number or address. */
async function outboxCode(site: RunningSite, to: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(`${site.url}/dev/outbox?to=${encodeURIComponent(to)}`);
    const list = (await response.json()).value as { code: string }[];
    if (list[0]?.code) return list[0].code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no message for ${to}`);
}

async function fillLogin(page: Page, username: string, password: string) {
  const dialog = page.getByTestId('login-dialog');
  await dialog.getByLabel('Usuario', { exact: true }).fill(username);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

async function expectLoggedIn(page: Page) {
  await page.getByTestId('header-account').waitFor();
  await page.getByTestId('balance').filter({ hasText: '$' }).waitFor();
}

/** A demo account's first login suggests a new password: put it off (it may take a moment to ask). */
async function putOffSuggestion(page: Page) {
  const suggestion = page.getByTestId('change-password-dialog');
  const isAsked = await suggestion.waitFor({ timeout: 5000 }).then(
    () => true,
    () => false,
  );
  if (isAsked) {
    await suggestion.getByRole('button', { name: 'Más tarde' }).click();
    await suggestion.waitFor({ state: 'detached' });
  }
}

async function logOut(page: Page) {
  await page.getByTestId('avatar-button').click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  const confirm = page.getByTestId('generic-dialog');
  await confirm.getByText('¿Seguro que quieres cerrar sesión?').waitFor();
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByTestId('header').getByRole('button', { name: 'Iniciar sesión' }).waitFor();
}

describe('with the slider challenge on', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => {
    await site?.close();
  });

  it('logs in by dragging the real slider, shows the account header and logs out', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}/login`);
    const dialog = page.getByTestId('login-dialog');
    await dialog.getByLabel('Usuario', { exact: true }).waitFor();
    await shot(page, 'identity-login-desktop');
    await fillLogin(page, 'jugador1', PASSWORD);
    await dragSlider(page, site, 'identity-slider');

    // jugador1 never logged in before: the change-password dialog suggests a new password.
    const change = page.getByTestId('change-password-dialog');
    await change.waitFor();
    expect(await change.getByLabel('Contraseña actual').count()).toBe(0);
    await change.getByRole('button', { name: 'Más tarde' }).click();
    await expectLoggedIn(page);
    expect(await page.getByTestId('balance').textContent()).toBe('$5.000,00');
    const stored = await page.evaluate(() => ({
      token: sessionStorage.getItem('token'),
      username: sessionStorage.getItem('username'),
      account: sessionStorage.getItem('account'),
      nickname: sessionStorage.getItem('nickname'),
      customerId: sessionStorage.getItem('customerId'),
      isAgent: sessionStorage.getItem('isAgent'),
      merchantCode: sessionStorage.getItem('merchantCode'),
    }));
    expect(stored).toMatchObject({ username: 'jugador1', account: 'jugador1', isAgent: 'false' });
    expect(stored.token?.length).toBeGreaterThan(20);
    expect(stored.customerId).toMatch(/^\d+$/);
    expect(stored.merchantCode).toBeTruthy();
    await shot(page, 'identity-logged-in-desktop');

    await page.getByRole('button', { name: 'Ocultar saldo' }).click();
    expect(await page.getByTestId('balance').textContent()).not.toContain('5000');
    await page.getByRole('button', { name: 'Mostrar saldo' }).click();
    await page.getByTestId('refresh-balance').click();
    await page.getByTestId('balance').filter({ hasText: '$5.000,00' }).waitFor();

    await page.getByTestId('avatar-button').click();
    const menu = page.getByRole('menu');
    for (const item of ['Mi cuenta', 'Historial de apuestas', 'Mensajes', 'Atención al cliente']) {
      await menu.getByRole('menuitem', { name: item }).waitFor();
    }
    expect(await menu.getByRole('menuitem', { name: 'Centro de agentes' }).count()).toBe(0);
    await shot(page, 'identity-avatar-menu');
    await page.keyboard.press('Escape');

    // The session survives a reload: the token loads the member info again.
    await page.reload();
    await expectLoggedIn(page);

    await page.getByTestId('avatar-button').click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.getByTestId('generic-dialog').getByText('¿Seguro que quieres cerrar sesión?').waitFor();
    await shot(page, 'identity-logout-confirm');
    await page.getByTestId('generic-dialog').getByRole('button', { name: 'Confirmar' }).click();
    await page.getByTestId('header').getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    const after = await page.evaluate(() => ({
      token: sessionStorage.getItem('token'),
      merchantCode: sessionStorage.getItem('merchantCode'),
    }));
    expect(after.token).toBeNull();
    expect(after.merchantCode).toBe(stored.merchantCode);
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('registers a member by mobile with the SMS code from the outbox', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}/register`);
    const dialog = page.getByTestId('register-dialog');
    await dialog.getByRole('tab', { name: 'Con móvil' }).click();
    await dialog.getByLabel('Número de móvil').fill('5511112222');
    await dialog.getByTestId('send-code').click();
    await dragSlider(page, site);
    await dialog
      .getByTestId('send-code')
      .filter({ hasText: /Reenviar en \d+ s/ })
      .waitFor();
    expect(await dialog.getByTestId('send-code').isDisabled()).toBe(true);
    const code = await outboxCode(site, '+525511112222');
    await dialog.getByLabel('Código SMS').fill(code);
    await dialog.getByLabel('Contraseña', { exact: true }).fill('Movil2026');
    await dialog.getByLabel('Confirmar contraseña').fill('Movil2026');
    await dialog.getByTestId('accept-terms').check();
    await dialog.getByTestId('accept-age').check();
    await shot(page, 'identity-register-mobile');
    await dialog.getByRole('button', { name: 'Registrarme' }).click();
    await expectLoggedIn(page);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => sessionStorage.getItem('username'))).toMatch(/^m5511112222/);
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });

  // Last on this site: failures count per client address, so later logins would need a captcha.
  it('after three failed logins the captcha appears; slider and captcha then log in', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}/login`);
    const dialog = page.getByTestId('login-dialog');
    for (let attempt = 1; attempt <= 3; attempt++) {
      await fillLogin(page, 'cliente1', `wrong-${attempt}`);
      await dragSlider(page, site);
      await dialog.getByTestId('form-error').getByText('Usuario o contraseña incorrectos.').waitFor();
      if (attempt < 3) {
        expect(await dialog.getByLabel('Código de la imagen').count()).toBe(0);
      }
    }
    const image = dialog.getByTestId('captcha-image');
    await image.locator('img').waitFor();
    await shot(page, 'identity-captcha');
    // A click refreshes the image, at most once a second.
    const first = await image.getAttribute('data-captcha-key');
    await image.click();
    // The key is absent while the new image loads: wait for the new one itself.
    const newKey = async () => {
      const key = await image.getAttribute('data-captcha-key');
      return key !== null && key !== first ? key : null;
    };
    await expect.poll(newKey).not.toBeNull();
    const second = await image.getAttribute('data-captcha-key');
    await image.click();
    await page.waitForTimeout(300);
    expect(await image.getAttribute('data-captcha-key')).toBe(second);

    const key = await image.getAttribute('data-captcha-key');
    await dialog.getByLabel('Código de la imagen').fill(await captchaAnswer(site, key ?? ''));
    await fillLogin(page, 'cliente1', PASSWORD);
    await dragSlider(page, site);
    await page.getByTestId('change-password-dialog').getByRole('button', { name: 'Más tarde' }).click();
    await expectLoggedIn(page);
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });
});

describe('with the slider challenge off', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite({ challenge: 'off' });
  });
  afterAll(async () => {
    await site?.close();
  });

  it('registers a member by username, checking the form first', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}/register?referralCode=RJUGADOR1`);
    const dialog = page.getByTestId('register-dialog');
    await dialog.getByLabel('Usuario').waitFor();
    await dialog.getByRole('button', { name: 'Registrarme' }).click();
    await dialog.getByText('Acepta los términos.').waitFor();
    expect(await dialog.getByText('Este campo no puede estar vacío.').count()).toBeGreaterThan(0);
    await dialog.getByLabel('Usuario').fill('1abc');
    await dialog.getByLabel('Contraseña', { exact: true }).fill('Nueva2026');
    await dialog.getByLabel('Confirmar contraseña').fill('Otra2026');
    await dialog.getByRole('button', { name: 'Registrarme' }).click();
    await dialog.getByText('Empieza por una letra; solo letras y números, 6 - 16 caracteres.').waitFor();
    await dialog.getByText('La contraseña de confirmación no es correcta.').waitFor();
    await shot(page, 'identity-register-errors');

    await dialog.getByLabel('Usuario').fill('nuevojugador');
    await dialog.getByLabel('Confirmar contraseña').fill('Nueva2026');
    await dialog.getByLabel('Código de invitación').fill('NOEXISTE');
    await dialog.getByTestId('accept-terms').check();
    await dialog.getByTestId('accept-age').check();
    await dialog.getByRole('button', { name: 'Registrarme' }).click();
    const warning = page.getByTestId('generic-dialog');
    await warning.getByText('Código de invitación no válido.').waitFor();
    await warning.getByRole('button', { name: 'Confirmar' }).click();
    await dialog.getByLabel('Código de invitación').fill('AGENTE1');
    await dialog.getByRole('button', { name: 'Registrarme' }).click();
    await expectLoggedIn(page);
    expect(await page.getByTestId('balance').textContent()).toBe('$0,00');
    expect(await page.evaluate(() => sessionStorage.getItem('username'))).toBe('nuevojugador');
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('a default initial password must be changed before the session counts', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}/login`);
    await fillLogin(page, 'nuevo1', 'Crupier2026');
    const change = page.getByTestId('change-password-dialog');
    await change.getByText('Tu contraseña es la inicial por defecto').waitFor();
    expect(await change.getByLabel('Usuario').inputValue()).toBe('nuevo1');
    expect(await change.getByLabel('Contraseña actual').count()).toBe(0);
    expect(await change.getByRole('button', { name: 'Más tarde' }).count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await shot(page, 'identity-change-password');
    await change.getByLabel('Nueva contraseña', { exact: true }).fill('Propia2026');
    await change.getByLabel('Confirmar nueva contraseña').fill('Propia2026');
    await change.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expectLoggedIn(page);
    await change.waitFor({ state: 'detached' });
    await logOut(page);

    await page.goto(`${site.url}/login`);
    await fillLogin(page, 'nuevo1', 'Crupier2026');
    await page.getByTestId('form-error').getByText('Usuario o contraseña incorrectos.').waitFor();
    await fillLogin(page, 'nuevo1', 'Propia2026');
    await expectLoggedIn(page);
    expect(await page.getByTestId('change-password-dialog').count()).toBe(0);
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('resets a password by phone and logs in', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}/login`);
    await page.getByTestId('login-dialog').getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    const dialog = page.getByTestId('forgot-password-dialog');
    await dialog.getByLabel('Usuario').waitFor();
    expect(await page.getByTestId('w_forget-banner').count()).toBe(0);
    await shot(page, 'identity-forgot-email');
    await dialog.getByRole('tab', { name: 'Por móvil' }).click();
    await dialog.getByLabel('Número de móvil').fill('5512345678');
    await dialog.getByTestId('send-code').click();
    await dialog
      .getByTestId('send-code')
      .filter({ hasText: /Reenviar en \d+ s/ })
      .waitFor();
    const code = await outboxCode(site, '+525512345678');
    await dialog.getByLabel('Código SMS').fill(code);
    await dialog.getByLabel('Nueva contraseña').fill('Nueva1234');
    await shot(page, 'identity-forgot-mobile');
    await dialog.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await expectLoggedIn(page);
    expect(await page.evaluate(() => sessionStorage.getItem('username'))).toBe('jugador1');
    await logOut(page);
    await page.goto(`${site.url}/login`);
    await fillLogin(page, 'jugador1', 'Nueva1234');
    await expectLoggedIn(page);
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('logs in with an SMS code and remembers the mobile settings', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}/login`);
    const dialog = page.getByTestId('login-dialog');
    await dialog.getByRole('tab', { name: 'Código SMS' }).click();
    await dialog.getByLabel('Prefijo').selectOption('+52');
    await dialog.getByLabel('Número de móvil').fill('5512345678');
    await dialog.getByTestId('send-code').click();
    await dialog
      .getByTestId('send-code')
      .filter({ hasText: /Reenviar en \d+ s/ })
      .waitFor();
    await dialog.getByLabel('Código SMS').fill(await outboxCode(site, '+525512345678'));
    await dialog.getByTestId('remember-me').check();
    await dialog.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expectLoggedIn(page);
    expect(await page.evaluate(() => sessionStorage.getItem('username'))).toBe('jugador1');
    const remembered = await page.evaluate(() => JSON.parse(localStorage.getItem('rememberMe') ?? '{}'));
    expect(remembered).toMatchObject({ countryDialingCode: '+52', mobileNum: '5512345678' });
    expect(remembered.expiresAt - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('sends a temporary password by e-mail', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site.url}/`);
    await page.getByTestId('header').getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByTestId('login-dialog').getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    const dialog = page.getByTestId('forgot-password-dialog');
    await dialog.getByLabel('Usuario').fill('jugador2');
    await dialog.getByLabel('Correo electrónico').fill('otro@demo.crupier.test');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await dialog.getByText('El usuario o el correo no existe.').waitFor();
    await dialog.getByLabel('Correo electrónico').fill('jugador2@demo.crupier.test');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await dialog.getByText('La contraseña ha sido enviada').waitFor();
    expect(await outboxCode(site, 'jugador2@demo.crupier.test')).toBeTruthy();
    await page.context().close();
  });

  it('starts free play; a trial account gets no member centre', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}/login`);
    await page.getByTestId('login-dialog').getByRole('button', { name: 'Jugar gratis' }).click();
    await expectLoggedIn(page);
    // A trial account's header shows its play money and a sign-up link instead of the cash buttons.
    await page.getByTestId('play-money-badge').waitFor();
    expect(await page.getByTestId('header-account').getByRole('link', { name: 'Depositar' }).count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('username'))).toMatch(/^trial/);
    await shot(page, 'identity-free-play');
    await page.goto(`${site.url}/member?page=depositv2`);
    const refusal = page.getByTestId('generic-dialog');
    await refusal.getByText('Esta función requiere una cuenta real').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await shot(page, 'identity-trial-refused');
    await refusal.getByRole('button', { name: 'Confirmar' }).click();
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('guards: guests go to /login, non-agents to /agent; the agent site logs agents in only', async () => {
    const { page, errors } = await openPage(browser);
    for (const path of ['/member', '/lottery', '/vnLottery']) {
      await page.goto(`${site.url}${path}`);
      await page.getByTestId('login-dialog').waitFor();
      expect(new URL(page.url()).pathname, path).toBe('/login');
    }
    await page.goto(`${site.url}/agentHome`);
    await page.getByRole('heading', { name: 'Acceso de agentes' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/agent');

    // Staff accounts cannot log in on the player site; players cannot on the agent site.
    await page.goto(`${site.url}/login`);
    await fillLogin(page, 'operador', PASSWORD);
    await page.getByTestId('form-error').getByText('no es de jugador').waitFor();
    await page.goto(`${site.url}/agent`);
    const agentForm = page.locator('.agent-landing__login');
    await agentForm.getByLabel('Usuario', { exact: true }).fill('jugador2');
    await agentForm.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await agentForm.getByRole('button', { name: 'Iniciar sesión' }).click();
    await agentForm.getByText('Los usuarios que no son agentes no pueden iniciar sesión.').waitFor();
    await shot(page, 'identity-agent-refused');

    // A member who goes for the member centre after logging in lands there; /agentHome is not theirs.
    await page.goto(`${site.url}/member?page=withdraw`);
    await fillLogin(page, 'jugador2', PASSWORD);
    await page.getByTestId('change-password-dialog').getByRole('button', { name: 'Más tarde' }).click();
    await page.getByRole('heading', { level: 1, name: 'Centro de miembros' }).waitFor();
    expect(new URL(page.url()).search).toBe('?page=withdraw');
    await page.goto(`${site.url}/agentHome`);
    await page.getByRole('heading', { level: 1, name: 'Programa de agentes' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/agent');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByTestId('generic-dialog').getByRole('button', { name: 'Confirmar' }).click();
    await page.waitForURL(`${site.url}/`);

    await page.goto(`${site.url}/agent`);
    await agentForm.getByLabel('Usuario', { exact: true }).fill('agente1');
    await agentForm.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await agentForm.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(`${site.url}/agentHome`);
    await page.getByTestId('change-password-dialog').getByRole('button', { name: 'Más tarde' }).click();
    await page.getByRole('heading', { level: 1, name: 'Centro de agentes' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('true');
    await shot(page, 'identity-agent-home');
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });

  for (const [viewport, account] of [
    [{ width: 1280, height: 800, name: 'desktop' }, 'cliente1'],
    [{ width: 390, height: 844, name: 'phone' }, 'cliente2'],
  ] as const) {
    it(`a login carries to a second tab of the browser, and a logout ends both (${viewport.name})`, async () => {
      const { page, errors } = await openPage(browser, viewport);
      await page.goto(`${site.url}/login`);
      await fillLogin(page, account, PASSWORD);
      await putOffSuggestion(page);
      await expectLoggedIn(page);
      const token = await page.evaluate(() => sessionStorage.getItem('token'));

      // A new tab of the same browser asks the open tabs and gets the session, into its own sessionStorage.
      const second = await page.context().newPage();
      await second.goto(`${site.url}/member?page=securityCenter`);
      await expectLoggedIn(second);
      expect(await second.evaluate(() => sessionStorage.getItem('token'))).toBe(token);
      expect(await second.evaluate(() => sessionStorage.getItem('username'))).toBe(account);
      // Still session-scoped: nothing of it in localStorage.
      expect(
        await second.evaluate(() => Object.keys(localStorage).filter((key) => /token/i.test(key))),
      ).toEqual([]);
      await shot(second, `identity-second-tab-${viewport.name}`);

      // A logout in one tab ends the session in the other.
      await logOut(second);
      await page.getByTestId('header').getByRole('button', { name: 'Iniciar sesión' }).waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
      await shot(page, `identity-first-tab-after-logout-${viewport.name}`);

      // A tab opened with nobody logged in starts as a visitor.
      const third = await page.context().newPage();
      await third.goto(`${site.url}/`);
      await third.getByTestId('header').getByRole('button', { name: 'Iniciar sesión' }).waitFor();
      await third.waitForTimeout(2000);
      expect(await third.getByTestId('header-account').count()).toBe(0);
      expect(appErrors(errors)).toEqual([]);
      await page.context().close();
    });
  }

  for (const width of [360, 390]) {
    it(`keeps Depositar in the phone header once logged in, without moving the header (${width})`, async () => {
      const { page, errors } = await openPage(browser, { width, height: 780 });
      await page.goto(`${site.url}/`);
      const header = page.getByTestId('header');
      await header.waitFor();
      const before = await header.boundingBox();
      await page.goto(`${site.url}/login`);
      await fillLogin(page, 'cliente3', PASSWORD);
      await putOffSuggestion(page);
      await expectLoggedIn(page);
      const deposit = page.getByTestId('header-deposit');
      await deposit.waitFor({ state: 'visible' });
      // Depositar and the avatar on the screen, the logo not squeezed under the buttons.
      const box = await deposit.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width && box.height >= 28).toBe(true);
      const avatar = await page.getByTestId('avatar-button').boundingBox();
      expect(avatar && avatar.x + avatar.width <= width).toBe(true);
      const logo = await header.locator('.header__logo').boundingBox();
      const actions = await header.locator('.header__actions').boundingBox();
      expect(logo && actions && logo.width >= 24 && logo.x + logo.width <= actions.x).toBe(true);
      expect(await header.getByRole('link', { name: 'Retirar' }).isVisible()).toBe(false);
      // The header keeps its height (no layout shift below it) and nothing sticks out sideways.
      expect((await header.boundingBox())?.height).toBe(before?.height);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await shot(page, `identity-header-phone-logged-in-${width}`);
      await deposit.click();
      await page.waitForURL(/\/member\?page=depositv2/);
      expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
      await page.context().close();
    });
  }

  it('fits a phone screen: the login dialog and the logged-in header', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${site.url}/login`);
    const dialog = page.getByTestId('login-dialog');
    await dialog.getByLabel('Usuario', { exact: true }).waitFor();
    await shot(page, 'identity-login-phone');
    await dialog.getByRole('tab', { name: 'Código SMS' }).click();
    await dialog.getByLabel('Número de móvil').waitFor();
    await shot(page, 'identity-login-sms-phone');
    await dialog.getByRole('tab', { name: 'Usuario' }).click();
    await fillLogin(page, 'agente2', PASSWORD);
    await page.getByTestId('change-password-dialog').getByRole('button', { name: 'Más tarde' }).click();
    await expectLoggedIn(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'identity-logged-in-phone');
    // The phone header keeps Depositar once logged in (withdraw is in the member centre).
    const deposit = page.getByTestId('header-deposit');
    expect(await deposit.isVisible()).toBe(true);
    const box = await deposit.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.goto(`${site.url}/register`);
    await page.getByTestId('register-dialog').getByLabel('Usuario').waitFor();
    await shot(page, 'identity-register-phone');
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });
});
