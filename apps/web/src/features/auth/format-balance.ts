import { formatMoney } from '../../lib/money';

/**
 * The balance as the header shows it: the merchant's currency symbol and the amount (a two-decimal
 * string on the wire) in the UI language's number format, formatted from the string itself, never
 * through a float.
 */
export function formatBalance(balance: string, currencySymbol: string, locale: string): string {
  return formatMoney(balance, currencySymbol, locale);
}
