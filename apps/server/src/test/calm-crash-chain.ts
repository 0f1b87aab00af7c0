import crypto from 'node:crypto';
import { crashPointOf, sha256 } from '@/modules/house/crash/crash-fairness';

/**
 * A crash hash chain whose first `calmRounds` rounds crash between `min` and `max` (in hundredths:
 * 160 is ×1.60), so that tests and benches on the server's real timing get short flights. Only the
 * secret seed is chosen; the server draws, shows and reveals the rounds as always.
 */
export function calmCrashChain(options: { length: number; calmRounds: number; min?: number; max: number }) {
  const { length, calmRounds, min = 100, max } = options;
  for (;;) {
    const chainSeed = crypto.randomBytes(32).toString('hex');
    const salt = crypto.randomBytes(16).toString('hex');
    // hashes[k] = SHA-256^k(chainSeed); round i of the chain plays hashes[length − i].
    const hashes = [chainSeed];
    for (let k = 1; k <= length; k++) hashes.push(sha256(hashes[k - 1]!));
    let isCalm = true;
    for (let i = 1; i <= calmRounds && isCalm; i++) {
      const crash = crashPointOf(hashes[length - i]!, salt);
      isCalm = crash >= min && crash <= max;
    }
    if (isCalm) return { chainSeed, salt, commitment: hashes[length]! };
  }
}
