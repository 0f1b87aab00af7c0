import { normalizeAmountInput, parseMinor } from '@/lib/money';

/**
 * Autoplay's stop rules, in minor units (bigint, never floats). Autoplay plays the view's bet slip again
 * and again until one rule stops it: the number of rounds, the total loss since it started reaching X,
 * a single win reaching Y, the balance falling below Z, too little money for the next bet, or any error.
 */
export type TAutoplayLimits = {
  rounds: number;
  /** Stop once the net loss since autoplay started is at least this much. */
  lossLimit: bigint | null;
  /** Stop after a round that pays at least this much. */
  winLimit: bigint | null;
  /** Stop once the balance is below this. */
  balanceFloor: bigint | null;
};

export type TAutoplayProgress = { played: number /** wins − bets since the start */; net: bigint };
export type TStopReason = 'rounds' | 'loss' | 'win' | 'balance' | 'funds' | 'error' | 'user';

export const AUTOPLAY_ROUNDS = [10, 25, 50, 100] as const;
export const MAX_AUTOPLAY_ROUNDS = 1000;
export const START: TAutoplayProgress = { played: 0, net: 0n };

export type TAutoplayForm = { rounds: string; loss: string; win: string; floor: string };

/** The form's limits, or the name of the field that is wrong. Empty money fields are "no limit". */
export function parseLimits(form: TAutoplayForm): TAutoplayLimits | { invalid: keyof TAutoplayForm } {
  const rounds = Number(form.rounds);
  if (!/^\d+$/.test(form.rounds.trim()) || rounds < 1 || rounds > MAX_AUTOPLAY_ROUNDS)
    return { invalid: 'rounds' };
  const money = (text: string): bigint | null | undefined => {
    if (text.trim() === '') return null;
    const amount = normalizeAmountInput(text);
    return amount === null ? undefined : parseMinor(amount);
  };
  const lossLimit = money(form.loss);
  if (lossLimit === undefined) return { invalid: 'loss' };
  const winLimit = money(form.win);
  if (winLimit === undefined) return { invalid: 'win' };
  const balanceFloor = money(form.floor);
  if (balanceFloor === undefined) return { invalid: 'floor' };
  return { rounds, lossLimit, winLimit, balanceFloor };
}

/** Whether the next round may start, or why autoplay stops before it. */
export function beforeRound(
  limits: TAutoplayLimits,
  progress: TAutoplayProgress,
  balance: bigint,
  stake: bigint,
): TStopReason | null {
  if (progress.played >= limits.rounds) return 'rounds';
  if (limits.balanceFloor !== null && balance < limits.balanceFloor) return 'balance';
  if (balance < stake) return 'funds';
  return null;
}

/** Counts a settled round, then applies the stop rules. */
export function afterRound(
  limits: TAutoplayLimits,
  progress: TAutoplayProgress,
  round: { bet: string; win: string },
  balance: bigint,
): { progress: TAutoplayProgress; stop: TStopReason | null } {
  const win = parseMinor(round.win);
  const next = { played: progress.played + 1, net: progress.net + win - parseMinor(round.bet) };
  let stop: TStopReason | null = null;
  if (limits.winLimit !== null && win >= limits.winLimit) stop = 'win';
  else if (limits.lossLimit !== null && -next.net >= limits.lossLimit) stop = 'loss';
  else if (next.played >= limits.rounds) stop = 'rounds';
  else if (limits.balanceFloor !== null && balance < limits.balanceFloor) stop = 'balance';
  return { progress: next, stop };
}

/** Why a failed round stops autoplay: no money for it, or any other error. */
export const stopForError = (code: string | null): TStopReason =>
  code === 'insufficient_funds' ? 'funds' : 'error';
