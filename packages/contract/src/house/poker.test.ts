import { describe, expect, it } from 'vitest';
import type { Card } from './cards';
import { dealerQualifies, holdemShowdown } from './casino-holdem';
import { DRAGON_TIGER_SIDES, dragonTigerCoup, dragonTigerReturnHalves, dragonTigerRtp } from './dragon-tiger';
import { bestHand, rankFive } from './poker';
import { parseSicBoBet, type SicBoBet, sicBoPays, sicBoRtp } from './sic-bo';
import { drawHand, parseHolds, videoPokerHand } from './video-poker';

const SUITS: Record<string, number> = { s: 0, h: 1, d: 2, c: 3 };
const RANKS: Record<string, number> = { A: 1, T: 10, J: 11, Q: 12, K: 13 };
/** "As Kh 2c" → cards. */
const hand = (text: string): Card[] =>
  text.split(' ').map((c) => ({ rank: RANKS[c[0]!] ?? Number(c[0]), suit: SUITS[c[1]!]! }));

describe('poker hand ranking', () => {
  it.each([
    ['As Ks Qs Js Ts', 'royal_flush'],
    ['9h Kh Qh Jh Th', 'straight_flush'],
    ['Ad 2d 3d 4d 5d', 'straight_flush'],
    ['7s 7h 7d 7c 2s', 'four_of_a_kind'],
    ['3s 3h 3d 9c 9s', 'full_house'],
    ['2c 8c Jc 4c Ac', 'flush'],
    ['Ts Jh Qd Kc As', 'straight'],
    ['As 2h 3d 4c 5s', 'straight'],
    ['5s 6h 7d 8c 9s', 'straight'],
    ['Qs Qh Qd 2c 5s', 'three_of_a_kind'],
    ['Js Jh 4d 4c 9s', 'two_pair'],
    ['Js Jh 4d 8c 9s', 'pair'],
    ['Ks Qh 4d 8c 9s', 'high_card'],
    ['Qs Kh Ad 2c 3s', 'high_card'], // no wrap-around straight
  ])('%s is a %s', (cards, category) => {
    expect(rankFive(hand(cards)).category).toBe(category);
  });

  it('orders hands by category, then by the deciding ranks', () => {
    const score = (cards: string) => rankFive(hand(cards)).score;
    expect(score('As 2h 3d 4c 5s')).toBeLessThan(score('2s 3h 4d 5c 6s')); // the wheel is the lowest straight
    expect(score('Ks Kh 4d 8c 9s')).toBeGreaterThan(score('Qs Qh Ad 8c 9s'));
    expect(score('Ks Kh 4d 8c 9s')).toBeLessThan(score('Kd Kc 4s 8h Ts')); // kicker
    expect(score('Ks Kh 4d 8c 9s')).toBe(score('Kd Kc 4s 8h 9d')); // suits do not rank
    expect(score('Js Jh 4d 4c 9s')).toBeGreaterThan(score('Ts Th 9d 9c As'));
    expect(score('3s 3h 3d 2c 2s')).toBeGreaterThan(score('2s 2h 2d Ac As'));
    expect(score('2c 8c Jc 4c Ac')).toBeLessThan(score('3d 8d Jd 4d Ad'));
    expect(score('Qs Qh Qd Qc 5s')).toBeLessThan(score('2h 3h 4h 5h 6h'));
  });

  it('picks the best five of seven', () => {
    const best = bestHand(hand('As Ks 2h 2d Qs Js Ts'));
    expect(best.category).toBe('royal_flush');
    expect(bestHand(hand('2s 2h 2d 9c 9s 9h Ad')).category).toBe('full_house');
    expect(bestHand(hand('2s 2h 2d 9c 9s 9h Ad')).kickers).toEqual([9, 2]);
    expect(bestHand(hand('2s 3h 4d 5c 6s 7h 8d')).kickers).toEqual([8]);
  });
});

