import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSiteAndBrowser, openPage, type RunningSite, SCREENSHOTS, startSiteAndBrowser } from './harness';
import { appErrors, horizontalOverflow, logIn } from './helpers';

/** Keno, scratch cards, fish shooting and themed slots, launched from their lobbies (docs/games.md). */
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser());
});
afterAll(() => closeSiteAndBrowser(site, browser));

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

type TDemoGame = { id: string; name: string; vendor: string };

/** The first demo game of an engine in a lobby category (and, for slots, a theme in its variant). */
async function gameOf(engine: string, category: string, variantLike = '%'): Promise<TDemoGame> {
  const result = await site.app.services.db.execute(sql`
    SELECT g.id::text AS id, g.names->>'es' AS name, v.code AS vendor
    FROM games g JOIN vendors v ON v.id = g.vendor_id
    WHERE g.engine = ${engine} AND g.game_type = ${category} AND g.status = 'active' AND v.status = 'active'
      AND g.variant LIKE ${variantLike}
    ORDER BY g.id LIMIT 1`);
  const row = (result as unknown as { rows: TDemoGame[] }).rows[0];
  if (!row) throw new Error(`no ${engine} game in ${category}`);
  return row;
}

const PATHS: Record<string, string> = { RNG: '/rng', FISH: '/fish' };

async function launchFromLobby(page: Page, game: TDemoGame, category: string, engine: string) {
  const query = new URLSearchParams({ vassalage: game.vendor, gameName: game.name });
  await page.goto(`${site.url}${PATHS[category]}?${query}`);
  const card = page.locator(`[data-testid="lobby"] [data-testid="game-card"][data-node-id="${game.id}"]`);
  await card.waitFor();
  await card.getByRole('button', { name: 'Jugar', exact: true }).click();
  await page.getByTestId('house-game').waitFor();
  expect(await page.getByTestId('house-game').getAttribute('data-engine')).toBe(engine);
  await page.getByRole('heading', { level: 1, name: `Juego: ${game.name}` }).waitFor();
}

function amountOf(text: string | null): number {
  return Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));
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

async function expectBalanceSynced(page: Page) {
  await expect
    .poll(async () => (await shownBalance(page)) === (await serverBalance(page)), { timeout: 8_000 })
    .toBe(true);
}

const historyRows = (page: Page) => page.locator('#game-panel-history [data-testid="history-row"]');

async function playOnce(page: Page, label: string) {
  const before = await historyRows(page).count();
  const play = page.getByTestId('play-button');
  await expect.poll(() => play.isEnabled(), { timeout: 15_000 }).toBe(true);
  expect(await play.textContent()).toContain(label);
  await play.click();
  await expect
    .poll(() => historyRows(page).count(), { timeout: 15_000 })
    .toBeGreaterThan(Math.min(before, 9));
}

/** Rotates the seed and verifies the newest round in the browser. */
async function rotateAndVerify(page: Page, clientSeed: string) {
  await page.getByRole('tab', { name: 'Juego justo' }).click();
  const panel = page.getByTestId('fairness-panel');
  const oldHash = (await panel.getByTestId('server-seed-hash').textContent()) ?? '';
  await panel.getByLabel('Semilla del cliente').fill(clientSeed);
  await panel.getByRole('button', { name: 'Cambiar semillas' }).click();
  const revealed = (await panel.getByTestId('revealed-seed').first().textContent()) ?? '';
  expect(crypto.createHash('sha256').update(revealed).digest('hex')).toBe(oldHash);
  await page.getByRole('tab', { name: 'Historial' }).click();
  await historyRows(page)
    .first()
    .getByRole('button', { name: /Verificar la ronda/ })
    .click();
  const result = page.getByTestId('verify-result');
  await result.waitFor();
  await expect.poll(() => result.getAttribute('data-matches')).toBe('true');
}

async function playKeno(page: Page) {
  const game = await gameOf('keno', 'RNG');
  await launchFromLobby(page, game, 'RNG', 'keno');
  for (const n of [3, 17, 28, 44, 61, 79]) await page.getByTestId(`keno-${n}`).click();
  await expect.poll(() => page.getByTestId('keno-paytable').isVisible()).toBe(true);
  await playOnce(page, 'Sortear');
  await page
    .getByTestId('keno-status')
    .filter({ hasText: /aciertos de 6/ })
    .waitFor();
  expect(await page.locator('.keno__cell.is-drawn').count()).toBe(20);
  await expectBalanceSynced(page);
}

