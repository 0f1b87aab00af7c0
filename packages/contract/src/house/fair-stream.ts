/**
 * The house games' provably fair stream (docs/games.md, "Fairness"), shared by the server, which draws
 * the rounds, and the browser, which recomputes them from the revealed seed.
 *
 * Round n of a seed pair reads HMAC-SHA256(key = serverSeed, message = `clientSeed:n:cursor`) blocks,
 * cursor 0, 1, 2 … as needed, as big-endian 32-bit words. Integers in [0, k) use rejection sampling
 * (no modulo bias), floats two 26-bit halves, shuffles Fisher–Yates from the top.
 *
 * Only the HMAC depends on the platform: node:crypto on the server (synchronous), Web Crypto in the
 * browser (asynchronous). Each hands its HMAC to `SyncFairStream` or `AsyncFairStream`; the words and
 * the numbers drawn from them are derived here, once, as `WordDraw`s that either stream runs.
 */

/** HMAC-SHA256 keyed with the round's server seed, of a UTF-8 message: the 32-byte MAC. */
export type SeedHmac = (message: string) => Uint8Array;
/** The same, for platforms whose HMAC is asynchronous (Web Crypto). */
export type SeedHmacAsync = (message: string) => Promise<Uint8Array>;

/** A derivation from the stream's words: it yields to ask for the next 32-bit word and returns its value. */
export type WordDraw<T> = Generator<void, T, number>;

/** A uniform integer in [0, n): a word at or above ⌊2³²/n⌋·n is drawn again. */
export function* uniformInt(n: number): WordDraw<number> {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new Error(`bad range ${n}`);
  const limit = Math.floor(2 ** 32 / n) * n;
  for (;;) {
    const x = yield;
    if (x < limit) return x % n;
  }
}

/** A uniform float in [0, 1) with 52 bits of precision: the top 26 bits of two words. */
export function* uniformFloat(): WordDraw<number> {
  const high = (yield) >>> 6;
  const low = (yield) >>> 6;
  return (high * 2 ** 26 + low) / 2 ** 52;
}

/** A uniformly random permutation of 0..n-1 (Fisher–Yates, from the end). */
export function* shuffled(n: number): WordDraw<number[]> {
  const items = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = yield* uniformInt(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

const BLOCK_BYTES = 32;

/** The words of one round: which HMAC block comes next, and the words of the current one. */
class RoundWords {
  private block: Uint8Array = new Uint8Array(0);
  private offset = BLOCK_BYTES;
  private cursor = 0;

  constructor(
    private readonly clientSeed: string,
    private readonly nonce: number,
  ) {}

  /** The HMAC message of the next block when the current one is used up; null while words are left. */
  nextMessage(): string | null {
    return this.offset >= BLOCK_BYTES ? `${this.clientSeed}:${this.nonce}:${this.cursor}` : null;
  }

  /** Starts reading the block `nextMessage()` asked for. */
  load(block: Uint8Array): void {
    this.block = block;
    this.offset = 0;
    this.cursor++;
  }

  /** The next big-endian 32-bit word of the current block. */
  take(): number {
    const b = this.block;
    const o = this.offset;
    this.offset += 4;
    return ((b[o]! << 24) | (b[o + 1]! << 16) | (b[o + 2]! << 8) | b[o + 3]!) >>> 0;
  }
}

/** The stream with a synchronous HMAC (the server's node:crypto). */
export class SyncFairStream {
  private readonly words: RoundWords;

  constructor(
    private readonly hmac: SeedHmac,
    clientSeed: string,
    nonce: number,
  ) {
    this.words = new RoundWords(clientSeed, nonce);
  }

  /** A uniform 32-bit unsigned integer. */
  nextUint32(): number {
    const message = this.words.nextMessage();
    if (message !== null) this.words.load(this.hmac(message));
    return this.words.take();
  }

  /** Runs a derivation on the stream's next words. */
  run<T>(draw: WordDraw<T>): T {
    let step = draw.next();
    while (!step.done) step = draw.next(this.nextUint32());
    return step.value;
  }

  /** A uniform integer in [0, n) by rejection sampling: no modulo bias. */
  int(n: number): number {
    return this.run(uniformInt(n));
  }

  /** A uniform float in [0, 1) with 52 bits of precision. */
  float(): number {
    return this.run(uniformFloat());
  }

  /** A uniformly random permutation of 0..n-1 (Fisher–Yates). */
  shuffle(n: number): number[] {
    return this.run(shuffled(n));
  }
}

/** The stream with an asynchronous HMAC (the browser's Web Crypto): the same numbers, as promises. */
export class AsyncFairStream {
  private readonly words: RoundWords;

  constructor(
    private readonly hmac: SeedHmacAsync,
    clientSeed: string,
    nonce: number,
  ) {
    this.words = new RoundWords(clientSeed, nonce);
  }

  /** A uniform 32-bit unsigned integer. */
  async nextUint32(): Promise<number> {
    const message = this.words.nextMessage();
    if (message !== null) this.words.load(await this.hmac(message));
    return this.words.take();
  }

  /** Runs a derivation on the stream's next words. */
  async run<T>(draw: WordDraw<T>): Promise<T> {
    let step = draw.next();
    while (!step.done) step = draw.next(await this.nextUint32());
    return step.value;
  }

  /** A uniform integer in [0, n) by rejection sampling: no modulo bias. */
  int(n: number): Promise<number> {
    return this.run(uniformInt(n));
  }

  /** A uniform float in [0, 1) with 52 bits of precision. */
  float(): Promise<number> {
    return this.run(uniformFloat());
  }

  /** A uniformly random permutation of 0..n-1 (Fisher–Yates). */
  shuffle(n: number): Promise<number[]> {
    return this.run(shuffled(n));
  }
}
