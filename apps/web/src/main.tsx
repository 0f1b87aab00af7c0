import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { takeBootScript } from '@/api/boot-script';
import { appStartQueryOptions, bootAppStart } from '@/api/get-app-start';
import { announcementsQueryOptions, bootAnnouncements } from '@/features/lobby/api/announcements';
import { hasTabLobbyData, rememberPageLobbyData } from '@/features/lobby/api/tab-cache';
import { adoptTokenFromUrl, getToken, joinOpenTabs } from './api/session';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { applyLanguage, initI18n } from './i18n/i18n';
import { resolveStartLanguage } from './i18n/language';
import { registerServiceWorker } from './lib/service-worker';
import { startTheme } from './styles/theme';
import './styles/index.css';

startTheme();
initI18n();
adoptTokenFromUrl();
// A new tab asks the open ones for their session before the first render (guards wait meanwhile).
joinOpenTabs();

// Created now so the current route's chunk loads while the system status is fetched.
const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

const queryClient = createQueryClient();
// The server put the system status in the page: the app starts without waiting for it.
const boot = bootAppStart();
if (boot) queryClient.setQueryData(appStartQueryOptions().queryKey, boot);
// And the lobby's announcements in the merchant's language: the banner shows with the first render.
const announcements = bootAnnouncements();
if (announcements) {
  queryClient.setQueryData(announcementsQueryOptions(announcements.language).queryKey, announcements.value);
}

// And the answers its server-rendered first screen was made from (ADR 030): the app starts from them.
const pageQueries = takeBootScript('boot-queries', (value) => value as DehydratedState);
if (pageQueries) {
  hydrate(queryClient, pageQueries);
  rememberPageLobbyData(queryClient, root.dataset.renderedLang ?? '');
}

const app = (
  <StrictMode>
    <App queryClient={queryClient}>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);

/**
 * The server rendered the page's first screen as a guest sees it in `data-rendered-lang` (ADR 029). The
 * app takes it over (hydrates it) when it starts as that same guest page: no session, that language, no
 * data of the tab's own. Otherwise it renders the page itself, in place of the server's.
 */
function hydratableLanguage() {
  const rendered = root?.dataset.renderedLang;
  if (!rendered || !boot || boot.state !== 0 || getToken()) return undefined;
  // The tab keeps lobby data from an earlier page (spec §3): its first render would show that, unless
  // the page carried the data it was rendered from.
  if (!pageQueries && hasTabLobbyData()) return undefined;
  const language = resolveStartLanguage(boot.status.info);
  return language === rendered ? language : undefined;
}

/** The route's lazy modules are in: the router renders the page, as the server did, not its fallback. */
function routerReady() {
  if (router.state.initialized) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// A transition lets React render (or hydrate) the first screen in slices, yielding to the browser
// between them, so a phone's main thread is never blocked for long while the page starts.
function render() {
  startTransition(() => {
    createRoot(root as HTMLElement).render(app);
  });
}

const language = hydratableLanguage();
if (language) {
  // Its texts not loaded (offline, a failed chunk): the app renders the page itself, as it would anyway.
  void Promise.all([applyLanguage(language), routerReady()]).then(() => {
    root?.setAttribute('data-hydrating', '');
    startTransition(() => {
      hydrateRoot(root as HTMLElement, app);
    });
  }, render);
} else {
  render();
}

registerServiceWorker();
