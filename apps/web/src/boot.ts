import { SESSION_ASK_MS, SESSION_CHANNEL, SESSION_KEYS } from '@/api/session-keys';
import { STORED_GAME_KEY } from '@/features/seamless/shell/stored-game';
import { LANG_KEY } from '@/i18n/language-keys';
import { readStorage, writeStorage } from '@/lib/storage';

/**
 * The page's entry (ADR 029, ADR 030). A page the server rendered is whole without the app: its links
 * work, its pictures load. The app's modules download once the page has loaded, and the app starts
 * when the visitor first touches, clicks, types or scrolls: a phone spends no time on code nobody has
 * asked for yet, and a tap that started it is replayed once the app holds the page. Any other page
 * starts the app at once.
 */
const startApp = () => import('./main');
const root = document.getElementById('root');

/** What a first interaction is: any of these starts the app. */
const STARTING_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'mousemove'] as const;

/** A member's session: in this tab, or handed to it in the address (`?token=`, adopted by the app). */
function hasSession() {
  return Boolean(
    readStorage('session', SESSION_KEYS.token) || new URL(window.location.href).searchParams.get('token'),
  );
}

/**
 * A house game page whose game the server opened (ADR 031): the session is kept in the tab as the game
 * client keeps it, and the spent launch token leaves the address at once, so a reload, even before the
 * app runs, continues the game instead of offering the token again.
 */
function adoptPageGame() {
  const script = document.getElementById('boot-game');
  if (!script) return;
  script.remove();
  try {
    const session: unknown = JSON.parse(script.textContent ?? '');
    writeStorage('session', STORED_GAME_KEY, JSON.stringify({ session, openRoundId: null, bet: null }));
  } catch {
    return;
  }
  const url = new URL(window.location.href);
  url.searchParams.delete('launch');
  window.history.replaceState(window.history.state, '', url);
}
adoptPageGame();

// The server renders a page as a guest sees it: a member's tab shows its own page, rendered here.
if (root?.dataset.renderedLang && hasSession()) {
  root.replaceChildren();
  delete root.dataset.renderedLang;
}

/** The links the server named for later (`<template id="app-modules">`), taken out of the page once. */
function takeLaterModules(): HTMLLinkElement[] {
  const template = document.getElementById('app-modules');
  if (!(template instanceof HTMLTemplateElement)) return [];
  template.remove();
  return [...template.content.querySelectorAll('link')];
}

/** The later modules, module-preloaded now. */
function preloadModules() {
  document.head.append(...takeLaterModules());
}

/** How many hints go in at a time while the page waits: each starts a fetch on the main thread. */
const HINTS_A_TASK = 3;

/**
 * Until the visitor's first input the modules are only downloaded (prefetch: into the HTTP cache), not
 * compiled as a module preload would on the page's main thread: the first tap finds them on the phone.
 * They are hinted a few at a time, each few in a task of its own when the page is idle: some 25 hints
 * at once held a slow phone's main thread for about 100 ms.
 */
function prefetchModules() {
  const links = takeLaterModules();
  if (links.length === 0) return;
  const next = () => {
    for (const link of links.splice(0, HINTS_A_TASK)) {
      link.rel = 'prefetch';
      document.head.append(link);
    }
    if (links.length > 0) whenIdle(next);
  };
  whenIdle(next);
}

function whenIdle(task: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2_000 });
  else setTimeout(task, 0);
}

/** True once the app has taken the server's page over (it drops the marker on its first commit). */
function isAppsPage() {
  return !root?.dataset.renderedLang;
}

/**
 * A button clicked before the app began to take the page over did nothing: it is clicked again once the
 * app holds the page. From the moment the app hydrates (`data-hydrating`), React replays clicks itself.
 */
function replayClicksOnceStarted(element: HTMLElement) {
  let pending: HTMLElement | null = null;
  const onClick = (event: MouseEvent) => {
    if (element.hasAttribute('data-hydrating')) return;
    const target = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
    if (target instanceof HTMLElement) pending = target;
  };
  document.addEventListener('click', onClick, true);
  const observer = new MutationObserver(() => {
    if (!isAppsPage()) return;
    observer.disconnect();
    document.removeEventListener('click', onClick, true);
    if (pending?.isConnected) pending.click();
  });
  observer.observe(element, { attributes: true, attributeFilter: ['data-rendered-lang'] });
}

/**
 * A new tab of a browser where a member is logged in gets the session from the open tabs once the app
 * runs (`joinOpenTabs`): the app starts at once when an open tab answers, so the member's page shows.
 */
function startIfATabHasASession(start: () => void) {
  if (typeof BroadcastChannel !== 'function') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.onmessage = (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type !== 'share') return;
    channel.close();
    start();
  };
  channel.postMessage({ type: 'ask' });
  setTimeout(() => channel.close(), SESSION_ASK_MS);
}

function startOnFirstInteraction(element: HTMLElement) {
  let isStarted = false;
  const start = () => {
    for (const name of STARTING_EVENTS) window.removeEventListener(name, start, true);
    if (isStarted) return;
    isStarted = true;
    void startApp();
  };
  for (const name of STARTING_EVENTS) window.addEventListener(name, start, { capture: true, passive: true });
  startIfATabHasASession(start);
  replayClicksOnceStarted(element);
  if (document.readyState === 'complete') prefetchModules();
  else window.addEventListener('load', prefetchModules, { once: true });
}

/** A visitor who chose another language sees the app's page in it at once, not the server's. */
function choseAnotherLanguage(rendered: string) {
  const chosen = readStorage('local', LANG_KEY)?.toLowerCase();
  return Boolean(chosen) && chosen !== rendered;
}

if (root?.dataset.renderedLang && !choseAnotherLanguage(root.dataset.renderedLang)) {
  startOnFirstInteraction(root);
} else {
  preloadModules();
  void startApp();
}
