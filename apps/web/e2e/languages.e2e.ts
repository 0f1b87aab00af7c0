import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSiteAndBrowser, openPage, type RunningSite, startSiteAndBrowser } from './harness';
import { horizontalOverflow, logIn, shot } from './helpers';

/**
 * Issue 20, "every language is whole": on the main pages, in es, en, pt and ty, on a phone and a
 * desktop, no visible text is another language's. A text is foreign when it is exactly a text of
 * another language's tables (UI locale tables of every namespace, and the merchant's content: banners,
 * notices, help articles, promotions) and not one of the chosen language's.
 */

const LANGUAGES = ['es', 'en', 'pt', 'ty'] as const;
type TLanguage = (typeof LANGUAGES)[number];

type Table = Record<string, string>;
const localeFiles = {
  ...import.meta.glob<{ default: Table }>('../src/i18n/locales/*.ts', { eager: true }),
  ...import.meta.glob<{ default: Table }>('../src/i18n/locales/*/*.ts', { eager: true }),
  ...import.meta.glob<{ default: Table }>('../src/features/*/i18n/{es,en,pt,ty}.ts', { eager: true }),
};

/** Texts as the page shows them: placeholders cut out ("{{count}} juegos" is matched as "juegos"). */
const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every UI text of each language (the back office is es/en only and is not a player page). */
function localeTexts(): Record<TLanguage, Set<string>> {
  const texts = Object.fromEntries(LANGUAGES.map((l) => [l, new Set<string>()])) as Record<
    TLanguage,
    Set<string>
  >;
  for (const [file, module] of Object.entries(localeFiles)) {
    if (file.includes('/backoffice/')) continue;
    const language = /\/(es|en|pt|ty)\.ts$/.exec(file)?.[1] as TLanguage | undefined;
    if (!language) continue;
    for (const value of Object.values(module.default)) {
      if (!value.includes('{{')) texts[language].add(normal(value));
    }
  }
  return texts;
}

type Row = { texts: Record<string, string> };
const strip = (html: string) => normal(html.replace(/<[^>]+>/g, ' '));

/** The merchant's content of each language: banner and notice titles, help titles, promotion titles. */
async function contentTexts(site: RunningSite): Promise<Record<TLanguage, Set<string>>> {
  const db = site.app.services.db;
  const rows = (query: ReturnType<typeof sql>) =>
    db.execute(query).then((result) => (result as unknown as { rows: Row[] }).rows);
  const texts = Object.fromEntries(LANGUAGES.map((l) => [l, new Set<string>()])) as Record<
    TLanguage,
    Set<string>
  >;
  const all = [
    ...(await rows(sql`SELECT titles AS texts FROM announcements`)),
    ...(await rows(sql`SELECT titles AS texts FROM promotions`)),
    ...(await rows(sql`SELECT jsonb_build_object(lang, title) AS texts FROM help_articles`)),
  ];
  for (const row of all) {
    for (const [language, text] of Object.entries(row.texts)) {
      if ((LANGUAGES as readonly string[]).includes(language)) texts[language as TLanguage].add(strip(text));
    }
  }
  return texts;
}

/**
 * The visible texts of the page, each text node on its own, leaving out what is no language's: game
 * and studio names (brands), numbers and money, the username, and texts with no letters.
 */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skip =
      '[data-testid="game-card"], [data-vendor], .vendor-badge, [data-testid="balance"], code, pre';
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const parent = node.parentElement;
      if (!text || !/\p{L}/u.test(text) || !parent || parent.closest(skip)) continue;
      if (parent.closest('[hidden], [aria-hidden="true"], script, style, noscript')) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || style.display === 'none' || parent.getClientRects().length === 0)
        continue;
      found.add(text);
    }
    return [...found];
  });
}

let site: RunningSite;
let browser: Browser;
let ui: Record<TLanguage, Set<string>>;
let content: Record<TLanguage, Set<string>>;

beforeAll(async () => {
  ({ site, browser } = await startSiteAndBrowser());
  ui = localeTexts();
  content = await contentTexts(site);
});
afterAll(() => closeSiteAndBrowser(site, browser));

