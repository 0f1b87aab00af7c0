/**
 * Decimal numbers inside a line of text ("42.17 < 49.50", "↑×1.10 · ×2.45", "2.00") in the number
 * format of `locale` ("42,17 < 49,50" in Spanish), each keeping its own number of decimals. For the
 * engines' round summaries and check values, which are built in the wire format.
 */
export function localizeDecimals(text: string, locale: string): string {
  return text.replace(/\d+\.\d+/g, (value) => {
    const decimals = value.length - value.indexOf('.') - 1;
    return new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: false,
    }).format(Number(value));
  });
}
