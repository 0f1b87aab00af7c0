import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { readStorage, writeStorage } from '@/lib/storage';
import { lobbyKeys } from './query-keys';
import { relay } from './relay';
import type { TLane, TVendorLanes } from './types';

/** Session storage key of spec §3 that keeps the vendor list for the tab's session. */
export const GAME_VENDOR_KEY = 'gameVendor';
/** The vendor list changes rarely: it is cached and refreshed on demand (spec §4). */
const LANES_STALE_MS = 30 * 60_000;

type TCachedLanes = { lanes: TLane[]; at: number };

function readCachedLanes(): TCachedLanes | undefined {
  try {
    const cached = JSON.parse(readStorage('session', GAME_VENDOR_KEY) ?? 'null') as TCachedLanes | null;
    return cached && Array.isArray(cached.lanes) && typeof cached.at === 'number' ? cached : undefined;
  } catch {
    return undefined;
  }
}

/** GCSGAME_newGameVendor (platform html5-desktop); `flush` makes the server rebuild its own cache. */
export async function getLanes(flush: boolean, signal?: AbortSignal): Promise<TLane[]> {
  const value = await relay<TVendorLanes>(
    'GCSGAME_newGameVendor',
    { platform: 'html5-desktop', ...(flush ? { flush: true } : {}) },
    { signal, arrays: ['lanes'] },
  );
  rememberLanes(value.lanes, Date.now());
  return value.lanes;
}

/** Keeps the vendor list for the tab's session (spec §3), as fetched at `at`. */
export function rememberLanes(lanes: TLane[], at: number) {
  writeStorage('session', GAME_VENDOR_KEY, JSON.stringify({ lanes, at }));
}

export function lanesQueryOptions() {
  return queryOptions({
    queryKey: lobbyKeys.lanes(),
    queryFn: ({ signal }) => getLanes(false, signal),
    staleTime: LANES_STALE_MS,
    gcTime: Number.POSITIVE_INFINITY,
    initialData: () => readCachedLanes()?.lanes,
    initialDataUpdatedAt: () => readCachedLanes()?.at,
  });
}

/** Forces a fresh vendor list (flush: true) into the cache. */
export async function refreshLanes(queryClient: QueryClient): Promise<void> {
  const lanes = await getLanes(true);
  queryClient.setQueryData(lobbyKeys.lanes(), lanes);
}
