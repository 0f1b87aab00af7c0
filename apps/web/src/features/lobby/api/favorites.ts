import { CLIENT_TYPE, FAVOURITES_REQUEST_SIZE } from '@crupier/contract/constants';
import { queryOptions } from '@tanstack/react-query';
import { lobbyKeys } from './query-keys';
import { relay } from './relay';
import type { TFavoriteIds, TFavoriteList, TGame } from './types';

/** MCSFE_getFavoriteGames: the ids of the account's favourites, always as strings (spec §3). */
export function favoriteIdsQueryOptions(account: string | null) {
  return queryOptions({
    queryKey: lobbyKeys.favoriteIds(account),
    queryFn: async ({ signal }) => {
      const value = await relay<TFavoriteIds>('MCSFE_getFavoriteGames', {}, { signal, arrays: ['ids'] });
      return value.ids.map(String);
    },
    staleTime: 5 * 60_000,
    enabled: account !== null,
  });
}

/** MCSFE_getFavoriteGamesList (spec §7: clientType 3, platform flash, page 1 of 999 by default). */
export function favoriteListQueryOptions(
  account: string | null,
  language: string,
  pageNo = 1,
  pageSize: number = FAVOURITES_REQUEST_SIZE,
) {
  return queryOptions({
    queryKey: [...lobbyKeys.favorites(account), language, pageNo, pageSize] as const,
    queryFn: ({ signal }) =>
      relay<TFavoriteList>(
        'MCSFE_getFavoriteGamesList',
        { clientType: CLIENT_TYPE, platform: 'flash', language, pageNo, pageSize },
        { signal, arrays: ['content'] },
      ),
    staleTime: 60_000,
    enabled: account !== null,
  });
}

const favoriteBody = (game: Pick<TGame, 'nodeId' | 'vassalage' | 'gameType'>) => ({
  nodeId: String(game.nodeId),
  vendor: game.vassalage,
  gameType: game.gameType,
});

export function addFavorite(game: Pick<TGame, 'nodeId' | 'vassalage' | 'gameType'>) {
  return relay<TFavoriteIds>('MCSFE_addFavoriteGameV2', favoriteBody(game), { arrays: ['ids'] });
}

export function removeFavorite(game: Pick<TGame, 'nodeId' | 'vassalage' | 'gameType'>) {
  return relay<TFavoriteIds>('MCSFE_removeFavoriteGameV2', favoriteBody(game), { arrays: ['ids'] });
}
