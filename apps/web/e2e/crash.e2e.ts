import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashPointOf, sha256 } from '../../server/src/modules/house/crash/crash-fairness';
import { calmCrashChain } from '../../server/src/test/calm-crash-chain';
import { closeSiteAndBrowser, openPage, type RunningSite, SCREENSHOTS, startSiteAndBrowser } from './harness';
import { appErrors, horizontalOverflow, logIn } from './helpers';

/**
 * Crash (docs/games.md, "Crash") in the browser, on the server's real round timing: 5 s of bets, the
 * flight, a 3 s pause. Shared rounds run whether anybody bets or not, so a long flight (×10 takes 38 s)
 * would hold up every step after it: each game played here gets, before its first round, a hash chain
 * whose first rounds crash between ×1.25 and ×1.80 (flights of 3.7–9.8 s). Only the secret chain seed
 * is chosen; the server draws, shows and reveals the rounds as always, and the test plays as if it did
 * not know them (an auto cash-out that the round does not reach makes it play the next round).
 */

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser());
});
afterAll(() => closeSiteAndBrowser(site, browser));

const CHAIN_LENGTH = 40;
const CALM_ROUNDS = 8;
const CALM_MIN = 125;
const CALM_MAX = 180;

/** A chain (crash_games) whose first CALM_ROUNDS rounds crash between ×1.25 and ×1.80. */
const calmChain = () =>
  calmCrashChain({ length: CHAIN_LENGTH, calmRounds: CALM_ROUNDS, min: CALM_MIN, max: CALM_MAX });

type TDemoGame = { id: string; name: string; vendor: string };

/** A crash game of a lobby category (RNG: the slot sub-category AC, "… Crash"; fish games run the fish engine). */
async function crashGame(category: 'FISH' | 'RNG'): Promise<TDemoGame> {
  const db = site.app.services.db;
  const result = await db.execute(sql`
    SELECT g.id::text AS id, g.names->>'es' AS name, v.code AS vendor
    FROM games g JOIN vendors v ON v.id = g.vendor_id
    WHERE g.engine = 'crash' AND g.game_type = ${category} AND g.status = 'active' AND v.status = 'active'
      AND NOT EXISTS (SELECT 1 FROM crash_games c WHERE c.game_id = g.id)
    ORDER BY g.id LIMIT 1`);
  const game = (result as unknown as { rows: TDemoGame[] }).rows[0];
  if (!game) throw new Error(`no crash game in ${category}`);
  const chain = calmChain();
  await db.execute(sql`
    INSERT INTO crash_games (merchant_id, game_id, chain_seed, chain_length, chain_commitment, salt)
    SELECT m.id, ${game.id}::bigint, ${chain.chainSeed}, ${CHAIN_LENGTH}, ${chain.commitment}, ${chain.salt}
    FROM merchants m WHERE m.is_default`);
  return game;
}

const LOBBIES = { FISH: '/fish', RNG: '/rng' } as const;

/** Finds the game's card in its lobby (vendor and name filters) and plays it. */
async function launchFromLobby(page: Page, game: TDemoGame, category: 'FISH' | 'RNG') {
  const query = new URLSearchParams({ vassalage: game.vendor, gameName: game.name });
  await page.goto(`${site.url}${LOBBIES[category]}?${query}`, { waitUntil: 'domcontentloaded' });
  const card = page.locator(`[data-testid="lobby"] [data-testid="game-card"][data-node-id="${game.id}"]`);
  await card.waitFor();
  await card.getByRole('button', { name: 'Jugar', exact: true }).click();
  await page.getByTestId('house-game').waitFor();
  expect(await page.getByTestId('house-game').getAttribute('data-engine')).toBe('crash');
  await expect.poll(() => new URL(page.url()).search).toBe('');
  expect(new URL(page.url()).pathname).toBe('/seamless');
  await page.locator('.crash').waitFor();
}

/** A full-page screenshot (the game page is taller than a phone), from the top. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** "$4.990,50" (es) → 4990.5 */
function amountOf(text: string | null): number {
  return Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));
}
const cents = (amount: number) => Math.round(amount * 100);
/** 158 → "1.58" */
const formatted = (hundredths: number) => (hundredths / 100).toFixed(2).replace('.', ',');
const shownBalance = async (page: Page) =>
  amountOf(await page.getByTestId('game-balance').locator('strong').textContent());

async function serverBalance(page: Page): Promise<number> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await fetch(`${site.url}/wps/v2/wallets/balance`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return Number((await response.json()).value.available);
}

/** The balance on the page is the wallet's, and it moved by `delta` from `before`. */
async function expectBalance(page: Page, before: number, delta: number) {
  await expect
    .poll(async () => cents(await shownBalance(page)) === cents(await serverBalance(page)), {
      timeout: 5_000,
    })
    .toBe(true);
  expect(cents(await serverBalance(page))).toBe(cents(before) + cents(delta));
}

