import { create } from 'zustand';

/** Why the change-password dialog opened (spec §4): first login, default password, expired one. */
export type TPasswordChangeReason = 'first' | 'weak' | 'expired';

export type TPasswordChange = {
  reason: TPasswordChangeReason;
  /**
   * A session that must change its password before it counts as logged in: its token is kept here,
   * not in sessionStorage, until the change succeeds. Null when the session is already logged in.
   */
  pendingToken: string | null;
  username: string;
  /** The password just typed or remembered: the old-password field is then hidden (spec §2). */
  knownPassword: string | null;
  site: 'player' | 'agent';
};

type TAuthFlow = {
  /** The auth dialog open outside the /login and /register routes. */
  dialog: 'forgotPassword' | 'changePassword' | null;
  passwordChange: TPasswordChange | null;
  openForgotPassword: () => void;
  openChangePassword: (change: TPasswordChange) => void;
  /** Closes the dialog and forgets any pending password change (spec §4 free play clears it too). */
  close: () => void;
};

/** Dialogs of the sign-in flow that any page can open; mounted at the root of the router. */
export const useAuthFlow = create<TAuthFlow>((set) => ({
  dialog: null,
  passwordChange: null,
  openForgotPassword: () => set({ dialog: 'forgotPassword', passwordChange: null }),
  openChangePassword: (change) => set({ dialog: 'changePassword', passwordChange: change }),
  close: () => set({ dialog: null, passwordChange: null }),
}));
