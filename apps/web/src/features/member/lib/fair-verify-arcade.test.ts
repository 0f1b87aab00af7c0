import { describe, expect, it } from 'vitest';
import { playFish, playKeno, playScratch } from '../../../../../server/src/modules/house/engines/arcade';
import { FairStream } from '../../../../../server/src/modules/house/fairness';
import { verifyRound } from './fair-verify';

/** The betting record's verifier on keno, scratch cards and fish shots, against the server's engines. */
const SERVER_SEED = 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';
const HASH = '1309f953015195d9eadc0455c1e42a5cfc463d4cad90c0cc940ff77b5f1633bd';
const CLIENT_SEED = 'player-seed';
const server = (nonce: number) => new FairStream(SERVER_SEED, CLIENT_SEED, nonce);
const round = (engine: string, nonce: number, outcome: object) => ({
  engine,
  outcome: outcome as Record<string, unknown>,
  serverSeed: SERVER_SEED,
  serverSeedHash: HASH,
  clientSeed: CLIENT_SEED,
  nonce,
});

describe('betting record verification of the arcade games', () => {
  it('matches rounds as the server played them and catches a changed one', async () => {
    const keno = playKeno(server(1), [1, 2, 3]);
    expect((await verifyRound(round('keno', 1, keno))).outcome.status).toBe('match');
    const scratch = playScratch(server(2));
    expect((await verifyRound(round('scratch', 2, scratch))).outcome.status).toBe('match');
    const fish = playFish(server(3), 'shark');
    expect((await verifyRound(round('fish', 3, fish))).matches).toBe(true);
    const forged = { ...keno, drawn: [...keno.drawn].reverse() };
    expect((await verifyRound(round('keno', 1, forged))).outcome.status).toBe('mismatch');
  });
});