const phaseOf = (page: Page) => page.locator('.crash').getAttribute('data-phase');
const historyRows = (page: Page) => page.locator('#game-panel-history [data-testid="history-row"]');

type TBetResult = { cashed: boolean; bet: number; win: number; roundNo: string };

/**
 * Bets in the next round that takes bets and waits for the bet to end: cashed out (by the auto
 * cash-out, or by hand with `manual`) or lost at the crash. Returns what it staked and won.
 */
async function betOnce(
  page: Page,
  options: { manual?: boolean; shotWithBet?: string; shotInFlight?: string } = {},
): Promise<TBetResult> {
  const betButton = page.getByTestId('crash-bet');
  // A round that takes bets, with time left for the click (a round that is flying runs on first).
  await expect
    .poll(
      async () =>
        (await phaseOf(page)) === 'betting' &&
        (await betButton.isEnabled()) &&
        /despega en [2-9]/.test((await page.getByTestId('crash-status').textContent()) ?? ''),
      { timeout: 25_000, interval: 100 },
    )
    .toBe(true);
  const roundNo = ((await page.locator('.crash__round').textContent()) ?? '').replace(/\D/g, '');
  const bet = amountOf(await page.getByTestId('selected-bet').textContent());
  await betButton.click();
  const mine = page.getByTestId('crash-mine');
  await mine.filter({ hasText: 'Tu apuesta de' }).waitFor();
  // My row joins the round's players (every player sees it, name masked).
  await page.locator('[data-testid="crash-players"] tr[data-mine]').waitFor();
  if (options.shotWithBet) await shot(page, options.shotWithBet);
  if (options.manual) {
    const cashout = page.getByTestId('crash-cashout');
    // The Cash out button replaces Bet once the round flies; a round crashing at once is lost.
    const isFlying = await cashout
      .waitFor({ timeout: 8_000 })
      .then(() => true)
      .catch(() => false);
    // The calm rounds fly at least 3.7 s: time for a picture of the Cash out button first.
    if (isFlying && options.shotInFlight) await shot(page, options.shotInFlight);
    if (isFlying) await cashout.click({ timeout: 1_000 }).catch(() => undefined);
  }
  await mine.filter({ hasText: /Cobraste|estalló/ }).waitFor({ timeout: 30_000 });
  const text = (await mine.textContent()) ?? '';
  const cashed = text.startsWith('Cobraste');
  return { cashed, bet, win: cashed ? amountOf(text.replace(/ en ×.*$/, '')) : 0, roundNo };
}

