import { describe, expect, it } from 'vitest';
import { flightMs, formatMultiplier, multiplierAt, parseMultiplier, ZCrashBetParams } from './crash';

describe('crash on the wire', () => {
  it('reads an auto cash-out target from a string or a number, in hundredths', () => {
    expect(ZCrashBetParams.parse({ autoCashout: '2.5' })).toEqual({ autoCashout: 250 });
    expect(ZCrashBetParams.parse({ autoCashout: 1.01 })).toEqual({ autoCashout: 101 });
    expect(ZCrashBetParams.parse({}).autoCashout).toBeUndefined();
    expect(ZCrashBetParams.parse({ autoCashout: null })).toEqual({ autoCashout: null });
    for (const bad of ['1.00', '1.001', 0.5, 'x', true, {}, '1000000.01']) {
      const result = ZCrashBetParams.safeParse({ autoCashout: bad });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/^autoCashout must be/);
    }
  });

  it('formats multipliers and follows the curve', () => {
    expect(formatMultiplier(101)).toBe('1.01');
    expect(parseMultiplier('12.3')).toBe(1230);
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(flightMs(250))).toBeGreaterThanOrEqual(250);
    expect(multiplierAt(flightMs(250) - 1)).toBeLessThan(250);
  });
});
