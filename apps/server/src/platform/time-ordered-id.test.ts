import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeOrderedId } from './time-ordered-id';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('time-ordered id (UUID version 7)', () => {
  it('is a version 7 UUID whose first 48 bits are the time in milliseconds', () => {
    const now = Date.UTC(2026, 11, 6, 3, 0, 0, 123);
    const id = timeOrderedId(now);
    expect(id).toMatch(UUID_V7);
    expect(Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(now);
  });

  it('sorts, as text, in the order of the milliseconds it was made in', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 47 }), fc.integer({ min: 1, max: 2 ** 20 }), (t, gap) => {
        expect(timeOrderedId(t) < timeOrderedId(t + gap)).toBe(true);
      }),
    );
  });

  it('keeps ids made in the same millisecond apart', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => timeOrderedId(1_800_000_000_000)));
    expect(ids.size).toBe(10_000);
  });
});
