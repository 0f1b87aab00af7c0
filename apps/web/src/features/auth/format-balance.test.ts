import { describe, expect, it } from 'vitest';
import { formatBalance } from '@/lib/format-balance';

describe('formatBalance', () => {
  it('shows the currency symbol and two decimals in the UI language', () => {
    expect(formatBalance('5000.00', '$', 'es')).toBe('$5.000,00');
    expect(formatBalance('1250000.5', '$', 'es')).toBe('$1.250.000,50');
    expect(formatBalance('5000.00', '$', 'en')).toBe('$5,000.00');
    expect(formatBalance('0.00', 'R$', 'pt')).toBe('R$0,00');
  });

  it('shows what the server sent when it is not a number', () => {
    expect(formatBalance('n/a', '$', 'es')).toBe('$n/a');
    expect(formatBalance('', '$', 'es')).toBe('$');
  });
});

describe('formatBalance precision', () => {
  it('keeps every cent of amounts a float would round', () => {
    expect(formatBalance('123456789012345.67', '$', 'en')).toBe('$123,456,789,012,345.67');
  });
});
