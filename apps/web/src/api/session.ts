import { isAgent } from '@crupier/contract/account-types';
import { create } from 'zustand';
import { clearStorage, readStorage, writeStorage } from '@/lib/storage';
import { SESSION_ASK_MS, SESSION_CHANNEL, SESSION_KEYS } from './session-keys';

export { SESSION_KEYS } from './session-keys';

/** What the session keeps of the member info (GET /wps/member/info). */
export type TSessionMember = {
  id: string;
  account: string;
  nickname: string;
  type: number;
  isAgent: boolean;
};

type TSession = {
  token: string | null;
  isAgent: boolean;
  /** Spec §4: false until the member info of the token has loaded. */
  isLoggedIn: boolean;
  /** Account type of the loaded member info (contract account-types); null before it loads. */
  accountType: number | null;
  nickname: string | null;
  /** A tab without a token asking the other tabs of the browser for their session (shareSessionWithTabs). */
  isJoining: boolean;
};

function readSession(): TSession {
  return {
    token: readStorage('session', SESSION_KEYS.token) || null,
    isAgent: readStorage('session', SESSION_KEYS.isAgent) === 'true',
    isLoggedIn: false,
    accountType: null,
    nickname: readStorage('session', SESSION_KEYS.nickname),
    isJoining: false,
  };
}

/** Reactive view of the session; sessionStorage stays the source of truth for the API client. */
export const useSession = create<TSession>(() => readSession());

export function getToken(): string | null {
  return readStorage('session', SESSION_KEYS.token) || null;
}

export function getMerchantCode(): string | null {
  return readStorage('session', SESSION_KEYS.merchantCode) || null;
}

export function getSessionUsername(): string | null {
  return readStorage('session', SESSION_KEYS.username);
}

/** A new token: stored, and the session is not logged in until its member info loads. */
export function setToken(token: string): void {
  writeStorage('session', SESSION_KEYS.token, token);
  useSession.setState({ token, isLoggedIn: false, accountType: null });
}

/**
 * The member info of the current token has loaded (spec §4): the session keys of spec §3 are written
 * and the session counts as logged in.
 */
export function markLoggedIn(member: TSessionMember): void {
  const agent = member.isAgent || isAgent(member.type);
  writeStorage('session', SESSION_KEYS.nickname, member.nickname);
  writeStorage('session', SESSION_KEYS.account, member.account);
  writeStorage('session', SESSION_KEYS.username, member.account);
  writeStorage('session', SESSION_KEYS.customerId, member.id);
  writeStorage('session', SESSION_KEYS.isAgent, String(agent));
  useSession.setState({
    token: getToken(),
    isAgent: agent,
    isLoggedIn: true,
    accountType: member.type,
    nickname: member.nickname,
  });
}

/** Remembers the merchant the site resolved, so later calls name it in the Merchant header. */
export function setMerchant(merchantCode: string, merchantName: string): void {
  writeStorage('session', SESSION_KEYS.merchantCode, merchantCode);
  writeStorage('session', SESSION_KEYS.merchant, merchantName);
  writeStorage('local', SESSION_KEYS.merchantCode, merchantCode);
}

/**
 * Logout (spec §4): clear session storage but set merchant and merchantCode again. The other tabs of
 * this browser holding the same token end it too (see shareSessionWithTabs).
 */
export function clearSession(): void {
  const token = getToken();
  if (token) tabChannel?.postMessage({ type: 'logout', token } satisfies TTabMessage);
  forgetSession();
}

/** Ends this tab's session only. */
function forgetSession(): void {
  const merchant = readStorage('session', SESSION_KEYS.merchant);
  const merchantCode = readStorage('session', SESSION_KEYS.merchantCode);
  clearStorage('session');
  if (merchant !== null) writeStorage('session', SESSION_KEYS.merchant, merchant);
  if (merchantCode !== null) writeStorage('session', SESSION_KEYS.merchantCode, merchantCode);
  useSession.setState({ token: null, isAgent: false, isLoggedIn: false, accountType: null, nickname: null });
}

