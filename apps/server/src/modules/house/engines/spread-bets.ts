import { AppError } from '@/platform/app-error';

/** What a single-step engine decides for one bet: the outcome to keep and the win in minor units. */
export type Settlement = { outcome: Record<string, unknown>; win: bigint };

/** Bad play parameters: refused before any number is drawn. */
export function invalid(message: string): never {
  throw new AppError('invalid_input', 400, message);
}

/** Splits a stake by shares; the rounding leftover goes to the first bet. */
export function splitStake(bet: bigint, shares: number[]): bigint[] {
  const total = shares.reduce((a, b) => a + b, 0);
  const stakes = shares.map(
    (share) => (bet * BigInt(Math.round(share * 1000))) / BigInt(Math.round(total * 1000)),
  );
  stakes[0]! += bet - stakes.reduce((a, b) => a + b, 0n);
  return stakes;
}

export const validShare = (share: unknown): share is number =>
  typeof share === 'number' && Number.isFinite(share) && share > 0 && share <= 1e9;

/**
 * One stake spread over several bets of a table (roulette, baccarat, Dragon Tiger, Sic Bo): each entry
 * of `params.bets` is read by `parse` (which refuses a bad one), the stake is split by the entries'
 * shares, the table plays every bet with its part, and the outcome keeps each bet with its stake.
 */
export function settleSpread<B extends { share: number }, R extends { win: bigint }>(
  bet: bigint,
  bets: unknown,
  table: {
    max: number;
    /** "bets: 1 to N … bets" */
    range: string;
    parse(entry: Record<string, unknown>): B;
    play(placed: (B & { stake: bigint })[]): R;
    outcome(result: R): Record<string, unknown>;
  },
): Settlement {
  if (!Array.isArray(bets) || bets.length === 0 || bets.length > table.max) invalid(table.range);
  const placed = bets.map((entry) =>
    table.parse(typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {}),
  );
  const stakes = splitStake(
    bet,
    placed.map((p) => p.share),
  );
  const result = table.play(placed.map((p, i) => ({ ...p, stake: stakes[i]! })));
  return {
    outcome: { ...table.outcome(result), bets: placed.map((p, i) => ({ ...p, stake: String(stakes[i]) })) },
    win: result.win,
  };
}
