import { formatMinor } from '@crupier/contract/money-format';
import { describe, expect, it } from 'vitest';
import type { TRoundDetail, TVerifier } from '@/api/game-engine-types';
import { FairStream } from '@/lib/fairness/fair-stream';
import { settleSingleStep } from '../../../../../server/src/modules/house/engines';
import { FairStream as ServerStream } from '../../../../../server/src/modules/house/fairness';
import { verifyFish } from './fish/fish';
import { verifyKeno } from './keno/keno';
import { verifyScratch } from './scratch/scratch';

/** The keno, scratch and fish verifiers (Web Crypto) against the server's engines (node:crypto). */
const SEED = '0a2b8c0e1d3a4f6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4e';
const CLIENT = 'arcade-verifier';

function single(engine: string, nonce: number, params: Record<string, unknown>): TRoundDetail {
  const { outcome, win } = settleSingleStep(engine, new ServerStream(SEED, CLIENT, nonce), 1000n, params);
  return {
    roundId: `r${nonce}`,
    state: 'settled',
    bet: '10.00',
    win: formatMinor(win),
    outcome,
    nonce,
    engine,
    params,
    serverSeedHash: 'h',
    clientSeed: CLIENT,
    serverSeed: SEED,
    walletTransactions: [],
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

const verify = (verifier: TVerifier, round: TRoundDetail) =>
  verifier(round, new FairStream(SEED, CLIENT, round.nonce));

describe('arcade verifiers agree with the server engines', () => {
  it('keno', async () => {
    for (let nonce = 1; nonce <= 15; nonce++) {
      const picks = Array.from({ length: (nonce % 10) + 1 }, (_, i) => i * 7 + 1);
      expect((await verify(verifyKeno, single('keno', nonce, { picks }))).matches).toBe(true);
    }
    const forged = single('keno', 1, { picks: [1, 2, 3] });
    forged.outcome = { ...forged.outcome, hits: [1, 2, 3], payHundredths: 4650 };
    expect((await verify(verifyKeno, forged)).matches).toBe(false);
  });

  it('scratch cards', async () => {
    for (let nonce = 1; nonce <= 30; nonce++) {
      expect((await verify(verifyScratch, single('scratch', nonce, {}))).matches).toBe(true);
    }
    const forged = single('scratch', 2, {});
    forged.outcome = { ...forged.outcome, multiplier: 1000 };
    expect((await verify(verifyScratch, forged)).matches).toBe(false);
  });

  it('fish shots', async () => {
    for (let nonce = 1; nonce <= 20; nonce++) {
      const species = nonce % 2 ? 'clownfish' : 'kraken';
      expect((await verify(verifyFish, single('fish', nonce, { species }))).matches).toBe(true);
    }
    const forged = single('fish', 3, { species: 'clownfish' });
    forged.outcome = { ...forged.outcome, roll: ((forged.outcome.roll as number) + 1) % 1_000_000 };
    expect((await verify(verifyFish, forged)).matches).toBe(false);
  });
});
