import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSiteAndBrowser, openPage, type RunningSite, SCREENSHOTS, startSiteAndBrowser } from './harness';
import { appErrors, horizontalOverflow, logIn, spanishAmount } from './helpers';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser());
});
afterAll(() => closeSiteAndBrowser(site, browser));

type TRound = { roundId: string; bet: string; win: string; state: string };

/** A screenshot once entry animations are over; `full` takes the whole page, not only the viewport. */
async function shot(page: Page, name: string, full = false): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: full });
}

async function post<T>(url: string, body: object, token?: string): Promise<T> {
  const response = await fetch(`${site.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { value: T };
  expect(response.status, `${url} ${JSON.stringify(json)}`).toBe(200);
  return json.value;
}

/** The first demo game of a house engine: its node id and name in Spanish. */
async function houseGame(engine: string) {
  const rows = await site.app.services.db.execute(
    sql`SELECT id::text AS id, names->>'es' AS name FROM games
        WHERE engine = ${engine} AND status = 'active' ORDER BY id LIMIT 1`,
  );
  return (rows as unknown as { rows: { id: string; name: string }[] }).rows[0]!;
}

/** Plays as the game client would: launch (the player's token), authenticate, play. */
async function gameSession(token: string, engine: string) {
  const game = await houseGame(engine);
  const { url } = await post<{ url: string }>('/wps/game/launchGame', { nodeId: game.id }, token);
  const launchToken = new URL(url, site.url).searchParams.get('launch')!;
  const session = await post<{ sessionId: string }>('/rgs/authenticate', { launchToken });
  return {
    name: game.name,
    play: async (bet: string, params: object) =>
      (await post<{ round: TRound }>('/rgs/play', { sessionId: session.sessionId, bet, params })).round,
    rotateSeed: () => post('/rgs/seed', { sessionId: session.sessionId }),
  };
}

const money = (amount: string) => `$${spanishAmount(amount)}`;
const cents = (amount: string) => Math.round(Number(amount) * 100);
const sum = (amounts: string[]) => (amounts.reduce((total, a) => total + cents(a), 0) / 100).toFixed(2);
const signed = (amount: string) =>
  amount.startsWith('-') ? `-${money(amount.slice(1))}` : `+${money(amount)}`;

async function openBettingRecord(page: Page) {
  await page.getByTestId('avatar-button').click();
  await page.getByRole('menuitem', { name: 'Historial de apuestas' }).click();
  await page.getByRole('heading', { level: 2, name: 'Historial de apuestas' }).waitFor();
  await page.getByTestId('bets-table').waitFor();
}

const row = (page: Page, roundId: string) =>
  page.locator(`[data-testid="bet-row"][data-round-id="${roundId}"]`);

/** Opens a round's details from its row; fails with the dialog's error if they cannot be loaded. */
async function openRound(page: Page, roundId: string) {
  await row(page, roundId).getByRole('button').click();
  const dialog = page.getByTestId('round-detail');
  await dialog.locator('[data-testid="round-outcome"], [role="alert"]').first().waitFor();
  const alert = dialog.getByRole('alert');
  if ((await alert.count()) > 0) {
    throw new Error(`GET /wps/member/bettingRecord/${roundId} failed: ${await alert.textContent()}`);
  }
  return dialog;
}

describe('the betting record', () => {
  const dice: TRound[] = [];
  let roulette: TRound;
  let diceName = '';
  let rouletteName = '';

  it('lists the rounds played with their bets and wins, opens one and verifies it in the browser', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 900 });
    await logIn(page, site.url, 'jugador1');
    const token = (await page.evaluate(() => sessionStorage.getItem('token')))!;

    // Three dice rounds, then the seed is rotated (revealing it); a roulette round keeps its seed secret.
    const diceGame = await gameSession(token, 'dice');
    diceName = diceGame.name;
    for (const bet of ['1.00', '2.50', '5.00']) {
      dice.push(await diceGame.play(bet, { target: 4950, direction: 'under' }));
    }
    await diceGame.rotateSeed();
    const rouletteGame = await gameSession(token, 'roulette');
    rouletteName = rouletteGame.name;
    roulette = await rouletteGame.play('3.00', {
      bets: [
        { bet: { type: 'red' }, share: 2 },
        { bet: { type: 'straight', numbers: [17] }, share: 1 },
      ],
    });

    await openBettingRecord(page);
    const rows = page.getByTestId('bet-row');
    expect(await rows.count()).toBe(4);
    // Newest first.
    expect(await rows.evaluateAll((list) => list.map((r) => r.getAttribute('data-round-id')))).toEqual(
      [roulette, ...[...dice].reverse()].map((r) => r.roundId),
    );
    for (const round of [...dice, roulette]) {
      const line = row(page, round.roundId);
      expect(await line.getByTestId('bet-amount').textContent()).toBe(money(round.bet));
      expect(await line.getByTestId('win-amount').textContent()).toBe(money(round.win));
      const profit = ((cents(round.win) - cents(round.bet)) / 100).toFixed(2);
      expect(await line.getByTestId('profit-amount').textContent()).toBe(
        profit === '0.00' ? '$0,00' : signed(profit),
      );
    }
    expect(await row(page, dice[0]!.roundId).textContent()).toContain(diceName);
    expect(await row(page, roulette.roundId).textContent()).toContain(rouletteName);

    const all = [...dice, roulette];
    const turnover = sum(all.map((r) => r.bet));
    const wins = sum(all.map((r) => r.win));
    expect(await page.getByTestId('total-turnover').textContent()).toBe(money(turnover));
    expect(await page.getByTestId('total-wins').textContent()).toBe(money(wins));
    await shot(page, 'betting-record-desktop', true);

    // A dice round: its roll, the seeds (the server seed revealed) and the check in the browser.
    const dialog = await openRound(page, dice[1]!.roundId);
    expect(await dialog.getByTestId('round-bet').textContent()).toBe(money(dice[1]!.bet));
    expect(await dialog.getByTestId('round-win').textContent()).toBe(money(dice[1]!.win));
    expect(await dialog.getByTestId('round-id').textContent()).toBe(dice[1]!.roundId);
    expect(await dialog.getByTestId('wallet-transaction').first().textContent()).toBe(
      `${dice[1]!.roundId}:bet`,
    );
    expect(await dialog.getByTestId('nonce').textContent()).toBe('2');
    await dialog.getByRole('button', { name: 'Verificar ronda' }).click();
    const result = dialog.getByTestId('verify-result');
    await result.waitFor();
    expect(await result.getAttribute('data-result')).toBe('match');
    expect(await result.textContent()).toContain('Verificada');
    await page.setViewportSize({ width: 1280, height: 1500 });
    await shot(page, 'betting-record-round-verified-desktop');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The roulette round: the pocket, and no verification until the seed is rotated in the game.
    await openRound(page, roulette.roundId);
    await dialog.getByTestId('outcome-pocket').waitFor();
    await dialog.getByTestId('seed-hidden').waitFor();
    expect(await dialog.getByRole('button', { name: 'Verificar ronda' }).count()).toBe(0);
    await shot(page, 'betting-record-round-unrevealed-desktop');
    await page.keyboard.press('Escape');

    expect(appErrors(errors)).toEqual([]);
  });

  it('fits a phone (390): rows as cards, the round details readable', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    await logIn(page, site.url, 'jugador1');
    await openBettingRecord(page);
    expect(await page.getByTestId('bet-row').count()).toBe(4);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'betting-record-phone', true);
    await page
      .getByRole('heading', { level: 2, name: 'Historial de apuestas' })
      .evaluate((node) => node.scrollIntoView());
    await shot(page, 'betting-record-phone-top');
    await page.getByTestId('bets-table').evaluate((node) => node.scrollIntoView());
    await shot(page, 'betting-record-phone-rows');

    const dialog = await openRound(page, dice[0]!.roundId);
    await dialog.evaluate((node) => node.scrollTo(0, 0));
    await shot(page, 'betting-record-round-phone');
    await dialog.getByRole('button', { name: 'Verificar ronda' }).click();
    await dialog.getByTestId('verify-result').waitFor();
    expect(await dialog.getByTestId('verify-result').getAttribute('data-result')).toBe('match');
    expect(await dialog.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
    await dialog.getByTestId('round-wallet').scrollIntoViewIfNeeded();
    await shot(page, 'betting-record-round-phone-verified');
    expect(appErrors(errors)).toEqual([]);
  });
});
