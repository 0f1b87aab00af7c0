import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './api-paths';
import { sendError } from './error-handler';
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
export function appAssets(manifest: Manifest): { modules: string[]; styles: string[] } {
  const modules = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk?.file || modules.has(`/${chunk.file}`)) return;
    modules.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('src/main.tsx');
  return { modules: [...modules], styles: [...styles] };
}

function moduleHint(href: string) {
  return `<link rel="modulepreload" crossorigin href="${attribute(href)}">`;
}

/** Where a server-rendered page names the app's modules: the page's entry hints them once it has loaded. */
export const LATER_MODULES_ID = 'app-modules';

/**
 * index.html with the app's styles in its head, inline (the first paint waits on no stylesheet download:
 * a phone's slow round trip), and its modules hinted. A style that could close its element is linked.
 * Each inline style has a disabled link to its file beside it: a disabled stylesheet is not fetched,
 * and Vite's loader of the app, finding the link, does not fetch the file again.
 * `modulesLater`: a page the server rendered does not need the app to show itself (ADR 030), so its
 * modules are named in an inert template, hinted once the page has loaded.
 */
export function withAppAssets(
  html: string,
  webDist: string,
  assets: { modules: string[]; styles: string[] },
  options: { modulesLater?: boolean } = {},
) {
  const styles = assets.styles.map((href) => {
    const css = fs.readFileSync(path.join(webDist, href), 'utf8');
    return /<\/style/i.test(css)
      ? `<link rel="stylesheet" crossorigin href="${attribute(href)}">`
      : `<style>${css}</style><link rel="stylesheet" href="${attribute(href)}" disabled>`;
  });
  const modules = assets.modules.map(moduleHint).join('');
  if (options.modulesLater) {
    return html
      .replace('</head>', () => `${styles.join('')}</head>`)
      .replace('</body>', () => `<template id="${LATER_MODULES_ID}">${modules}</template></body>`);
  }
  return html.replace('</head>', () => `${styles.join('')}${modules}</head>`);
}

/**
 * The built module of each language's lobby texts, from Vite's manifest (`build.manifest`): the page
 * hints it so it loads with the app's own modules instead of after them.
 */
export function lobbyTextModules(manifest: Manifest): Record<string, string> {
  const modules: Record<string, string> = {};
  for (const [source, chunk] of Object.entries(manifest)) {
    const match = /^src\/i18n\/locales\/lobby\/([a-z]{2})\.ts$/.exec(source);
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
  const lobbyTexts = lobbyTextModules(manifest);
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

  async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    const origins = await imageOriginsFor(request.hostname).catch(() => []);
    const boot = await bootFor(request).catch((error: unknown) => {
      request.log.warn({ err: error }, 'page sent without its boot status');
      return null;
    });
    if (!boot) return sendPage(reply, request, origins, indexHtml);
    const lobbyText = lobbyTexts[boot.lang] ? [lobbyTexts[boot.lang]!] : [];
    const origin = pageOriginOf(request);
    const page =
      origin &&
      (await renderPage?.({
        url: request.url,
        origin,
        status: boot.status,
        announcements:
          boot.announcements === undefined ? undefined : { language: boot.lang, value: boot.announcements },
        api: guestApi(app, request),
      }));
    if (!page) return sendPage(reply, request, origins, withBoot(indexHtml, boot, lobbyText));
    const html = withBoot(renderedIndexHtml, boot).replace(
      `<template id="${LATER_MODULES_ID}">`,
      (start) => `${start}${lobbyText.map(moduleHint).join('')}`,
    );
    return sendPage(reply, request, origins, withFirstScreen(html, page));
  }

  function sendPage(reply: FastifyReply, request: FastifyRequest, origins: readonly string[], html: string) {
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', contentSecurityPolicy(origins, socketOriginOf(request)))
      .type('text/html; charset=utf-8')
      .send(html);
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
