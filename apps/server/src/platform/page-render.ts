import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/** What the app's server build renders a page from (apps/web/src/ssr/entry-server.tsx). */
export type PageRenderInput = {
  url: string;
  origin: string;
  status: unknown;
  announcements?: unknown;
  /** The server's own API as a guest of the page's merchant (left out of the cache key: a function). */
  api?: (url: string, init: RequestInit) => Promise<Response>;
};
/** `queries`: the API answers the page was rendered from, for the app to start with (ADR 030). */
export type PageRender = { html: string; language: string; title: string; queries?: unknown };
type RenderModule = { renderPage(input: PageRenderInput): Promise<PageRender | null> };

/** Pages kept rendered: a guest's first screen is the same for every visitor of a merchant and page. */
const CACHE_SIZE = 200;
const CACHE_TTL_MS = 10_000;

/**
 * The visitor's address and country are left out of the key: no page rendered here shows them (the
 * region-block page and the sign-in dialogs, which do, are rendered in the browser).
 */
function cacheKeyOf(input: PageRenderInput) {
  const status = input.status as { location?: unknown } | null;
  return { ...input, status: status && typeof status === 'object' ? { ...status, location: null } : status };
}

/**
 * The first screen of a page as HTML (ADR 029), from the app's server build in `<webDist>/.ssr/`.
 * Null when there is no server build, when the page is not one the app renders on the server, and when
 * the render fails: the page then goes out as before, and the app renders it in the browser.
 */
export async function loadPageRenderer(
  webDist: string,
  log: FastifyBaseLogger,
  now: () => number = Date.now,
) {
  const file = path.join(webDist, '.ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  // Loaded with the first page asked for: the rendered app holds about 40 MB, which an instance that
  // serves only the API never needs.
  let module: Promise<RenderModule> | undefined;
  const load = () => {
    module ??= import(pathToFileURL(file).href) as Promise<RenderModule>;
    return module;
  };
  const cache = new Map<string, { page: PageRender | null; expires: number }>();

  return async (input: PageRenderInput): Promise<PageRender | null> => {
    const key = createHash('sha256')
      .update(JSON.stringify(cacheKeyOf(input)))
      .digest('base64url');
    const hit = cache.get(key);
    if (hit && hit.expires > now()) return hit.page;
    let page: PageRender | null = null;
    try {
      page = await (await load()).renderPage(input);
    } catch (error) {
      log.warn({ err: error, url: input.url }, 'page sent without its server render');
    }
    cache.delete(key);
    cache.set(key, { page, expires: now() + CACHE_TTL_MS });
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
    return page;
  };
}
