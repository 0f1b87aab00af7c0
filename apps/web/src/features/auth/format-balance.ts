/**
 * The balance as the header shows it: the merchant's currency symbol and the amount (a two-decimal
 * string on the wire) in the UI language's number format.
 */
export function formatBalance(balance: string, currencySymbol: string, locale: string): string {
  const amount = Number(balance);
  if (balance.trim() === '' || !Number.isFinite(amount)) return `${currencySymbol}${balance}`;
  const formatted = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return `${currencySymbol}${formatted}`;
}
