import { readStorage, writeStorage } from './storage';

/**
 * Session storage flag: this session began with the account's first login (spec §4 "a first-time
 * login triggers a first-login action"). Sign-in sets it; the lobby aims popups with execution F at
 * it. Logout clears the session storage and the flag with it.
 */
export const FIRST_LOGIN_KEY = 'firstLogin';

export function markFirstLogin(): void {
  writeStorage('session', FIRST_LOGIN_KEY, '1');
}

export function isFirstLoginSession(): boolean {
  return readStorage('session', FIRST_LOGIN_KEY) === '1';
}
