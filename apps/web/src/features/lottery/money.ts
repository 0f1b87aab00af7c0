import { formatMinor, toMinor } from '@/lib/money';

/** Decimal odds as the wire writes them ("3.50", "95") → hundredths (350n, 9500n), or null. */
export function oddsHundredths(odds: string): bigint | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(odds.trim());
  if (!match) return null;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/**
 * stake × odds in integer minor units, rounded down as the server pays (contract `potentialWinOf`:
 * stake × hundredths / 100); null when the stake or the odds are not decimal strings. No float.
 */
export function potentialWinMinor(stake: string, odds: string): bigint | null {
  const cents = toMinor(stake.trim());
  const hundredths = oddsHundredths(odds);
  if (cents === null || hundredths === null || cents < 0n) return null;
  return (cents * hundredths) / 100n;
}

/** stake × odds as a money string ("17.50") for the one money formatter; "0.00" when unreadable. */
export function timesOdds(stake: string, odds: string): string {
  return formatMinor(potentialWinMinor(stake, odds) ?? 0n);
}