describe('jacks or better', () => {
  it('pays a pair of jacks or better, not a lower pair', () => {
    expect(videoPokerHand(hand('Js Jh 4d 8c 9s'))).toBe('jacks_or_better');
    expect(videoPokerHand(hand('As Ah 4d 8c 9s'))).toBe('jacks_or_better');
    expect(videoPokerHand(hand('Ts Th 4d 8c 9s'))).toBe('nothing');
    expect(videoPokerHand(hand('Ts Th 4d 4c 9s'))).toBe('two_pair');
  });

  it('replaces the cards not held, left to right, with the next ones', () => {
    const dealt = hand('As Kh 2c 2d 9s');
    const next = hand('3h 4h 5h 6h 7h');
    expect(drawHand(dealt, [false, false, true, true, false], next)).toEqual(hand('3h 4h 2c 2d 5h'));
    expect(drawHand(dealt, parseHolds([0, 4]), next)).toEqual(hand('As 3h 4h 5h 9s'));
    expect(() => parseHolds([5])).toThrow();
    expect(() => parseHolds([1, 1])).toThrow();
    expect(() => parseHolds('all')).toThrow();
  });
});

describe("casino hold'em", () => {
  it('the dealer qualifies with a pair of fours or better', () => {
    expect(dealerQualifies(rankFive(hand('4s 4h 9d Jc Ks')))).toBe(true);
    expect(dealerQualifies(rankFive(hand('3s 3h 9d Jc Ks')))).toBe(false);
    expect(dealerQualifies(rankFive(hand('As Qh 9d Jc Ks')))).toBe(false);
    expect(dealerQualifies(rankFive(hand('2s 2h 3d 3c Ks')))).toBe(true);
  });

  const deal = (player: string, dealer: string, board: string) => ({
    player: hand(player),
    dealer: hand(dealer),
    board: hand(board),
  });

  it('pays the ante by the paytable and the call 1:1 when the player wins', () => {
    // Player flush (ante 2:1 → 3 back) + call 2 antes 1:1 (4 back) = 7 antes.
    const win = holdemShowdown(deal('Ah 7h', 'Ks Kd', '2h 9h Jh 4c 5s'), true);
    expect(win).toMatchObject({ result: 'win', playerHand: 'flush', dealerHand: 'pair', returnAntes: 7 });
    // Straight pays 1:1 on the ante: 2 + 4.
    expect(holdemShowdown(deal('8c 7d', 'Ks Kd', '9h Th Jh 4c 2s'), true).returnAntes).toBe(6);
  });

  it('pays the ante and pushes the call when the dealer does not qualify', () => {
    const r = holdemShowdown(deal('Ah Kd', '3s 2d', '7c 9h Jh 4c 5s'), true);
    expect(r).toMatchObject({ result: 'dealer_not_qualified', dealerQualifies: false, returnAntes: 4 });
  });

  it('loses both on a dealer win, pushes both on a tie, and a fold returns nothing', () => {
    expect(holdemShowdown(deal('2h 3d', 'Ks Kd', '7c 9h Jh 4c 5s'), true).result).toBe('lose');
    expect(holdemShowdown(deal('2h 3d', 'Ks Kd', '7c 9h Jh 4c 5s'), true).returnAntes).toBe(0);
    const tie = holdemShowdown(deal('2h 3d', '2s 3c', 'Ac Ah Kh Kc Qs'), true);
    expect(tie).toMatchObject({ result: 'push', returnAntes: 3 });
    expect(holdemShowdown(deal('As Ad', '2s 3c', 'Ac Ah Kh Kc Qs'), false)).toMatchObject({
      result: 'fold',
      returnAntes: 0,
    });
    // Royal flush: the ante 100:1 (101 back) and the call 1:1 (4 back).
    expect(holdemShowdown(deal('As Ks', '4d 4c', 'Qs Js Ts 2h 3h'), true).returnAntes).toBe(105);
  });
});

