import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { appStartQueryOptions, bootAppStart } from '@/api/get-app-start';
import { announcementsQueryOptions, bootAnnouncements } from '@/features/lobby/api/announcements';
import { adoptTokenFromUrl, joinOpenTabs } from './api/session';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { initI18n } from './i18n/i18n';
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

// A transition lets React render the first screen in slices, yielding to the browser between them, so
// a phone's main thread is never blocked for long while the page starts.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
});
registerServiceWorker();
