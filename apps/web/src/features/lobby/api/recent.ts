import { CLIENT_TYPE, RECENT_PAGE_SIZE } from '@crupier/contract/constants';
import { queryOptions } from '@tanstack/react-query';
import { lobbyKeys } from './query-keys';
import { relay } from './relay';
import type { TRecentList } from './types';

/** GCS_recentGame: the games the account launched, newest first (spec §7, 12 a page). */
export function recentQueryOptions(
  account: string | null,
  language: string,
  page = 1,
  pageSize: number = RECENT_PAGE_SIZE,
) {
  return queryOptions({
    queryKey: [...lobbyKeys.recent(account), language, page, pageSize] as const,
    queryFn: ({ signal }) =>
      relay<TRecentList>(
        'GCS_recentGame',
        { page, pageSize, language, clientType: CLIENT_TYPE },
        { signal, arrays: ['list'] },
      ),
    staleTime: 30_000,
    enabled: account !== null,
  });
}
