import { CLIENT_TYPE } from '@crupier/contract/constants';
import { queryOptions } from '@tanstack/react-query';
import { lobbyKeys } from './query-keys';
import { relay } from './relay';
import type { TGameCategory, TGamePage, TLobbyFilter } from './types';

/** What a list of games asks GCSGAME_gameList for (spec §3 game list request). */
export type TGameQuery = {
  gameType: TGameCategory;
  vassalage: string | null;
  gameClassify: string | null;
  gameName: string;
  filter: TLobbyFilter;
  pageNo: number;
  pageSize: number;
};

export function getGameList(query: TGameQuery, language: string, signal?: AbortSignal) {
  return relay<TGamePage>(
    'GCSGAME_gameList',
    {
      clientType: CLIENT_TYPE,
      platform: 'html5-desktop',
      gameType: query.gameType,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      language,
      filter: query.filter,
      ...(query.vassalage ? { vassalage: query.vassalage } : {}),
      ...(query.gameClassify ? { gameClassify: query.gameClassify } : {}),
      ...(query.gameName ? { gameName: query.gameName } : {}),
    },
    { signal, arrays: ['games'] },
  );
}

/**
 * GCSGAME_gameList. The FAV and RECENT filters are the account's own (and need a login): they are
 * keyed under the account and wait for one.
 */
export function gameListQueryOptions(query: TGameQuery, language: string, account: string | null) {
  const isPersonal = query.filter !== 'ALL';
  return queryOptions({
    queryKey: isPersonal ? lobbyKeys.userGames(account, language, query) : lobbyKeys.games(language, query),
    queryFn: ({ signal }) => getGameList(query, language, signal),
    staleTime: 60_000,
    enabled: !isPersonal || account !== null,
  });
}
