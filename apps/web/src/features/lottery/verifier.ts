/**
 * The published verifier of a lottery draw (docs/lottery.md "Verifying a draw"), written apart from
 * the server's procedure so that each checks the other: SHA-256 and HMAC-SHA256 in plain TypeScript
 * (no WebCrypto: it runs the same in the page, in node and in tests), then the byte → number rules.
 */

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

export function sha256(data: Uint8Array): Uint8Array {
  const h = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const bitLength = data.length * 8;
  const padded = new Uint8Array(((data.length + 9 + 63) >> 6) << 6);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLength / 2 ** 32));
  view.setUint32(padded.length - 4, bitLength >>> 0);
  const w = new Uint32Array(64);
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + i * 4);
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15]!;
      const b = w[i - 2]!;
      const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
      const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h as unknown as number[];
    for (let i = 0; i < 64; i++) {
      const S1 = ((e! >>> 6) | (e! << 26)) ^ ((e! >>> 11) | (e! << 21)) ^ ((e! >>> 25) | (e! << 7));
      const ch = (e! & f!) ^ (~e! & g!);
      const t1 = (hh! + S1 + ch + K[i]! + w[i]!) >>> 0;
      const S0 = ((a! >>> 2) | (a! << 30)) ^ ((a! >>> 13) | (a! << 19)) ^ ((a! >>> 22) | (a! << 10));
      const maj = (a! & b!) ^ (a! & c!) ^ (b! & c!);
      const t2 = (S0 + maj) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d! + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h[0] = (h[0]! + a!) >>> 0;
    h[1] = (h[1]! + b!) >>> 0;
    h[2] = (h[2]! + c!) >>> 0;
    h[3] = (h[3]! + d!) >>> 0;
    h[4] = (h[4]! + e!) >>> 0;
    h[5] = (h[5]! + f!) >>> 0;
    h[6] = (h[6]! + g!) >>> 0;
    h[7] = (h[7]! + hh!) >>> 0;
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) outView.setUint32(i * 4, h[i]!);
  return out;
}

const utf8 = (text: string) => new TextEncoder().encode(text);
export const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  const block = new Uint8Array(64);
  block.set(key.length > 64 ? sha256(key) : key);
  const inner = new Uint8Array(64 + message.length);
  const outer = new Uint8Array(64 + 32);
  for (let i = 0; i < 64; i++) {
    inner[i] = block[i]! ^ 0x36;
    outer[i] = block[i]! ^ 0x5c;
  }
  inner.set(message, 64);
  outer.set(sha256(inner), 64);
  return sha256(outer);
}

/** SHA-256 of the seed text, hex: what the draw committed before its close. */
export const hashOfSeed = (seed: string) => toHex(sha256(utf8(seed)));

/** The layout the verifier needs: the game's kind and its tiers (code, count, digits) in draw order. */
export type VerifiableGame = {
  code: string;
  kind: string;
  tiers: { code: string; count: number; digits: number }[];
};

/** Recomputes a draw's numbers from its revealed seed. */
export function numbersFromSeed(game: VerifiableGame, seed: string, drawNo: string) {
  const key = utf8(seed);
  let block: Uint8Array = new Uint8Array(0);
  let at = 0;
  let round = 0;
  const nextByte = () => {
    if (at === block.length) {
      block = hmacSha256(key, utf8(`${game.code}:${drawNo}:${round}`));
      round += 1;
      at = 0;
    }
    return block[at++]!;
  };
  const digit = () => {
    for (;;) {
      const b = nextByte();
      if (b < 250) return b % 10;
    }
  };
  const below = (n: number) => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      let x = 0;
      for (let i = 0; i < 4; i++) x = x * 256 + nextByte();
      if (x < limit) return x % n;
    }
  };
  if (game.kind === 'keno') {
    const pool = Array.from({ length: 80 }, (_, i) => i + 1);
    for (let i = 0; i < 20; i++) {
      const j = i + below(80 - i);
      const swap = pool[i]!;
      pool[i] = pool[j]!;
      pool[j] = swap;
    }
    return [{ tier: 'RESULT', values: pool.slice(0, 20).map(String) }];
  }
  return game.tiers.map((tier) => ({
    tier: tier.code,
    values: Array.from({ length: tier.count }, () => {
      let value = '';
      for (let d = 0; d < tier.digits; d++) value += String(digit());
      return value;
    }),
  }));
}

export type Verification = { hashMatches: boolean; numbersMatch: boolean };

/** Both checks of a published draw: the seed hashes to the committed hash, and gives these numbers. */
export function verifyDraw(
  game: VerifiableGame,
  draw: { drawNo: string; seed: string; drawHash: string; numbers: { tier: string; values: string[] }[] },
): Verification {
  const recomputed = numbersFromSeed(game, draw.seed, draw.drawNo);
  return {
    hashMatches: hashOfSeed(draw.seed) === draw.drawHash.toLowerCase(),
    numbersMatch: JSON.stringify(recomputed) === JSON.stringify(draw.numbers),
  };
}
