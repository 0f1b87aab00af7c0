/**
 * European roulette (docs/games.md): one zero, 37 pockets; every standard bet pays by the number of
 * pockets it covers (36/k − 1 to one). One stake is spread over up to 50 bets by share.
 */
export const ROULETTE_POCKETS = 37;
export const ROULETTE_RTP = 36 / 37;
export const MAX_ROULETTE_BETS = 50;
export const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/**
 * A bet on the table. Inside bets name their numbers: straight 1, split 2 (adjacent, or 0 with 1–3),
 * street 3, corner 4, line 6 (two streets); `coveredPockets` refuses any other.
 */
export type RouletteBet =
  | { type: 'straight' | 'split' | 'street' | 'corner' | 'line'; numbers: number[] }
  | { type: 'column' | 'dozen'; index: 1 | 2 | 3 }
  | { type: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' };

export type PocketColor = 'green' | 'red' | 'black';
export const pocketColor = (pocket: number): PocketColor =>
  pocket === 0 ? 'green' : RED.has(pocket) ? 'red' : 'black';

/** The pockets a bet covers; throws on a bet that is not on the table. */
export function coveredPockets(bet: RouletteBet): number[] {
  const all = Array.from({ length: 36 }, (_, i) => i + 1);
  switch (bet.type) {
    case 'straight': {
      const [n] = bet.numbers;
      if (n === undefined || !Number.isInteger(n) || n < 0 || n > 36) throw new Error('not a pocket');
      return [...bet.numbers];
    }
    case 'split': {
      const [a, b] = [...bet.numbers].sort((x, y) => x - y) as [number, number];
      const adjacent =
        (b - a === 3 && a >= 1) || (b - a === 1 && a % 3 !== 0 && a >= 1) || (a === 0 && b >= 1 && b <= 3);
      if (!adjacent || b > 36) throw new Error('not a split');
      return [a, b];
    }
    case 'street': {
      const [a] = [...bet.numbers].sort((x, y) => x - y);
      if (a === undefined || a < 1 || a > 34 || (a - 1) % 3 !== 0) throw new Error('not a street');
      return [a, a + 1, a + 2];
    }
    case 'corner': {
      const [a] = [...bet.numbers].sort((x, y) => x - y);
      if (a === undefined || a < 1 || a > 32 || a % 3 === 0) throw new Error('not a corner');
      return [a, a + 1, a + 3, a + 4];
    }
    case 'line': {
      const [a] = [...bet.numbers].sort((x, y) => x - y);
      if (a === undefined || a < 1 || a > 31 || (a - 1) % 3 !== 0) throw new Error('not a six line');
      return [a, a + 1, a + 2, a + 3, a + 4, a + 5];
    }
    case 'column':
      return all.filter((n) => (n - 1) % 3 === bet.index - 1);
    case 'dozen':
      return all.filter((n) => Math.ceil(n / 12) === bet.index);
    case 'red':
      return all.filter((n) => RED.has(n));
    case 'black':
      return all.filter((n) => !RED.has(n));
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'low':
      return all.filter((n) => n <= 18);
    case 'high':
      return all.filter((n) => n >= 19);
  }
}

/** What the bets win (stakes included, minor units) when the ball lands in `pocket`. */
export function rouletteWin(pocket: number, bets: { bet: RouletteBet; stake: bigint }[]): bigint {
  let win = 0n;
  for (const { bet, stake } of bets) {
    const covered = coveredPockets(bet);
    if (covered.includes(pocket)) win += stake * BigInt(36 / covered.length);
  }
  return win;
}
