import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import type { TBanner } from '@/features/auth/components/forgot-password-dialog';

function parseBanners(value: unknown): TBanner[] {
  const banners = (value as { banners?: unknown } | null)?.banners;
  if (!Array.isArray(banners)) throw new Error('Not an announcement list');
  return banners.filter(
    (b): b is TBanner => typeof b?.groupName === 'string' && typeof b.url === 'string' && b.url !== '',
  );
}

/** The banners of the announcements (MCSFE_getListAnnouncements type B); the dialog picks `w_forget`. */
export function forgetBannersQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['announcements', 'banners', language],
    queryFn: ({ signal }) =>
      apiFetch('/wps/relay/MCSFE_getListAnnouncements', {
        method: 'POST',
        signal,
        body: { types: ['B'], platform: 'W', language },
        parse: parseBanners,
      }),
    staleTime: 5 * 60 * 1000,
  });
}

/** Loaded only while the forgot-password dialog is open. */
export function useForgetBanners(language: string, isOpen: boolean) {
  return useQuery({ ...forgetBannersQueryOptions(language), enabled: isOpen }).data ?? [];
}
