import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareToRange,
  formatMinor,
  formatMoney,
  formatMultiplier,
  isMoney,
  normalizeAmountInput,
  parseAmountInput,
  parseMinor,
  toMinor,
} from './money';

// The UI languages' locales (DOCUMENT_LANG) and a few regional ones of the same languages.
const LOCALES = ['es', 'en', 'pt', 'fil', 'es-MX', 'pt-BR', 'en-US', 'fr'];

describe('money strings, never floats', () => {
  it('formats with the currency symbol and two decimals in the UI language', () => {
    // Grouped from four digits in every language: no "$5000,00" beside "$50.000,00".
    expect(formatMoney('1250.00', '$', 'es')).toBe('$1.250,00');
    expect(formatMoney('5000.00', '$', 'es')).toBe('$5.000,00');
    expect(formatMoney('50000.00', '$', 'es')).toBe('$50.000,00');
    expect(formatMoney('2000.00', '$', 'en')).toBe('$2,000.00');
    expect(formatMoney('2000.00', '₱', 'fil')).toBe('₱2,000.00');
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

  it('reads what a person typed: dot or comma decimals, unambiguous thousands separators', () => {
    expect(normalizeAmountInput('100')).toBe('100.00');
    expect(normalizeAmountInput(' 100,5 ')).toBe('100.50');
    expect(normalizeAmountInput('100.25')).toBe('100.25');
    expect(normalizeAmountInput('100.')).toBe('100.00');
    expect(normalizeAmountInput('0,07')).toBe('0.07');
    expect(normalizeAmountInput('200.00')).toBe('200.00');
    expect(normalizeAmountInput('200,00')).toBe('200.00');
    expect(normalizeAmountInput('1.000,00')).toBe('1000.00');
    expect(normalizeAmountInput('1,000.00')).toBe('1000.00');
    expect(normalizeAmountInput('1.234.567')).toBe('1234567.00');
    expect(normalizeAmountInput('$5.000,00')).toBe('5000.00');
    expect(normalizeAmountInput('R$ 1.250,50')).toBe('1250.50');
    expect(normalizeAmountInput('1 250,50')).toBe('1250.50');
    expect(parseAmountInput('49,5')).toBe(4950n);
    for (const bad of [
      '',
      '1.001',
      '1,000',
      '1.00,00',
      '12,34,56',
      '1.2.3,45',
      '1,000.000',
      '-5',
      '+5',
      '12a',
      'abc5',
      '.5',
      ',5',
      '1e3',
      '0x10',
      '5$',
      '1 000 000 000 000 000',
      '1.005',
    ]) {
      expect(normalizeAmountInput(bad), bad).toBeNull();
    }
  });

  it('reads back every amount it shows, in every language (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 999_999_999_999_999_99n }),
        fc.constantFrom(...LOCALES),
        fc.constantFrom('$', 'R$', '₱', ''),
        (minor, locale, symbol) => {
          const shown = formatMoney(formatMinor(minor), symbol, locale);
          expect(parseAmountInput(shown)).toBe(minor);
        },
      ),
    );
  });

  it('accepts either decimal mark for the same amount (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 999_999_999_999_999_99n }), (minor) => {
        const dot = formatMinor(minor);
        expect(parseAmountInput(dot)).toBe(minor);
        expect(parseAmountInput(dot.replace('.', ','))).toBe(minor);
      }),
    );
  });

  it('refuses garbage (property): anything with a letter, sign or stray symbol after the first digit', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.constantFrom('a', 'e', '-', '+', '$', '/', '%', '×'),
        (text, junk) => {
          expect(normalizeAmountInput(`1${junk}${text}`)).toBeNull();
        },
      ),
    );
  });

  it('formats multipliers in the UI language', () => {
    expect(formatMultiplier(1.22, 'es')).toBe('×1,22');
    expect(formatMultiplier('49.50', 'en')).toBe('×49.50');
    expect(formatMultiplier('1000', 'es')).toBe('×1.000,00');
    expect(formatMultiplier(1.9602, 'pt', 4)).toBe('×1,9602');
  });

  it('compares with a range in minor units', () => {
    expect(compareToRange('9.99', '10.00', '50000.00')).toBe('below');
    expect(compareToRange('10.00', '10.00', '50000.00')).toBe('within');
    expect(compareToRange('50000.01', '10.00', '50000.00')).toBe('above');
    expect(compareToRange('1.00', null, null)).toBe('within');
  });
});
