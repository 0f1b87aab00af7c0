import { handValue } from '@crupier/contract/house/blackjack';
import type { Card as BjCard } from '@crupier/contract/house/cards';
import { describe, expect, it } from 'vitest';
import { FairStream } from '@/modules/house/fairness';
import {
  applyBlackjack,
  type BlackjackState,
  blackjackPayout,
  drawShoe,
  extraStake,
  publicBlackjack,
  startBlackjack,
} from './blackjack';

const c = (rank: number): BjCard => ({ rank, suit: 0 });

/** A round dealt from a known shoe: player, dealer, player, dealer, then the rest in order. */
function dealt(ranks: number[], stake = 100n): BlackjackState {
  const shoe = ranks.map(c);
  const stream = { int: () => 0 } as unknown as FairStream;
  const base = startBlackjack(stream, stake);
  // Re-deal from the chosen shoe with the same rules.
  const state: BlackjackState = {
    ...base,
    shoe,
    next: 4,
    dealer: [shoe[1]!, shoe[3]!],
    hands: [
      { cards: [shoe[0]!, shoe[2]!], stake: String(stake), doubled: false, done: false, splitAces: false },
    ],
    insurance: null,
    phase: 'player',
    results: [],
  };
  return state;
}

describe('blackjack rules', () => {
  it('counts soft and hard totals', () => {
    expect(handValue([c(1), c(6)])).toEqual({ total: 17, soft: true });
    expect(handValue([c(1), c(6), c(10)])).toEqual({ total: 17, soft: false });
    expect(handValue([c(1), c(1), c(9)])).toEqual({ total: 21, soft: true });
    expect(handValue([c(13), c(12), c(2)])).toEqual({ total: 22, soft: false });
  });

  it('the dealer stands on soft 17 and the higher total wins', () => {
    let s = dealt([10, 1, 9, 6]); // player 19, dealer A+6 = soft 17
    s = applyBlackjack(s, 'stand');
    expect(s.phase).toBe('settled');
    expect(s.dealer).toHaveLength(2);
    expect(s.results).toEqual(['win']);
    expect(blackjackPayout(s)).toBe(200n);
  });

  it('the dealer draws to 17 and can bust', () => {
    const s = applyBlackjack(dealt([10, 10, 8, 6, 10]), 'stand'); // dealer 16 draws 10 → 26
    expect(s.results).toEqual(['win']);
    expect(handValue(s.dealer).total).toBe(26);
  });

  it('a double takes one card and doubles the stake', () => {
    const s0 = dealt([5, 10, 6, 7, 10, 1]); // player 11, dealer 17
    expect(extraStake(s0, 'double')).toBe(100n);
    const s = applyBlackjack(s0, 'double');
    expect(s.hands[0]!.cards).toHaveLength(3);
    expect(s.hands[0]!.stake).toBe('200');
    expect(s.results).toEqual(['win']);
    expect(blackjackPayout(s)).toBe(400n);
  });

  it('splits a pair into two hands played in turn, once', () => {
    const s0 = dealt([8, 10, 8, 7, 3, 10]); // 8,8 vs dealer 17; hands get 3 and 10
    const s1 = applyBlackjack(s0, 'split');
    expect(s1.hands.map((h) => h.cards.map((x) => x.rank))).toEqual([
      [8, 3],
      [8, 10],
    ]);
    expect(() => applyBlackjack(s1, 'split')).toThrow();
    const s2 = applyBlackjack(s1, 'stand');
    expect(s2.active).toBe(1);
    const s3 = applyBlackjack(s2, 'stand');
    expect(s3.results).toEqual(['lose', 'win']);
    expect(blackjackPayout(s3)).toBe(200n);
  });

  it('split aces take one card each and a 21 from them is not a blackjack', () => {
    const s = applyBlackjack(dealt([1, 9, 1, 9, 10, 10]), 'split'); // dealer 18
    expect(s.phase).toBe('settled');
    expect(s.results).toEqual(['win', 'win']);
    expect(blackjackPayout(s)).toBe(400n);
  });

  it('pays a natural 3:2, and insurance 2:1 when the dealer has blackjack', () => {
    const natural = startBlackjack(new FairStream('x', 'y', 0), 100n);
    expect(['player', 'insurance', 'settled']).toContain(natural.phase);
    const insured: BlackjackState = { ...dealt([10, 1, 9, 10]), insurance: 'offered', phase: 'insurance' };
    expect(extraStake(insured, 'insurance')).toBe(50n);
    const settled = applyBlackjack(insured, 'insurance');
    expect(settled.phase).toBe('settled');
    expect(settled.results).toEqual(['lose']);
    expect(blackjackPayout(settled)).toBe(150n);
    let nonce = 0;
    let round = startBlackjack(new FairStream('naturals', 'c', nonce), 100n);
    while (!(round.phase === 'settled' && round.results[0] === 'blackjack') && nonce < 5_000) {
      round = startBlackjack(new FairStream('naturals', 'c', ++nonce), 100n);
    }
    expect(round.results).toEqual(['blackjack']);
    expect(blackjackPayout(round)).toBe(250n);
  });

  it('refuses actions that are not allowed', () => {
    const s = dealt([10, 10, 9, 7]);
    expect(() => applyBlackjack(s, 'insurance')).toThrow();
    expect(() => applyBlackjack(applyBlackjack(s, 'stand'), 'hit')).toThrow();
    expect(() => applyBlackjack(dealt([10, 10, 9, 7]), 'split')).toThrow();
    expect(() => applyBlackjack(dealt([10, 10, 13, 7, 2, 3]), 'split')).not.toThrow();
    expect(() => applyBlackjack(dealt([10, 10, 9, 7, 2]), 'hit')).not.toThrow();
  });

  it('keeps the shoe and the hole card hidden until the end', () => {
    const open = dealt([10, 10, 9, 7]);
    const visible = publicBlackjack(open) as { dealer: BjCard[] };
    expect(visible.dealer).toHaveLength(1);
    expect('shoe' in visible).toBe(false);
  });

  it('draws a shoe of six decks without replacement', () => {
    const shoe = drawShoe(new FairStream('s', 'c', 1));
    expect(shoe).toHaveLength(40);
    expect(shoe.every((card) => card.rank >= 1 && card.rank <= 13)).toBe(true);
  });
});
