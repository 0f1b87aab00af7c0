import { describe, expect, it } from 'vitest';
import { isFirstLoginSession, markFirstLogin } from '@/lib/first-login';
import {
  closeAudiences,
  isAudienceClosed,
  popupAudiences,
  popupsToShow,
  type TExecution,
} from './popup-audience';

const popups = [
  { id: 'a', execution: 'A' },
  { id: 'b', execution: 'B' },
  { id: 'f', execution: 'F' },
  { id: 'a2', execution: 'A' },
];
const none = () => false;
const ids = (list: { id: string }[]) => list.map((p) => p.id);

describe('popup audiences (spec §4)', () => {
  it('aims B at anonymous visitors, A at logged-in users and F after a first login too', () => {
    expect(popupAudiences({ isLoggedIn: false, isFirstLogin: false })).toEqual(['B']);
    expect(popupAudiences({ isLoggedIn: false, isFirstLogin: true })).toEqual(['B']);
    expect(popupAudiences({ isLoggedIn: true, isFirstLogin: false })).toEqual(['A']);
    expect(popupAudiences({ isLoggedIn: true, isFirstLogin: true })).toEqual(['A', 'F']);
  });

  it('shows the popups of the audience only', () => {
    expect(ids(popupsToShow(popups, ['B'], none))).toEqual(['b']);
    expect(ids(popupsToShow(popups, ['A'], none))).toEqual(['a', 'a2']);
    expect(ids(popupsToShow(popups, ['A', 'F'], none))).toEqual(['a', 'f', 'a2']);
  });

  it('does not show an audience again once it was closed this session', () => {
    expect(isAudienceClosed('B')).toBe(false);
    closeAudiences(['B']);
    expect(isAudienceClosed('B')).toBe(true);
    expect(popupsToShow(popups, ['B'], isAudienceClosed)).toEqual([]);
    // Logging in is another audience: its popups still show.
    expect(ids(popupsToShow(popups, ['A'], isAudienceClosed))).toEqual(['a', 'a2']);
    closeAudiences(['A', 'F']);
    expect(popupsToShow(popups, ['A', 'F'] as TExecution[], isAudienceClosed)).toEqual([]);
  });

  it('keeps closed audiences for the session only', () => {
    closeAudiences(['B']);
    sessionStorage.clear();
    expect(isAudienceClosed('B')).toBe(false);
  });

  it('knows a first-login session from the flag sign-in leaves', () => {
    expect(isFirstLoginSession()).toBe(false);
    markFirstLogin();
    expect(isFirstLoginSession()).toBe(true);
  });
});
