import crypto from 'node:crypto';
import {
  LOTTERY_GAMES,
  type LotteryGame,
  lotteryGame,
  periodAt,
  rtpOf,
  winUnits,
} from '@crupier/contract/lottery';
import { describe, expect, it } from 'vitest';
import { hashOfSeed, numbersFromSeed, verifyDraw } from '../../../../web/src/features/lottery/verifier';
import { drawHashOf, drawNumbers } from './draw';

/** Reproducible seeds: the test never flakes on the 1 % a fair generator fails a 99 % test. */
const seedOf = (game: string, i: number) =>
  crypto.createHash('sha256').update(`test:${game}:${i}`).digest('hex');

/** The 99 % critical value of chi-square with `df` degrees of freedom (Wilson–Hilferty). */
function chiSquareCritical99(df: number) {
  const z = 2.326348;
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}
function chiSquare(counts: number[]) {
  const total = counts.reduce((s, c) => s + c, 0);
  const expected = total / counts.length;
  return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
}

describe('draw procedure', () => {
  it('matches the published verifier (web page) on 1,000 draws', () => {
    for (let i = 0; i < 1000; i++) {
      const game = LOTTERY_GAMES[i % LOTTERY_GAMES.length]!;
      const seed = crypto.randomBytes(32).toString('hex');
      const drawNo = `20261125-${String(i).padStart(4, '0')}`;
      const numbers = drawNumbers(game, seed, drawNo);
      expect(hashOfSeed(seed)).toBe(drawHashOf(seed));
      expect(numbersFromSeed(game, seed, drawNo)).toEqual(numbers);
      expect(verifyDraw(game, { drawNo, seed, drawHash: drawHashOf(seed), numbers })).toEqual({
        hashMatches: true,
        numbersMatch: true,
      });
    }
  });

  it('the verifier refuses a wrong seed or altered numbers', () => {
    const game = lotteryGame('VN_MB')!;
    const seed = seedOf('x', 1);
    const numbers = drawNumbers(game, seed, '20261125');
    const altered = structuredClone(numbers);
    altered[7]!.values[0] = altered[7]!.values[0] === '00000' ? '00001' : '00000';
    expect(
      verifyDraw(game, { drawNo: '20261125', seed, drawHash: drawHashOf(seed), numbers: altered })
        .numbersMatch,
    ).toBe(false);
    expect(
      verifyDraw(game, { drawNo: '20261125', seed, drawHash: drawHashOf(seedOf('x', 2)), numbers })
        .hashMatches,
    ).toBe(false);
  });

  it('lays out every ladder as the real result sheets: 27 (MB), 18 (MN), 23 (4D), 20 of 80 (keno)', () => {
    const sizes = { VN_MB: 27, VN_MN: 18, SEA_4D: 23, EL_KENO: 20, EL_PICK3: 3, EL_PICK5: 5 };
    for (const [code, size] of Object.entries(sizes)) {
      const numbers = drawNumbers(lotteryGame(code)!, seedOf(code, 0), '1');
      expect(numbers.flatMap((t) => t.values)).toHaveLength(size);
    }
    const mb = drawNumbers(lotteryGame('VN_MB')!, seedOf('mb', 0), '1');
    expect(mb.at(-1)!.tier).toBe('DB'); // the special prize is drawn last in the north
    expect(mb.flatMap((t) => t.values).reduce((s, v) => s + v.length, 0)).toBe(107);
    const keno = drawNumbers(lotteryGame('EL_KENO')!, seedOf('k', 0), '1')[0]!.values.map(Number);
    expect(new Set(keno).size).toBe(20);
    expect(Math.min(...keno)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...keno)).toBeLessThanOrEqual(80);
  });

  /** 10⁶ drawn numbers per game, each in its own space, tested for uniformity at 99 %. */
  const CHI: [string, number, (numbers: ReturnType<typeof drawNumbers>) => number[]][] = [
    // VN: the two-digit tail of every prize number (what lô, đề and xiên settle on): 100 cells.
    ['VN_MB', 100, (n) => n.flatMap((t) => t.values).map((v) => Number(v.slice(-2)))],
    ['VN_MN', 100, (n) => n.flatMap((t) => t.values).map((v) => Number(v.slice(-2)))],
    // 4D: every one of the 23 numbers, 10,000 cells.
    ['SEA_4D', 10_000, (n) => n.flatMap((t) => t.values).map(Number)],
    // Keno: every drawn ball, 80 cells.
    ['EL_KENO', 80, (n) => n[0]!.values.map((v) => Number(v) - 1)],
    // Pick-3 and pick-5: the whole result as one number, 1,000 and 100,000 cells.
    ['EL_PICK3', 1000, (n) => [Number(n[0]!.values.join(''))]],
    ['EL_PICK5', 100_000, (n) => [Number(n[0]!.values.join(''))]],
  ];
  it.each(CHI)(
    'passes chi-square at 99 %% over 10⁶ numbers: %s',
    (code, cells, numbersOf) => {
      const game = lotteryGame(code)!;
      const counts = new Array<number>(cells).fill(0);
      let n = 0;
      for (let i = 0; n < 1_000_000; i++) {
        for (const v of numbersOf(drawNumbers(game, seedOf(code, i), String(i)))) {
          if (n === 1_000_000) break;
          counts[v]! += 1;
          n++;
        }
      }
      expect(chiSquare(counts)).toBeLessThan(chiSquareCritical99(cells - 1));
    },
    120_000,
  );
});

