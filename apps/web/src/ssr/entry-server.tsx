import { GAME_CENTER_ROUTES, GAME_LIST_CENTER_ROUTES, HOME_PATHS } from '@crupier/contract/routes';
import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { setApiTransport } from '@/api/client';
import type { TGameSession } from '@/api/game-session-types';
import { appStartQueryOptions, parseSystemStatus } from '@/api/get-app-start';
import { startStateOf } from '@/api/start-state';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { announcementsQueryOptions } from '@/features/lobby/api/announcements';
import type { TAnnouncements } from '@/features/lobby/api/types';
import { setGameForServerRender, storedGameOf } from '@/features/seamless/shell/stored-game';
import { initI18n, loadLocale, loadNamespace, setLanguageForRender } from '@/i18n/i18n';
import { resolveStartLanguage } from '@/i18n/language';
import { setServerPageOrigin } from '@/lib/page-origin';

export type TPageRenderInput = {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  /** `https://host` of the request. */
  origin: string;
  status: unknown;
  announcements?: { language: string; value: TAnnouncements };
  /**
   * The server's own API, called as a guest of the page's merchant: the lobby data the first screen
   * shows (hot games, the first rows) is fetched through it and rendered with the page (ADR 030).
   */
  api?: (url: string, init: RequestInit) => Promise<Response>;
  /**
   * A house game page's session, opened by the server for the page's launch token (ADR 031): the page is
   * rendered with its game, as the app shows it once the session is in the tab.
   */
  game?: unknown;
};

export type TPageRender = {
  html: string;
  language: string;
  title: string;
  /** The answers the page was rendered from, for the app to start with (TanStack Query's dehydrated form). */
  queries?: DehydratedState;
};

const handler = createStaticHandler(routes);

/**
 * The pages a guest may land on, rendered here. Pages behind a sign-in, the sign-in dialogs, the game
 * shell, the agent centre and the back office are rendered in the browser.
 */
const RENDERED_PATHS = new Set(
  [
    ...HOME_PATHS,
    ...Object.keys(GAME_CENTER_ROUTES),
    ...Object.keys(GAME_LIST_CENTER_ROUTES),
    '/promotions',
  ].map((path) => path.toLowerCase()),
);

/** The house games' page: rendered here only with the game the server opened for it. */
const GAME_PATH = '/seamless';

export function isRenderedPath(pathname: string, hasGame = false): boolean {
  const path = pathname.toLowerCase();
  return RENDERED_PATHS.has(path) || (hasGame && path === GAME_PATH);
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

function refusedOnServer(): Promise<Response> {
  return Promise.reject(new Error('No API outside a page render'));
}
setApiTransport(refusedOnServer);

async function renderHtml(page: ReactNode): Promise<string> {
  // A part that fails would be left to the browser: the page is then rendered there whole instead.
  const failures: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(page, {
    // The whole page in order, with no boundary sent apart for a script to put in place: the page's
    // security policy runs no inline script.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      failures.push(error);
    },
  });
  if (failures.length > 0) throw failures[0];
  return streamText(prelude);
}

/**
 * Fetches what a render asked for and did not have (each query is created by the component that reads
 * it), each once, without retries. One that fails is dropped, so the page shows it loading, as the
 * browser's first render will, and the browser fetches it.
 */
async function fetchAskedFor(queryClient: QueryClient, tried: Set<string>): Promise<Set<string>> {
  const asked = queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) => query.state.status === 'pending' && query.options.queryFn && !tried.has(query.queryHash),
    );
  const fetched = new Set<string>();
  await Promise.all(
    asked.map((query) => {
      tried.add(query.queryHash);
      return queryClient.fetchQuery({ ...query.options, queryKey: query.queryKey, retry: false }).then(
        () => fetched.add(query.queryHash),
        () => queryClient.removeQueries({ queryKey: query.queryKey, exact: true }),
      );
    }),
  );
  return fetched;
}

const MAX_RENDERS = 3;

/** Renders one page at a time: the app reads its language from the one i18next instance. */
let queue: Promise<unknown> = Promise.resolve();

async function renderNow(input: TPageRenderInput): Promise<TPageRender | null> {
  const url = new URL(input.url, 'http://page.local');
  const game = input.game === undefined ? null : storedGameOf({ session: input.game as TGameSession });
  if (!isRenderedPath(url.pathname, game !== null)) return null;
  const status = parseSystemStatus(input.status);
  if (startStateOf(status) !== 0) return null;
  const language = resolveStartLanguage(status.info);
  setServerPageOrigin(input.origin);
  initI18n();
  await loadLocale(language);
  setLanguageForRender(language);
  // The namespaces the first screen of a guest's page reads, so nothing waits on them mid-render.
  await loadNamespace('lobby');

  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  // A route that failed (its module, its texts) is left to the browser, which shows its error page.
  if (context.errors) throw Object.values(context.errors)[0];
  const router = createStaticRouter(handler.dataRoutes, context);

  const queryClient = createQueryClient();
  queryClient.setQueryData(appStartQueryOptions().queryKey, { status, state: 0 });
  if (input.announcements) {
    const key = announcementsQueryOptions(input.announcements.language).queryKey;
    queryClient.setQueryData(key, input.announcements.value);
  }
  const page = (
    <StrictMode>
      <App queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>
  );
  const title = status.info.merchantName;
  setGameForServerRender(game);
  try {
    if (!input.api) return { html: await renderHtml(page), language, title };
    setApiTransport(input.api);
    // A render names the data the page reads (a section may read more once the vendor lanes are in):
    // rendered again with it, at most three times.
    const fetched = new Set<string>();
    const tried = new Set<string>();
    let html = await renderHtml(page);
    for (let pass = 1; pass < MAX_RENDERS; pass++) {
      const more = await fetchAskedFor(queryClient, tried);
      if (more.size === 0) break;
      for (const hash of more) fetched.add(hash);
      html = await renderHtml(page);
    }
    const queries = dehydrate(queryClient, { shouldDehydrateQuery: (query) => fetched.has(query.queryHash) });
    return { html, language, title, queries };
  } finally {
    setApiTransport(refusedOnServer);
    setGameForServerRender(null);
    queryClient.clear();
  }
}

/**
 * The page's first screen as HTML (ADR 029), as a guest sees it in the merchant's language: the app
 * hydrates it. Null where the page is not rendered here (maintenance, region block, a redirect).
 */
export function renderPage(input: TPageRenderInput): Promise<TPageRender | null> {
  const result = queue.then(() => renderNow(input));
  queue = result.catch(() => undefined);
  return result;
}
