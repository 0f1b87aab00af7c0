import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinor, parseMinor } from './money';

describe('money on the wire', () => {
  it('formats minor units with exactly two decimals', () => {
    expect(formatMinor(125000n)).toBe('1250.00');
    expect(formatMinor(5n)).toBe('0.05');
    expect(formatMinor(-199n)).toBe('-1.99');
    expect(formatMinor(0n)).toBe('0.00');
  });

  it('parses what it formats, for any amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 17n) + 1n, max: 10n ** 17n - 1n }), (amount) => {
        expect(parseMinor(formatMinor(amount))).toBe(amount);
      }),
    );
  });

  it('refuses floats in exponent form, three decimals and garbage', () => {
    for (const bad of ['1e5', '1.234', '', 'abc', '1.', '.5', '1,00'])
      expect(() => parseMinor(bad)).toThrow();
  });
});
