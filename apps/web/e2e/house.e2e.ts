import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSiteAndBrowser, openPage, type RunningSite, SCREENSHOTS, startSiteAndBrowser } from './harness';
import { appErrors, horizontalOverflow, logIn } from './helpers';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser());
});
afterAll(() => closeSiteAndBrowser(site, browser));

/** A full-page screenshot once entry animations are over (the game page is taller than a phone). */
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  // The header is sticky: from the top, it stays at the top of the picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

type TDemoGame = { id: string; name: string; vendor: string };

/** A demo game of an engine in a lobby category (the demo catalogue ties every game to an engine). */
async function gameOf(
  engine: string,
  category: string,
  options: { trial?: boolean } = {},
): Promise<TDemoGame> {
  const result = await site.app.services.db.execute(sql`
    SELECT g.id::text AS id, g.names->>'es' AS name, v.code AS vendor
    FROM games g JOIN vendors v ON v.id = g.vendor_id
    WHERE g.engine = ${engine} AND g.game_type = ${category} AND g.status = 'active' AND v.status = 'active'
      AND (${options.trial ?? false} = false OR g.support_play = 0)
    ORDER BY g.id LIMIT 1`);
  const row = (result as unknown as { rows: TDemoGame[] }).rows[0];
  if (!row) throw new Error(`no ${engine} game in ${category}`);
  return row;
}

/** A free-play launch link of a game, as the lobby gets it. */
async function trialLaunchUrl(game: TDemoGame): Promise<string> {
  const response = await fetch(`${site.url}/wps/game/launchGame`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nodeId: game.id, trial: true }),
  });
  return ((await response.json()).value as { url: string }).url;
}

const PATHS: Record<string, string> = { RNG: '/rng', PVP: '/pvp', LIVE: '/live' };

/** Finds the game's card in its lobby (vendor and name filters) and plays it (or tries it free). */
async function launchFromLobby(page: Page, game: TDemoGame, category: string, trial = false) {
  const query = new URLSearchParams({ vassalage: game.vendor, gameName: game.name });
  await page.goto(`${site.url}${PATHS[category]}?${query}`);
  const card = page.locator(`[data-testid="lobby"] [data-testid="game-card"][data-node-id="${game.id}"]`);
  await card.waitFor();
  await card.getByRole('button', { name: trial ? 'Prueba gratis' : 'Jugar', exact: true }).click();
  await page.getByTestId('house-game').waitFor();
  // The one-time launch token has left the address bar.
  await expect.poll(() => new URL(page.url()).search).toBe('');
  expect(new URL(page.url()).pathname).toBe('/seamless');
}

/** "$4.990,50" (es) → 4990.5 */
function amountOf(text: string | null): number {
  const cleaned = (text ?? '').replace(/[^\d,-]/g, '').replace(',', '.');
  return Number(cleaned);
}
const shownBalance = async (page: Page) =>
  amountOf(await page.getByTestId('game-balance').locator('strong').textContent());

async function serverBalance(page: Page): Promise<number> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await fetch(`${site.url}/wps/v2/wallets/balance`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return Number((await response.json()).value.available);
}

const historyRows = (page: Page) => page.locator('#game-panel-history [data-testid="history-row"]');

/** Presses Play and waits for the round to be in the history. */
async function playOnce(page: Page, label: string) {
  const before = await historyRows(page).count();
  const play = page.getByTestId('play-button');
  await expect.poll(() => play.isEnabled(), { timeout: 15_000 }).toBe(true);
  await play.click();
  // The round joins the history once the view has shown it (a spin, a deal).
  await expect
    .poll(() => historyRows(page).count(), { timeout: 15_000 })
    .toBeGreaterThan(Math.min(before, 9));
  expect(await play.textContent()).toContain(label);
}

