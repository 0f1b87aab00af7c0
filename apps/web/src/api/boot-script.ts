/**
 * Takes a JSON script the server put in the page (`<script id="…" type="application/json">`, ADR 021
 * and 028): parsed and removed, so it is read once and later reads go to the API. Undefined when the
 * page has none or `parse` refuses it (by throwing or by returning undefined).
 */
export function takeBootScript<T>(id: string, parse: (value: unknown) => T | undefined): T | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  if (!element) return undefined;
  element.remove();
  try {
    return element.textContent ? parse(JSON.parse(element.textContent)) : undefined;
  } catch {
    return undefined;
  }
}
