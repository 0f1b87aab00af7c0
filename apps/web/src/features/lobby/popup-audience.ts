import { readStorage, writeStorage } from '@/lib/storage';

/** Popup audiences of spec §4: A logged-in users, B anonymous visitors, F after a first login. */
export type TExecution = 'A' | 'B' | 'F';

/** Session storage: a popup audience the user has closed this session. */
export const POPUP_CLOSED_PREFIX = 'popupClosed:';

export function popupAudiences(session: { isLoggedIn: boolean; isFirstLogin: boolean }): TExecution[] {
  if (!session.isLoggedIn) return ['B'];
  return session.isFirstLogin ? ['A', 'F'] : ['A'];
}

/**
 * The popups to show: those aimed at one of the audiences, unless that audience's popups were closed
 * this session. Popups are shown once per session per audience until closed.
 */
export function popupsToShow<T extends { execution: string }>(
  popups: readonly T[],
  audiences: readonly TExecution[],
  isClosed: (execution: TExecution) => boolean,
): T[] {
  const open = audiences.filter((audience) => !isClosed(audience));
  return popups.filter((popup) => (open as string[]).includes(popup.execution));
}

export function isAudienceClosed(execution: TExecution): boolean {
  return readStorage('session', `${POPUP_CLOSED_PREFIX}${execution}`) === '1';
}

export function closeAudiences(audiences: readonly TExecution[]): void {
  for (const audience of audiences) writeStorage('session', `${POPUP_CLOSED_PREFIX}${audience}`, '1');
}
