import { SESSION_KEYS } from '@/api/session-keys';
import { readStorage } from '@/lib/storage';

/**
 * The page's entry (ADR 029). A page the server rendered is painted first, and the app's code runs
 * after that frame, then takes the page over: a phone shows the page before it parses and runs the
 * app. Any other page starts the app at once. The server's page names the app's modules and styles
 * in its head, so they download while the page is parsed.
 */
const startApp = () => import('./main');
const root = document.getElementById('root');

// The server renders a page as a guest sees it: a member's tab shows its own page, rendered here.
if (root?.dataset.renderedLang && readStorage('session', SESSION_KEYS.token)) {
  root.replaceChildren();
  delete root.dataset.renderedLang;
}

if (root?.dataset.renderedLang) {
  requestAnimationFrame(() => setTimeout(startApp, 0));
} else {
  void startApp();
}