async function playScratch(page: Page) {
  const game = await gameOf('scratch', 'RNG');
  await launchFromLobby(page, game, 'RNG', 'scratch');
  await playOnce(page, 'Comprar boleto');
  await page.getByTestId('scratch-cell-4').click();
  expect(await page.getByTestId('scratch-cell-4').locator('svg').count()).toBe(1);
  await page.getByRole('button', { name: 'Descubrir todo' }).click();
  await page
    .getByTestId('scratch-status')
    .filter({ hasText: /Ganas|Sin premio/ })
    .waitFor();
  await expectBalanceSynced(page);
}

async function playFish(page: Page, shots: number) {
  const game = await gameOf('fish', 'FISH');
  await launchFromLobby(page, game, 'FISH', 'fish');
  const initial = await shownBalance(page);
  const since = await databaseNow();
  for (let i = 0; i < shots; i++) {
    const before = await historyRows(page).count();
    const target = page.locator('[data-testid^="fish-target-"]').last();
    await expect.poll(() => target.isEnabled(), { timeout: 10_000 }).toBe(true);
    await target.click();
    await expect
      .poll(() => historyRows(page).count(), { timeout: 10_000 })
      .toBeGreaterThan(Math.min(before, 9));
  }
  // A tap on the sea where a fish swims fires too (or misses the water: no round).
  await page
    .getByTestId('fish-status')
    .filter({ hasText: /Atrapaste|escapó/ })
    .waitFor();
  await expectBalanceSynced(page);
  // The shots were paid from the wallet; a catch can pay back exactly what the shots cost.
  const rounds = await fishRoundsSince(game.id, since);
  expect(rounds.count).toBeGreaterThanOrEqual(shots);
  expect(rounds.bets).toBeGreaterThan(0n);
  expect((await shownBalance(page)) === initial).toBe(rounds.net === 0n);
}

async function databaseNow(): Promise<string> {
  const result = await site.app.services.db.execute(sql`SELECT now()::text AS now`);
  return (result as unknown as { rows: { now: string }[] }).rows[0].now;
}

/** The settled rounds of a game since a moment (only this test plays it): how many, staked and net. */
async function fishRoundsSince(gameId: string, since: string) {
  const result = await site.app.services.db.execute(sql`
    SELECT count(*)::int AS count, coalesce(sum(bet), 0)::text AS bets, coalesce(sum(win - bet), 0)::text AS net
    FROM house_rounds
    WHERE game_id = ${gameId}::bigint AND created_at >= ${since}::timestamptz AND state = 'settled'`);
  const row = (result as unknown as { rows: { count: number; bets: string; net: string }[] }).rows[0];
  return { count: row.count, bets: BigInt(row.bets), net: BigInt(row.net) };
}

async function playSlot(page: Page, theme: string) {
  const game = await gameOf('slot', 'RNG', `%-${theme}-%`);
  await launchFromLobby(page, game, 'RNG', 'slot');
  await playOnce(page, 'Girar');
  expect(await page.locator('.slot').getAttribute('data-theme')).toBe(theme);
  expect(await page.locator('.slot__reels .slot-art').count()).toBe(15);
  await expectBalanceSynced(page);
}

describe('arcade games and themed slots', () => {
  it('on a desktop: keno, a scratch card, fish shots and two slots of different themes, verified', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 900 });
    await logIn(page, site.url, 'jugador1');

    await playKeno(page);
    await shot(page, 'arcade-keno-desktop');
    await rotateAndVerify(page, 'e2e-keno');

    await playScratch(page);
    await shot(page, 'arcade-scratch-desktop');
    await rotateAndVerify(page, 'e2e-scratch');

    await playFish(page, 6);
    await shot(page, 'arcade-fish-desktop');
    await rotateAndVerify(page, 'e2e-fish');

    await playSlot(page, 'dragons');
    await shot(page, 'arcade-slot-dragons-desktop');
    await playSlot(page, 'ocean');
    await shot(page, 'arcade-slot-ocean-desktop');
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('on a phone: the same games fit the screen', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    await logIn(page, site.url, 'jugador1');
    await playKeno(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, 'arcade-keno-phone');
    await playScratch(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, 'arcade-scratch-phone');
    await playFish(page, 4);
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, 'arcade-fish-phone');
    await playSlot(page, 'egypt');
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, 'arcade-slot-egypt-phone');
    await playSlot(page, 'space');
    await shot(page, 'arcade-slot-space-phone');
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });
});
