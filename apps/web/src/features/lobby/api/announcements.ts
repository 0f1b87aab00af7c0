import { ANNOUNCEMENT_TYPES } from '@crupier/contract/constants';
import { queryOptions } from '@tanstack/react-query';
import { lobbyKeys } from './query-keys';
import { relay } from './relay';
import type { TAnnouncements } from './types';

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
        { signal, arrays: ['banners', 'player', 'popup', 'promotion'] },
      ),
    // Short: an announcement published in the back office shows at the next visit or focus within seconds.
    staleTime: 15_000,
  });
}
