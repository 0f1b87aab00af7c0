import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatMerchantTime,
  isValidRange,
  lastDays,
  merchantToday,
  nextDays,
  offsetMinutes,
  previousDays,
} from './date-range';

describe('days in the merchant’s time zone', () => {
  it('reads GMT offsets', () => {
    expect(offsetMinutes('-06:00')).toBe(-360);
    expect(offsetMinutes('+05:30')).toBe(330);
    expect(offsetMinutes('+0800')).toBe(480);
    expect(offsetMinutes('nonsense')).toBe(0);
  });

  it('today is the merchant’s date, not the browser’s or UTC’s', () => {
    const lateUtc = new Date('2026-03-02T03:30:00Z');
    expect(merchantToday(lateUtc, '-06:00')).toBe('2026-03-01');
    expect(merchantToday(lateUtc, '+00:00')).toBe('2026-03-02');
    expect(merchantToday(new Date('2026-03-01T20:00:00Z'), '+08:00')).toBe('2026-03-02');
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('shows times as the merchant’s wall clock', () => {
    expect(formatMerchantTime('2026-03-02T03:30:00.000Z', '-06:00', 'es')).toBe('01/03/2026, 21:30');
    expect(formatMerchantTime('garbage', '-06:00', 'es')).toBe('garbage');
  });
});

describe('spec §9 date shortcuts: previous and next 7 and 30 days', () => {
  const today = '2026-03-15';
  const week = lastDays(today, 7);

  it('the record opens on the last 7 days, today included', () => {
    expect(week).toEqual({ start: '2026-03-09', end: '2026-03-15' });
    expect(lastDays(today, 30)).toEqual({ start: '2026-02-14', end: '2026-03-15' });
  });

  it('previous N days is the N days before the range', () => {
    expect(previousDays(week, 7)).toEqual({ start: '2026-03-02', end: '2026-03-08' });
    expect(previousDays(week, 30)).toEqual({ start: '2026-02-07', end: '2026-03-08' });
  });

  it('next N days is the N days after the range, never past today', () => {
    const earlier = previousDays(previousDays(week, 7), 7);
    expect(nextDays(earlier, 7, today)).toEqual({ start: '2026-03-02', end: '2026-03-08' });
    expect(nextDays(earlier, 30, today)).toEqual({ start: '2026-03-02', end: '2026-03-15' });
    expect(nextDays(week, 7, today)).toBeNull();
  });

  it('previous then next comes back to where it was', () => {
    expect(nextDays(previousDays(week, 7), 7, today)).toEqual(week);
  });

  it('a typed range must be two real days in order', () => {
    expect(isValidRange({ start: '2026-03-01', end: '2026-03-01' })).toBe(true);
    expect(isValidRange({ start: '2026-03-02', end: '2026-03-01' })).toBe(false);
    expect(isValidRange({ start: '', end: '2026-03-01' })).toBe(false);
    expect(isValidRange({ start: '2026-02-30', end: '2026-03-01' })).toBe(false);
  });
});
