import { formatMinor } from '@crupier/contract/money-format';
import { describe, expect, it } from 'vitest';
import type { TRoundDetail, TVerifier } from '@/api/game-engine-types';
import { FairStream } from '@/lib/fairness/fair-stream';
import { revealMine, settleSingleStep, startMines } from '../../../../../server/src/modules/house/engines';
import {
  applyBlackjack,
  type BlackjackState,
  publicBlackjack,
  startBlackjack,
} from '../../../../../server/src/modules/house/engines/blackjack';
import { FairStream as ServerStream } from '../../../../../server/src/modules/house/fairness';
import { verifyBaccarat } from './baccarat/baccarat';
import { allowedActions, type TBlackjackOutcome, verifyBlackjack } from './blackjack/blackjack';
import { verifyDice } from './dice/dice';
import { verifyMines } from './mines/mines';
import { verifyRoulette } from './roulette/table';
import { verifySlot } from './slot/slot';

/**
 * Every engine's browser verifier against the server's own engine: rounds played with the server's
 * code (node:crypto) are recomputed in the browser (Web Crypto) and must match; a tampered outcome
 * must not.
 */
const SEED = '5f2b8c0e1d3a4f6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d';
const CLIENT = 'verifier-test';

function detail(
  engine: string,
  nonce: number,
  params: Record<string, unknown>,
  outcome: object,
  win: bigint,
): TRoundDetail {
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
  };
}

async function verify(verifier: TVerifier, round: TRoundDetail) {
  return verifier(round, new FairStream(SEED, CLIENT, round.nonce));
}

function single(
  engine: string,
  nonce: number,
  params: Record<string, unknown>,
  variant: string | null = null,
) {
  const { outcome, win } = settleSingleStep(
    engine,
    new ServerStream(SEED, CLIENT, nonce),
    1000n,
    params,
    variant,
  );
  return detail(engine, nonce, params, outcome, win);
}

describe('browser verifiers agree with the server engines', () => {
  it('dice', async () => {
    for (let nonce = 1; nonce <= 20; nonce++) {
      const params = { target: 100 + nonce * 400, direction: nonce % 2 ? 'under' : 'over' };
      expect((await verify(verifyDice, single('dice', nonce, params))).matches).toBe(true);
    }
    const forged = single('dice', 1, { target: 4950, direction: 'under' });
    forged.outcome = { ...forged.outcome, roll: ((forged.outcome.roll as number) + 1) % 10_000 };
    expect((await verify(verifyDice, forged)).matches).toBe(false);
  });

  it('roulette, with inside and outside bets and their wins', async () => {
    const params = {
      bets: [
        { bet: { type: 'straight', numbers: [17] }, share: 500 },
        { bet: { type: 'split', numbers: [1, 2] }, share: 300 },
        { bet: { type: 'corner', numbers: [1, 2, 4, 5] }, share: 200 },
        { bet: { type: 'red' }, share: 1000 },
        { bet: { type: 'dozen', index: 2 }, share: 700 },
      ],
    };
    for (let nonce = 1; nonce <= 30; nonce++) {
      expect((await verify(verifyRoulette, single('roulette', nonce, params))).matches).toBe(true);
    }
    const forged = single('roulette', 3, params);
    forged.win = '999.00';
    expect((await verify(verifyRoulette, forged)).matches).toBe(false);
  });

  it('slots of every paytable, free spins included', async () => {
    for (const variant of ['x-a', 'x-b', 'x-c']) {
      for (let nonce = 1; nonce <= 25; nonce++) {
        expect((await verify(verifySlot, single('slot', nonce, {}, variant))).matches).toBe(true);
      }
    }
  });

  it('baccarat coups with and without third cards', async () => {
    const params = {
      bets: [
        { side: 'banker', share: 1 },
        { side: 'playerPair', share: 1 },
      ],
    };
    const lengths = new Set<string>();
    for (let nonce = 1; nonce <= 60; nonce++) {
      const round = single('baccarat', nonce, params);
      const o = round.outcome as { player: unknown[]; banker: unknown[] };
      lengths.add(`${o.player.length}${o.banker.length}`);
      expect((await verify(verifyBaccarat, round)).matches).toBe(true);
    }
    // Naturals, a player's third card, a banker's third card alone: every dealing order was checked.
    expect(lengths).toContain('22');
    expect(lengths).toContain('33');
    expect(lengths).toContain('23');
  });

  it('mines', async () => {
    for (let nonce = 1; nonce <= 20; nonce++) {
      let state = startMines(new ServerStream(SEED, CLIENT, nonce), { mines: 1 + (nonce % 10) });
      for (const tile of [0, 6, 12]) if (!state.busted) state = revealMine(state, tile);
      const round = detail('mines', nonce, { mines: state.count }, state, 0n);
      expect((await verify(verifyMines, round)).matches).toBe(true);
    }
  });

  it('blackjack hands, split and insurance included', async () => {
    const phases = new Set<string>();
    for (let nonce = 1; nonce <= 80; nonce++) {
      let state: BlackjackState = startBlackjack(new ServerStream(SEED, CLIENT, nonce), 1000n);
      for (let step = 0; step < 12 && state.phase !== 'settled'; step++) {
        const allowed = allowedActions(publicBlackjack(state) as unknown as TBlackjackOutcome);
        if (state.phase === 'insurance') {
          phases.add('insurance');
          state = applyBlackjack(state, nonce % 2 ? 'insurance' : 'no_insurance');
        } else if (allowed.split) {
          phases.add('split');
          state = applyBlackjack(state, 'split');
        } else {
          state = applyBlackjack(state, allowed.hit && step < 2 && nonce % 3 === 0 ? 'hit' : 'stand');
        }
      }
      const round = detail('blackjack', nonce, {}, publicBlackjack(state), 0n);
      expect((await verify(verifyBlackjack, round)).matches).toBe(true);
    }
    expect(phases).toContain('split');
  });
});
