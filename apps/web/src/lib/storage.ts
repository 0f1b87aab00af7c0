/**
 * Web Storage that never throws: storage can be disabled or full (private browsing, quotas),
 * and the app must still run then.
 */
type TArea = 'local' | 'session';

function area(which: TArea): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(which: TArea, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(which: TArea, key: string, value: string | null): void {
  try {
    const storage = area(which);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage unavailable or full: the value lives only in memory for this page.
  }
}

export function clearStorage(which: TArea): void {
  try {
    area(which)?.clear();
  } catch {
    // Nothing to clear.
  }
}
