import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the app takes over a page the server rendered (ADR 029), true after:
 * what only the browser can make (HTML cleaned with the DOM) renders once the page is the app's.
 */
export function useIsBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
