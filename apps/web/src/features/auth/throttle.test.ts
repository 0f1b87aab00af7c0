import { describe, expect, it, vi } from 'vitest';
import { createThrottle } from './throttle';

describe('createThrottle (spec §9: captcha refresh and SMS send once a second)', () => {
  it('lets one call through per interval', () => {
    let now = 1_000;
    const throttle = createThrottle(1_000, () => now);
    const action = vi.fn();
    expect(throttle(action)).toBe(true);
    now += 999;
    expect(throttle(action)).toBe(false);
    now += 1;
    expect(throttle(action)).toBe(true);
    now += 500;
    expect(throttle(action)).toBe(false);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('lets the very first call through whatever the clock says', () => {
    const throttle = createThrottle(1_000, () => 0);
    const action = vi.fn();
    expect(throttle(action)).toBe(true);
    expect(action).toHaveBeenCalledOnce();
  });
});
