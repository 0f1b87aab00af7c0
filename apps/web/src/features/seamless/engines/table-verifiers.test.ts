import { formatMinor } from '@crupier/contract/money-format';
import { describe, expect, it } from 'vitest';
import type { TRoundDetail, TVerifier } from '@/api/game-engine-types';
import { FairStream } from '@/lib/fairness/fair-stream';
import { settleSingleStep } from '../../../../../server/src/modules/house/engines';
import {
  applyHoldem,
  publicHoldem,
  startHoldem,
} from '../../../../../server/src/modules/house/engines/casino-holdem';
import {
  drawVideoPoker,
  publicVideoPoker,
  startVideoPoker,
} from '../../../../../server/src/modules/house/engines/video-poker';
import { FairStream as ServerStream } from '../../../../../server/src/modules/house/fairness';
import { verifyDragonTiger } from './dragontiger/dragon-tiger';
import { verifyHoldem } from './holdem/holdem';
import { verifySicBo } from './sicbo/sic-bo';
import { verifyVideoPoker } from './videopoker/video-poker';

/** The table games' browser verifiers against the server's engines (as verifiers.test.ts does for the others). */
const SEED = '7a2b8c0e1d3a4f6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4e';
const CLIENT = 'table-verifier-test';

function detail(engine: string, nonce: number, params: Record<string, unknown>, outcome: object, win = 0n) {
  return {
    roundId: `r${nonce}`,
    state: 'settled',
    bet: '10.00',
    win: formatMinor(win),
    outcome: outcome as Record<string, unknown>,
    nonce,
    engine,
    params,
    serverSeedHash: 'h',
    clientSeed: CLIENT,
    serverSeed: SEED,
    walletTransactions: [],
    createdAt: '2026-01-01T00:00:00.000Z',
  } satisfies TRoundDetail;
}

const verify = (verifier: TVerifier, round: TRoundDetail) =>
  verifier(round, new FairStream(SEED, CLIENT, round.nonce));

function single(engine: string, nonce: number, params: Record<string, unknown>) {
  const { outcome, win } = settleSingleStep(engine, new ServerStream(SEED, CLIENT, nonce), 1000n, params);
  return detail(engine, nonce, params, outcome, win);
}

describe('browser verifiers of the table games agree with the server', () => {
  it('dragon tiger', async () => {
    const params = { bets: [{ side: 'dragon', share: 1 }] };
    for (let nonce = 1; nonce <= 20; nonce++) {
      expect((await verify(verifyDragonTiger, single('dragontiger', nonce, params))).matches).toBe(true);
    }
    const forged = single('dragontiger', 1, params);
    forged.outcome = { ...forged.outcome, dragon: { rank: 13, suit: 0 }, tiger: { rank: 1, suit: 0 } };
    expect((await verify(verifyDragonTiger, forged)).matches).toBe(false);
  });

  it('sic bo', async () => {
    const params = { bets: [{ bet: { type: 'big' }, share: 1 }] };
    for (let nonce = 1; nonce <= 20; nonce++) {
      expect((await verify(verifySicBo, single('sicbo', nonce, params))).matches).toBe(true);
    }
    const forged = single('sicbo', 2, params);
    forged.outcome = { ...forged.outcome, dice: [6, 6, 6] };
    expect((await verify(verifySicBo, forged)).matches).toBe(false);
  });

  it('video poker, open and drawn', async () => {
    for (let nonce = 1; nonce <= 20; nonce++) {
      const dealt = startVideoPoker(new ServerStream(SEED, CLIENT, nonce));
      expect(
        (await verify(verifyVideoPoker, detail('videopoker', nonce, {}, publicVideoPoker(dealt)))).matches,
      ).toBe(true);
      const holds = [nonce % 2 === 0, nonce % 3 === 0, true, false, nonce % 5 === 0];
      const drawn = publicVideoPoker(drawVideoPoker(dealt, holds));
      const verification = await verify(verifyVideoPoker, detail('videopoker', nonce, {}, drawn));
      expect(verification.matches).toBe(true);
      expect(verification.checks.map((c) => c.label)).toEqual(['deal', 'draw', 'hand']);
    }
    const forged = publicVideoPoker(drawVideoPoker(startVideoPoker(new ServerStream(SEED, CLIENT, 1)), []));
    forged.cards = [...forged.cards].reverse();
    expect((await verify(verifyVideoPoker, detail('videopoker', 1, {}, forged))).matches).toBe(false);
  });

  it("casino hold'em, open, called and folded", async () => {
    for (let nonce = 1; nonce <= 20; nonce++) {
      const dealt = startHoldem(new ServerStream(SEED, CLIENT, nonce), 1000n);
      expect((await verify(verifyHoldem, detail('holdem', nonce, {}, publicHoldem(dealt)))).matches).toBe(
        true,
      );
      const settled = publicHoldem(applyHoldem(dealt, nonce % 4 ? 'call' : 'fold'));
      expect((await verify(verifyHoldem, detail('holdem', nonce, {}, settled))).matches).toBe(true);
    }
    const forged = publicHoldem(applyHoldem(startHoldem(new ServerStream(SEED, CLIENT, 3), 1000n), 'call'));
    forged.dealer = [
      { rank: 1, suit: 0 },
      { rank: 1, suit: 1 },
    ];
    expect((await verify(verifyHoldem, detail('holdem', 3, {}, forged))).matches).toBe(false);
  });
});
