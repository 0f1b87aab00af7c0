/**
 * The responsible-gaming stake guard: every product calls it before a stake moves money (house games,
 * the vendor wallet's debit, the sportsbook, the lottery). Credits, wins and rollbacks never call it.
 *
 * A refusal is thrown before any money moves:
 * - `AppError('rg_blocked', 403)` during a cool-off or a self-exclusion;
 * - `AppError('rg_limit', 422)` when the stake would take the period's loss or wager past a limit.
 *
 * The loss of a period counts every stake as lost until its round settles (ADR 015): stakes − wins −
 * rollbacks booked on the member's wallet since the start of the day/week/month (business clock).
 * Products must book stakes with transfer kind `bet` (or a kind ending in `_bet`), payouts with `win`
 * (or `*_win`) and refunds with `bet_rollback` (or `*_rollback`) for their money to count.
 *
 * Cost: a member without limits or blocks costs a cached lookup (no query) once the cache is warm.
 */
export type StakeInput = {
  merchantId: number;
  accountId: bigint;
  /** The stake in minor units (> 0). */
  amount: bigint;
};

export type StakeGuard = {
  /** Throws `rg_blocked` (403) or `rg_limit` (422); resolves when the stake may go ahead. */
  beforeStake(input: StakeInput): Promise<void>;
  /** Throws `rg_blocked` (403) during a cool-off or self-exclusion: game launch, deposits. */
  assertCanPlay(input: { merchantId: number; accountId: bigint }): Promise<void>;
};

/** A guard that never refuses: for unit tests of products that do not test responsible gaming. */
export const allowAllStakes: StakeGuard = {
  beforeStake: async () => {},
  assertCanPlay: async () => {},
};
