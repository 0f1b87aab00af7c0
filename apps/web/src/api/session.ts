import { create } from 'zustand';
import { clearStorage, readStorage, writeStorage } from '../lib/storage';

/** sessionStorage keys of spec §3 that the API client and guards read. */
export const SESSION_KEYS = {
  token: 'token',
  isAgent: 'isAgent',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
} as const;

type TSession = { token: string | null; isAgent: boolean };

function readSession(): TSession {
  return {
    token: readStorage('session', SESSION_KEYS.token) || null,
    isAgent: readStorage('session', SESSION_KEYS.isAgent) === 'true',
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

export function setToken(token: string): void {
  writeStorage('session', SESSION_KEYS.token, token);
  useSession.setState({ token });
}

/** Remembers the merchant the site resolved, so later calls name it in the Merchant header. */
export function setMerchant(merchantCode: string, merchantName: string): void {
  writeStorage('session', SESSION_KEYS.merchantCode, merchantCode);
  writeStorage('session', SESSION_KEYS.merchant, merchantName);
  writeStorage('local', SESSION_KEYS.merchantCode, merchantCode);
}

/** Logout (spec §4): clear session storage but set merchant and merchantCode again. */
export function clearSession(): void {
  const merchant = readStorage('session', SESSION_KEYS.merchant);
  const merchantCode = readStorage('session', SESSION_KEYS.merchantCode);
  clearStorage('session');
  if (merchant !== null) writeStorage('session', SESSION_KEYS.merchant, merchant);
  if (merchantCode !== null) writeStorage('session', SESSION_KEYS.merchantCode, merchantCode);
  useSession.setState({ token: null, isAgent: false });
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
