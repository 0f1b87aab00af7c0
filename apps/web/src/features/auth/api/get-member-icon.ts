import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import { useSession } from '@/api/session';

function parseIcon(value: unknown): string {
  const url = (value as { iconUrl?: unknown } | null)?.iconUrl;
  if (typeof url !== 'string') throw new Error('Not an icon');
  return url;
}

/** GET /wps/member/info/icon: the avatar image URL of the logged-in account. */
export function useMemberIcon() {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  return useQuery({
    queryKey: ['member', 'icon'],
    queryFn: ({ signal }) => apiFetch('/wps/member/info/icon', { signal, parse: parseIcon }),
    enabled: isLoggedIn,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
