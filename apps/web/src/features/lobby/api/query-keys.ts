import type { TGameQuery } from './games';

/**
 * Query keys of the lobby. What depends on the account (favourites, recent games, the FAV and RECENT
 * filters) sits under `['lobby', 'user', <customerId>]`, so a login or logout never shows another
 * account's lists and one invalidation refreshes them all.
 */
export const lobbyKeys = {
  all: ['lobby'] as const,
  lanes: () => ['lobby', 'lanes'] as const,
  announcements: (language: string) => ['lobby', 'announcements', language] as const,
  hot: (language: string) => ['lobby', 'hot', language] as const,
  winners: (language: string) => ['lobby', 'winners', language] as const,
  games: (language: string, query: TGameQuery) => ['lobby', 'games', language, query] as const,
  user: (account: string | null) => ['lobby', 'user', account] as const,
  favoriteIds: (account: string | null) => ['lobby', 'user', account, 'favoriteIds'] as const,
  favorites: (account: string | null) => ['lobby', 'user', account, 'favorites'] as const,
  recent: (account: string | null) => ['lobby', 'user', account, 'recent'] as const,
  userGames: (account: string | null, language: string, query: TGameQuery) =>
    ['lobby', 'user', account, 'games', language, query] as const,
};
