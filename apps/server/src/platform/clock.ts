/**
 * The time that business rules read: limits, cool-offs, bonus expiry, rebate days, salary periods.
 * It is the wall clock plus an offset that only demo mode moves (`POST /dev/clock`), so a test can make
 * a day pass. Sessions, tokens and throttles keep reading the wall clock.
 */
export type Clock = {
  now(): Date;
  /** Moves business time forward; demo mode only. */
  advance(ms: number): void;
  offsetMs(): number;
};

export function createClock(startOffsetMs = 0): Clock {
  let offset = startOffsetMs;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the clock only moves forward');
      offset += ms;
    },
    offsetMs: () => offset,
  };
}
