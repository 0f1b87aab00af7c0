/**
 * Lets an action run at most once per `intervalMs` (spec §9: captcha refresh and SMS send once a
 * second). Returns whether the call went through.
 */
export function createThrottle(intervalMs: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return (action: () => void): boolean => {
    const time = now();
    if (time - last < intervalMs) return false;
    last = time;
    action();
    return true;
  };
}
