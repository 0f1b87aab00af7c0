/**
 * The crash curve and multipliers without zod, shared by the server and the game client (which
 * animates the flight locally from the round's start time). Multipliers are integer hundredths
 * (245 is ×2.45) in code and decimal strings ("2.45") on the wire.
 */

/** ×1.00: the lowest crash point (an instant crash). */
export const MIN_MULTIPLIER = 100;
/** The lowest auto cash-out target: ×1.01. */
export const MIN_AUTO_CASHOUT = 101;
/** Crash points and targets are capped at ×1,000,000. */
export const MAX_MULTIPLIER = 100_000_000;
/** Default growth: m(t) = e^(0.00006·t), t in ms since the flight started (×2 after about 11.6 s). */
export const DEFAULT_GROWTH_PER_MS = 0.00006;

/** The multiplier after `elapsedMs` of flight, in hundredths rounded down: ⌊100·e^(growth·t)⌋. */
export function multiplierAt(elapsedMs: number, growthPerMs = DEFAULT_GROWTH_PER_MS): number {
  if (!(elapsedMs > 0)) return MIN_MULTIPLIER;
  return Math.min(Math.floor(100 * Math.exp(growthPerMs * elapsedMs)), MAX_MULTIPLIER);
}

/** How long a round flies before it crashes at `crashPoint`: the first whole ms where m(t) ≥ crashPoint. */
export function flightMs(crashPoint: number, growthPerMs = DEFAULT_GROWTH_PER_MS): number {
  if (crashPoint <= MIN_MULTIPLIER) return 0;
  let t = Math.max(0, Math.ceil(Math.log(crashPoint / 100) / growthPerMs));
  while (t > 0 && multiplierAt(t - 1, growthPerMs) >= crashPoint) t--;
  while (multiplierAt(t, growthPerMs) < crashPoint) t++;
  return t;
}

/** "2.45" for 245. */
export function formatMultiplier(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** 245 for "2.45" (or 2.45, "2.5", "2"): at most two decimals; null for anything else. */
export function parseMultiplier(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
