/** Integer minor units → the wire's decimal string with exactly two decimals ("1250.00"). */
export function formatMinor(amount: bigint): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const units = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${units}.${cents}`;
}

/** The wire's decimal string → integer minor units; throws on anything but `123` or `123.45`. */
export function parseMinor(text: string): bigint {
  const match = /^(-)?(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`not a money amount: ${text}`);
  const [, sign, units, cents = ''] = match;
  const value = BigInt(units!) * 100n + BigInt(cents.padEnd(2, '0'));
  return sign ? -value : value;
}
