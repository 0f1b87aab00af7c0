/** stake × odds, both decimal strings, to the cent (rounded down, as the server pays). */
export function timesOdds(stake: string, odds: string): string {
  const cents = BigInt(Math.round(Number(stake) * 100));
  const hundredths = BigInt(Math.round(Number(odds) * 100));
  const win = (cents * hundredths) / 100n;
  return `${win / 100n}.${String(win % 100n).padStart(2, '0')}`;
}
