import type { TStaffLoginResult, TStaffTotpRequest, TStaffTotpResult } from '@crupier/contract/backoffice';
import { ApiError, apiFetch, type TApiRequest } from '@/api/client';
import { apiFetchEncrypted } from '@/api/encrypted';
import { clearStaffToken, getStaffToken } from './staff-session';

/**
 * Calls an `/ops` route with the staff token (never the player's). A 401 means the staff session
 * ended (idle, revoked, signed out elsewhere): the token is dropped and the sign-in page shows.
 */
export async function opsFetch<T = unknown>(path: string, request: TApiRequest<T> = {}): Promise<T> {
  const token = getStaffToken();
  if (!token) throw new ApiError('unauthorized', 401, 'Not signed in');
  try {
    return await apiFetch(path, {
      ...request,
      headers: { ...request.headers, Authorization: `Bearer ${token}` },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearStaffToken();
    throw error;
  }
}

/** Step one of the staff sign-in (encrypted, as the player login): a second-factor challenge. */
export function staffLogin(username: string, password: string): Promise<TStaffLoginResult> {
  return apiFetchEncrypted<TStaffLoginResult>('/ops/session/login', {
    type: 'username',
    username,
    password,
    site: 'operator',
  });
}

/** Step two: the challenge with a TOTP code or a recovery code gives the staff token. */
export function staffVerify(request: TStaffTotpRequest): Promise<TStaffTotpResult> {
  return apiFetch<TStaffTotpResult>('/ops/session/totp', {
    method: 'POST',
    body: request,
  });
}
