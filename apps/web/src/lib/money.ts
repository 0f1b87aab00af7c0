import { formatMinor, parseMinor } from '@crupier/contract/money-format';

/**
 * Money in the web app stays what the API sends: a decimal string ("1250.00"), or integer minor units
 * (bigint) for arithmetic and comparison. Never a float: `Number("0.1") + Number("0.2")` is not 0.3,
 * and 15 integer digits plus 2 decimals are more than a double holds exactly.
 */
export { formatMinor, parseMinor };

const MONEY = /^-?\d{1,15}(\.\d{1,2})?$/;

/** Whether `text` is a money amount as the API writes it (optionally signed, up to two decimals). */
export function isMoney(text: string): boolean {
  return MONEY.test(text);
}

/** Minor units of a money string, or null when it is not one. */
export function toMinor(text: string): bigint | null {
  return isMoney(text) ? parseMinor(text) : null;
}

/** One Intl.NumberFormat per locale and number of decimals (pages redraw amounts often). */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}:${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    // Grouping always: Spanish groups only from five digits by default ("5000,00" beside "50.000,00").
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: 'always',
    });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * A money string for display, the one money formatter of the web app (docs/money-format.md): the
 * merchant's currency symbol and the amount in the UI language's number format, grouped, always two
 * decimals. Intl.NumberFormat formats the decimal string itself (exactly, no float on the way).
 * Negative amounts read "-$25.00". Anything that is not money is shown as it came.
 */
export function formatMoney(
  amount: string,
  currencySymbol: string,
  locale: string,
  options: { signed?: boolean } = {},
): string {
  const minor = toMinor(amount.trim());
  if (minor === null) return `${currencySymbol}${amount}`;
  const negative = minor < 0n;
  const magnitude = formatMinor(negative ? -minor : minor) as Intl.StringNumericLiteral;
  const number = numberFormat(locale, 2).format(magnitude);
  const sign = negative ? '-' : options.signed && minor > 0n ? '+' : '';
  return `${sign}${currencySymbol}${number}`;
}

/**
 * A payout multiplier for display, the one multiplier formatter: "×1,22" in Spanish, "×49.50" in
 * English. `value` is a number or the wire's decimal string ("1.22"); two decimals unless told.
 */
export function formatMultiplier(value: number | string, locale: string, decimals = 2): string {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return `×${value}`;
  return `×${numberFormat(locale, decimals).format(number)}`;
}

/** Digits grouped by threes with `mark` ("1.234.567"); the digits, or null when badly grouped. */
function ungroup(text: string, mark: string): string | null {
  const parts = text.split(mark);
  const isGrouped = parts.every((part, i) => (i === 0 ? /^\d{1,3}$/ : /^\d{3}$/).test(part));
  return isGrouped ? parts.join('') : null;
}

/**
 * What a person typed in an amount field → the API's money string ("1.234,5" → "1234.50"), or null
 * when it is not an amount: the one money input parser (deposit, withdrawal, transfer, stakes, back
 * office; docs/money-format.md). A dot or a comma is the decimal mark, and thousands separators are
 * accepted where they cannot be misread: with both marks the last one is the decimal mark
 * ("1.234,56", "1,234.56"); one mark used more than once groups ("1.234.567"); one mark used once is
 * the decimal mark, and with exactly three digits after it ("1.000": one thousand or one?) the text
 * is refused. A leading currency symbol ("$", "R$", "₱") and spaces are ignored, so what formatMoney
 * shows reads back as the same amount. Signs, exponents, more than 15 integer digits or more than
 * 2 decimals are refused.
 */
export function normalizeAmountInput(text: string): string | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/^(?:[A-Z]{0,2}\p{Sc}|[A-Z]{3})(?=\d)/u, '');
  if (!/^\d[\d.,]*$/.test(compact)) return null;
  const marks = [...new Set(compact.replace(/\d/g, ''))];
  let units: string | null = compact;
  let cents = '';
  if (marks.length === 2) {
    const decimal = compact[Math.max(compact.lastIndexOf('.'), compact.lastIndexOf(','))]!;
    const at = compact.lastIndexOf(decimal);
    const group = decimal === '.' ? ',' : '.';
    units = compact.slice(0, at).includes(decimal) ? null : ungroup(compact.slice(0, at), group);
    cents = compact.slice(at + 1);
  } else if (marks.length === 1) {
    const mark = marks[0]!;
    const count = compact.split(mark).length - 1;
    if (count > 1) units = ungroup(compact, mark);
    else {
      [units = '', cents = ''] = compact.split(mark);
      if (cents.length === 3) return null;
    }
  }
  if (units === null || !/^\d{1,15}$/.test(units) || !/^\d{0,2}$/.test(cents)) return null;
  return formatMinor(BigInt(units) * 100n + BigInt(cents.padEnd(2, '0')));
}

/** What a person typed in an amount field → minor units, or null when it is not an amount. */
export function parseAmountInput(text: string): bigint | null {
  const amount = normalizeAmountInput(text);
  return amount === null ? null : parseMinor(amount);
}

/** An amount compared with a range; null bounds are open. */
export function compareToRange(
  amount: string,
  min: string | null,
  max: string | null,
): 'below' | 'above' | 'within' {
  const value = parseMinor(amount);
  if (min !== null && value < parseMinor(min)) return 'below';
  if (max !== null && value > parseMinor(max)) return 'above';
  return 'within';
}
