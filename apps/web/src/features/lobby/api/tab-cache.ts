import type { QueryClient } from '@tanstack/react-query';
import { readStorage } from '@/lib/storage';
import { HOT_GAMES_KEY, rememberHotGames } from './hot-games';
import { GAME_VENDOR_KEY, rememberLanes } from './lanes';
import { lobbyKeys } from './query-keys';
import type { TGame, TLane } from './types';

/** The tab keeps lobby data of its own from an earlier page (spec §3: vendor lanes, hot games). */
export function hasTabLobbyData(): boolean {
  return Boolean(readStorage('session', GAME_VENDOR_KEY) || readStorage('session', HOT_GAMES_KEY));
}

/**
 * The lobby data a server-rendered page carried (ADR 030) is kept for the tab's session, as if the app
 * had fetched it (spec §3): the tab's next pages start from it.
 */
export function rememberPageLobbyData(queryClient: QueryClient, language: string) {
  const lanes = queryClient.getQueryState<TLane[]>(lobbyKeys.lanes());
  if (lanes?.data) rememberLanes(lanes.data, lanes.dataUpdatedAt);
  const hot = queryClient.getQueryState<TGame[]>(lobbyKeys.hot(language));
  if (hot?.data) rememberHotGames(language, hot.data, hot.dataUpdatedAt);
}
