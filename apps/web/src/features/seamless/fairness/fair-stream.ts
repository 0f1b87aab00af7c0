import type { TFairStream } from '../engines/types';

/**
 * The house's provably fair stream (docs/games.md) recomputed in the browser with Web Crypto: round n
 * of a seed pair reads HMAC-SHA256(serverSeed, `clientSeed:n:cursor`) blocks, cursor 0, 1, 2…, as
 * big-endian 32-bit words. Integers in [0, k) use rejection sampling, shuffles are Fisher–Yates.
 */
export class FairStream implements TFairStream {
  private readonly key: Promise<CryptoKey>;
  private block: DataView = new DataView(new ArrayBuffer(0));
  private offset = 32;
  private cursor = 0;

  constructor(
    serverSeed: string,
    private readonly clientSeed: string,
    private readonly nonce: number,
  ) {
    this.key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(serverSeed),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
  }

  /** A uniform 32-bit unsigned integer. */
  async nextUint32(): Promise<number> {
    if (this.offset >= 32) {
      const message = new TextEncoder().encode(`${this.clientSeed}:${this.nonce}:${this.cursor++}`);
      this.block = new DataView(await crypto.subtle.sign('HMAC', await this.key, message));
      this.offset = 0;
    }
    const value = this.block.getUint32(this.offset, false);
    this.offset += 4;
    return value;
  }

  /** A uniform integer in [0, n): a word at or above ⌊2³²/n⌋·n is drawn again. */
  async int(n: number): Promise<number> {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new Error(`bad range ${n}`);
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      const x = await this.nextUint32();
      if (x < limit) return x % n;
    }
  }

  /** A uniformly random permutation of 0..n-1 (Fisher–Yates, from the end). */
  async shuffle(n: number): Promise<number[]> {
    const items = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = await this.int(i + 1);
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }
}

/** SHA-256 of the server seed, hex: the commitment shown before any bet. */
export async function commitment(serverSeed: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(serverSeed));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
