import { REMEMBER_ME_LIFETIME_MS } from '@crupier/contract/constants';
import { describe, expect, it } from 'vitest';
import { forgetRemembered, REMEMBER_ME_KEY, readRemembered, remember } from './remember-me';

const NOW = 1_800_000_000_000;

describe('remember me (spec §4)', () => {
  it('keeps the last username and password for one day', () => {
    remember({ username: 'jugador1', password: 'Demo1234' }, NOW);
    const stored = JSON.parse(localStorage.getItem(REMEMBER_ME_KEY) ?? '{}');
    expect(stored.expiresAt).toBe(NOW + REMEMBER_ME_LIFETIME_MS);
    expect(readRemembered(NOW + REMEMBER_ME_LIFETIME_MS - 1)).toMatchObject({
      username: 'jugador1',
      password: 'Demo1234',
    });
  });

  it('forgets it once the day has passed, and removes it from storage', () => {
    remember({ username: 'jugador1', password: 'Demo1234' }, NOW);
    expect(readRemembered(NOW + REMEMBER_ME_LIFETIME_MS)).toBeNull();
    expect(localStorage.getItem(REMEMBER_ME_KEY)).toBeNull();
  });

  it('keeps the mobile settings beside the username login, and restarts the day', () => {
    remember({ username: 'jugador1', password: 'Demo1234' }, NOW);
    remember({ countryDialingCode: '+52', mobileNum: '5512345678' }, NOW + 1_000);
    expect(readRemembered(NOW + REMEMBER_ME_LIFETIME_MS + 500)).toEqual({
      username: 'jugador1',
      password: 'Demo1234',
      countryDialingCode: '+52',
      mobileNum: '5512345678',
    });
  });

  it('unchecking removes everything', () => {
    remember({ username: 'jugador1', password: 'Demo1234' }, NOW);
    forgetRemembered();
    expect(localStorage.getItem(REMEMBER_ME_KEY)).toBeNull();
    expect(readRemembered(NOW)).toBeNull();
  });

  it('ignores and removes what it cannot read', () => {
    localStorage.setItem(REMEMBER_ME_KEY, '{not json');
    expect(readRemembered(NOW)).toBeNull();
    expect(localStorage.getItem(REMEMBER_ME_KEY)).toBeNull();
    localStorage.setItem(REMEMBER_ME_KEY, JSON.stringify({ username: 'x' }));
    expect(readRemembered(NOW)).toBeNull();
  });
});
