import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sign } from '../../server/src/modules/vendors/signature';
import { closeSiteAndBrowser, openPage, type RunningSite, startSiteAndBrowser } from './harness';
import { appErrors, horizontalOverflow, logIn, shot } from './helpers';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser());
});
afterAll(() => closeSiteAndBrowser(site, browser));

type TGame = { nodeId: string; vassalage: string; gameCode: string; gameName: string };

async function relay<T>(action: string, body: object): Promise<T> {
  const response = await fetch(`${site.url}/wps/relay/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { value: T }).value;
}

/**
 * Real wins for the winner board: the demo vendor credits a player, as a game round would, with the
 * game token of a launch of its game (a vendor never gets the member's own token).
 */
async function creditWins(memberToken: string, amounts: string[]) {
  const [game] = (
    await relay<{ games: TGame[] }>('GCSGAME_gameList', { gameType: 'PVP', vassalage: 'DEMOV' })
  ).games;
  const launch = await fetch(`${site.url}/wps/game/launchGame`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${memberToken}` },
    body: JSON.stringify({ nodeId: game!.nodeId }),
  });
  const { url } = ((await launch.json()) as { value: { url: string } }).value;
  const playerToken = new URL(url, site.url).searchParams.get('playerToken');
  for (const [i, amount] of amounts.entries()) {
    const raw = JSON.stringify({
      playerToken,
      transactionId: `e2e-win-${i}`,
      gameCode: game!.gameCode,
      amount,
    });
    const response = await fetch(`${site.url}/vendor/DEMOV/wallet/credit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': sign('demo-vendor-secret', raw) },
      body: raw,
    });
    expect(response.status).toBe(200);
  }
}

const cards = (page: Page) => page.locator('[data-testid="lobby"] [data-testid="game-card"]');
const nodeIds = (page: Page) =>
  cards(page).evaluateAll((list) => list.map((card) => card.getAttribute('data-node-id')));
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe('the home page', () => {
  it('shows banners, notices, hot games, a section per category and the header vendor menus', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}/`);
    const carousel = page.getByTestId('banner-carousel');
    await carousel.getByText('Bono de bienvenida 100 %').first().waitFor();
    expect(await carousel.locator('.carousel__dot').count()).toBe(3);
    await carousel.getByRole('button', { name: 'Destacado siguiente' }).click();
    await carousel.locator('.carousel__dot').nth(1).and(page.locator('[aria-current="true"]')).waitFor();

    const hot = page.getByTestId('section-hot');
    await hot.getByTestId('game-card').first().waitFor();
    expect(await hot.getByTestId('game-card').count()).toBe(12);
    // The artwork loads lazily, once on screen, in a box of its final size.
    await hot.locator('[data-testid="lazy-image"][data-state="loaded"]').first().waitFor();
    const cached = await page.evaluate(() => JSON.parse(sessionStorage.getItem('HOT_GAMES') ?? '{}'));
    expect(cached.games.length).toBeGreaterThan(12);
    expect(await page.evaluate(() => sessionStorage.getItem('gameVendor'))).toContain('"lanes"');

    const marquee = page.getByTestId('notice-marquee');
    await marquee
      .getByRole('button', { name: /Mantenimiento programado/ })
      .first()
      .waitFor();
    await shot(page, 'lobby-home-desktop');

    // The marquee keeps moving: the click goes to the notice wherever it is right now.
    await marquee
      .getByRole('button', { name: /Nuevos juegos de Aurora Reels/ })
      .first()
      .dispatchEvent('click');
    const notices = page.getByTestId('notice-dialog');
    await notices.getByText('Descubra los estrenos en la sección de tragamonedas.').waitFor();
    await shot(page, 'lobby-notices');
    await page.keyboard.press('Escape');
    await notices.waitFor({ state: 'detached' });
    await page.getByTestId('notice-bell').click();
    await notices.getByRole('button', { name: /Mantenimiento programado/ }).waitFor();
    await page.keyboard.press('Escape');

    await hot.getByRole('button', { name: /Ver los \d+/ }).click();
    expect(await hot.getByTestId('game-card').count()).toBeGreaterThan(12);
    await hot.getByRole('button', { name: 'Ver menos' }).click();

    // Sections below the fold load as they come near the screen: sports books are cut to 5.
    const sports = page.getByTestId('section-SPORTS');
    await sports.scrollIntoViewIfNeeded();
    await sports.getByTestId('vendor-card').first().waitFor();
    expect(await sports.getByTestId('vendor-card').count()).toBe(5);
    expect(await sports.getByRole('button', { name: 'Jugar' }).count()).toBeGreaterThan(0);
    const board = page.getByTestId('winner-board');
    await board.scrollIntoViewIfNeeded();
    await board
      .getByText(/Aún no hay ganadores|\$/)
      .first()
      .waitFor();

    // Header drop-downs: slots has more than 10 studios (large layout), live casino fewer.
    await page.evaluate(() => window.scrollTo(0, 0));
    const bar = page.getByTestId('category-bar');
    await bar.getByRole('link', { name: 'Tragamonedas' }).hover();
    const menu = page.getByTestId('vendor-menu');
    await menu.getByTestId('vendor-card').first().waitFor();
    expect(await menu.getAttribute('data-layout')).toBe('large');
    expect(await menu.getByTestId('vendor-card').count()).toBeGreaterThan(10);
    // Slots vendors have no play button (spec §2).
    expect(await menu.getByRole('button', { name: 'Jugar' }).count()).toBe(0);
    await shot(page, 'lobby-vendor-menu-large');
    await bar.getByRole('link', { name: 'Casino en vivo' }).hover();
    await page.locator('[data-testid="vendor-menu"][data-layout="compact"]').waitFor();
    await shot(page, 'lobby-vendor-menu-compact');
    // A live studio's play opens the list of its games.
    await menu.getByRole('button', { name: 'Jugar' }).first().click();
    const popup = page.getByTestId('vendor-popup');
    await popup.getByTestId('game-card').first().waitFor();
    await shot(page, 'lobby-vendor-popup');
    await page.keyboard.press('Escape');

    // The top menu switches the lobby to a category; 'more' does the same.
    await page.getByTestId('top-menu').getByRole('button', { name: 'Peleas de gallos' }).click();
    await page.waitForURL(/gameType=COCKFIGHT/);
    await page.getByTestId('vendor-card').first().waitFor();
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('opens the announcement popup for a visitor once per session; Go opens the reward centre', async () => {
    const { page, errors } = await openPage(browser, { popups: true });
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.body().then((body) => zlib.gzipSync(body, { level: 9 }).length));
      }
    });
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    const firstLoad = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
    const popup = page.getByTestId('announcement-popup');
    await popup.getByText('Bienvenido a Crupier').first().waitFor();
    // Anonymous visitors get execution B only.
    expect(await popup.getByText('Reembolso semanal').count()).toBe(0);
    const withPopup = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
    console.log(
      `home JavaScript: ${(firstLoad / 1024).toFixed(1)} KB gzip until network idle, ` +
        `${(withPopup / 1024).toFixed(1)} KB once the popup has opened`,
    );
    await shot(page, 'lobby-popup-desktop');
    await popup.getByRole('button', { name: 'Ir' }).click();
    await page.waitForURL(`${site.url}/promotions`);
    await popup.waitFor({ state: 'detached' });

    await page.goto(`${site.url}/`);
    await page.getByTestId('section-hot').getByTestId('game-card').first().waitFor();
    await page.waitForTimeout(3500);
    expect(await popup.count()).toBe(0);
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });
});

