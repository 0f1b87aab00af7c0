import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from '../api/client';

/** Query defaults (conventions): no retry on 4xx refusals, no refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 2 && isRetryable(error),
        refetchOnWindowFocus: false,
      },
    },
  });
}
