import { describe, expect, it } from 'vitest';
import { FAVOURITES_KEY, favouritesOf, toggleFavourite } from './favourites';
import { timesOdds } from './money';
import { quickPick } from './quick-pick';

describe('lottery favourites (spec §3: a per-user map in local storage)', () => {
  it('keeps each user’s list apart and toggles', () => {
    localStorage.removeItem(FAVOURITES_KEY);
    expect(toggleFavourite('ana', 'VN_MB')).toEqual(['VN_MB']);
    expect(toggleFavourite('ben', 'EL_KENO')).toEqual(['EL_KENO']);
    expect(toggleFavourite('ana', 'SEA_4D')).toEqual(['VN_MB', 'SEA_4D']);
    expect(toggleFavourite('ana', 'VN_MB')).toEqual(['SEA_4D']);
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY)!)).toEqual({ ana: ['SEA_4D'], ben: ['EL_KENO'] });
  });

  it('survives a broken stored value', () => {
    localStorage.setItem(FAVOURITES_KEY, '{not json');
    expect(favouritesOf('ana')).toEqual([]);
    expect(toggleFavourite('ana', 'VN_MN')).toEqual(['VN_MN']);
  });
});

describe('quick pick and potential win', () => {
  it('fits every pick: digits, distinct xiên numbers, keno range, big/small', () => {
    for (let i = 0; i < 200; i++) {
      expect(quickPick({ count: 1, digits: 2 })[0]).toMatch(/^\d{2}$/);
      const xien = quickPick({ count: 4, digits: 2, distinct: true });
      expect(new Set(xien).size).toBe(4);
      const keno = quickPick({ count: 5, min: 1, max: 80, distinct: true }).map(Number);
      expect(keno.every((n) => n >= 1 && n <= 80)).toBe(true);
      expect(['big', 'small']).toContain(quickPick({ count: 1, options: ['big', 'small'] })[0]);
    }
  });

  it('stake × odds to the cent, rounded down like the server', () => {
    expect(timesOdds('10.00', '95.00')).toBe('950.00');
    expect(timesOdds('5.00', '3.50')).toBe('17.50');
    expect(timesOdds('0.33', '3.50')).toBe('1.15');
  });
});
