import type { TMemberInfo } from '@crupier/contract/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import { useSession } from '@/api/session';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Checks the member info fields the app relies on. The server validates the full contract schema
 * (ZMemberInfo); this file is part of the first page load, so zod stays out of it.
 */
export function parseMemberInfo(value: unknown): TMemberInfo {
  const state = isRecord(value) ? value.publicState : undefined;
  const isInfo =
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.account === 'string' &&
    typeof value.nickname === 'string' &&
    typeof value.type === 'number' &&
    typeof value.isAgent === 'boolean' &&
    isRecord(state) &&
    typeof state.balance === 'string' &&
    typeof state.currencySymbol === 'string';
  if (!isInfo) throw new Error('Not a member info');
  return value as TMemberInfo;
}

/** GET /wps/member/info: the logged-in account and its public state (spec §3). */
export function getMemberInfo(signal?: AbortSignal, token?: string): Promise<TMemberInfo> {
  return apiFetch('/wps/member/info', {
    signal,
    parse: parseMemberInfo,
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
  });
}

export function memberInfoQueryOptions() {
  return queryOptions({
    queryKey: ['member', 'info'],
    queryFn: ({ signal }) => getMemberInfo(signal),
    staleTime: 30_000,
  });
}

/** The member info of a logged-in session (undefined for guests and while it loads). */
export function useMemberInfo() {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  return useQuery({ ...memberInfoQueryOptions(), enabled: isLoggedIn });
}
