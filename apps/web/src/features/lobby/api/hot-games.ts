import { queryOptions } from '@tanstack/react-query';
import { readStorage, writeStorage } from '@/lib/storage';
import { lobbyKeys } from './query-keys';
import { relay } from './relay';
import type { TGame } from './types';

/** Session storage key of spec §3: hot games stay cached for the tab's session until refreshed. */
export const HOT_GAMES_KEY = 'HOT_GAMES';

type TCachedHot = { language: string; games: TGame[]; at: number };

export function readHotGames(language: string): TCachedHot | undefined {
  try {
    const cached = JSON.parse(readStorage('session', HOT_GAMES_KEY) ?? 'null') as TCachedHot | null;
    return cached?.language === language && Array.isArray(cached.games) ? cached : undefined;
  } catch {
    return undefined;
  }
}

/** GCSGAME_hotGamesV2 (spec §7: isPlatform 2, platform flash,html5-desktop); the answer is cached. */
export async function getHotGames(language: string, signal?: AbortSignal): Promise<TGame[]> {
  const value = await relay<{ games: TGame[] }>(
    'GCSGAME_hotGamesV2',
    { isPlatform: 2, platform: 'flash,html5-desktop', language },
    { signal, arrays: ['games'] },
  );
  rememberHotGames(language, value.games, Date.now());
  return value.games;
}

/** Keeps the hot games for the tab's session (spec §3), as fetched at `at`. */
export function rememberHotGames(language: string, games: TGame[], at: number) {
  writeStorage('session', HOT_GAMES_KEY, JSON.stringify({ language, games, at }));
}

/** Hot games: from session storage when there, else fetched; never stale until refreshed. */
export function hotGamesQueryOptions(language: string) {
  return queryOptions({
    queryKey: lobbyKeys.hot(language),
    queryFn: ({ signal }) => getHotGames(language, signal),
    staleTime: Number.POSITIVE_INFINITY,
    initialData: () => readHotGames(language)?.games,
    initialDataUpdatedAt: () => readHotGames(language)?.at,
  });
}
