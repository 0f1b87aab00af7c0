import { describe, expect, it } from 'vitest';
import {
  compareToRange,
  formatMinor,
  formatMoney,
  isMoney,
  normalizeAmountInput,
  parseMinor,
  toMinor,
} from './money';

describe('money strings, never floats', () => {
  it('formats with the currency symbol and two decimals in the UI language', () => {
    expect(formatMoney('1250.00', '$', 'es')).toBe('$1250,00');
    expect(formatMoney('1250000.5', '$', 'es')).toBe('$1.250.000,50');
    expect(formatMoney('1250000.5', '$', 'en')).toBe('$1,250,000.50');
    expect(formatMoney('0.00', 'R$', 'pt')).toBe('R$0,00');
  });

  it('puts the sign before the symbol, and a plus when asked', () => {
    expect(formatMoney('-25.00', '$', 'en')).toBe('-$25.00');
    expect(formatMoney('25.00', '$', 'en', { signed: true })).toBe('+$25.00');
    expect(formatMoney('0.00', '$', 'en', { signed: true })).toBe('$0.00');
  });

  it('keeps every cent where a float would not', () => {
    expect(formatMoney('999999999999999.99', '$', 'en')).toBe('$999,999,999,999,999.99');
    expect(Number('999999999999999.99').toFixed(2)).not.toBe('999999999999999.99');
    expect(formatMinor(parseMinor('0.10') + parseMinor('0.20'))).toBe('0.30');
  });

  it('shows what is not money as it came', () => {
    expect(formatMoney('n/a', '$', 'es')).toBe('$n/a');
    expect(isMoney('1.001')).toBe(false);
    expect(toMinor('abc')).toBeNull();
    expect(toMinor('-1.5')).toBe(-150n);
  });

  it('reads what a person typed: dot or comma decimals, no thousands separators', () => {
    expect(normalizeAmountInput('100')).toBe('100.00');
    expect(normalizeAmountInput(' 100,5 ')).toBe('100.50');
    expect(normalizeAmountInput('100.25')).toBe('100.25');
    expect(normalizeAmountInput('100.')).toBe('100.00');
    expect(normalizeAmountInput('0,07')).toBe('0.07');
    for (const bad of [
      '',
      '1.000,00',
      '1,000.00',
      '1.001',
      '-5',
      '12a',
      '.5',
      '1e3',
      '1 000 000 000 000 000',
    ]) {
      expect(normalizeAmountInput(bad), bad).toBeNull();
    }
  });

  it('compares with a range in minor units', () => {
    expect(compareToRange('9.99', '10.00', '50000.00')).toBe('below');
    expect(compareToRange('10.00', '10.00', '50000.00')).toBe('within');
    expect(compareToRange('50000.01', '10.00', '50000.00')).toBe('above');
    expect(compareToRange('1.00', null, null)).toBe('within');
  });
});