describe('crash for a member', () => {
  it('bets with an auto cash-out, watches the flight and the crash, verifies the round, cashes out by hand', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 900 });
    const game = await crashGame('RNG');
    await logIn(page, site.url, 'jugador1');
    await launchFromLobby(page, game, 'RNG');
    await page.getByRole('heading', { level: 1, name: `Juego: ${game.name}` }).waitFor();
    const initial = await shownBalance(page);
    expect(cents(initial)).toBe(cents(await serverBalance(page)));

    // A $1 stake; an auto cash-out at ×1.10 (reached by nine rounds in ten: P(crash ≥ c) = 0.99/c).
    await page.getByTestId('bet-selector').getByRole('button', { name: '$1,00' }).click();
    await expect.poll(() => page.getByTestId('selected-bet').textContent()).toBe('$1,00');
    await page.getByLabel('Cobro automático (×)').fill('1.10');

    let result: TBetResult | null = null;
    let before = initial;
    for (let attempt = 0; attempt < 3; attempt++) {
      result = await betOnce(page);
      // Flying on after my cash-out: the picture of a round in the air.
      if (result.cashed && attempt === 0) await shot(page, 'crash-desktop-flying');
      // The history has the bet settled from the cash-out on (not only once the round crashed).
      if (result.cashed) {
        await expect
          .poll(() => historyRows(page).first().getAttribute('data-state'), { timeout: 3_000 })
          .toBe('won');
      }
      await expectBalance(page, before, result.win - result.bet);
      before = await serverBalance(page);
      if (result.cashed) break;
    }
    expect(result?.cashed).toBe(true);
    expect(result?.win).toBe(1.1);
    await page.getByTestId('crash-mine').filter({ hasText: 'Cobraste $1,10 en ×1,10.' }).waitFor();

    // The round flies on after my cash-out until it crashes; the crash point joins the last results.
    await expect.poll(() => phaseOf(page), { timeout: 15_000 }).toBe('crashed');
    const crashText = (await page.getByTestId('crash-status').textContent()) ?? '';
    const crashPoint = crashText.replace(/^.*×/, '');
    expect(crashText).toMatch(/^Estalló en ×\d+,\d\d$/);
    await expect
      .poll(() => page.getByTestId('crash-history').locator('li').first().textContent(), { timeout: 3_000 })
      .toBe(`×${crashPoint}`);
    expect(await page.getByTestId('crash-multiplier').textContent()).toBe(`×${crashPoint}`);

    // The bet in the game's history: won, cashed out at ×1.10, with the crash point once crashed.
    const row = historyRows(page).first();
    await expect.poll(() => row.getAttribute('data-state'), { timeout: 3_000 }).toBe('won');
    await expect
      .poll(() => row.locator('.round-row__summary').textContent(), { timeout: 5_000 })
      .toBe(`↑×1,10 · ×${crashPoint}`);
    expect(await row.locator('.round-row__nonce').textContent()).toBe(`#${result?.roundNo}`);
    expect(await row.locator('.round-row__win').textContent()).toContain('$1,10');
    await shot(page, 'crash-desktop-crashed');

    // Fairness: the hash chain (no seeds to rotate), and the crashed round verified in the browser.
    await row.getByRole('button', { name: /Verificar la ronda/ }).click();
    const panel = page.getByTestId('fairness-panel');
    const verdict = page.getByTestId('verify-result');
    await verdict.waitFor();
    await expect.poll(() => verdict.getAttribute('data-matches'), { timeout: 5_000 }).toBe('true');
    expect(await verdict.textContent()).toContain('Coincide: el resultado sale de las semillas.');
    expect(await verdict.textContent()).toContain('La semilla revelada coincide con el hash');
    expect(await verdict.textContent()).toContain(`×${crashPoint}`);
    const chain = panel.getByTestId('crash-chain');
    await chain.waitFor();
    expect(await panel.getByTestId('rotate-seed').count()).toBe(0);
    expect(await panel.textContent()).not.toMatch(/Cambiar semillas|Cambia las semillas|Semilla del cliente/);
    expect(await verdict.textContent()).toContain('Sal de la cadena');
    // The chain: the salt, and each crashed round's revealed seed hashes to the hash shown before it.
    const salt = (await chain.getByTestId('crash-salt').textContent()) ?? '';
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    const seeds = chain.getByTestId('crash-chain-round');
    await expect.poll(() => seeds.count(), { timeout: 5_000 }).toBeGreaterThan(0);
    const newest = seeds.first();
    expect(await newest.getAttribute('data-round-no')).toBe(result?.roundNo);
    const seed = (await newest.getByTestId('crash-chain-seed').textContent()) ?? '';
    const hash = (await newest.getByTestId('crash-chain-hash').textContent()) ?? '';
    expect(sha256(seed)).toBe(hash);
    expect(formatted(crashPointOf(seed, salt))).toBe(crashPoint);
    await expect.poll(() => newest.getAttribute('data-verified'), { timeout: 5_000 }).toBe('true');
    // The next round was committed to before this one crashed: its hash is the seed revealed here.
    await expect
      .poll(() => chain.getByTestId('crash-current-hash').textContent(), { timeout: 6_000 })
      .toBe(seed);
    await shot(page, 'crash-desktop-fairness');

    // A cash-out by hand during the flight (a round that crashes before the click is lost: again).
    await page.getByRole('tab', { name: 'Historial' }).click();
    await page.getByLabel('Cobro automático (×)').fill('');
    let manual: TBetResult | null = null;
    for (let attempt = 0; attempt < 3; attempt++) {
      manual = await betOnce(page, {
        manual: true,
        shotInFlight: attempt === 0 ? 'crash-desktop-cashout' : undefined,
      });
      await expectBalance(page, before, manual.win - manual.bet);
      before = await serverBalance(page);
      if (manual.cashed) break;
    }
    expect(manual?.cashed).toBe(true);
    expect(manual?.win).toBeGreaterThanOrEqual(1);
    await expect
      .poll(() => historyRows(page).first().locator('.round-row__summary').textContent(), { timeout: 5_000 })
      .toMatch(/^↑×1,\d\d/);
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  }, 75_000);
});

describe('crash on a phone (390)', () => {
  it('fits the screen while taking bets, flying and crashed (slot sub-category AC)', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    const game = await crashGame('RNG');
    await logIn(page, site.url, 'jugador2');
    await launchFromLobby(page, game, 'RNG');
    await page.getByLabel('Cobro automático (×)').fill('1.20');
    // Taking bets, with mine in the round; then flying on after my cash-out.
    const result = await betOnce(page, { shotWithBet: 'crash-phone-betting' });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'crash-phone-flying');
    await expect.poll(() => phaseOf(page), { timeout: 15_000 }).toBe('crashed');
    expect(result.cashed).toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'crash-phone-crashed');
    await page.getByRole('tab', { name: 'Juego justo' }).click();
    await page.getByTestId('crash-chain').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'crash-phone-fairness');
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  }, 60_000);
});
