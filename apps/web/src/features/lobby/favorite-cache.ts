import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '@/api/session';
import { addFavorite, removeFavorite } from './api/favorites';
import type { TGameQuery } from './api/games';
import { lobbyKeys } from './api/query-keys';
import type { TFavoriteList, TGamePage } from './api/types';
import { createFavoriteToggle } from './favorite-toggle';
import { accountKeyOf } from './use-account-key';

/** One toggle per app (per query client), so the once-a-second throttle covers every card. */
const toggles = new WeakMap<QueryClient, ReturnType<typeof createFavoriteToggle>>();

/** The favourite toggle of spec §4 over the query cache: ids, lists, and their refresh afterwards. */
export function favoriteToggleFor(queryClient: QueryClient) {
  const existing = toggles.get(queryClient);
  if (existing) return existing;
  const account = () => accountKeyOf(useSession.getState());
  const toggle = createFavoriteToggle({
    read: () => queryClient.getQueryData<string[]>(lobbyKeys.favoriteIds(account())) ?? [],
    write: (ids) => queryClient.setQueryData(lobbyKeys.favoriteIds(account()), ids),
    add: addFavorite,
    remove: removeFavorite,
    // Spec §4: a removed favourite leaves the lists at once, before the server answers.
    onRemoved: (id) => {
      queryClient.setQueriesData<TFavoriteList>({ queryKey: lobbyKeys.favorites(account()) }, (list) =>
        list ? { ...list, content: list.content.filter((game) => game.nodeId !== id) } : list,
      );
      queryClient.setQueriesData<TGamePage>(
        {
          queryKey: [...lobbyKeys.user(account()), 'games'],
          predicate: (query) => (query.queryKey[5] as TGameQuery | undefined)?.filter === 'FAV',
        },
        (page) => (page ? { ...page, games: page.games.filter((game) => game.nodeId !== id) } : page),
      );
    },
    onSettled: () =>
      void queryClient.invalidateQueries({
        queryKey: lobbyKeys.user(account()),
        predicate: (query) => query.queryKey[3] !== 'favoriteIds',
      }),
  });
  toggles.set(queryClient, toggle);
  return toggle;
}
