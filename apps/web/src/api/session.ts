import { AGENT_TYPES } from '@crupier/contract/constants';
import { create } from 'zustand';
import { clearStorage, readStorage, writeStorage } from '../lib/storage';

/** sessionStorage keys of spec §3 that sign-in writes and the API client and guards read. */
export const SESSION_KEYS = {
  token: 'token',
  nickname: 'nickname',
  account: 'account',
  username: 'username',
  customerId: 'customerId',
  isAgent: 'isAgent',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
} as const;

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
  /** Account type of the loaded member info (contract ACCOUNT_TYPES); null before it loads. */
  accountType: number | null;
  nickname: string | null;
};

function readSession(): TSession {
  return {
    token: readStorage('session', SESSION_KEYS.token) || null,
    isAgent: readStorage('session', SESSION_KEYS.isAgent) === 'true',
    isLoggedIn: false,
    accountType: null,
    nickname: readStorage('session', SESSION_KEYS.nickname),
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
  const isAgent = member.isAgent || (AGENT_TYPES as readonly number[]).includes(member.type);
  writeStorage('session', SESSION_KEYS.nickname, member.nickname);
  writeStorage('session', SESSION_KEYS.account, member.account);
  writeStorage('session', SESSION_KEYS.username, member.account);
  writeStorage('session', SESSION_KEYS.customerId, member.id);
  writeStorage('session', SESSION_KEYS.isAgent, String(isAgent));
  useSession.setState({
    token: getToken(),
    isAgent,
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

/** Logout (spec §4): clear session storage but set merchant and merchantCode again. */
export function clearSession(): void {
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
