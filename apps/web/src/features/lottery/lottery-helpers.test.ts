import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinor, formatMoney } from '@/lib/money';
import { FAVOURITES_KEY, favouritesOf, toggleFavourite } from './favourites';
import { oddsHundredths, potentialWinMinor, timesOdds } from './money';
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
    expect(timesOdds('0.1', '3')).toBe('0.30');
    expect(timesOdds('0.29', '1.96')).toBe('0.56'); // 56.84 cents, down
  });

  it('is exact where a float is not (integer minor units, bigint)', () => {
    // 1.15 × 100 is 114.99999999999999 as a double; 0.1 + 0.2 style errors never reach the slip.
    expect(timesOdds('1.15', '1.00')).toBe('1.15');
    expect(timesOdds('4.35', '1.00')).toBe('4.35');
    // 15 integer digits × ×90 000: far past Number.MAX_SAFE_INTEGER, still to the cent.
    expect(potentialWinMinor('999999999999999.99', '90000.00')).toBe(8_999_999_999_999_999_910_000n);
    expect(timesOdds('50.00', '100.00')).toBe('5000.00');
  });

  it('reads odds as the wire writes them and refuses anything else', () => {
    expect(oddsHundredths('3.50')).toBe(350n);
    expect(oddsHundredths('95')).toBe(9500n);
    expect(oddsHundredths('1.5')).toBe(150n);
    expect(oddsHundredths('3,50')).toBeNull();
    expect(oddsHundredths('1e2')).toBeNull();
    expect(potentialWinMinor('abc', '3.50')).toBeNull();
    expect(potentialWinMinor('-5.00', '3.50')).toBeNull();
    expect(timesOdds('abc', '3.50')).toBe('0.00');
  });

  it('rounds down to the cent for any stake and odds (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 999_999_999_999_999_99n }),
        fc.bigInt({ min: 0n, max: 999_999_999n }),
        (cents, hundredths) => {
          const odds = `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
          const win = potentialWinMinor(formatMinor(cents), odds)!;
          const exact = cents * hundredths; // in 1/100 of a cent
          expect(win * 100n <= exact && exact < (win + 1n) * 100n).toBe(true);
        },
      ),
    );
  });

  it('shows through the one money formatter in each language', () => {
    expect(formatMoney(timesOdds('50.00', '100.00'), '$', 'es')).toBe('$5.000,00');
    expect(formatMoney(timesOdds('50.00', '100.00'), '$', 'en')).toBe('$5,000.00');
    expect(formatMoney(timesOdds('14.95', '3.50'), '$', 'es')).toBe('$52,32');
    expect(formatMoney(timesOdds('14.95', '3.50'), '$', 'en')).toBe('$52.32');
  });
});
