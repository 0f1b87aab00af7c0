import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET_MS, resetPageSettled, whenPageSettled } from './page-settled';

/** A stand-in PerformanceObserver: tests decide when a resource finishes loading. */
let onResource: (() => void) | null = null;
class FakePerformanceObserver {
  constructor(callback: () => void) {
    onResource = callback;
  }
  observe() {}
  disconnect() {
    onResource = null;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  resetPageSettled();
});
afterEach(() => {
  resetPageSettled();
});

describe('whenPageSettled', () => {
  it('waits for a quiet moment after the load, and starts again with every resource that finishes', async () => {
    const settled = vi.fn();
    void whenPageSettled().then(settled);
    await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
    onResource?.();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('settles after 10 s on a page that never goes quiet', async () => {
    const settled = vi.fn();
    void whenPageSettled().then(settled);
    for (let t = 0; t < 10_000; t += 500) {
      onResource?.();
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(settled).toHaveBeenCalled();
  });

  it('is one moment per page load', async () => {
    const first = whenPageSettled();
    expect(whenPageSettled()).toBe(first);
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    await expect(whenPageSettled()).resolves.toBeUndefined();
  });
});