/** Rotates the seeds (revealing the one the rounds used) and verifies the newest settled round. */
async function rotateAndVerify(page: Page, clientSeed: string) {
  await page.getByRole('tab', { name: 'Juego justo' }).click();
  const panel = page.getByTestId('fairness-panel');
  const oldHash = (await panel.getByTestId('server-seed-hash').textContent()) ?? '';
  await panel.getByLabel('Semilla del cliente').fill(clientSeed);
  await panel.getByRole('button', { name: 'Cambiar semillas' }).click();
  const revealed = (await panel.getByTestId('revealed-seed').first().textContent()) ?? '';
  expect(crypto.createHash('sha256').update(revealed).digest('hex')).toBe(oldHash);
  await expect.poll(() => panel.getByTestId('server-seed-hash').textContent()).not.toBe(oldHash);
  await expect.poll(() => panel.getByTestId('nonce').textContent()).toMatch(/^0 /);

  await page.getByRole('tab', { name: 'Historial' }).click();
  const settled = page.locator('#game-panel-history [data-testid="history-row"]:not([data-state="open"])');
  await settled
    .first()
    .getByRole('button', { name: /Verificar la ronda/ })
    .click();
  const result = page.getByTestId('verify-result');
  await result.waitFor();
  await expect.poll(() => result.getAttribute('data-matches')).toBe('true');
  expect(await result.textContent()).toContain('Coincide: el resultado sale de las semillas.');
  expect(await result.textContent()).toContain('La semilla revelada coincide con el hash');
}

/** The header shows what the server holds. */
async function expectBalanceSynced(page: Page) {
  await expect
    .poll(async () => (await shownBalance(page)) === (await serverBalance(page)), { timeout: 5_000 })
    .toBe(true);
}

/** The header shows what the server holds, and the rounds moved it. */
async function expectBalanceInSync(page: Page, initial: number) {
  await expectBalanceSynced(page);
  expect(await shownBalance(page)).not.toBe(initial);
}

