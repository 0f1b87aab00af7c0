// @vitest-environment node
import type { ZAnnouncement } from '@crupier/contract/catalog';
import { HOME_BANNER_GROUP } from '@crupier/contract/constants';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { gameSession } from '@/features/seamless/shell/test-session';
import { makeStatus } from '@/test/fixtures';
import { isRenderedPath, renderPage, type TPageRenderInput } from './entry-server';

type TAnnouncement = z.infer<typeof ZAnnouncement>;

const ORIGIN = 'https://casino.example';

const announcement = (fields: Partial<TAnnouncement>): TAnnouncement => ({
  id: 'a1',
  title: '',
  content: '',
  promotionType: null,
  execution: '',
  groupName: null,
  url: null,
  linkUrl: null,
  ...fields,
});

const announcements = {
  language: 'es',
  value: {
    banners: [
      announcement({
        title: 'Bono de bienvenida',
        url: '/media/banners/welcome.svg',
        groupName: HOME_BANNER_GROUP,
      }),
    ],
    player: [announcement({ id: 'n1', title: 'Aviso', content: 'Mantenimiento el lunes' })],
    popup: [],
    promotion: [],
  },
} as unknown as TPageRenderInput['announcements'];

describe('the server render of a page (ADR 029)', () => {
  it('renders the home page a guest sees, in order and with no script', async () => {
    const page = await renderPage({ url: '/', origin: ORIGIN, status: makeStatus(), announcements });
    expect(page).not.toBeNull();
    expect(page!.language).toBe('es');
    expect(page!.title).toBe('Crupier Demo');
    const html = page!.html;
    expect(html).toContain('data-testid="header"');
    expect(html).toContain('Iniciar sesión');
    expect(html).toContain('data-testid="footer"');
    expect(html).toContain('Lobby de juegos');
    expect(html).toContain('Bono de bienvenida');
    expect(html).toContain('data-testid="notice-marquee"');
    // Every Suspense boundary is complete in place: nothing waits for an inline script (the policy runs none).
    expect(html).not.toMatch(/<script|<template|<!--\$[?!]-->/);
  });

  it('renders in the merchant default language', async () => {
    const status = makeStatus({ info: { defaultLanguage: 'en' } });
    const page = await renderPage({ url: '/rng', origin: ORIGIN, status });
    expect(page!.language).toBe('en');
    expect(page!.html).toContain('Sign in');
    expect(page!.html).not.toContain('Iniciar sesión');
  });

  it('renders the game list and promotions pages a guest may land on', async () => {
    for (const url of ['/rng', '/live?vendor=PG', '/sports', '/promotions', '/?gameType=SLOT']) {
      const page = await renderPage({ url, origin: ORIGIN, status: makeStatus() });
      expect(page?.html, url).toContain('data-testid="main"');
    }
  });

  it('leaves to the browser what a guest does not see as is: sign-in, member pages, games, ops', async () => {
    for (const url of [
      '/login',
      '/register',
      '/member?page=deposit',
      '/seamless?game=x',
      '/backoffice',
      '/agent',
    ]) {
      expect(await renderPage({ url, origin: ORIGIN, status: makeStatus() }), url).toBeNull();
    }
    expect(isRenderedPath('/RNG')).toBe(true);
  });

  it('renders a house game page with the game the server opened for it, and leaves one without to the browser (ADR 031)', async () => {
    const game = gameSession({ engine: 'dice' });
    const page = await renderPage({ url: '/seamless', origin: ORIGIN, status: makeStatus(), game });
    expect(page).not.toBeNull();
    const html = page!.html;
    expect(html).toContain('Dados de Oro');
    expect(html).toContain('data-engine="dice"');
    // The engine's own view (a lazy module) is in the page, not its loading state.
    expect(html).not.toContain('game-stage__loading');
    expect(html).toMatch(/\$100,00/);
    expect(html).not.toMatch(/<script|<template|<!--\$[?!]-->/);
    // The next page rendered knows nothing of that game.
    expect(await renderPage({ url: '/seamless', origin: ORIGIN, status: makeStatus() })).toBeNull();
    const notAGame = { ...game, sessionId: 7 };
    expect(
      await renderPage({ url: '/seamless', origin: ORIGIN, status: makeStatus(), game: notAGame }),
    ).toBeNull();
    expect(isRenderedPath('/seamless')).toBe(false);
    expect(isRenderedPath('/Seamless', true)).toBe(true);
  });

  it('leaves the maintenance and region-block pages to the browser', async () => {
    expect(
      await renderPage({ url: '/', origin: ORIGIN, status: makeStatus({ maintenance: true }) }),
    ).toBeNull();
    expect(
      await renderPage({ url: '/', origin: ORIGIN, status: makeStatus({ regionRestriction: true }) }),
    ).toBeNull();
  });

  it('refuses a status that is not one', async () => {
    await expect(renderPage({ url: '/', origin: ORIGIN, status: { nope: true } })).rejects.toThrow();
  });

  it('renders the first rows with the games the API answers, and hands the answers to the app (ADR 030)', async () => {
    const game = (n: number) => ({
      nodeId: String(n),
      vassalage: 'HOUSE',
      gameType: 'RNG',
      gameCode: `g${n}`,
      isGame: '1',
      gameClassify: null,
      gameName: `Juego caliente ${n}`,
      nodeName: `Juego caliente ${n}`,
      displayName: `Juego caliente ${n}`,
      isHot: true,
      supportPlay: 0,
      showIcon: true,
      iconUrl: `/media/games/${n}.svg`,
      minBet: '100',
      lineNum: 0,
    });
    const asked: string[] = [];
    const api = async (url: string): Promise<Response> => {
      asked.push(url);
      if (url.endsWith('GCSGAME_hotGamesV2')) {
        return Response.json({ success: true, value: { games: [game(1), game(2)] } });
      }
      // Every other call fails: the page shows it loading, and the browser asks again.
      return Response.json({ success: false, code: 'internal' }, { status: 500 });
    };
    const page = await renderPage({ url: '/', origin: ORIGIN, status: makeStatus(), announcements, api });
    expect(asked).toContain('/wps/relay/GCSGAME_hotGamesV2');
    expect(page!.html).toContain('Juego caliente 2');
    // Its picture is left to the browser's lazy loading: the page shows it without the app.
    expect(page!.html).toMatch(/<img src="\/media\/games\/1\.svg\?lang=es" loading="lazy"/);
    const queries = page!.queries?.queries ?? [];
    const keys = queries.map((query) => query.queryKey);
    expect(keys).toContainEqual(['lobby', 'hot', 'es']);
    // What failed is not handed over: the app fetches it.
    expect(keys).not.toContainEqual(['lobby', 'lanes']);
    // Without the API, the page renders as before: no data, nothing handed over.
    const plain = await renderPage({ url: '/', origin: ORIGIN, status: makeStatus(), announcements });
    expect(plain!.html).not.toContain('Juego caliente');
    expect(plain!.queries).toBeUndefined();
  });
});
