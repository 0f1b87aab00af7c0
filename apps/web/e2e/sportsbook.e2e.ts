import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSiteAndBrowser, openPage, type RunningSite, startSiteAndBrowser } from './harness';
import { appErrors, horizontalOverflow, logIn, shot } from './helpers';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser());
});
afterAll(() => closeSiteAndBrowser(site, browser));

const cents = (text: string) => Math.round(Number(text) * 100);

async function api(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await fetch(`${site.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  // biome-ignore lint/suspicious/noExplicitAny: JSON answers of several routes
  return (await response.json()) as { success: boolean; value: any };
}
const serverBalance = async (page: Page) =>
  cents((await api(page, '/wps/v2/wallets/balance')).value.available);

/** Opens Deportes and launches the first sports book from its vendor card. */
async function openSportsbook(page: Page) {
  await page.goto(`${site.url}/sports`);
  const card = page.getByTestId('vendor-card').first();
  await card.waitFor();
  await card.getByRole('button', { name: 'Jugar', exact: true }).click();
  await page.getByTestId('sb-app').waitFor();
  await expect.poll(() => new URL(page.url()).searchParams.get('launch')).toBeNull();
  await page.getByTestId('sb-event').first().waitFor();
}

async function pick(page: Page, eventIndex: number) {
  const event = page.getByTestId('sb-event').nth(eventIndex);
  const eventId = (await event.getAttribute('data-event-id'))!;
  const odds = event.getByTestId('sb-odds').first();
  const price = (await odds.getAttribute('data-odds'))!;
  await odds.click();
  return { eventId, odds: price };
}

describe('sportsbook (browser)', () => {
  it('places a single and a 3-leg combo, settles them on the result, to the cent, into the betting record', async () => {
    const { page, errors } = await openPage(browser);
    await logIn(page, site.url, 'jugador1');
    await openSportsbook(page);
    await shot(page, 'sportsbook-desktop');
    const start = await serverBalance(page);

    // A single of 10.00 on the first event's first outcome.
    await page.getByTestId('sb-tab-prematch').click();
    await page.getByTestId('sb-event').nth(6).waitFor();
    // The first events may go live (and reprice) during the test: later ones are taken.
    const single = await pick(page, 2);
    await page.getByTestId('sb-stake').fill('10.00');
    await page.getByTestId('sb-place').click();
    await expect.poll(() => page.getByTestId('sb-pick').count()).toBe(0);

    // A combo of 5.00 over the next three events.
    const legs = [await pick(page, 3), await pick(page, 4), await pick(page, 5)];
    await expect.poll(() => page.getByTestId('sb-kind-combo').getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('sb-stake').fill('5.00');
    await shot(page, 'sportsbook-slip');
    await page.getByTestId('sb-place').click();
    await expect.poll(() => page.getByTestId('sb-pick').count()).toBe(0);
    expect(await serverBalance(page)).toBe(start - 1500);

    await page.getByTestId('sb-my-bets').click();
    await expect.poll(() => page.locator('[data-testid="sb-bet"][data-state="open"]').count()).toBe(2);
    const betIds = await page
      .getByTestId('sb-bet')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-bet-id')));

    // Results: home wins every event (the first outcome of 1X2 is home).
    for (const eventId of [single.eventId, ...legs.map((l) => l.eventId)]) {
      const res = await api(page, '/dev/sb/finish', { method: 'POST', body: { eventId, home: 2, away: 0 } });
      expect(res.success).toBe(true);
    }
    await page.getByTestId('sb-bets-settled').click();
    await expect
      .poll(() => page.locator('[data-testid="sb-bet"][data-state="settled"]').count(), { timeout: 20_000 })
      .toBe(2);
    await shot(page, 'sportsbook-settled');
    const singleWin = Math.floor((1000 * cents(single.odds)) / 100);
    const comboWin = Math.floor((500 * legs.reduce((p, l) => p * cents(l.odds), 1)) / 100 ** 3);
    const expected = start - 1500 + singleWin + comboWin;
    expect(await serverBalance(page)).toBe(expected);
    // The balance on screen follows (pushed by the wallet).
    await expect
      .poll(async () => cents((await page.getByTestId('sb-balance').getAttribute('data-balance')) ?? '0'), {
        timeout: 15_000,
      })
      .toBe(expected);

    // Both bets are in the member's betting record.
    const record = await api(page, '/wps/member/bettingRecord?pageSize=50');
    const rounds = record.value.list.map((r: { roundId: string }) => r.roundId);
    for (const id of betIds) expect(rounds).toContain(id);
    expect(appErrors(errors)).toEqual([]);
  }, 180_000);

  it('moves a live event’s odds on screen without a reload, and fits a 390px phone', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    await logIn(page, site.url, 'jugador2');
    await openSportsbook(page);
    await page.getByTestId('sb-sport-football').click();
    await page.getByTestId('sb-tab-live').click();
    await page.locator('[data-testid="sb-event"][data-status="live"]').first().waitFor({ timeout: 20_000 });
    const prices = () =>
      page
        .locator('[data-testid="sb-event"][data-status="live"] [data-testid="sb-odds"]')
        .evaluateAll((els) =>
          els
            .map(
              (e) =>
                `${e.getAttribute('data-outcome-id')}=${e.getAttribute('data-odds')}|${e.hasAttribute('disabled')}`,
            )
            .join(','),
        );
    const before = await prices();
    // Football's live clock runs a match minute every 12 s: the prices move with it (or stop on a goal).
    await expect.poll(prices, { timeout: 45_000, interval: 1_000 }).not.toBe(before);
    await shot(page, 'sportsbook-phone-live');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(appErrors(errors)).toEqual([]);
  }, 120_000);
});
