/** One formatter per locale and number of decimals: summaries are redrawn on every animation frame. */
const formats = new Map<string, Intl.NumberFormat>();

function formatOf(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}:${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: false,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * Decimal numbers inside a line of text ("42.17 < 49.50", "↑×1.10 · ×2.45", "2.00") in the number
 * format of `locale` ("42,17 < 49,50" in Spanish), each keeping its own number of decimals. For the
 * engines' round summaries and check values, which are built in the wire format.
 */
export function localizeDecimals(text: string, locale: string): string {
  return text.replace(/\d+\.\d+/g, (value) =>
    formatOf(locale, value.length - value.indexOf('.') - 1).format(Number(value)),
  );
}