/**
 * App start (spec §4) may receive the token in the URL query. It moves into the session and
 * leaves the address bar, so it is not bookmarked or leaked through the Referer header.
 */
export function adoptTokenFromUrl(location: Location = window.location): void {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (!token || url.pathname.toLowerCase().startsWith('/seamless')) return;
  setToken(token);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** Re-reads the session from sessionStorage (after another part of the app or a test changed it). */
export function syncSession(): void {
  useSession.setState(readSession());
}

/** What the tabs of one browser tell each other about the session (same origin only). */
type TTabMessage =
  | { type: 'ask' }
  | { type: 'share'; session: Record<string, string> }
  | { type: 'logout'; token: string };

export { SESSION_ASK_MS, SESSION_CHANNEL };

type TTabHandlers = { onAdopted: () => void; onLoggedOut: () => void };

let tabChannel: BroadcastChannel | null = null;
let tabHandlers: TTabHandlers | null = null;
let isAsking = false;
let askTimer: ReturnType<typeof setTimeout> | undefined;

function isTabMessage(value: unknown): value is TTabMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  if (message.type === 'ask') return true;
  if (message.type === 'logout') return typeof message.token === 'string';
  if (message.type !== 'share' || typeof message.session !== 'object' || message.session === null)
    return false;
  return Object.values(message.session).every((entry) => typeof entry === 'string');
}

function stopAsking(): void {
  if (!isAsking) return;
  isAsking = false;
  clearTimeout(askTimer);
  useSession.setState({ isJoining: false });
}

function onTabMessage(event: MessageEvent<unknown>): void {
  const message = event.data;
  if (!isTabMessage(message)) return;
  if (message.type === 'ask') {
    if (!useSession.getState().isLoggedIn || !getToken()) return;
    const session: Record<string, string> = {};
    for (const key of Object.values(SESSION_KEYS)) {
      const value = readStorage('session', key);
      if (value !== null) session[key] = value;
    }
    tabChannel?.postMessage({ type: 'share', session } satisfies TTabMessage);
  } else if (message.type === 'share') {
    // Only a tab that asked takes a session, once, and only while it has none of its own.
    const token = message.session[SESSION_KEYS.token];
    if (!isAsking || getToken() || !token) return;
    stopAsking();
    for (const key of Object.values(SESSION_KEYS)) {
      const value = message.session[key];
      if (value !== undefined) writeStorage('session', key, value);
    }
    setToken(token);
    tabHandlers?.onAdopted();
  } else if (message.type === 'logout') {
    if (!message.token || getToken() !== message.token) return;
    forgetSession();
    tabHandlers?.onLoggedOut();
  }
}

/**
 * App start, before the first render: a tab without a token asks the open tabs of this browser for
 * their session (`isJoining` until one answers or SESSION_ASK_MS pass, so guarded pages wait instead of
 * sending the visitor to /login).
 */
export function joinOpenTabs(): void {
  if (tabChannel || typeof BroadcastChannel !== 'function') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.onmessage = onTabMessage;
  tabChannel = channel;
  if (getToken()) return;
  isAsking = true;
  useSession.setState({ isJoining: true });
  askTimer = setTimeout(stopAsking, SESSION_ASK_MS);
  channel.postMessage({ type: 'ask' } satisfies TTabMessage);
}

/**
 * A login carries to the other tabs of the same browser, still session-scoped: nothing goes to
 * localStorage or cookies. A tab that starts without a token asks the open tabs (BroadcastChannel,
 * joinOpenTabs); a logged-in one answers with its session keys, which the new tab copies into its own
 * sessionStorage (`onAdopted` then loads the member info). A logout, or a token the server refused,
 * ends the session in every tab holding that token (`onLoggedOut`). Returns the stop function.
 */
export function shareSessionWithTabs(handlers: TTabHandlers): () => void {
  joinOpenTabs();
  tabHandlers = handlers;
  return () => {
    if (tabHandlers === handlers) tabHandlers = null;
    stopAsking();
    tabChannel?.close();
    tabChannel = null;
  };
}