describe('house games for a member on a desktop', () => {
  it('dice: rolls with real money, autoplays to its round limit, verifies a round and survives a reload', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 900 });
    await logIn(page, site.url, 'jugador1');
    const game = await gameOf('dice', 'RNG');
    await launchFromLobby(page, game, 'RNG');
    await page.getByRole('heading', { level: 1, name: `Juego: ${game.name}` }).waitFor();
    const initial = await shownBalance(page);
    expect(initial).toBe(await serverBalance(page));

    // Sound: off until turned on, remembered for the next visit.
    const sound = page.getByTestId('sound-toggle');
    expect(await sound.getAttribute('aria-pressed')).toBe('false');
    await sound.click();
    expect(await sound.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('gameSound'))).toBe('on');

    // A higher stake from the chips, then three rolls at 49.50 under.
    await page.getByTestId('bet-selector').getByRole('button', { name: '$5,00' }).click();
    await expect.poll(() => page.getByTestId('selected-bet').textContent()).toBe('$5,00');
    await page.getByTestId('dice-line').fill('49.50');
    await page.getByTestId('dice-line').press('Enter');
    for (let i = 0; i < 3; i++) await playOnce(page, 'Tirar');
    expect(await historyRows(page).count()).toBe(3);
    // Three rolls at ×2 always move the balance (±5 or ±15), so it cannot equal the initial one.
    await expectBalanceInSync(page, initial);
    await page
      .getByTestId('dice-result')
      .filter({ hasText: /\d+,\d\d/ })
      .waitFor();
    await shot(page, 'house-dice-desktop');

    // Autoplay: three rounds, then it stops by itself.
    await page.getByRole('button', { name: 'Juego automático' }).click();
    const panel = page.getByTestId('autoplay-panel');
    await panel.getByLabel('Rondas', { exact: true }).fill('3');
    await shot(page, 'house-dice-autoplay');
    await panel.getByRole('button', { name: 'Iniciar' }).click();
    await page
      .getByTestId('game-notice')
      .filter({ hasText: 'Juego automático terminado. Rondas jugadas: 3.' })
      .waitFor({ timeout: 20_000 });
    expect(await historyRows(page).count()).toBe(6);
    // Six rolls can net to nothing (three wins, three losses): only the sync is certain here.
    await expectBalanceSynced(page);

    await rotateAndVerify(page, 'e2e-dice');
    await shot(page, 'house-dice-fairness');

    // A reload continues the same session (no launch token in the address any more).
    await page.reload();
    await page.getByTestId('house-game').waitFor();
    await expect.poll(() => historyRows(page).count()).toBe(6);
    await page.getByRole('tab', { name: 'Juego justo' }).click();
    expect(await page.getByLabel('Semilla del cliente').inputValue()).toBe('e2e-dice');
    await page.getByRole('tab', { name: 'Historial' }).click();
    await playOnce(page, 'Tirar');
    await expectBalanceInSync(page, initial);
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('roulette: chips on a number, a split and red, a spin that pays by the pocket, verified', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 900 });
    await logIn(page, site.url, 'jugador2');
    const game = await gameOf('roulette', 'RNG');
    await launchFromLobby(page, game, 'RNG');
    const initial = await shownBalance(page);
    await page.getByTestId('bet-selector').getByRole('button', { name: '$5,00' }).click();
    const table = page.getByRole('group', { name: 'Mesa de ruleta' });
    await table.getByRole('button', { name: 'Número 17', exact: true }).click();
    await table.getByRole('button', { name: 'Caballo 1-2', exact: true }).click();
    await table.getByRole('button', { name: 'Rojo', exact: true }).click();
    await expect.poll(() => page.getByTestId('roulette-total').textContent()).toBe('$15,00');
    await shot(page, 'house-roulette-chips');
    await playOnce(page, 'Girar');
    await page
      .getByTestId('roulette-result')
      .filter({ hasText: /verde|rojo|negro/ })
      .waitFor();
    await expectBalanceInSync(page, initial);
    await shot(page, 'house-roulette-desktop');
    await rotateAndVerify(page, 'e2e-roulette');

    // Launched again (a new game session, whose nonces start again at 1), another spin: the history
    // tells the rounds apart by the time they were played, not by a "#1" on every row.
    await launchFromLobby(page, game, 'RNG');
    await table.getByRole('button', { name: 'Rojo', exact: true }).click();
    await playOnce(page, 'Girar');
    await page.getByRole('tab', { name: 'Historial' }).click();
    const times = await historyRows(page).getByTestId('history-time').allTextContents();
    expect(times.length).toBeGreaterThanOrEqual(2);
    for (const time of times) expect(time).toMatch(/\d\d:\d\d:\d\d/);
    expect(new Set(times).size).toBe(times.length);
    expect(await historyRows(page).filter({ hasText: '#1' }).count()).toBe(0);
    await shot(page, 'house-roulette-history');
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('mines: reveals and cashes out, and an open round comes back after a reload', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 900 });
    await logIn(page, site.url, 'jugador1');
    const game = await gameOf('mines', 'RNG');
    await launchFromLobby(page, game, 'RNG');
    const initial = await shownBalance(page);
    await page.getByLabel('Minas', { exact: true }).selectOption('1');

    // One mine in 25: a first tile is almost always safe; a bust starts the next round.
    let resumed = false;
    for (let attempt = 0; attempt < 4 && !resumed; attempt++) {
      await page.getByTestId('play-button').click();
      await page.getByTestId('mines-status').filter({ hasText: 'Descubre una casilla.' }).waitFor();
      const tiles = page.getByTestId('mines-tile');
      await tiles.nth(attempt * 5).click();
      await expect.poll(() => tiles.nth(attempt * 5).getAttribute('data-face')).not.toBe('closed');
      if ((await tiles.nth(attempt * 5).getAttribute('data-face')) !== 'gem') continue;
      await page.reload();
      await page.getByTestId('house-game').waitFor();
      await page.getByTestId('mines-status').filter({ hasText: 'Puedes cobrar' }).waitFor();
      expect(
        await page
          .getByTestId('mines-tile')
          .nth(attempt * 5)
          .getAttribute('data-face'),
      ).toBe('gem');
      await shot(page, 'house-mines-open');
      await page.getByTestId('mines-cashout').click();
      await page.getByTestId('mines-status').filter({ hasText: 'Cobraste' }).waitFor();
      resumed = true;
    }
    expect(resumed).toBe(true);
    await expectBalanceInSync(page, initial);
    await shot(page, 'house-mines-desktop');
    await rotateAndVerify(page, 'e2e-mines');
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('slot: spins 5×3 reels and pays line wins; the spin is recomputed in the browser', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 900 });
    await logIn(page, site.url, 'jugador1');
    const game = await gameOf('slot', 'RNG');
    await launchFromLobby(page, game, 'RNG');
    const initial = await shownBalance(page);
    for (let i = 0; i < 3; i++) await playOnce(page, 'Girar');
    await page
      .getByTestId('slot-status')
      .filter({ hasText: /Ganas|Sin premio/ })
      .waitFor({ timeout: 20_000 });
    await expectBalanceInSync(page, initial);
    await shot(page, 'house-slot-desktop');
    await page.getByText('Tabla de pagos').click();
    await shot(page, 'house-slot-paytable');
    await rotateAndVerify(page, 'e2e-slot');
    await shot(page, 'house-slot-fairness');
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('baccarat: chips on banker and a pair, a coup with its cards, verified', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 900 });
    await logIn(page, site.url, 'jugador1');
    const game = await gameOf('baccarat', 'PVP');
    await launchFromLobby(page, game, 'PVP');
    const initial = await shownBalance(page);
    await page.getByTestId('bet-selector').getByRole('button', { name: '$5,00' }).click();
    await page.getByTestId('baccarat-spot-banker').click();
    await page.getByTestId('baccarat-spot-banker').click();
    await page.getByTestId('baccarat-spot-playerPair').click();
    await expect.poll(() => page.getByTestId('baccarat-total').textContent()).toBe('$15,00');
    await playOnce(page, 'Repartir');
    await page
      .getByTestId('baccarat-result')
      .filter({ hasText: /Gana|Empate/ })
      .waitFor();
    expect(await page.getByTestId('baccarat-player').getByRole('img').count()).toBeGreaterThanOrEqual(2);
    await expectBalanceInSync(page, initial);
    await shot(page, 'house-baccarat-desktop');
    await rotateAndVerify(page, 'e2e-baccarat');
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('blackjack: deals, plays the hand to the end, resumes an open hand after a reload', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 900 });
    await logIn(page, site.url, 'jugador1');
    const game = await gameOf('blackjack', 'RNG');
    await launchFromLobby(page, game, 'RNG');
    const actions = page.getByRole('group', { name: 'Jugadas' });

    let resumed = false;
    for (let attempt = 0; attempt < 6; attempt++) {
      await playOnce(page, 'Repartir');
      // A natural ends the round at once; otherwise the hand waits for the player.
      while (await actions.isVisible()) {
        if (!resumed) {
          await shot(page, 'house-blackjack-open');
          await page.reload();
          await page.getByTestId('house-game').waitFor();
          await actions.waitFor();
          resumed = true;
        }
        const noInsurance = actions.getByRole('button', { name: 'Sin seguro' });
        if (await noInsurance.isVisible()) await noInsurance.click();
        else await actions.getByRole('button', { name: 'Plantarse' }).click();
        await page.waitForTimeout(300);
      }
      if (resumed) break;
    }
    expect(resumed).toBe(true);
    await page
      .getByTestId('blackjack-status')
      .filter({ hasText: /Ganas|Sin premio/ })
      .waitFor();
    // A push returns the stake, and hands won and lost can cancel out: only the sync is certain here.
    await expectBalanceSynced(page);
    await shot(page, 'house-blackjack-desktop');
    await rotateAndVerify(page, 'e2e-blackjack');
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });
});

