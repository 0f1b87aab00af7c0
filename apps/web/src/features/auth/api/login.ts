import type { TLoginRequest, TLoginResult } from '@crupier/contract/identity';
import { apiFetchEncrypted } from '@/api/encrypted';

export function parseLoginResult(value: unknown): TLoginResult {
  const result = value as Partial<TLoginResult> | null;
  if (typeof result?.token !== 'string' || result.token === '') throw new Error('Not a login result');
  return {
    token: result.token,
    firstTimeLogin: result.firstTimeLogin === true,
    passwordExpired: result.passwordExpired === true,
    weakPassword: result.weakPassword === true,
  };
}

/** POST /wps/session/login (encrypted): username or SMS-code login, on the player or the agent site. */
export function login(payload: TLoginRequest): Promise<TLoginResult> {
  return apiFetchEncrypted('/wps/session/login', payload, { parse: parseLoginResult });
}

/** A random string for the free-play call (the contract wants at least 8 characters). */
export function randomString(bytes = 24): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

/** The visitor's operating system, as free play reports it. */
export function clientOs(userAgent: string = navigator.userAgent): string {
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  if (/windows/i.test(userAgent)) return 'Windows';
  if (/mac os/i.test(userAgent)) return 'macOS';
  if (/linux/i.test(userAgent)) return 'Linux';
  return 'Other';
}

/** POST /wps/session/login/freeplay (encrypted, X-Gateway-Version: 3): a trial account with play money. */
export function freePlay(): Promise<TLoginResult> {
  return apiFetchEncrypted(
    '/wps/session/login/freeplay',
    { os: clientOs(), platform: 'W', random: randomString() },
    { headers: { 'X-Gateway-Version': '3' }, parse: parseLoginResult },
  );
}
