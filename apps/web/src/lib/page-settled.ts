import { useEffect, useState } from 'react';

/** The page has settled when no resource has finished loading for this long after the load event. */
export const QUIET_MS = 1000;
/** A page that never goes quiet (a long poll, a stream) counts as settled after this long. */
const MAX_WAIT_MS = 10_000;

let settled: Promise<void> | null = null;
let isSettledNow = false;

/**
 * Resolves once the page has loaded and gone quiet (no resource finished for QUIET_MS, then an idle
 * moment of the browser). What the page does not need to show itself (popups, carousel controls,
 * QR codes) waits for it, so that it does not compete with the first load. Once per page load.
 */
export function whenPageSettled(): Promise<void> {
  settled ??= new Promise((resolve) => {
    let isDone = false;
    const finish = () => {
      isSettledNow = true;
      resolve();
    };
    const afterLoad = () => {
      let quiet: number | undefined;
      let observer: PerformanceObserver | null = null;
      const settle = () => {
        if (isDone) return;
        isDone = true;
        window.clearTimeout(quiet);
        window.clearTimeout(cap);
        observer?.disconnect();
        if (typeof window.requestIdleCallback === 'function')
          window.requestIdleCallback(finish, { timeout: 2000 });
        else finish();
      };
      const cap = window.setTimeout(settle, MAX_WAIT_MS);
      const arm = () => {
        window.clearTimeout(quiet);
        quiet = window.setTimeout(settle, QUIET_MS);
      };
      try {
        observer = new PerformanceObserver(arm);
        observer.observe({ type: 'resource' });
      } catch {
        observer = null;
      }
      arm();
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return settled;
}

/** True once the page has settled (see whenPageSettled). */
export function usePageSettled(): boolean {
  const [isSettled, setIsSettled] = useState(isSettledNow);
  useEffect(() => {
    if (isSettled) return;
    let isMounted = true;
    void whenPageSettled().then(() => {
      if (isMounted) setIsSettled(true);
    });
    return () => {
      isMounted = false;
    };
  }, [isSettled]);
  return isSettled;
}

/** Tests: the next page "load" starts over. */
export function resetPageSettled(): void {
  settled = null;
  isSettledNow = false;
}
