/**
 * True while the app renders a page as the server sends it: on the server, and in the browser while the
 * app takes over a page the server rendered (ADR 029, ADR 030). What starts differently in a page that
 * was rendered first on the server (pictures left to the browser's own lazy loading) reads it once, as
 * it mounts.
 */
let isServerPage = typeof document === 'undefined';

export function rendersServerPage(): boolean {
  return isServerPage;
}

export function setRendersServerPage(value: boolean) {
  isServerPage = value;
}
