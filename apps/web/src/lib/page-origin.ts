/** The origin the server renders a page for (ADR 029): the browser's own is unknown there. */
let serverOrigin = 'http://localhost';

/** Set by the server's render before each page. */
export function setServerPageOrigin(origin: string): void {
  serverOrigin = origin;
}

/** The page's origin (`https://host`), in the browser and in a render on the server alike. */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}
