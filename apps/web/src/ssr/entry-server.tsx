import { GAME_CENTER_ROUTES, GAME_LIST_CENTER_ROUTES, HOME_PATHS } from '@crupier/contract/routes';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { appStartQueryOptions, parseSystemStatus } from '@/api/get-app-start';
import { startStateOf } from '@/api/start-state';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { announcementsQueryOptions } from '@/features/lobby/api/announcements';
import type { TAnnouncements } from '@/features/lobby/api/types';
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
};

export type TPageRender = { html: string; language: string; title: string };

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

export function isRenderedPath(pathname: string): boolean {
  return RENDERED_PATHS.has(pathname.toLowerCase());
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders one page at a time: the app reads its language from the one i18next instance. */
let queue: Promise<unknown> = Promise.resolve();

async function renderNow(input: TPageRenderInput): Promise<TPageRender | null> {
  const url = new URL(input.url, 'http://page.local');
  if (!isRenderedPath(url.pathname)) return null;
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
  // A part that fails would be left to the browser: the page is then rendered there whole instead.
  const failures: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
    // The whole page in order, with no boundary sent apart for a script to put in place: the page's
    // security policy runs no inline script.
    {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: (error) => {
        failures.push(error);
      },
    },
  );
  queryClient.clear();
  if (failures.length > 0) throw failures[0];
  return { html: await streamText(prelude), language, title: status.info.merchantName };
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
