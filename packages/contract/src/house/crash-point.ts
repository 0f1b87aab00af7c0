import { MAX_MULTIPLIER, MIN_MULTIPLIER } from '../crash-curve';

/**
 * The crash point of a round of a hash chain (docs/games.md, "Crash"), in hundredths: h =
 * HMAC-SHA256(key = seed, message = salt); X = the first 52 bits of h; crash = max(100,
 * ⌊99·2^52 / (2^52 − X)⌋), capped at MAX_MULTIPLIER. Integer arithmetic only. The HMAC is the platform's
 * (node:crypto on the server, Web Crypto in the browser).
 */
export function crashPointOfHmac(hmac: Uint8Array): number {
  let x = 0n;
  for (let i = 0; i < 6; i++) x = (x << 8n) | BigInt(hmac[i]!);
  return crashPointFromBits((x << 4n) | BigInt(hmac[6]! >> 4));
}

const TWO_52 = 2n ** 52n;

/** The crash point (hundredths) for X, a uniform 52-bit integer. */
export function crashPointFromBits(x: bigint): number {
  const hundredths = (99n * TWO_52) / (TWO_52 - x);
  if (hundredths < BigInt(MIN_MULTIPLIER)) return MIN_MULTIPLIER;
  if (hundredths > BigInt(MAX_MULTIPLIER)) return MAX_MULTIPLIER;
  return Number(hundredths);
}
