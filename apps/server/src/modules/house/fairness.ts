import crypto from 'node:crypto';

/** A fresh server seed: 32 bytes from the CSPRNG, hex. */
export function newServerSeed(): string {
  return crypto.randomBytes(32).toString('hex');
}

/** What the player sees before betting: SHA-256 of the server seed. */
export function commitment(serverSeed: string): string {
  return crypto.createHash('sha256').update(serverSeed).digest('hex');
}

/**
 * The round's random numbers: HMAC-SHA256(serverSeed, `clientSeed:nonce:cursor`) blocks, read as
 * 32-bit words. Anyone with the revealed server seed recomputes the same sequence.
 */
export class FairStream {
  private block: Buffer = Buffer.alloc(0);
  private offset = 32;
  private cursor = 0;

  constructor(
    private readonly serverSeed: string,
    private readonly clientSeed: string,
    private readonly nonce: number,
  ) {}

  /** A uniform 32-bit unsigned integer. */
  nextUint32(): number {
    if (this.offset >= 32) {
      this.block = crypto
        .createHmac('sha256', this.serverSeed)
        .update(`${this.clientSeed}:${this.nonce}:${this.cursor++}`)
        .digest();
      this.offset = 0;
    }
    const value = this.block.readUInt32BE(this.offset);
    this.offset += 4;
    return value;
  }

  /** A uniform integer in [0, n) by rejection sampling: no modulo bias. */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new Error(`bad range ${n}`);
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      const x = this.nextUint32();
      if (x < limit) return x % n;
    }
  }

  /** A uniform float in [0, 1) with 52 bits of precision. */
  float(): number {
    const high = this.nextUint32() >>> 6; // 26 bits
    const low = this.nextUint32() >>> 6; // 26 bits
    return (high * 2 ** 26 + low) / 2 ** 52;
  }

  /** A uniformly random permutation of 0..n-1 (Fisher–Yates). */
  shuffle(n: number): number[] {
    const items = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }
}
