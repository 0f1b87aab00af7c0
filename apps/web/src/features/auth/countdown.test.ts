import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { remainingSeconds, smsCountdownSeconds, useCountdown } from './countdown';

describe('SMS countdown (spec §4)', () => {
  it('lasts expiredMinutes × 60 seconds', () => {
    expect(smsCountdownSeconds(5)).toBe(300);
    expect(smsCountdownSeconds(1)).toBe(60);
  });

  it('lasts one minute when the server gives no expiry', () => {
    expect(smsCountdownSeconds(undefined)).toBe(60);
    expect(smsCountdownSeconds(0)).toBe(60);
  });

  it('is shortened by the time the send call took', () => {
    expect(smsCountdownSeconds(5, 2_400)).toBe(298);
    expect(smsCountdownSeconds(5, -50)).toBe(300);
    expect(smsCountdownSeconds(1, 90_000)).toBe(0);
  });

  it('counts whole seconds left until a deadline, never below zero', () => {
    expect(remainingSeconds(10_000, 0)).toBe(10);
    expect(remainingSeconds(10_000, 9_001)).toBe(1);
    expect(remainingSeconds(10_000, 10_000)).toBe(0);
    expect(remainingSeconds(10_000, 12_000)).toBe(0);
  });

  it('useCountdown runs while above zero and stops at zero', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    expect(result.current.isRunning).toBe(false);
    act(() => result.current.start(3));
    expect(result.current.remaining).toBe(3);
    expect(result.current.isRunning).toBe(true);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(2);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.remaining).toBe(0);
    expect(result.current.isRunning).toBe(false);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.remaining).toBe(0);
  });

  it('useCountdown shows the right value after the tab slept (deadline, not ticks)', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    // A throttled background tab: the clock moves 40 s while no timer fires.
    vi.setSystemTime(Date.now() + 40_000);
    act(() => vi.advanceTimersByTime(250));
    expect(result.current.remaining).toBe(20);
  });
});
