import { describe, expect, it } from 'vitest';
import { CardShoe } from './cards';
import { crashPointOfHmac } from './crash-point';
import { AsyncFairStream, type SeedHmac, SyncFairStream } from './fair-stream';

/** A stand-in for HMAC-SHA256 (the platforms' own are tested against each other in the server and web tests). */
const fakeHmac: SeedHmac = (message) => {
  const bytes = new Uint8Array(32);
  let h = 2166136261;
  for (let i = 0; i < 32; i++) {
    h = Math.imul(h ^ (message.charCodeAt(i % message.length) + i), 16777619) >>> 0;
    bytes[i] = h & 0xff;
  }
  return bytes;
};

describe('the fair stream without its HMAC', () => {
  it('reads blocks `clientSeed:nonce:cursor` as big-endian words, eight a block', () => {
    const asked: string[] = [];
    const stream = new SyncFairStream(
      (message) => {
        asked.push(message);
        return Uint8Array.from({ length: 32 }, (_, i) => (i % 4 === 3 ? asked.length : i === 0 ? 0x80 : 0));
      },
      'c',
      7,
    );
    const words = Array.from({ length: 9 }, () => stream.nextUint32());
    expect(asked).toEqual(['c:7:0', 'c:7:1']);
    expect(words[0]).toBe(0x80000001);
    expect(words.slice(1, 8)).toEqual(Array(7).fill(1));
    expect(words[8]).toBe(0x80000002);
  });

  it('draws the same numbers with a synchronous and an asynchronous HMAC', async () => {
    const sync = new SyncFairStream(fakeHmac, 'player', 3);
    const async = new AsyncFairStream(async (message) => fakeHmac(message), 'player', 3);
    for (const n of [1, 2, 37, 10_000, 2 ** 31 + 1, 2 ** 32]) expect(await async.int(n)).toBe(sync.int(n));
    expect(await async.shuffle(25)).toEqual(sync.shuffle(25));
    expect(await async.float()).toBe(sync.float());
    expect(await async.nextUint32()).toBe(sync.nextUint32());
  });

  it('draws again the words that would bias an integer (rejection sampling)', () => {
    // n = 2^31 + 1: only words below 2^31 + 1 are kept, so 0xffffffff is skipped.
    const words = [0xffffffff, 5];
    const stream = new SyncFairStream(
      () => Uint8Array.from(words.flatMap((w) => [w >>> 24, (w >>> 16) & 255, (w >>> 8) & 255, w & 255])),
      'c',
      0,
    );
    expect(stream.int(2 ** 31 + 1)).toBe(5);
    expect(() => stream.int(0)).toThrow('bad range 0');
    expect(() => stream.int(1.5)).toThrow('bad range');
  });
});

describe('card shoes', () => {
  it('deal every card of the decks once, in rank and suit order of the picks, then nothing', () => {
    const shoe = new CardShoe(2);
    expect(shoe.take(0)).toEqual({ rank: 1, suit: 0 });
    expect(shoe.take(0)).toEqual({ rank: 1, suit: 0 });
    expect(shoe.take(0)).toEqual({ rank: 1, suit: 1 });
    expect(shoe.take(shoe.remaining - 1)).toEqual({ rank: 13, suit: 3 });
    const counts = new Map<string, number>();
    while (shoe.remaining > 0) {
      const card = shoe.take(shoe.remaining - 1);
      counts.set(`${card.rank}:${card.suit}`, (counts.get(`${card.rank}:${card.suit}`) ?? 0) + 1);
    }
    expect(counts.size).toBe(51);
    expect(() => shoe.take(0)).toThrow('shoe exhausted');
  });
});

describe('crash points', () => {
  it('read the first 52 bits of the HMAC', () => {
    const hmac = (hex: string) => Uint8Array.from(hex.match(/../g)!, (byte) => Number.parseInt(byte, 16));
    expect(crashPointOfHmac(hmac(`${'0'.repeat(14)}${'f'.repeat(50)}`))).toBe(100);
    // X = 2^51 (the 52-bit half-way point): 99·2^52 / 2^51 = 198.
    expect(crashPointOfHmac(hmac(`8${'0'.repeat(12)}f${'0'.repeat(50)}`))).toBe(198);
    expect(crashPointOfHmac(hmac(`${'f'.repeat(13)}0${'0'.repeat(50)}`))).toBe(100_000_000);
  });
});
