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

/**
 * A money string for display: the currency symbol and the amount in the UI language's number format,
 * always two decimals. Intl.NumberFormat formats the decimal string itself (exactly, no float on the
 * way). Negative amounts read "-$25.00". Anything that is not money is shown as it came.
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
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(magnitude);
  const sign = negative ? '-' : options.signed && minor > 0n ? '+' : '';
  return `${sign}${currencySymbol}${number}`;
}

/**
 * What a person typed in an amount field → the API's money string ("100,5" → "100.50"), or null when it
 * is not a plain amount. A dot or a comma is the decimal separator; thousands separators are refused
 * rather than guessed ("1.000" could be one thousand or one).
 */
export function normalizeAmountInput(text: string): string | null {
  const compact = text.replace(/\s/g, '');
  const match = /^(\d{1,15})(?:[.,](\d{0,2}))?$/.exec(compact);
  if (!match) return null;
  const [, units = '0', cents = ''] = match;
  return formatMinor(BigInt(units) * 100n + BigInt(cents.padEnd(2, '0')));
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
