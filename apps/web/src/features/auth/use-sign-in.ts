import type { TLoginResult } from '@crupier/contract/identity';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '@/api/client';
import { getMemberInfo } from '@/api/member-info';
import { clearSession, markLoggedIn, setToken } from '@/api/session';
import { markFirstLogin } from '@/lib/first-login';
import { type TPasswordChangeReason, useAuthFlow } from './auth-flow-store';
import type { TLoginSite, TLoginType } from './login-form';

export type TSignInOutcome = 'loggedIn' | 'changePassword';

/** Which change-password reason a login result carries, if any (spec §4; never for SMS logins). */
export function passwordChangeReason(
  result: Pick<TLoginResult, 'firstTimeLogin' | 'weakPassword' | 'passwordExpired'>,
  type: TLoginType,
): TPasswordChangeReason | null {
  if (type !== 'username') return null;
  if (result.weakPassword) return 'weak';
  if (result.passwordExpired) return 'expired';
  if (result.firstTimeLogin) return 'first';
  return null;
}

/** Ends a session that never became a login (a forced password change that was abandoned). */
export function revokeToken(token: string): Promise<unknown> {
  return apiFetch('/wps/session/logout', {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
  }).catch(() => undefined);
}

/**
 * The success half of login, registration, free play and password resets (spec §4): the token is
 * stored, the member info loads, and only then is the user logged in.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  const openChangePassword = useAuthFlow((s) => s.openChangePassword);

  const complete = useCallback(
    async (token: string) => {
      queryClient.removeQueries({ queryKey: ['member'] });
      setToken(token);
      try {
        const info = await getMemberInfo(undefined, token);
        queryClient.setQueryData(['member', 'info'], info);
        markLoggedIn(info);
      } catch (error) {
        clearSession();
        throw error;
      }
    },
    [queryClient],
  );

  /**
   * After a successful login call: a first login, a default password or an expired one opens the
   * change-password dialog. The first two kinds must change before the session counts; a first login
   * is logged in at once and may change later.
   */
  const afterLogin = useCallback(
    async (
      result: TLoginResult,
      context: { type: TLoginType; site: TLoginSite; username: string; password: string },
    ): Promise<TSignInOutcome> => {
      // Spec §4: a first-time login is remembered for the session (first-login popups, execution F).
      if (result.firstTimeLogin) markFirstLogin();
      const reason = passwordChangeReason(result, context.type);
      if (!reason) {
        await complete(result.token);
        return 'loggedIn';
      }
      const isForced = reason !== 'first';
      if (!isForced) await complete(result.token);
      openChangePassword({
        reason,
        pendingToken: isForced ? result.token : null,
        username: context.username,
        knownPassword: context.password || null,
        site: context.site,
      });
      return 'changePassword';
    },
    [complete, openChangePassword],
  );

  return { complete, afterLogin };
}
