import { create } from 'zustand';
import { readStorage, writeStorage } from '@/lib/storage';

/** The staff token lives in sessionStorage under its own key: never the player's `token`. */
export const STAFF_TOKEN_KEY = 'opsToken';

type TStaffSession = { token: string | null };

/** The back office's session: the staff token, or null (the sign-in page shows). */
export const useStaffSession = create<TStaffSession>(() => ({
  token: readStorage('session', STAFF_TOKEN_KEY),
}));

export function getStaffToken(): string | null {
  return useStaffSession.getState().token;
}

export function setStaffToken(token: string): void {
  writeStorage('session', STAFF_TOKEN_KEY, token);
  useStaffSession.setState({ token });
}

/** Forgets the staff token (sign-out, or any 401): the back office goes back to the sign-in page. */
export function clearStaffToken(): void {
  writeStorage('session', STAFF_TOKEN_KEY, null);
  useStaffSession.setState({ token: null });
}
