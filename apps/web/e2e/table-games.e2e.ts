import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSiteAndBrowser, openPage, type RunningSite, SCREENSHOTS, startSiteAndBrowser } from './harness';
import { appErrors, horizontalOverflow, logIn } from './helpers';

/**
 * The table games (docs/games.md): video poker, Casino Hold'em, Dragon Tiger and Sic Bo, each launched
 * from its lobby as a member, a round played, the balance checked against the round's stake and win,
 * on a desktop and on a phone.
 */
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser());
});
afterAll(() => closeSiteAndBrowser(site, browser));

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

type TDemoGame = { id: string; name: string; vendor: string };

async function gameOf(engine: string, category: string): Promise<TDemoGame> {
  const result = await site.app.services.db.execute(sql`
    SELECT g.id::text AS id, g.names->>'es' AS name, v.code AS vendor
    FROM games g JOIN vendors v ON v.id = g.vendor_id
    WHERE g.engine = ${engine} AND g.game_type = ${category} AND g.status = 'active' AND v.status = 'active'
    ORDER BY g.id LIMIT 1`);
  const row = (result as unknown as { rows: TDemoGame[] }).rows[0];
  if (!row) throw new Error(`no ${engine} game in ${category}`);
  return row;
}

const PATHS: Record<string, string> = { RNG: '/rng', PVP: '/pvp', LIVE: '/live' };

async function launchFromLobby(page: Page, game: TDemoGame, category: string) {
  const query = new URLSearchParams({ vassalage: game.vendor, gameName: game.name });
  await page.goto(`${site.url}${PATHS[category]}?${query}`);
  const card = page.locator(`[data-testid="lobby"] [data-testid="game-card"][data-node-id="${game.id}"]`);
  await card.waitFor();
  await card.getByRole('button', { name: 'Jugar', exact: true }).click();
  await page.getByTestId('house-game').waitFor();
  expect(new URL(page.url()).pathname).toBe('/seamless');
}

async function serverBalance(page: Page): Promise<number> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await fetch(`${site.url}/wps/v2/wallets/balance`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return Number((await response.json()).value.available);
}

/** "$4.990,50" (es) → 4990.5 */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));
const shownBalance = async (page: Page) =>
  amountOf(await page.getByTestId('game-balance').locator('strong').textContent());

/** The newest settled round of the engine: what it staked and won (minor units → units). */
async function lastRound(engine: string) {
  const result = await site.app.services.db.execute(sql`
    SELECT bet::text AS bet, win::text AS win FROM house_rounds
    WHERE engine = ${engine} AND state = 'settled' ORDER BY settled_at DESC LIMIT 1`);
  const row = (result as unknown as { rows: { bet: string; win: string }[] }).rows[0]!;
  return { bet: Number(row.bet) / 100, win: Number(row.win) / 100 };
}

/** The header shows what the server holds, and that moved by the round's stake and win exactly. */
async function expectBalanceMoved(page: Page, engine: string, initial: number) {
  const { bet, win } = await lastRound(engine);
  await expect.poll(() => serverBalance(page), { timeout: 5_000 }).toBeCloseTo(initial - bet + win, 2);
  await expect.poll(() => shownBalance(page), { timeout: 5_000 }).toBeCloseTo(initial - bet + win, 2);
}

async function pressPlay(page: Page, label: string) {
  const play = page.getByTestId('play-button');
  await expect.poll(() => play.isEnabled(), { timeout: 15_000 }).toBe(true);
  expect(await play.textContent()).toContain(label);
  await play.click();
}

async function chip(page: Page, amount: string) {
  await page.getByTestId('bet-selector').getByRole('button', { name: amount, exact: true }).click();
}

const ROUNDS: Record<string, (page: Page) => Promise<void>> = {
  async videopoker(page) {
    await chip(page, '$5,00');
    await pressPlay(page, 'Repartir');
    const cards = page.getByTestId('vp-card');
    await expect.poll(() => cards.first().isEnabled(), { timeout: 10_000 }).toBe(true);
    await cards.nth(0).click();
    await cards.nth(3).click();
    await expect.poll(() => cards.nth(0).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Cambiar', exact: true }).click();
    await page
      .getByTestId('vp-status')
      .filter({ hasText: /Ganas|Sin premio/ })
      .waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Cambiar', exact: true }).count()).toBe(0);
  },
  async holdem(page) {
    await chip(page, '$5,00');
    await pressPlay(page, 'Repartir');
    const call = page.getByRole('button', { name: /^Ir \(/ });
    await call.waitFor();
    expect(await page.getByTestId('holdem-board').getByRole('img').count()).toBe(5);
    expect(await page.getByTestId('holdem-player').getByRole('img', { name: /de/ }).count()).toBe(2);
    await call.click();
    await page
      .getByTestId('holdem-status')
      .filter({ hasText: /Ganas|Sin premio/ })
      .waitFor();
    expect(
      await page
        .getByTestId('holdem-dealer')
        .getByRole('img', { name: /de (picas|corazones|diamantes|tréboles)/ })
        .count(),
    ).toBe(2);
  },
  async dragontiger(page) {
    await chip(page, '$5,00');
    await page.getByTestId('dt-spot-dragon').click();
    await page.getByTestId('dt-spot-tie').click();
    await expect.poll(() => page.getByTestId('dt-total').textContent()).toBe('$10,00');
    await pressPlay(page, 'Repartir');
    await page
      .getByTestId('dt-result')
      .filter({ hasText: /Gana|Empate/ })
      .waitFor();
    expect(await page.getByTestId('dt-dragon').getByRole('img', { name: / de / }).count()).toBe(1);
  },
  async sicbo(page) {
    await chip(page, '$5,00');
    await page.getByTestId('sicbo-spot-big').click();
    await page.getByTestId('sicbo-spot-total-10').click();
    await page.getByTestId('sicbo-spot-single-6').click();
    await expect.poll(() => page.getByTestId('sicbo-total').textContent()).toBe('$15,00');
    await pressPlay(page, 'Tirar');
    await page
      .getByTestId('sicbo-result')
      .filter({ hasText: /Total \d+/ })
      .waitFor();
  },
};

const GAMES: { engine: string; category: string }[] = [
  { engine: 'videopoker', category: 'PVP' },
  { engine: 'holdem', category: 'PVP' },
  { engine: 'dragontiger', category: 'LIVE' },
  { engine: 'sicbo', category: 'LIVE' },
];

describe('table games from the lobby', () => {
  for (const { engine, category } of GAMES) {
    it(`${engine}: launches from ${category}, plays a round on a desktop and a phone, the balance follows`, async () => {
      for (const [device, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const { page, errors } = await openPage(browser, viewport);
        await logIn(page, site.url, 'jugador1');
        await launchFromLobby(page, await gameOf(engine, category), category);
        await page.getByTestId('game-balance').locator('strong').waitFor();
        const initial = await serverBalance(page);
        await expect.poll(() => shownBalance(page)).toBeCloseTo(initial, 2);
        await ROUNDS[engine]!(page);
        await expectBalanceMoved(page, engine, initial);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await shot(page, `table-${engine}-${device}`);
        expect(appErrors(errors)).toEqual([]);
        await page.context().close();
      }
    });
  }
});
