import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE } from '@crupier/contract/constants';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './api-paths';
import { sendError } from './error-handler';
import { launchTokenOf, openLaunchedGame, withoutLaunchToken } from './game-launch';
import { guestApi } from './guest-api';
import { loadPageRenderer, type PageRender } from './page-render';
import { contentSecurityPolicy, pageOriginOf, socketOriginOf } from './security-headers';

/**
 * What the page carries so the app starts without a round trip: the merchant's system status and
 * language, the lobby's announcements in that language, and what the first screen will fetch first
 * (its first banner image, the language's lobby texts) as preload hints (ADR 028).
 */
export type PageBoot = {
  status: unknown;
  lang: string;
  announcements?: unknown;
  preloadImages?: readonly string[];
};

/** Text that is safe inside a double-quoted HTML attribute. */
function attribute(value: string) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON that is safe inside a <script> element: no `<` can close it or open a comment. */
export function scriptSafeJson(value: unknown) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * index.html with the boot data in non-executable JSON scripts, the page's language, and preload hints:
 * the first banner image (high priority: it is the page's largest paint) and the modules `preloadModules`
 * names for the language (its lobby texts, which the first render waits for).
 */
export function withBoot(html: string, boot: PageBoot, preloadModules: readonly string[] = []) {
  const lang = /^[a-z]{2}$/.test(boot.lang) ? boot.lang : 'es';
  const hints = [
    ...(boot.preloadImages ?? []).map(
      (href) => `<link rel="preload" as="image" href="${attribute(href)}" fetchpriority="high">`,
    ),
    ...preloadModules.map(moduleHint),
  ];
  const data = [
    `<script id="boot-status" type="application/json">${scriptSafeJson(boot.status)}</script>`,
    boot.announcements === undefined
      ? ''
      : `<script id="boot-announcements" type="application/json">${scriptSafeJson({ language: lang, value: boot.announcements })}</script>`,
  ];
  return html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`)
    .replace('</head>', () => `${hints.join('')}${data.join('')}</head>`);
}

/**
 * The page with its first screen rendered on the server (ADR 029) inside `#root`, which names the
 * language it is in (the app hydrates it only when it starts in that language), and the merchant's
 * name as the title.
 */
export function withFirstScreen(html: string, page: PageRender) {
  const queries =
    page.queries === undefined
      ? ''
      : `<script id="boot-queries" type="application/json">${scriptSafeJson(page.queries)}</script>`;
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${attribute(page.title)}</title>`)
    .replace('</head>', () => `${queries}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-rendered-lang="${attribute(page.language)}">${page.html}</div>`,
    );
}

/** The engine of a game session (`game.engine`), as the build names its view's folder. */
function engineOf(game: unknown): string {
  const engine = (game as { game?: { engine?: unknown } } | null)?.game?.engine;
  return typeof engine === 'string' && /^[a-z]+$/.test(engine) ? engine : '';
}

type ManifestChunk = { file?: string; css?: string[]; imports?: string[] };

type Manifest = Record<string, ManifestChunk>;

export function readManifest(webDist: string): Manifest {
  const file = path.join(webDist, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : {};
}

/**
 * The app's modules and styles (`src/main.tsx`, which the page's small entry imports, ADR 029) with
 * everything they import, from Vite's manifest: the page names them in its head, so they download
 * while it is parsed and its server-rendered first screen is styled when it is first painted.
 */
export function appAssets(
  manifest: Manifest,
  entries: readonly string[] = ['src/main.tsx'],
): { modules: string[]; styles: string[] } {
  const modules = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk?.file || modules.has(`/${chunk.file}`)) return;
    modules.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return { modules: [...modules], styles: [...styles] };
}

/**
 * What a house game page needs beyond the app's own modules and styles (ADR 031): the game page's route
 * and the view of the game's engine (`session.game.engine`), with what they import.
 */
export function gamePageAssets(
  manifest: Manifest,
  engine: string,
  app: { modules: string[]; styles: string[] },
): { modules: string[]; styles: string[] } {
  const view = /^[a-z]+$/.test(engine)
    ? Object.keys(manifest).filter((key) =>
        new RegExp(`^src/features/seamless/engines/${engine}/[a-z-]+-view\\.tsx$`).test(key),
      )
    : [];
  const own = appAssets(manifest, ['src/features/seamless/routes/seamless.tsx', ...view]);
  return {
    modules: own.modules.filter((href) => !app.modules.includes(href)),
    styles: own.styles.filter((href) => !app.styles.includes(href)),
  };
}

function moduleHint(href: string) {
  return `<link rel="modulepreload" crossorigin href="${attribute(href)}">`;
}

/** Where a server-rendered page names the app's modules: the page's entry hints them once it has loaded. */
export const LATER_MODULES_ID = 'app-modules';

/**
 * index.html with the app's styles in its head, inline (`inlineStyles`), and its modules hinted.
 * `modulesLater`: a page the server rendered does not need the app to show itself (ADR 030), so its
 * modules are named in an inert template, hinted once the page has loaded.
 */
export function withAppAssets(
  html: string,
  webDist: string,
  assets: { modules: string[]; styles: string[] },
  options: { modulesLater?: boolean } = {},
) {
  const styles = inlineStyles(webDist, assets.styles);
  const modules = assets.modules.map(moduleHint).join('');
  if (options.modulesLater) {
    return html
      .replace('</head>', () => `${styles}</head>`)
      .replace('</body>', () => `<template id="${LATER_MODULES_ID}">${modules}</template></body>`);
  }
  return html.replace('</head>', () => `${styles}${modules}</head>`);
}

/**
 * Styles inline (the first paint waits on no stylesheet download: a phone's slow round trip). A style
 * that could close its element is linked. Each inline style has a disabled link to its file beside it:
 * a disabled stylesheet is not fetched, and Vite's loader of the app, finding the link, does not fetch
 * the file again.
 */
function inlineStyles(webDist: string, hrefs: readonly string[]) {
  return hrefs
    .map((href) => {
      const css = fs.readFileSync(path.join(webDist, href), 'utf8');
      return /<\/style/i.test(css)
        ? `<link rel="stylesheet" crossorigin href="${attribute(href)}">`
        : `<style>${css}</style><link rel="stylesheet" href="${attribute(href)}" disabled>`;
    })
    .join('');
}

/**
 * A house game page (ADR 031): the session the server opened for its launch token, for the page to
 * start with, and the game's own styles and modules. A page the server rendered names the modules in
 * its template, hinted with the app's; any other page preloads them at once.
 */
export function withGame(
  html: string,
  game: unknown,
  assets: { modules: string[]; styles: string },
  texts: readonly string[] = [],
) {
  const modules = [...assets.modules, ...texts].map(moduleHint).join('');
  const data = `<script id="boot-game" type="application/json">${scriptSafeJson(game)}</script>`;
  const start = `<template id="${LATER_MODULES_ID}">`;
  if (html.includes(start)) {
    return html
      .replace('</head>', () => `${assets.styles}${data}</head>`)
      .replace(start, () => `${start}${modules}`);
  }
  return html.replace('</head>', () => `${assets.styles}${modules}${data}</head>`);
}

/**
 * The built module of each language's texts of a namespace, from Vite's
 * manifest (`build.manifest`): the page hints it so it loads with the app's own modules instead of after
 * them.
 */
export function textModules(manifest: Manifest, namespace: string): Record<string, string> {
  const modules: Record<string, string> = {};
  const pattern = new RegExp(`^src/i18n/locales/${namespace}/([a-z]{2})\\.ts$`);
  for (const [source, chunk] of Object.entries(manifest)) {
    const match = pattern.exec(source);
    if (match && chunk.file) modules[match[1]!] = `/${chunk.file}`;
  }
  return modules;
}

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (never cached) for every
 * other GET that is not an API path, so each client route of the spec is answered by the app. The page
 * carries the system status (`bootFor`), so the first render does not wait for `/wps/system/status`.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  imageOriginsFor: (host: string) => Promise<readonly string[]> = async () => [],
  bootFor: (request: FastifyRequest) => Promise<PageBoot | null> = async () => null,
  options: { serverRender?: boolean } = {},
) {
  const indexFile = path.join(webDist, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const indexSource = hasBuild ? fs.readFileSync(indexFile, 'utf8') : '';
  const manifest = hasBuild ? readManifest(webDist) : {};
  const assets = appAssets(manifest);
  const indexHtml = hasBuild ? withAppAssets(indexSource, webDist, assets) : '';
  const renderedIndexHtml = hasBuild
    ? withAppAssets(indexSource, webDist, assets, { modulesLater: true })
    : '';
  const lobbyTexts = textModules(manifest, 'lobby');
  const gameTexts = textModules(manifest, 'games');
  const renderPage = hasBuild && options.serverRender ? await loadPageRenderer(webDist, app.log) : null;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside each asset (vite-precompress.ts): sent as they are.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  /** A game page's own styles (inline) and modules, by engine: read from the build once. */
  const gameAssets = new Map<string, { modules: string[]; styles: string }>();
  /** A namespace's texts in the page's language and in the default one, which the app loads with them. */
  const textsOf = (modules: Record<string, string>, lang: string) =>
    [...new Set([modules[lang], modules[DEFAULT_LANGUAGE]])].filter((href) => href !== undefined);
  const gameAssetsOf = (game: unknown) => {
    const engine = engineOf(game);
    let kept = gameAssets.get(engine);
    if (!kept) {
      const own = gamePageAssets(manifest, engine, assets);
      kept = { modules: own.modules, styles: inlineStyles(webDist, own.styles) };
      gameAssets.set(engine, kept);
    }
    return kept;
  };

  async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    const origins = await imageOriginsFor(request.hostname).catch(() => []);
    const boot = await bootFor(request).catch((error: unknown) => {
      request.log.warn({ err: error }, 'page sent without its boot status');
      return null;
    });
    // A house game page opens its game here, so the page comes with it (ADR 031).
    const launch = boot && launchTokenOf(request);
    const game = launch ? await openLaunchedGame(app, request, launch) : null;
    const withItsGame = (html: string) =>
      game && boot ? withGame(html, game, gameAssetsOf(game), textsOf(gameTexts, boot.lang)) : html;
    if (!boot) return sendPage(reply, request, origins, indexHtml);
    const lobbyText = lobbyTexts[boot.lang] ? [lobbyTexts[boot.lang]!] : [];
    const origin = pageOriginOf(request);
    const page =
      origin &&
      (await renderPage?.({
        url: game ? withoutLaunchToken(request.url) : request.url,
        origin,
        status: boot.status,
        announcements:
          boot.announcements === undefined ? undefined : { language: boot.lang, value: boot.announcements },
        api: guestApi(app, request),
        ...(game ? { game } : {}),
      }));
    if (!page)
      return sendPage(reply, request, origins, withItsGame(withBoot(indexHtml, boot, lobbyText)), game);
    const html = withBoot(renderedIndexHtml, boot).replace(
      `<template id="${LATER_MODULES_ID}">`,
      (start) => `${start}${lobbyText.map(moduleHint).join('')}`,
    );
    return sendPage(reply, request, origins, withItsGame(withFirstScreen(html, page)), game);
  }

  function sendPage(
    reply: FastifyReply,
    request: FastifyRequest,
    origins: readonly string[],
    html: string,
    game: unknown = null,
  ) {
    return (
      reply
        // A game page carries one player's game session: no cache keeps it.
        .header('cache-control', game ? 'no-store' : 'no-cache')
        .header('content-security-policy', contentSecurityPolicy(origins, socketOriginOf(request)))
        .type('text/html; charset=utf-8')
        .send(html)
    );
  }
  if (hasBuild) app.get('/', { schema: { hide: true } }, sendShell);

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (wantsPage && !isApiPath(request.url) && hasBuild) return sendShell(request, reply);
    if (wantsPage && !isApiPath(request.url) && !hasBuild) {
      return sendError(request, reply, {
        status: 404,
        code: 'not_found',
        message: 'The web app is not built: run npm run build',
      });
    }
    return sendError(request, reply, { status: 404, code: 'not_found' });
  });
}
