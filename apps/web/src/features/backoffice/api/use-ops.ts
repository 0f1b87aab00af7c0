import type { StaffRole } from '@crupier/contract/backoffice';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TQuery } from '@/api/client';
import { opsFetch } from './ops-client';

/** Every back-office query key starts with this: a write refreshes them all. */
export const OPS_KEY = 'ops';

export const opsKey = (path: string, query?: TQuery): QueryKey => [OPS_KEY, path, query ?? {}];

/** GET an `/ops` route (with its query) through TanStack Query. */
export function useOps<T>(path: string, query?: TQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: opsKey(path, query),
    queryFn: ({ signal }) => opsFetch<T>(path, { query, signal }),
    enabled: options.enabled ?? true,
    retry: false,
  });
}

export type TOpsWrite = {
  path: string;
  method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Extra headers (an Idempotency-Key, for example). */
  headers?: Record<string, string>;
};

/** A write to an `/ops` route; once it succeeds every back-office query is fetched again. */
export function useOpsWrite<T = unknown>() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (write: TOpsWrite) =>
      opsFetch<T>(write.path, { method: write.method ?? 'POST', body: write.body, headers: write.headers }),
    onSuccess: () => client.invalidateQueries({ queryKey: [OPS_KEY] }),
  });
}

export type TStaffMe = { id: string; username: string; roles: StaffRole[] };

/** The signed-in staff member and roles (`GET /ops/session/me`). */
export function useStaffMe() {
  return useOps<TStaffMe>('/ops/session/me');
}
