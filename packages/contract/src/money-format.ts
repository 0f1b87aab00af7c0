/** Money helpers without zod, for the web app's first load. Minor units are bigint, never floats. */

/** Integer minor units → decimal string with exactly two decimals ("1250.00"). */
export function formatMinor(amount: bigint): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** Decimal string → integer minor units; throws on anything but `123`, `123.4` or `123.45`. */
export function parseMinor(text: string): bigint {
  const match = /^(-)?(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`not a money amount: ${text}`);
  const [, sign, units, cents = ''] = match;
  const value = BigInt(units!) * 100n + BigInt(cents.padEnd(2, '0'));
  return sign ? -value : value;
}
