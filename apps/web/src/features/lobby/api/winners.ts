import { WINNER_BOARD_LIMIT } from '@crupier/contract/constants';
import { queryOptions } from '@tanstack/react-query';
import { lobbyKeys } from './query-keys';
import { relay } from './relay';
import type { TRankList } from './types';

/** GCSGAME_getRankList: the winner board, biggest real wins first (spec §7, limit 20). */
export function winnersQueryOptions(language: string) {
  return queryOptions({
    queryKey: lobbyKeys.winners(language),
    queryFn: async ({ signal }) => {
      const value = await relay<TRankList>(
        'GCSGAME_getRankList',
        { gameCategory: 'ALL', language, limitNum: WINNER_BOARD_LIMIT },
        { signal, arrays: ['list'] },
      );
      return value.list;
    },
    staleTime: 60_000,
  });
}
