import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following its changes. Where the browser has no matchMedia
 * (tests in jsdom), `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const hasMatchMedia = typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  return useSyncExternalStore(
    (onChange) => {
      if (!hasMatchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (hasMatchMedia ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
