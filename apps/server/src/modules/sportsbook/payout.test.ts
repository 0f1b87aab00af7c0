import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinedOdds } from './payout';

describe("a bet's combined odds", () => {
  it('is exact for a single, whatever the hundredths (2.26 is recorded as 2.26, not 2.25)', () => {
    expect(combinedOdds([226])).toBe(226);
    fc.assert(fc.property(fc.integer({ min: 101, max: 100_000 }), (odds) => combinedOdds([odds]) === odds));
  });

  it('is the product of the legs rounded down to the hundredth, capped', () => {
    expect(combinedOdds([226, 150])).toBe(339);
    expect(combinedOdds([226, 226])).toBe(510);
    expect(combinedOdds([185, 210, 133])).toBe(516);
    expect(combinedOdds(Array.from({ length: 20 }, () => 1_000))).toBe(2_000_000_000);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 101, max: 5_000 }), { minLength: 1, maxLength: 8 }), (legs) => {
        const exact = legs.reduce((o, odds) => o * BigInt(odds), 1n) / 100n ** BigInt(legs.length - 1);
        return BigInt(combinedOdds(legs)) === (exact > 2_000_000_000n ? 2_000_000_000n : exact);
      }),
    );
  });
});
