import { describe, expect, it } from 'vitest';
import { localizeDecimals } from './decimals';

describe('decimals in a line of text', () => {
  it('take the locale’s decimal mark and keep their own decimals', () => {
    expect(localizeDecimals('↑×1.10 · ×2.45', 'es')).toBe('↑×1,10 · ×2,45');
    expect(localizeDecimals('42.17 < 49.50 · 3.1', 'pt')).toBe('42,17 < 49,50 · 3,1');
    expect(localizeDecimals('↑×1.10 · ×2.45', 'en')).toBe('↑×1.10 · ×2.45');
  });

  it('leave whole numbers, hex seeds and large values without grouping alone', () => {
    expect(localizeDecimals('#12 17 rojo', 'es')).toBe('#12 17 rojo');
    expect(localizeDecimals('5f2b8c0e1d3a', 'es')).toBe('5f2b8c0e1d3a');
    expect(localizeDecimals('×10000.00', 'es')).toBe('×10000,00');
  });
});