describe('expected return of every bet type', () => {
  const C = (n: number, k: number) => {
    let r = 1;
    for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
    return r;
  };
  const numbersOf = (game: LotteryGame) => game.tiers.map((t) => t.count);
  const withDigits = (game: LotteryGame, min: number) =>
    game.tiers.filter((t) => t.digits >= min).reduce((s, t) => s + t.count, 0);

  /** The RTP from the rules, in closed form (probability × odds), independent of winUnits. */
  function rtpFromRules(game: LotteryGame, code: string, odds: number[]): number {
    const o = (odds[0] ?? 0) / 100;
    const total = numbersOf(game).reduce((s, c) => s + c, 0);
    switch (code) {
      case 'lo2':
        return (withDigits(game, 2) / 100) * o; // expected hits × odds (each hit pays)
      case 'lo3':
        return (withDigits(game, 3) / 1000) * o;
      case 'de':
        return o / 100;
      case 'xien2':
      case 'xien3':
      case 'xien4': {
        const k = Number(code.slice(-1));
        let p = 0;
        for (let j = 0; j <= k; j++) p += (-1) ** j * C(k, j) * (1 - j / 100) ** total;
        return p * o;
      }
      case 'big':
      case 'small':
        return game.tiers.reduce((s, t, i) => s + (t.count * (odds[i] ?? 0)) / 100 / 10_000, 0);
      case 'p3_straight':
        return o / 1000;
      case 'p3_back2':
        return o / 100;
      case 'p5_straight':
        return o / 100_000;
      case 'p5_back3':
        return o / 1000;
      case 'p3_bigsmall':
      case 'p5_bigsmall':
        return o / 2; // the digit sum is symmetric about its middle, which is never reached
      default: {
        const k = Number(code.replace('keno_', ''));
        return (C(20, k) / C(80, k)) * o;
      }
    }
  }

  const cases = LOTTERY_GAMES.flatMap((g) => g.betTypes.map((b) => [g.code, b.code] as const));
  it.each(cases)('%s %s: the rules give the configured return', (gameCode, betCode) => {
    const game = lotteryGame(gameCode)!;
    const type = game.betTypes.find((b) => b.code === betCode)!;
    expect(Math.abs(rtpFromRules(game, betCode, type.odds) - type.rtp)).toBeLessThan(5e-7);
    // The contract's rtpOf (used to refuse merchant odds above 99 %) agrees.
    expect(Math.abs(rtpOf(game, betCode, type.odds) - type.rtp)).toBeLessThan(5e-7);
    expect(type.rtp).toBeLessThan(1);
  });

  it('the settlement rule pays what the closed forms assume (exhaustive over pick-3 and pick-5 results)', () => {
    for (const code of ['EL_PICK3', 'EL_PICK5'] as const) {
      const game = lotteryGame(code)!;
      const digits = code === 'EL_PICK3' ? 3 : 5;
      const space = 10 ** digits;
      for (const type of game.betTypes) {
        const pick = type.pick.options ? 'big' : '7'.repeat(type.pick.digits ?? 1);
        let units = 0;
        for (let r = 0; r < space; r++) {
          const values = String(r).padStart(digits, '0').split('');
          units += winUnits(game, type.code, [pick], [{ tier: 'RESULT', values }], type.odds);
        }
        expect(units / 100 / space, `${code} ${type.code}`).toBeCloseTo(type.rtp, 9);
      }
    }
  });

  it('the settlement rule agrees with the closed forms on drawn sheets (VN, 4D, keno, Monte Carlo)', () => {
    const draws = 20_000;
    for (const code of ['VN_MB', 'VN_MN', 'SEA_4D', 'EL_KENO']) {
      const game = lotteryGame(code)!;
      const paid = new Map<string, number>();
      for (let i = 0; i < draws; i++) {
        const sheet = drawNumbers(game, seedOf(`mc:${code}`, i), String(i));
        for (const type of game.betTypes) {
          const pick =
            game.kind === 'keno'
              ? Array.from({ length: type.pick.count }, (_, j) => String(j * 7 + 3))
              : type.pick.count > 1
                ? Array.from({ length: type.pick.count }, (_, j) => String(j * 13 + 27).slice(-2))
                : ['27'.padStart(type.pick.digits ?? 2, '0')];
          paid.set(
            type.code,
            (paid.get(type.code) ?? 0) + winUnits(game, type.code, pick, sheet, type.odds) / 100,
          );
        }
      }
      for (const type of game.betTypes) {
        const mean = paid.get(type.code)! / draws;
        // Generous: rare, high-odds bets have a wide spread over 20,000 draws; the exact check is above.
        const tolerance = (type.odds[0]! / 100 / Math.sqrt(draws)) * 3;
        expect(Math.abs(mean - type.rtp), `${code} ${type.code}`).toBeLessThan(Math.max(tolerance, 0.05));
      }
    }
  }, 120_000);
});

