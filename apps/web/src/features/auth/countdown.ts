import { SMS_DEFAULT_COUNTDOWN_SECONDS } from '@crupier/contract/constants';
import { useCallback, useEffect, useState } from 'react';

/**
 * Spec §4 SMS countdown: expiredMinutes × 60 seconds, less the time the send call took (the code's
 * life started on the server); 1 minute when the server gives no expiry.
 */
export function smsCountdownSeconds(expiredMinutes: number | undefined, networkDelayMs = 0): number {
  const full =
    expiredMinutes !== undefined && expiredMinutes > 0 ? expiredMinutes * 60 : SMS_DEFAULT_COUNTDOWN_SECONDS;
  return Math.max(0, full - Math.round(Math.max(0, networkDelayMs) / 1000));
}

/** Whole seconds left until `endsAt`, never below 0. */
export function remainingSeconds(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * A countdown in whole seconds. It counts from a deadline, not from ticks, so a throttled background
 * tab still shows the right value when it wakes up.
 */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState(0);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === 0) return;
    const tick = () => {
      const left = remainingSeconds(endsAt, Date.now());
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    };
    const timer = window.setInterval(tick, 250);
    tick();
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    setRemaining(seconds);
    setEndsAt(seconds > 0 ? Date.now() + seconds * 1000 : 0);
  }, []);

  return { remaining, isRunning: remaining > 0, start };
}