describe('house games on a phone (390)', () => {
  it('fits every engine on the screen', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    await logIn(page, site.url, 'jugador2');
    for (const [engine, category] of [
      ['dice', 'RNG'],
      ['roulette', 'RNG'],
      ['mines', 'RNG'],
      ['slot', 'RNG'],
      ['baccarat', 'PVP'],
      ['blackjack', 'RNG'],
    ] as const) {
      await launchFromLobby(page, await gameOf(engine, category), category);
      await page.locator('.game-stage__loading').waitFor({ state: 'detached' });
      if (engine === 'roulette') {
        await page.getByRole('button', { name: 'Número 5', exact: true }).click();
        await playOnce(page, 'Girar');
      }
      if (engine === 'slot') await playOnce(page, 'Girar');
      if (engine === 'baccarat') {
        await page.getByTestId('baccarat-spot-player').click();
        await playOnce(page, 'Repartir');
      }
      expect(await horizontalOverflow(page), engine).toBeLessThanOrEqual(0);
      await shot(page, `house-${engine}-phone`);
    }
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });
});

describe('a guest', () => {
  it('plays a free trial with play money (dark theme)', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 900, colorScheme: 'dark' });
    const game = await gameOf('slot', 'RNG', { trial: true });
    await launchFromLobby(page, game, 'RNG', true);
    await page.getByTestId('trial-banner').filter({ hasText: 'dinero de práctica' }).waitFor();
    expect(await page.getByTestId('game-balance').textContent()).toContain('Saldo de práctica');
    const initial = await shownBalance(page);
    expect(initial).toBeGreaterThan(0);
    await playOnce(page, 'Girar');
    await playOnce(page, 'Girar');
    await expect.poll(() => shownBalance(page)).not.toBe(initial);
    await shot(page, 'house-trial-desktop');
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('opens a launch link with its game in the page: shown before the app runs, played with the first tap (ADR 031)', async () => {
    const { page, errors } = await openPage(browser, { width: 412, height: 823, untouched: true });
    const url = await trialLaunchUrl(await gameOf('dice', 'RNG', { trial: true }));
    await page.goto(`${site.url}${url}`);
    await page.getByTestId('play-button').waitFor();
    // The server opened the game: the page shows it whole before the app has started, the tab keeps the
    // session, and the spent token has left the address.
    expect(await page.evaluate(() => document.getElementById('root')?.dataset.renderedLang)).toBe('es');
    expect(await page.getByTestId('game-balance').textContent()).toContain('Saldo de práctica');
    expect(new URL(page.url()).searchParams.has('launch')).toBe(false);
    expect(
      await page.evaluate(
        () => JSON.parse(sessionStorage.getItem('houseGame') ?? 'null')?.session?.sessionId,
      ),
    ).toMatch(/^[0-9a-f-]{36}$/);
    await playOnce(page, 'Tirar');
    expect(await page.evaluate(() => document.getElementById('root')?.dataset.renderedLang)).toBeUndefined();
    // A reload continues the same game.
    const rounds = await historyRows(page).count();
    await page.reload();
    await expect.poll(() => historyRows(page).count(), { timeout: 15_000 }).toBe(rounds);
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('cannot use a launch link twice', async () => {
    const { page } = await openPage(browser, { width: 1280, height: 900 });
    const url = await trialLaunchUrl(await gameOf('dice', 'RNG', { trial: true }));
    await page.goto(`${site.url}${url}`);
    await page.getByTestId('house-game').waitFor();
    await page.goto(`${site.url}${url}`);
    const ended = page.getByTestId('game-ended');
    await ended.waitFor();
    expect(await ended.getAttribute('data-reason')).toBe('invalid_launch');
    await ended.getByRole('link', { name: 'Volver al lobby' }).waitFor();
    await shot(page, 'house-launch-used');
    await page.context().close();
  });
});
