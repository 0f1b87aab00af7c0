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
  /** The house game session a game page opens with (ADR 031): that page is one player's, never kept. */
  game?: unknown;
};
/** `queries`: the API answers the page was rendered from, for the app to start with (ADR 030). */
export type PageRender = { html: string; language: string; title: string; queries?: unknown };
type RenderModule = { renderPage(input: PageRenderInput): Promise<PageRender | null> };

/** Pages kept rendered: a guest's first screen is the same for every visitor of a merchant and page. */
const CACHE_SIZE = 200;
const CACHE_TTL_MS = 10_000;
/** How long after that a kept page may still be sent, once, while it is rendered anew. */
const STALE_MS = 50_000;

type StatusForKey = {
  location?: unknown;
  info?: { customerService?: { path?: unknown }[] } & Record<string, unknown>;
} & Record<string, unknown>;

/**
 * The visitor's address and country are left out of the key: no page rendered here shows them (the
 * region-block page and the sign-in dialogs, which do, are rendered in the browser). So are the
 * customer-service paths, encrypted anew (a fresh IV) for every request: the page does not show them
 * (the app decrypts them from the page's status when a visitor opens support), and with them in the key
 * no render would ever be used twice.
 */
function cacheKeyOf(input: PageRenderInput) {
  const status = input.status as StatusForKey | null;
  if (!status || typeof status !== 'object') return input;
  const info = status.info;
  const customerService = Array.isArray(info?.customerService)
    ? info.customerService.map((entry) => ({ ...entry, path: null }))
    : info?.customerService;
  return {
    ...input,
    status: { ...status, location: null, info: info && { ...info, customerService } },
  };
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
  type Entry = { page: PageRender | null; expires: number; refreshing?: Promise<unknown> };
  const cache = new Map<string, Entry>();

  /** The render, or null when it fails (logged): the page then goes out without it. */
  const renderOrNull = async (input: PageRenderInput, failure: string) => {
    try {
      return await (await load()).renderPage(input);
    } catch (error) {
      log.warn({ err: error, url: input.url }, failure);
      return null;
    }
  };

  const renderAndKeep = async (key: string, input: PageRenderInput) => {
    const page = await renderOrNull(input, 'page sent without its server render');
    cache.delete(key);
    cache.set(key, { page, expires: now() + CACHE_TTL_MS });
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
    return page;
  };

  return async (input: PageRenderInput): Promise<PageRender | null> => {
    if (input.game !== undefined) return renderOrNull(input, 'game page sent without its server render');
    const key = createHash('sha256')
      .update(JSON.stringify(cacheKeyOf(input)))
      .digest('base64url');
    const hit = cache.get(key);
    if (hit && hit.expires > now()) return hit.page;
    // A page kept a little longer is sent while its next render is made: no visitor waits for one.
    if (hit?.page && hit.expires + STALE_MS > now()) {
      hit.refreshing ??= renderAndKeep(key, input);
      return hit.page;
    }
    return renderAndKeep(key, input);
  };
}
