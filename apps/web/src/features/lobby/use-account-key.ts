import { useSession } from '@/api/session';
import { readStorage } from '@/lib/storage';

/** The account key of a session state: its customerId once logged in, else null. */
export function accountKeyOf(state: { isLoggedIn: boolean; nickname: string | null }): string | null {
  if (!state.isLoggedIn) return null;
  return readStorage('session', 'customerId') ?? state.nickname ?? 'me';
}

/**
 * The logged-in account the lobby's own lists belong to (sessionStorage customerId), or null for
 * guests and while the member info loads.
 */
export function useAccountKey(): string | null {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const nickname = useSession((s) => s.nickname);
  return accountKeyOf({ isLoggedIn, nickname });
}
