import { shuffled, type WordDraw } from './fair-stream';

/**
 * Keno (docs/games.md): 80 numbers, the player picks 1–10 of them, the round draws 20 (the first 20 of a
 * fair-stream shuffle of the 80); the pay depends on how many picks were drawn ("hits"), from the
 * paytable of the pick count. RTP ≈ 95 % for every pick count (exact figures in docs/games.md, computed
 * from the hypergeometric probabilities by the server's test).
 */
export const KENO_NUMBERS = 80;
export const KENO_DRAWN = 20;
export const KENO_MAX_PICKS = 10;

/**
 * Pays in hundredths of the bet by pick count (index = hits): KENO_PAYS[5][4] = 1220 → 4 hits of 5
 * picks pay 12.20 × the bet.
 */
export const KENO_PAYS: Record<number, number[]> = {
  1: [0, 380],
  2: [0, 100, 950],
  3: [0, 0, 220, 4650],
  4: [0, 0, 150, 820, 9000],
  5: [0, 0, 100, 250, 1220, 50000],
  6: [0, 0, 50, 150, 670, 7000, 150000],
  7: [0, 0, 0, 100, 300, 3375, 28000, 500000],
  8: [0, 0, 0, 50, 200, 1780, 7000, 90000, 1000000],
  9: [0, 0, 0, 50, 100, 400, 6480, 18000, 300000, 1000000],
  10: [100, 0, 0, 0, 100, 250, 3470, 8000, 60000, 300000, 1000000],
};

/** The documented return to player by pick count (docs/games.md), as the exact hypergeometric sum gives it. */
export const KENO_RTP: Record<number, number> = {
  1: 0.95,
  2: 0.950949,
  3: 0.950463,
  4: 0.949291,
  5: 0.950284,
  6: 0.950266,
  7: 0.95011,
  8: 0.949723,
  9: 0.949715,
  10: 0.949641,
};

/** Why a pick list is refused, or null: 1–10 distinct whole numbers 1–80. */
export function kenoPicksProblem(picks: unknown): string | null {
  if (!Array.isArray(picks) || picks.length < 1 || picks.length > KENO_MAX_PICKS)
    return `picks: 1 to ${KENO_MAX_PICKS} numbers`;
  if (!picks.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_NUMBERS))
    return 'picks: numbers 1 to 80';
  if (new Set(picks).size !== picks.length) return 'picks: each number once';
  return null;
}

/** The drawn numbers (1–80, sorted) of a shuffle of 0–79: its first 20, plus one. */
export const kenoDrawOf = (shuffle: number[]) =>
  shuffle
    .slice(0, KENO_DRAWN)
    .map((n) => n + 1)
    .sort((a, b) => a - b);

/** The hits of a pick list in a draw and their pay in hundredths of the bet. */
export function kenoResult(picks: number[], drawn: number[]): { hits: number[]; payHundredths: number } {
  const set = new Set(drawn);
  const hits = picks.filter((n) => set.has(n)).sort((a, b) => a - b);
  return { hits, payHundredths: KENO_PAYS[picks.length]?.[hits.length] ?? 0 };
}

/** What a win pays in minor units: the bet times the pay, rounded down. */
export const kenoWin = (bet: bigint, payHundredths: number) => (bet * BigInt(payHundredths)) / 100n;

/** The round's draw from the stream's words: a shuffle of the 80 numbers, its first 20. */
export function* drawKeno(): WordDraw<number[]> {
  return kenoDrawOf(yield* shuffled(KENO_NUMBERS));
}
