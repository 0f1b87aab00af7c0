import { describe, expect, it } from 'vitest';
import {
  applyHoldem,
  publicHoldem,
  startHoldem,
} from '../../../../../server/src/modules/house/engines/casino-holdem';
import { dealDragonTiger } from '../../../../../server/src/modules/house/engines/dragon-tiger';
import { throwSicBo } from '../../../../../server/src/modules/house/engines/sic-bo';
import {
  drawVideoPoker,
  publicVideoPoker,
  startVideoPoker,
} from '../../../../../server/src/modules/house/engines/video-poker';
import { FairStream } from '../../../../../server/src/modules/house/fairness';
import { verifyRound } from './fair-verify';

/** The betting record's verifier on the table games, against rounds drawn by the server's engines. */
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

describe('betting record verification of the table games', () => {
  it('matches rounds as the server played them and catches a changed one', async () => {
    const dt = dealDragonTiger(server(1));
    expect((await verifyRound(round('dragontiger', 1, dt))).outcome.status).toBe('match');
    expect((await verifyRound(round('sicbo', 2, { dice: throwSicBo(server(2)) }))).outcome.status).toBe(
      'match',
    );
    const vp = publicVideoPoker(drawVideoPoker(startVideoPoker(server(3)), [0, 1]));
    expect((await verifyRound(round('videopoker', 3, vp))).outcome.status).toBe('match');
    const open = publicHoldem(startHoldem(server(4), 100n));
    expect((await verifyRound(round('holdem', 4, open))).outcome.status).toBe('match');
    const called = publicHoldem(applyHoldem(startHoldem(server(4), 100n), 'call'));
    expect((await verifyRound(round('holdem', 4, called))).outcome.status).toBe('match');
    const forged = { ...dt, dragon: dt.tiger, tiger: dt.dragon };
    expect((await verifyRound(round('dragontiger', 1, forged))).outcome.status).toBe('mismatch');
  });
});
