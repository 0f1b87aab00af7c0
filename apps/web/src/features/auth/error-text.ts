import i18next from 'i18next';
import { ApiError } from '@/api/client';
import type { TAuthKey } from '@/i18n/locales/auth/es';

/** The `auth` text for a failed call: `err_<code>` when there is one, else the unknown-error text. */
export function errorKey(error: unknown): TAuthKey {
  const code = error instanceof ApiError ? error.code : 'unknown';
  const key = `err_${code}`;
  return (i18next.exists(key, { ns: 'auth' }) ? key : 'err_unknown') as TAuthKey;
}

/** The code of a failed call, or '' when it is not an API refusal. */
export function errorCode(error: unknown): string {
  return error instanceof ApiError ? error.code : '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Spec §4: a failed login reveals the captcha when its error asks for one. */
export function asksForCaptcha(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === 'captcha_required' || error.code === 'invalid_captcha') return true;
  return isRecord(error.details) && error.details.captcha === true;
}

/** Field errors of an `invalid_input` refusal: `[{field, reason}]` as the identity calls send them. */
export function fieldErrorsOf(error: unknown): { field: string; reason: string }[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return error.details.filter(
    (entry): entry is { field: string; reason: string } =>
      isRecord(entry) && typeof entry.field === 'string' && typeof entry.reason === 'string',
  );
}
