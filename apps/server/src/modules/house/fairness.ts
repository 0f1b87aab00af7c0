import crypto from 'node:crypto';
import { SyncFairStream } from '@crupier/contract/house/fair-stream';

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
 * 32-bit words (the derivation is the contract's, house/fair-stream.ts; the HMAC is node:crypto's).
 * Anyone with the revealed server seed recomputes the same sequence.
 */
export class FairStream extends SyncFairStream {
  constructor(serverSeed: string, clientSeed: string, nonce: number) {
    super((message) => crypto.createHmac('sha256', serverSeed).update(message).digest(), clientSeed, nonce);
  }
}
