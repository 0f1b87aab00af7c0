import { dragonTigerRtp } from '@crupier/contract/house/dragon-tiger';
import { describe, expect, it } from 'vitest';
import { FairStream } from '@/modules/house/fairness';
import { chiSquareUniform, runsTest, serialCorrelation } from '@/modules/house/rng-battery';
import { dealDragonTiger, playDragonTiger } from './dragon-tiger';
import { playSicBo, throwSicBo } from './sic-bo';
import { settleTableGame } from './table-games';

const SEED = '0c7a1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff02';
const ALPHA = 0.01;

function battery(out: Uint32Array, k: number) {
  expect(chiSquareUniform(out, k).pValue).toBeGreaterThan(ALPHA);
  expect(runsTest(out, (k - 1) / 2).pValue).toBeGreaterThan(ALPHA);
  expect(serialCorrelation(out).pValue).toBeGreaterThan(ALPHA);
}

describe('RNG battery over 10^6 rounds (99 % confidence)', () => {
  it('sic bo dice (the first die)', () => {
    const out = new Uint32Array(1_000_000);
    for (let i = 0; i < out.length; i++) out[i] = throwSicBo(new FairStream(SEED, 'p', i))[0]! - 1;
    battery(out, 6);
  }, 120_000);

  it("dragon tiger cards (the dragon's card, rank and suit)", () => {
    const out = new Uint32Array(1_000_000);
    for (let i = 0; i < out.length; i++) {
      const { dragon } = dealDragonTiger(new FairStream(SEED, 'p', i));
      out[i] = (dragon.rank - 1) * 4 + dragon.suit;
    }
    battery(out, 52);
  }, 120_000);
});

describe('dragon tiger', () => {
  it('returns what the exact figures say (simulated 3·10⁵ coups)', () => {
    const exact = dragonTigerRtp();
    const n = 300_000;
    let dragon = 0n;
    let tie = 0n;
    for (let i = 0; i < n; i++) {
      const stream = new FairStream(SEED, 'rtp', i);
      const { coup, win } = playDragonTiger(stream, [{ side: 'dragon', stake: 100n }]);
      dragon += win;
      if (coup.winner === 'tie') tie += 900n;
    }
    expect(Number(dragon) / (n * 100)).toBeCloseTo(exact.dragon, 2);
    expect(Math.abs(Number(tie) / (n * 100) - exact.tie)).toBeLessThan(0.03);
  }, 60_000);

  it('spreads one stake over the sides and validates the bets', () => {
    const settled = settleTableGame('dragontiger', new FairStream(SEED, 'c', 1), 300n, {
      bets: [
        { side: 'dragon', share: 2 },
        { side: 'tie', share: 1 },
      ],
    })!;
    expect((settled.outcome.bets as { stake: string }[]).map((b) => b.stake)).toEqual(['200', '100']);
    const bad = (params: Record<string, unknown>) => () =>
      settleTableGame('dragontiger', new FairStream(SEED, 'c', 1), 100n, params);
    expect(bad({})).toThrow(/bets/);
    expect(bad({ bets: [{ side: 'phoenix', share: 1 }] })).toThrow(/side/);
    expect(bad({ bets: [{ side: 'tie', share: -1 }] })).toThrow(/share/);
    expect(
      bad({
        bets: [
          { side: 'tie', share: 1 },
          { side: 'tie', share: 1 },
        ],
      }),
    ).toThrow(/one bet per side/);
  });
});

describe('sic bo', () => {
  it('throws three dice and pays every bet on them', () => {
    const stream = new FairStream(SEED, 'c', 5);
    const { dice, total, win } = playSicBo(stream, [
      { bet: { type: 'single', face: 1 }, stake: 100n },
      { bet: { type: 'anyTriple' }, stake: 100n },
    ]);
    expect(dice).toHaveLength(3);
    expect(total).toBe(dice[0]! + dice[1]! + dice[2]!);
    const ones = dice.filter((d) => d === 1).length;
    const triple = dice[0] === dice[1] && dice[1] === dice[2];
    expect(win).toBe((ones ? BigInt(100 * (ones + 1)) : 0n) + (triple ? 3100n : 0n));
  });

  it('validates the bets', () => {
    const bad = (params: Record<string, unknown>) => () =>
      settleTableGame('sicbo', new FairStream(SEED, 'c', 1), 100n, params);
    expect(bad({ bets: [] })).toThrow(/bets/);
    expect(bad({ bets: [{ bet: { type: 'total', total: 18 }, share: 1 }] })).toThrow(/total/);
    expect(bad({ bets: [{ bet: { type: 'big' } }] })).toThrow(/share/);
    const ok = settleTableGame('sicbo', new FairStream(SEED, 'c', 1), 100n, {
      bets: [{ bet: { type: 'big' }, share: 1 }],
    })!;
    expect(ok.outcome.dice).toHaveLength(3);
  });
});
