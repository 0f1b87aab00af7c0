import { parseMinor } from '@/lib/money';

/**
 * The stake selector: the game's bet levels (session.game.betLevels, ascending decimal strings) as
 * chips, and a stepper that moves one level down or up.
 */
export function sortedLevels(levels: string[]): string[] {
  return [...new Set(levels)].sort((a, b) =>
    parseMinor(a) < parseMinor(b) ? -1 : parseMinor(a) > parseMinor(b) ? 1 : 0,
  );
}

/** The level the game opens with: the one remembered for this game if still offered, else the lowest. */
export function initialLevel(levels: string[], remembered: string | null): string | null {
  if (remembered !== null && levels.includes(remembered)) return remembered;
  return levels[0] ?? null;
}

/** One level down (−1) or up (+1), staying at the ends. */
export function stepLevel(levels: string[], current: string, direction: -1 | 1): string {
  const index = levels.indexOf(current);
  if (index < 0) return levels[0] ?? current;
  return levels[Math.min(levels.length - 1, Math.max(0, index + direction))]!;
}

export function canStep(levels: string[], current: string, direction: -1 | 1): boolean {
  const index = levels.indexOf(current);
  return index >= 0 && (direction < 0 ? index > 0 : index < levels.length - 1);
}
