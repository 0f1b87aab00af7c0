import {
  BACCARAT_RTP,
  type BaccaratSide,
  bankerDraws,
  dealCoup,
  returnFor,
} from '@crupier/contract/house/baccarat';
import type { Card } from '@crupier/contract/house/cards';
import { describe, expect, it } from 'vitest';
import { FairStream } from '@/modules/house/fairness';
import { dealer, playBaccarat } from './baccarat';

const cards = (...ranks: number[]) => {
  const queue = ranks.map((rank): Card => ({ rank, suit: 0 }));
  return () => queue.shift()!;
};

describe('punto banco rules', () => {
  it('stands on naturals', () => {
    const coup = dealCoup(cards(4, 3, 4, 3)); // player 4+4=8, banker 3+3=6
    expect(coup.player).toHaveLength(2);
    expect(coup.banker).toHaveLength(2);
    expect(coup.winner).toBe('player');
  });

  it('the player draws on 0–5 and stands on 6–7; the banker then follows the third-card table', () => {
    const coup = dealCoup(cards(2, 10, 3, 3, 7, 5)); // player 5 draws 7 → 2; banker 3, p3 = 7 → draws 5 → 8
    expect(coup.player.map((c) => c.rank)).toEqual([2, 3, 7]);
    expect(coup.banker.map((c) => c.rank)).toEqual([10, 3, 5]);
    expect(coup.winner).toBe('banker');
    expect(dealCoup(cards(3, 2, 3, 2, 9)).banker).toHaveLength(3); // player 6 stands, banker 4 draws
  });

  it('applies the banker table', () => {
    const c = (rank: number): Card => ({ rank, suit: 0 });
    expect(bankerDraws(3, c(8))).toBe(false);
    expect(bankerDraws(3, c(9))).toBe(true);
    expect(bankerDraws(4, c(1))).toBe(false);
    expect(bankerDraws(4, c(2))).toBe(true);
    expect(bankerDraws(5, c(4))).toBe(true);
    expect(bankerDraws(5, c(3))).toBe(false);
    expect(bankerDraws(6, c(6))).toBe(true);
    expect(bankerDraws(6, undefined)).toBe(false);
    expect(bankerDraws(5, undefined)).toBe(true);
    expect(bankerDraws(7, c(6))).toBe(false);
  });

  it('pays banker less 5 %, pushes player and banker on a tie, pays tie 8:1 and pairs 11:1', () => {
    const coup = { winner: 'tie', playerPair: true, bankerPair: false } as unknown as ReturnType<
      typeof dealCoup
    >;
    expect(returnFor('banker', coup)).toBe(1);
    expect(returnFor('player', coup)).toBe(1);
    expect(returnFor('tie', coup)).toBe(9);
    expect(returnFor('playerPair', coup)).toBe(12);
    expect(returnFor('bankerPair', coup)).toBe(0);
    const bankerWins = { winner: 'banker', playerPair: false, bankerPair: false } as unknown as ReturnType<
      typeof dealCoup
    >;
    expect(returnFor('banker', bankerWins)).toBe(1.95);
    for (let nonce = 0; nonce < 50; nonce++) {
      const { coup, win } = playBaccarat(new FairStream('s', 'c', nonce), [{ side: 'banker', stake: 100n }]);
      expect(win).toBe(coup.winner === 'banker' ? 195n : coup.winner === 'tie' ? 100n : 0n);
    }
  });

  it('a shoe holds exactly eight decks: 32 cards of each rank, then nothing', () => {
    const draw = dealer(new FairStream('shoe', 'c', 0));
    const counts = new Map<number, number>();
    for (let i = 0; i < 416; i++) {
      const card = draw();
      counts.set(card.rank, (counts.get(card.rank) ?? 0) + 1);
    }
    expect([...counts.values()].every((n) => n === 32)).toBe(true);
    expect(() => draw()).toThrow();
  });

  it('simulated returns agree with the known ones within four standard errors (3×10^5 coups)', () => {
    const n = 300_000;
    const sides: BaccaratSide[] = ['banker', 'player', 'tie', 'playerPair', 'bankerPair'];
    const sums = Object.fromEntries(sides.map((s) => [s, [0, 0]])) as Record<BaccaratSide, [number, number]>;
    for (let nonce = 0; nonce < n; nonce++) {
      const coup = dealCoup(dealer(new FairStream('bac', 'rtp', nonce)));
      for (const side of sides) {
        const r = returnFor(side, coup);
        sums[side][0] += r;
        sums[side][1] += r * r;
      }
    }
    for (const side of sides) {
      const mean = sums[side][0] / n;
      const stdError = Math.sqrt((sums[side][1] / n - mean * mean) / n);
      expect(Math.abs(mean - BACCARAT_RTP[side]), `${side}: ${mean} ± ${stdError}`).toBeLessThan(
        4 * stdError,
      );
    }
  }, 120_000);
});
