import { useEffect } from 'react';

let holders = 0;
let previousOverflow = '';

/**
 * Locks page scrolling until the returned release is called. Nested locks (a dialog over a drawer)
 * count: the page's own overflow value comes back when the last one is released.
 */
export function lockScroll(): () => void {
  if (holders === 0) {
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) document.body.style.overflow = previousOverflow;
  };
}

/** Keeps page scrolling locked while `active` is true. */
export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
