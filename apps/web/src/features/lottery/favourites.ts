/**
 * Per-user lottery favourites in local storage (spec §3: "a per-user lottery favourites map"): one
 * key holds `{ [username]: gameCode[] }`, so members sharing a browser keep their own lists.
 */
export const FAVOURITES_KEY = 'lotteryFavorites';

type TMap = Record<string, string[]>;

function read(): TMap {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as TMap) : {};
  } catch {
    return {};
  }
}

export function favouritesOf(username: string): string[] {
  const list = read()[username];
  return Array.isArray(list) ? list.filter((code) => typeof code === 'string') : [];
}

/** Adds or removes a game; returns the user's new list. */
export function toggleFavourite(username: string, gameCode: string): string[] {
  const map = read();
  const list = favouritesOf(username);
  const next = list.includes(gameCode) ? list.filter((c) => c !== gameCode) : [...list, gameCode];
  map[username] = next;
  try {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify(map));
  } catch {
    // Storage full or blocked: the toggle still shows for this visit.
  }
  return next;
}