/** Texts of the other languages that the chosen one does not have too. */
function foreignTexts(language: TLanguage): Map<string, TLanguage> {
  const own = new Set([...ui[language], ...content[language]]);
  const foreign = new Map<string, TLanguage>();
  for (const other of LANGUAGES) {
    if (other === language) continue;
    for (const text of [...ui[other], ...content[other]]) if (!own.has(text)) foreign.set(text, other);
  }
  return foreign;
}

/**
 * Waits until the page is in the chosen language and its data and lazy texts have arrived: the page
 * is scrolled through first, so the sections that load as they come near the screen load too (their
 * texts are checked as well, and no placeholder is left waiting for a scroll that never comes).
 */
async function settle(page: Page, language: TLanguage) {
  const lang = language === 'ty' ? 'fil' : language;
  await page.waitForFunction((expected) => document.documentElement.lang === expected, lang);
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
  await page.waitForLoadState('networkidle');
  // Image placeholders stay on cards scrolled sideways out of a row; they hold no text.
  await page.waitForFunction(
    () => !document.querySelector('.skeleton:not(.lazy-img__skeleton), [aria-busy="true"]'),
    undefined,
    { timeout: 15_000 },
  );
}

const PAGES = [
  ['home', '/'],
  ['rng', '/rng'],
  ['promotions', '/promotions'],
  ['help', '/help'],
  ['member', '/member'],
] as const;

const DEVICES = [
  ['phone', 390, 844],
  ['desktop', 1280, 800],
] as const;

describe('every language is whole (issue 20)', () => {
  for (const [device, width, height] of DEVICES) {
    it(`${device}: home, /rng, /promotions, help and the member centre show only the chosen language`, async () => {
      const { page } = await openPage(browser, { width, height });
      await logIn(page, site.url, 'jugador1');
      const problems: string[] = [];
      for (const language of LANGUAGES) {
        const foreign = foreignTexts(language);
        await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
        for (const [name, path] of PAGES) {
          await page.goto(`${site.url}${path}`);
          await settle(page, language);
          for (const text of await visibleTexts(page)) {
            const other = foreign.get(text);
            if (other) problems.push(`${language} ${device} ${path}: "${text}" is ${other}`);
          }
          if (name === 'home') {
            // The banner and notice titles are the chosen language's content.
            const titles = await page
              .locator('[data-testid="banner"] .carousel__title')
              .evaluateAll((nodes) => nodes.map((n) => (n.textContent ?? '').trim()));
            expect(titles.length, `${language} ${device} banners`).toBeGreaterThan(0);
            for (const title of titles) {
              if (!content[language].has(title)) problems.push(`${language} ${device} banner: "${title}"`);
            }
          }
          expect(
            await horizontalOverflow(page),
            `${language} ${device} ${path} overflow`,
          ).toBeLessThanOrEqual(1);
          await shot(page, `languages-${language}-${name}-${device}`);
        }
      }
      await page.context().close();
      expect(problems).toEqual([]);
    }, 240_000);
  }

  it('the Filipino header keeps the logo whole beside long button labels', async () => {
    for (const [device, width, height] of DEVICES) {
      const { page } = await openPage(browser, { width, height });
      await page.goto(site.url);
      await page.evaluate(() => localStorage.setItem('lang', 'ty'));
      await page.goto(site.url);
      await settle(page, 'ty');
      const logo = (await page.locator('.header__logo').boundingBox())!;
      const brand = (await page.locator('.header__brand').boundingBox())!;
      expect(logo.width, device).toBeGreaterThanOrEqual(24);
      // The brand is as wide as the logo at least, and nothing of the actions lies over it.
      expect(brand.width, device).toBeGreaterThanOrEqual(logo.width);
      const header = await page.locator('[data-testid="header"]').boundingBox();
      const actions = await page.locator('.header__actions').boundingBox();
      expect(actions!.x, device).toBeGreaterThanOrEqual(logo.x + logo.width);
      expect(actions!.x + actions!.width, device).toBeLessThanOrEqual(header!.x + header!.width + 1);
      expect(await horizontalOverflow(page), device).toBeLessThanOrEqual(1);
      await shot(page, `languages-ty-header-${device}`);
      await page.context().close();
    }
  });
});
