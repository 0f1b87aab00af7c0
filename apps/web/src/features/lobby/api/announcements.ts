import { ANNOUNCEMENT_TYPES } from '@crupier/contract/constants';
import { queryOptions } from '@tanstack/react-query';
import { takeBootScript } from '@/api/boot-script';
import { lobbyKeys } from './query-keys';
import { relay } from './relay';
import type { TAnnouncements } from './types';

/** The lists every announcements value holds. */
const ARRAYS = ['banners', 'player', 'popup', 'promotion'] as const;

/**
 * MCSFE_getListAnnouncements (spec §7: types B, PL, PU, PR, H; platform W): banners, notices (player),
 * popups, promotions and help in one call. Popups come for every audience; the app picks its own
 * (popup-audience.ts), so a login needs no second call.
 */
export function announcementsQueryOptions(language: string) {
  return queryOptions({
    queryKey: lobbyKeys.announcements(language),
    queryFn: ({ signal }) =>
      relay<TAnnouncements>(
        'MCSFE_getListAnnouncements',
        { types: [...ANNOUNCEMENT_TYPES], platform: 'W', language },
        { signal, arrays: ARRAYS },
      ),
    // Short: an announcement published in the back office shows at the next visit or focus within seconds.
    staleTime: 15_000,
  });
}

/**
 * The announcements the server put in the page (`<script id="boot-announcements">`, ADR 028) with the
 * language they are in, read once: the frame shows its banner, notices and popup without a round trip.
 */
export function bootAnnouncements(): { language: string; value: TAnnouncements } | undefined {
  return takeBootScript('boot-announcements', (boot) => {
    const { language, value } = (boot ?? {}) as { language?: unknown; value?: Record<string, unknown> };
    if (typeof language !== 'string' || !value || !ARRAYS.every((field) => Array.isArray(value[field])))
      return undefined;
    return { language, value: value as TAnnouncements };
  });
}
