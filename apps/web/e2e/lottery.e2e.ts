import { lotteryGame, type TDrawNumbers, winOf } from '@crupier/contract/lottery';
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

const cents = (amount: string) => BigInt(Math.round(Number(amount) * 100));

async function balanceOnPage(page: Page): Promise<bigint> {
  const el = page.getByTestId('lottery-balance');
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="lottery-balance"]')?.getAttribute('data-amount'),
  );
  return cents((await el.getAttribute('data-amount')) ?? '0');
}

/** The elements that stick out on the right (to name the culprit when a phone page scrolls sideways). */
function overflowing(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  );
}

async function countIs(page: Page, selector: string, n: number) {
  await page.waitForFunction(
    ([sel, want]) => document.querySelectorAll(sel as string).length === want,
    [selector, n] as const,
    {
      timeout: 20_000,
    },
  );
}

async function waitForBalance(page: Page, expected: bigint) {
  await page.waitForFunction(
    (want) => {
      const v = document.querySelector('[data-testid="lottery-balance"]')?.getAttribute('data-amount');
      return v !== null && v !== undefined && v !== '' && Math.round(Number(v) * 100) === want;
    },
    Number(expected),
    { timeout: 20_000 },
  );
}

describe('lottery pages (issue 14)', () => {
  it('a member bets đề and lô on /vnLottery, the draw is forced, the sheet and settled bets show, the balance is right to the cent', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 900 });
    await logIn(page, site.url, 'jugador2');
    await page.goto(`${site.url}/vnLottery`);
    await page.getByRole('heading', { level: 1, name: 'Lotería de Vietnam' }).waitFor();
    await page.getByTestId('draw-no').waitFor();
    const before = await balanceOnPage(page);

    // Đề on 27, 10.00.
    await page.locator('[data-bet-type="de"]').click();
    await page.locator('.lot-board [data-number="27"]').click();
    await page.getByTestId('stake').fill('10');
    await page.getByRole('button', { name: 'Añadir al boleto' }).click();
    // Lô 2 digits on 05 and 27, 5.00 each (two bets).
    await page.locator('[data-bet-type="lo2"]').click();
    await page.locator('.lot-board [data-number="05"]').click();
    await page.locator('.lot-board [data-number="27"]').click();
    await page.getByTestId('stake').fill('5');
    await page.getByRole('button', { name: 'Añadir al boleto' }).click();
    const slip = page.getByTestId('slip');
    await countIs(page, '[data-testid="slip"] li', 3);
    // The slip shows the potential wins: đề 10 × 95, lô 5 × 3.5.
    await slip.getByText('950,00').first().waitFor();
    await slip.getByText('17,50').first().waitFor();
    await shot(page, 'lottery-vn-slip-desktop');
    await page.getByTestId('place-bets').click();
    await page.getByText('Apuestas realizadas: 3').waitFor();
    await waitForBalance(page, before - 2000n);
    await countIs(page, '[data-testid="my-bet"]', 3);

    // Force the draw (demo helper), then the page shows the sheet and the settled bets.
    const response = await fetch(`${site.url}/dev/lottery/draw`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gameCode: 'VN_MB' }),
    });
    expect(response.status).toBe(200);
    const { draw } = (await response.json()).value as { draw: { drawId: string; numbers: TDrawNumbers } };
    const game = lotteryGame('VN_MB')!;
    const wins =
      winOf(game, 'de', ['27'], draw.numbers, [9500], 1000n) +
      winOf(game, 'lo2', ['05'], draw.numbers, [350], 500n) +
      winOf(game, 'lo2', ['27'], draw.numbers, [350], 500n);

    await page.reload();
    const sheet = page.locator(`[data-testid="result-sheet"][data-draw="${draw.drawId}"]`);
    await sheet.waitFor();
    const special = draw.numbers.find((t) => t.tier === 'DB')!.values[0]!;
    expect(await sheet.getByTestId('special-prize').textContent()).toBe(special);
    expect(await sheet.locator('.lot-vn tr').count()).toBe(8);
    const rows = page.getByTestId('my-bet');
    await countIs(page, '[data-testid="my-bet"]', 3);
    await countIs(page, '[data-testid="my-bet"][data-state="open"]', 0);
    const paid = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-win') ?? '0'));
    expect(paid.reduce((s, w) => s + cents(w), 0n)).toBe(wins);
    await waitForBalance(page, before - 2000n + wins);

    // The published verifier recomputes the draw in the page.
    await sheet.getByRole('button', { name: 'Verificar' }).click();
    await sheet.getByText('Verificado: la semilla da este hash y estos números.').waitFor();
    await sheet.scrollIntoViewIfNeeded();
    await shot(page, 'lottery-vn-result-desktop');
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('works on a phone (390px): /seaLottery and /lottery (electronic) without sideways scrolling', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    await logIn(page, site.url, 'jugador1');
    await page.goto(`${site.url}/seaLottery`);
    await page.getByRole('heading', { level: 1, name: 'Lotería 4D' }).waitFor();
    await page.getByTestId('draw-no').waitFor();
    await page.getByTestId('quick-pick').click();
    await page.getByRole('button', { name: 'Añadir al boleto' }).click();
    await page.getByTestId('place-bets').click();
    await page.getByText('Apuestas realizadas: 1').waitFor();
    await fetch(`${site.url}/dev/lottery/draw`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gameCode: 'SEA_4D' }),
    });
    await page.reload();
    await page.getByTestId('result-sheet').first().waitFor();
    await shot(page, 'lottery-sea-phone');
    expect(await horizontalOverflow(page), JSON.stringify(await overflowing(page))).toBeLessThanOrEqual(0);

    await page.goto(`${site.url}/lottery?prizeMode=ELOTT&gameCode=EL_KENO`);
    await page.getByRole('heading', { level: 1, name: 'Lotería' }).waitFor();
    await page.getByTestId('draw-no').waitFor();
    // Favourites live in local storage per user: starring keno moves it first.
    await page.getByRole('button', { name: 'Añadir a favoritos' }).nth(2).click();
    const stored = await page.evaluate(() => localStorage.getItem('lotteryFavorites'));
    expect(JSON.parse(stored ?? '{}')).toEqual({ jugador1: ['EL_KENO'] });
    await shot(page, 'lottery-elott-phone');
    expect(await horizontalOverflow(page), JSON.stringify(await overflowing(page))).toBeLessThanOrEqual(0);
    expect(appErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('the lobby’s lottery card opens /vnLottery', async () => {
    const { page } = await openPage(browser, { width: 1280, height: 900 });
    await logIn(page, site.url, 'jugador1');
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const rows = (await site.app.services.db.execute(
      (
        await import('drizzle-orm')
      ).sql`SELECT id::text AS id FROM games WHERE game_code = 'VN_MB'`,
    )) as unknown as { rows: { id: string }[] };
    const launch = await fetch(`${site.url}/wps/game/launchGame`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ nodeId: rows.rows[0]!.id }),
    });
    expect((await launch.json()).value.url).toBe('/vnLottery?gameCode=VN_MB');
    await page.context().close();
  });
});
