import type { TSystemStatus } from '@crupier/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { takeBootScript } from '@/api/boot-script';
import { apiFetch } from '@/api/client';
import { startStateOf } from '@/api/start-state';

/** Start state of spec §4: 0 app, 1 maintenance page, 2 region-block page. */
export type TAppStart = { status: TSystemStatus; state: 0 | 1 | 2 };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Checks the parts of the status the app relies on. The server validates the full contract schema
 * (ZSystemStatus) on its side; zod stays out of the first page load.
 */
export function parseSystemStatus(value: unknown): TSystemStatus {
  const info = isRecord(value) ? value.info : undefined;
  const isStatus =
    isRecord(value) &&
    typeof value.maintenance === 'boolean' &&
    typeof value.regionRestriction === 'boolean' &&
    isRecord(value.location) &&
    typeof value.location.ip === 'string' &&
    isRecord(info) &&
    typeof info.merchantName === 'string' &&
    isRecord(info.whitelabel) &&
    Array.isArray(info.customerService) &&
    Array.isArray(info.resources) &&
    Array.isArray(info.languages) &&
    typeof info.defaultLanguage === 'string';
  if (!isStatus) throw new Error('Not a system status');
  return value as TSystemStatus;
}

/** GET /wps/system/status and the start state it means. */
export async function getAppStart(signal?: AbortSignal): Promise<TAppStart> {
  const status = await apiFetch('/wps/system/status', { signal, parse: parseSystemStatus });
  return { status, state: startStateOf(status) };
}

/**
 * The status the server put in the page (`<script id="boot-status" type="application/json">`), read
 * once: the first render needs no round trip. Later reads (refetches) go to the API.
 */
export function bootAppStart(): TAppStart | undefined {
  return takeBootScript('boot-status', (value) => {
    const status = parseSystemStatus(value);
    return { status, state: startStateOf(status) };
  });
}

export function appStartQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => getAppStart(signal),
    // Brand changes in the back office (banners, maintenance, languages) reach an open tab within
    // seconds: the status is refetched when a page mounts or the tab regains focus after 20 s.
    staleTime: 20_000,
  });
}

/** The system status, for components rendered only once the app has started. */
export function useSystemStatus(): TSystemStatus {
  const { data } = useQuery(appStartQueryOptions());
  if (!data) throw new Error('useSystemStatus() used before the system status was loaded');
  return data.status;
}
