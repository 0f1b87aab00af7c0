import type { TLoginResult } from '@crupier/contract/identity';
import { apiFetch } from '@/api/client';
import { apiFetchEncrypted } from '@/api/encrypted';
import { parseLoginResult } from './login';

/**
 * POST /wps/member/password (encrypted): every session of the account ends and a new token comes
 * back. `token` is the session to use when it is not (yet) the stored one.
 */
export function changePassword(
  input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  token?: string,
): Promise<{ token: string }> {
  return apiFetchEncrypted('/wps/member/password', input, {
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
    parse: (value) => ({ token: parseLoginResult({ ...(value as object) }).token }),
  });
}

/** POST /wps/member/password/email (form-encoded): a temporary password goes to the account's e-mail. */
export function forgotByEmail(input: { username: string; email: string }): Promise<unknown> {
  return apiFetch('/wps/member/password/email', { method: 'POST', form: input });
}

/** POST /wps/member/password/verification (encrypted): a new password with an SMS code, and log in. */
export function resetByPhone(input: {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}): Promise<TLoginResult> {
  return apiFetchEncrypted('/wps/member/password/verification', input, { parse: parseLoginResult });
}
