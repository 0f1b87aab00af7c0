import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isRetryable } from '@/api/client';
import { clearSession, getToken } from '@/api/session';

/**
 * Query defaults (conventions): no retry on 4xx refusals, no refetch on window focus. A query the
 * server refuses with 401 means the session's token is no longer good (expired, revoked by a password
 * change elsewhere): the session ends, as it would at logout.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401 && getToken()) clearSession();
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 2 && isRetryable(error),
        refetchOnWindowFocus: false,
      },
    },
  });
}
