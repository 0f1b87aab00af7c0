import crypto from 'node:crypto';
import { crashPointOfHmac } from '@crupier/contract/house/crash-point';

/**
 * Provably fair crash points (docs/games.md, "Crash").
 *
 * Seeds come from a hash chain: a secret 32-byte chain seed s is hashed `length` times; round i of the
 * chain (1-based) plays seed_i = SHA-256^(length − i)(s), so SHA-256(seed_i) = seed_(i−1): the hash
 * published before round i is the seed revealed after round i − 1, and the chain's commitment
 * SHA-256^length(s) (published with the salt before the chain's first round) ties every round to it:
 * the whole chain is fixed before its first bet, so no round can be changed once players bet on it.
 */

/** The house edge: P(crash ≥ m) = 0.99 / m for every m ≥ 1.01, so any cash-out target returns 99 %. */
export const RTP_PERCENT = 99;

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** SHA-256 applied `times` times (hex in, hex out). */
export function hashTimes(seed: string, times: number): string {
  let value = seed;
  for (let i = 0; i < times; i++) value = sha256(value);
  return value;
}

/** The seed of round `index` (1 … length) of a chain. */
export function chainRoundSeed(chainSeed: string, length: number, index: number): string {
  if (!Number.isInteger(index) || index < 1 || index > length) throw new Error(`bad chain index ${index}`);
  return hashTimes(chainSeed, length - index);
}

/**
 * The crash point of a seed, in hundredths: the contract's formula (house/crash-point.ts, the same the
 * browser checks with) over HMAC-SHA256(key = seed, message = salt).
 */
export function crashPointOf(seed: string, salt: string): number {
  return crashPointOfHmac(crypto.createHmac('sha256', seed).update(salt).digest());
}

/** What a bet wins cashed out at `multiplier` (hundredths): ⌊bet × multiplier⌋ in minor units. */
export function cashoutWin(bet: bigint, multiplier: number): bigint {
  return (bet * BigInt(multiplier)) / 100n;
}

/** Everything a player needs to check a crash round once its seed is revealed. */
export function verifyCrashRound(round: { seed: string; salt: string; hash: string; crashPoint: number }) {
  const hashMatches = sha256(round.seed) === round.hash;
  const crashPoint = crashPointOf(round.seed, round.salt);
  return { hashMatches, crashPoint, ok: hashMatches && crashPoint === round.crashPoint };
}

/** A new chain: a secret seed, its public commitment and salt. */
export function newChain(length: number) {
  const chainSeed = crypto.randomBytes(32).toString('hex');
  return {
    chainSeed,
    chainLength: length,
    chainCommitment: hashTimes(chainSeed, length),
    salt: crypto.randomBytes(16).toString('hex'),
  };
}
