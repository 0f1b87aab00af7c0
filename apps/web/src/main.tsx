import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
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

createRoot(root).render(
  <StrictMode>
    <App queryClient={createQueryClient()} router={router} />
  </StrictMode>,
);
registerServiceWorker();
