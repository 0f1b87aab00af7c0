import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '@/api/client';
import { memberInfoQueryOptions } from '@/api/member-info';
import { clearSession, getToken, markLoggedIn, shareSessionWithTabs, useSession } from '@/api/session';
import { useAuthFlow } from '@/features/auth/auth-flow-store';

/**
 * App start (spec §4): a token found in the session (or taken from the URL, or handed over by another
 * tab of this browser) loads the member info; only then is the user logged in. A token the server
 * refuses ends the session. A logout in another tab ends this tab's session too.
 */
export function SessionRestore() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const restore = () => {
      const token = getToken();
      if (!token || useSession.getState().isLoggedIn) return;
      queryClient.fetchQuery(memberInfoQueryOptions()).then(
        (info) => {
          if (getToken() === token) markLoggedIn(info);
        },
        (error: unknown) => {
          const isRefused = error instanceof ApiError && error.status >= 400 && error.status < 500;
          if (isRefused && getToken() === token) clearSession();
        },
      );
    };
    restore();
    return shareSessionWithTabs({
      onAdopted: restore,
      onLoggedOut: () => {
        queryClient.removeQueries({ queryKey: ['member'] });
        useAuthFlow.getState().close();
      },
    });
  }, [queryClient]);

  return null;
}
