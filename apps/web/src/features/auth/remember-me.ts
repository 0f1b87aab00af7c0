import { REMEMBER_ME_LIFETIME_MS } from '@crupier/contract/constants';
import { readStorage, writeStorage } from '@/lib/storage';

/** localStorage key of the remembered login (spec §4 remember me). */
export const REMEMBER_ME_KEY = 'rememberMe';

export type TRemembered = {
  username?: string;
  password?: string;
  countryDialingCode?: string;
  mobileNum?: string;
};

type TStored = TRemembered & { expiresAt: number };

function asString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The remembered login, or null when there is none or it is older than a day (then it is removed). */
export function readRemembered(now: number = Date.now()): TRemembered | null {
  const raw = readStorage('local', REMEMBER_ME_KEY);
  if (!raw) return null;
  let stored: Partial<TStored>;
  try {
    stored = JSON.parse(raw) as Partial<TStored>;
  } catch {
    stored = {};
  }
  if (typeof stored.expiresAt !== 'number' || stored.expiresAt <= now) {
    forgetRemembered();
    return null;
  }
  return {
    username: asString(stored.username),
    password: asString(stored.password),
    countryDialingCode: asString(stored.countryDialingCode),
    mobileNum: asString(stored.mobileNum),
  };
}

/**
 * Remembers the last username and password, or the mobile settings, for one day from now. What the
 * other login type remembered is kept.
 */
export function remember(values: TRemembered, now: number = Date.now()): void {
  const merged: TStored = {
    ...(readRemembered(now) ?? {}),
    ...values,
    expiresAt: now + REMEMBER_ME_LIFETIME_MS,
  };
  writeStorage('local', REMEMBER_ME_KEY, JSON.stringify(merged));
}

/** Unchecking remember me removes everything it stored. */
export function forgetRemembered(): void {
  writeStorage('local', REMEMBER_ME_KEY, null);
}
