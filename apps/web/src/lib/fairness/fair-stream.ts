import { crashPointOfHmac } from '@crupier/contract/house/crash-point';
import { AsyncFairStream, type SeedHmacAsync } from '@crupier/contract/house/fair-stream';

/**
 * Provably fair checks in the browser (docs/games.md, "Fairness"), with Web Crypto: the HMAC and the
 * SHA-256 are the browser's, everything drawn from them is the contract's (house/fair-stream.ts), the
 * same code the house game server runs with node:crypto. Used by the game's fairness panel
 * (features/seamless) and the betting record (features/member); never by the first page.
 */

const encoder = new TextEncoder();

const toHex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** HMAC-SHA256 keyed with `key` (UTF-8), Web Crypto; the key is imported once, on the first call. */
export function webHmac(key: string): SeedHmacAsync {
  let cryptoKey: Promise<CryptoKey> | null = null;
  return async (message) => {
    cryptoKey ??= crypto.subtle.importKey(
      'raw',
      encoder.encode(key),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    return new Uint8Array(await crypto.subtle.sign('HMAC', await cryptoKey, encoder.encode(message)));
  };
}

/** The house game server's FairStream: round `nonce` of a seed pair, asynchronous because Web Crypto is. */
export class FairStream extends AsyncFairStream {
  constructor(serverSeed: string, clientSeed: string, nonce: number) {
    super(webHmac(serverSeed), clientSeed, nonce);
  }
}

/** SHA-256 of a text (UTF-8), hex: a server seed's is the commitment shown before its rounds. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** A crash round's point in hundredths (245 is ×2.45), from its seed and the chain's salt. */
export async function crashPoint(seed: string, salt: string): Promise<number> {
  return crashPointOfHmac(await webHmac(seed)(salt));
}