describe('calendar', () => {
  const mb = lotteryGame('VN_MB')!;
  const pick3 = lotteryGame('EL_PICK3')!;
  const sea = lotteryGame('SEA_4D')!;

  it('daily draws close 15 minutes before 18:15 in the merchant’s GMT offset', () => {
    const p = periodAt(mb, '+07:00', new Date('2026-11-25T05:00:00Z'));
    expect(p.drawNo).toBe('20261125');
    expect(p.drawAt.toISOString()).toBe('2026-11-25T11:15:00.000Z');
    expect(p.closesAt.toISOString()).toBe('2026-11-25T11:00:00.000Z');
    // After the close, tomorrow's draw takes bets.
    expect(periodAt(mb, '+07:00', new Date('2026-11-25T11:00:00Z')).drawNo).toBe('20261126');
    // In another offset the same local time is another instant.
    expect(periodAt(mb, '-06:00', new Date('2026-11-25T05:00:00Z')).drawAt.toISOString()).toBe(
      '2026-11-26T00:15:00.000Z',
    );
  });

  it('4D draws only on Wednesday, Saturday and Sunday', () => {
    // 2026-11-26 is a Thursday: the next draw is Saturday the 28th.
    expect(periodAt(sea, '+08:00', new Date('2026-11-26T00:00:00Z')).drawNo).toBe('20261128');
  });

  it('fast draws follow one another without gaps or repeats, numbered within the local day', () => {
    let t = new Date('2026-11-25T16:58:30Z');
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) {
      const p = periodAt(pick3, '-06:00', t);
      seen.push(p.drawNo);
      expect(p.drawAt.getTime() - p.closesAt.getTime()).toBe(10_000);
      t = p.closesAt;
    }
    expect(new Set(seen).size).toBe(5);
    expect(seen[0]).toBe('20261125-0659');
    // 16:59Z + 1 min… local midnight (06:00Z) is the day's 1,440th draw.
    expect(periodAt(pick3, '-06:00', new Date('2026-11-26T05:59:30Z')).drawNo).toBe('20261125-1440');
    expect(periodAt(pick3, '-06:00', new Date('2026-11-26T05:59:55Z')).drawNo).toBe('20261126-0001');
  });
});
