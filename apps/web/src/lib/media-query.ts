import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following its changes. Where the browser has no matchMedia
 * (tests in jsdom), `fallback`. On the server, and while the app takes over a server-rendered page
 * (ADR 029), `onPhone`: the page is rendered as a phone shows it, so a phone renders it again for
 * nothing and only wider screens adjust after.
 */
export function useMediaQuery(query: string, fallback = true, onPhone = fallback): boolean {
  const hasMatchMedia = typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  return useSyncExternalStore(
    (onChange) => {
      if (!hasMatchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (hasMatchMedia ? window.matchMedia(query).matches : fallback),
    () => onPhone,
  );
}