describe('dragon tiger', () => {
  const card = (rank: number, suit = 0): Card => ({ rank, suit });
  it('the higher card wins (aces low); a tie costs dragon and tiger half', () => {
    const dragon = dragonTigerCoup(card(13), card(1));
    expect(dragon.winner).toBe('dragon');
    expect(dragonTigerReturnHalves('dragon', dragon)).toBe(4);
    expect(dragonTigerReturnHalves('tiger', dragon)).toBe(0);
    const tie = dragonTigerCoup(card(7, 1), card(7, 2));
    expect(tie).toMatchObject({ winner: 'tie', suited: false });
    expect(DRAGON_TIGER_SIDES.map((s) => dragonTigerReturnHalves(s, tie))).toEqual([1, 18, 1, 0]);
    const suited = dragonTigerCoup(card(7, 3), card(7, 3));
    expect(dragonTigerReturnHalves('suitedTie', suited)).toBe(102);
  });

  it('returns 96.27 % on dragon or tiger, 67.23 % on the tie, 86.03 % on the suited tie (8 decks)', () => {
    const rtp = dragonTigerRtp();
    expect(rtp.dragon).toBeCloseTo(0.9627, 4);
    expect(rtp.tie).toBeCloseTo(0.67228, 4);
    expect(rtp.suitedTie).toBeCloseTo(0.86026, 4);
  });
});

describe('sic bo', () => {
  it('pays by the table', () => {
    const pays = (bet: SicBoBet, dice: number[]) => sicBoPays(bet, dice);
    expect(pays({ type: 'small' }, [1, 2, 3])).toBe(1);
    expect(pays({ type: 'small' }, [2, 2, 2])).toBe(0);
    expect(pays({ type: 'big' }, [6, 6, 6])).toBe(0);
    expect(pays({ type: 'big' }, [6, 5, 6])).toBe(1);
    expect(pays({ type: 'total', total: 4 }, [1, 1, 2])).toBe(50);
    expect(pays({ type: 'total', total: 10 }, [3, 3, 4])).toBe(6);
    expect(pays({ type: 'triple', face: 5 }, [5, 5, 5])).toBe(180);
    expect(pays({ type: 'anyTriple' }, [1, 1, 1])).toBe(30);
    expect(pays({ type: 'double', face: 3 }, [3, 1, 3])).toBe(10);
    expect(pays({ type: 'double', face: 3 }, [3, 3, 3])).toBe(10);
    expect(pays({ type: 'combo', faces: [2, 5] }, [5, 1, 2])).toBe(5);
    expect(pays({ type: 'single', face: 4 }, [4, 1, 2])).toBe(1);
    expect(pays({ type: 'single', face: 4 }, [4, 4, 4])).toBe(3);
    expect(pays({ type: 'single', face: 4 }, [1, 2, 3])).toBe(0);
  });

  it('has the returns of docs/games.md (exact over the 216 throws)', () => {
    expect(sicBoRtp({ type: 'small' })).toBeCloseTo(210 / 216, 10); // 97.22 %
    expect(sicBoRtp({ type: 'single', face: 1 })).toBeCloseTo(199 / 216, 10); // 92.13 %
    expect(sicBoRtp({ type: 'triple', face: 1 })).toBeCloseTo(181 / 216, 10); // 83.80 %
    expect(sicBoRtp({ type: 'anyTriple' })).toBeCloseTo(186 / 216, 10); // 86.11 %
    expect(sicBoRtp({ type: 'double', face: 2 })).toBeCloseTo(176 / 216, 10); // 81.48 %
    expect(sicBoRtp({ type: 'combo', faces: [1, 2] })).toBeCloseTo(180 / 216, 10); // 83.33 %
    expect(sicBoRtp({ type: 'total', total: 4 })).toBeCloseTo(153 / 216, 10); // 70.83 %
  });

  it('refuses bets that are not on the table', () => {
    expect(() => parseSicBoBet({ type: 'total', total: 3 })).toThrow();
    expect(() => parseSicBoBet({ type: 'triple', face: 7 })).toThrow();
    expect(() => parseSicBoBet({ type: 'combo', faces: [2, 2] })).toThrow();
    expect(() => parseSicBoBet({ type: 'jackpot' })).toThrow();
    expect(parseSicBoBet({ type: 'combo', faces: [5, 2] })).toEqual({ type: 'combo', faces: [2, 5] });
  });
});
