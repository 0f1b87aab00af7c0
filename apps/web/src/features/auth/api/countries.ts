import type { TCountry } from '@crupier/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';

function parseCountries(value: unknown): TCountry[] {
  if (!Array.isArray(value)) throw new Error('Not a country list');
  return value.filter(
    (entry): entry is TCountry =>
      typeof entry?.countryCode === 'string' && typeof entry.countryDialingCode === 'string',
  );
}

/** GET /wps/system/countryCode: the dialling codes offered (spec §3 country list entry). */
export function countryCodesQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'countryCode'],
    queryFn: ({ signal }) => apiFetch('/wps/system/countryCode', { signal, parse: parseCountries }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCountryCodes() {
  return useQuery(countryCodesQueryOptions());
}