describe('a category page', () => {
  it('filters by vendor, sub-category and name, pages and loads more, all in the URL', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}/rng`);
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(18);

    const vendors = page.getByRole('group', { name: 'Proveedores' });
    await vendors.getByRole('button', { name: 'Aurora Reels' }).click();
    await page.waitForURL(/vassalage=AUR/);
    await page
      .locator('[data-testid="lobby"] [data-testid="game-card"][data-vendor="AUR"]')
      .first()
      .waitFor();
    await expect
      .poll(() => cards(page).evaluateAll((list) => list.map((c) => c.getAttribute('data-vendor'))))
      .toEqual(Array(18).fill('AUR'));

    const types = page.getByRole('group', { name: 'Tipo de juego' });
    for (const label of ['Rasca y gana', 'Video póker', 'Jackpot', 'Juegos de mesa', 'Arcade', 'Bingo']) {
      await types.getByRole('button', { name: label }).waitFor();
    }
    await types.getByRole('button', { name: 'Jackpot' }).click();
    await page.waitForURL(/gameClassify=JP/);
    expect(query(page)).toMatchObject({ vassalage: 'AUR', gameClassify: 'JP' });
    await shot(page, 'lobby-rng-filtered');

    // Back to all vendors and sub-categories; search by name (under the All filter).
    await vendors.getByRole('button', { name: 'Todos', exact: true }).click();
    await types.getByRole('button', { name: 'Todos los tipos' }).click();
    await page.waitForURL((url) => !url.search.includes('gameClassify') && !url.search.includes('vassalage'));
    const search = page.getByRole('searchbox', { name: 'Buscar un juego por su nombre' });
    await search.fill('dragon dorado');
    await search.press('Enter');
    await page.waitForURL(/gameName=dragon/);
    await page
      .locator('[data-testid="game-card"] h3', { hasText: /Dragón Dorado/ })
      .first()
      .waitFor();
    await shot(page, 'lobby-rng-search');
    await search.fill('');
    await search.press('Enter');
    await page.waitForURL((url) => !url.search.includes('gameName'));

    // Page 2, then load more (page 3 below it); a page past the last one is not honoured.
    await cards(page).nth(17).waitFor();
    const firstPage = await nodeIds(page);
    await page.getByRole('navigation', { name: 'Páginas' }).getByRole('button', { name: 'Página 2' }).click();
    await page.waitForURL(/page=2/);
    // Page 2 is whole once it shows 18 cards other than page 1's (the grid is empty while it loads).
    await expect
      .poll(async () => {
        const ids = await nodeIds(page);
        return ids.length === 18 && ids.every((id) => !firstPage.includes(id));
      })
      .toBe(true);
    const secondPage = await nodeIds(page);
    await page.getByRole('button', { name: 'Cargar más' }).click();
    await page.waitForURL(/page=3&from=2/);
    await expect.poll(() => cards(page).count()).toBe(36);
    expect((await nodeIds(page)).slice(0, 18)).toEqual(secondPage);
    await page
      .getByRole('navigation', { name: 'Páginas' })
      .getByRole('button', { name: 'Página 3' })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();
    await page.getByText(/Página 3 de \d+/).scrollIntoViewIfNeeded();
    await shot(page, 'lobby-rng-load-more');

    await page.goto(`${site.url}/rng?page=9999`);
    await page.waitForURL(`${site.url}/rng`);
    await cards(page).first().waitFor();

    // Guests choosing Favourites get the login popup.
    await page.getByTestId('lobby-filter').getByRole('button', { name: 'Favoritos' }).click();
    await page.getByTestId('login-dialog').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('shows the sports books as vendor cards with a play button', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}/sports`);
    const books = page.getByTestId('vendor-card');
    await books.first().waitFor();
    expect(await books.evaluateAll((list) => list.map((c) => c.getAttribute('data-vendor')))).toEqual([
      'GLS',
      'ARE',
      'TRB',
      'PDS',
      'CNX',
    ]);
    await page.locator('[data-testid="vendor-card"] [data-state="loaded"]').first().waitFor();
    await shot(page, 'lobby-sports');
    // A guest who plays gets the login popup.
    await books.first().getByRole('button', { name: 'Jugar' }).click();
    await page.getByTestId('login-dialog').waitFor();
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('starts a free trial without an account', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}/fish`);
    await page.getByRole('button', { name: 'Prueba gratis' }).first().click();
    await page.waitForURL(/\/seamless\?launch=[\w-]+$/);
    await page.getByRole('heading', { level: 1, name: 'Juego' }).waitFor();
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });
});

describe('a member', () => {
  it('favourites a game, sees it under Favorite, launches one and sees it under Recent', async () => {
    const { page, errors } = await openPage(browser);
    await logIn(page, site.url, 'jugador1');

    await page.goto(`${site.url}/live`);
    const card = cards(page).first();
    await card.waitFor();
    const liveName = (await card.locator('h3').textContent()) ?? '';
    const liveId = await card.getAttribute('data-node-id');
    const heart = card.getByTestId('favorite-toggle');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    // One toggle a second: a second click at once changes nothing.
    await heart.click();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');

    await page.getByTestId('category-bar').getByRole('link', { name: 'Favoritos' }).click();
    await page.waitForURL(`${site.url}/favorite`);
    await page.locator(`[data-testid="lobby"] [data-node-id="${liveId}"]`).waitFor();
    await shot(page, 'lobby-favorites');

    // The filter of a category page shows the same favourite.
    await page.goto(`${site.url}/live?filter=FAV`);
    await expect.poll(() => nodeIds(page)).toEqual([liveId]);

    // Launch a slot: the seamless page opens and the game is under Recent.
    await page.goto(`${site.url}/rng`);
    const slot = cards(page).first();
    await slot.waitFor();
    const slotId = await slot.getAttribute('data-node-id');
    await slot.getByRole('button', { name: 'Jugar' }).click();
    await page.waitForURL(/\/seamless\?launch=[\w-]+$/);
    await page.getByRole('heading', { level: 1, name: 'Juego' }).waitFor();
    await page.goto(`${site.url}/recent`);
    await page.locator(`[data-testid="lobby"] [data-node-id="${slotId}"]`).waitFor();

    // Home: recent and favourites sections; the winner board shows real wins.
    const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
    await creditWins(token, ['12.00', '480.00', '75.50']);
    await page.goto(`${site.url}/`);
    await page.getByTestId('section-recent').locator(`[data-node-id="${slotId}"]`).waitFor();
    await page.getByTestId('section-favorites').scrollIntoViewIfNeeded();
    await page.getByTestId('section-favorites').getByText(liveName).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'lobby-home-member');
    const board = page.getByTestId('winner-board');
    await board.scrollIntoViewIfNeeded();
    await board.getByText('$480,00').waitFor();
    expect(await board.locator('.winner__name').first().textContent()).toBe('ju****r1');
    await shot(page, 'lobby-winners');

    // Removing the favourite takes it off the list at once.
    await page.goto(`${site.url}/favorite`);
    const favourite = page.locator(`[data-testid="lobby"] [data-node-id="${liveId}"]`);
    await favourite.getByTestId('favorite-toggle').click();
    await favourite.waitFor({ state: 'detached' });
    await page.getByText('Aún no tienes juegos favoritos.').waitFor();
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });

  // Trial accounts play house games (free-play.e2e.ts); favourites stay for real accounts (spec §6).
  it('a trial account gets the real-account dialog for favourites', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}/login`);
    await page.getByTestId('login-dialog').getByRole('button', { name: 'Jugar gratis' }).click();
    await page.getByTestId('play-money-badge').waitFor();
    await page.goto(`${site.url}/pvp`);
    await cards(page).first().waitFor();
    const refusal = page.getByTestId('generic-dialog');
    await cards(page).first().getByTestId('favorite-toggle').click();
    await refusal.getByText('Esta función requiere una cuenta real').waitFor();
    await shot(page, 'lobby-trial-refused');
    await refusal.getByRole('button', { name: 'Confirmar' }).click();
    expect(new URL(page.url()).pathname).toBe('/pvp');
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });
});

describe('on a phone', () => {
  it('fits 390 px: home, a category and the popup', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844, popups: true });
    await page.goto(`${site.url}/`);
    await page.getByTestId('section-hot').getByTestId('game-card').first().waitFor();
    await page.getByTestId('banner-carousel').waitFor();
    expect(await page.getByTestId('category-bar').isVisible()).toBe(false);
    const popup = page.getByTestId('announcement-popup');
    await popup.getByText('Bienvenido a Crupier').first().waitFor();
    await shot(page, 'lobby-popup-phone');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'lobby-home-phone');
    await page.getByTestId('section-hot').scrollIntoViewIfNeeded();
    await page.locator('[data-testid="section-hot"] [data-state="loaded"]').first().waitFor();
    await shot(page, 'lobby-home-phone-sections');

    await page.goto(`${site.url}/rng?vassalage=VOL`);
    await cards(page).first().waitFor();
    await page.locator('[data-testid="lobby"] [data-state="loaded"]').first().waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'lobby-rng-phone');
    await page.getByText(/Página 1 de \d+/).scrollIntoViewIfNeeded();
    await shot(page, 'lobby-rng-phone-paging');
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });
});
