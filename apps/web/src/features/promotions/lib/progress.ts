import { toMinor } from '@/lib/money';

/** Whole percent of `current` toward `target` (money strings), 0–100; 100 when there is no target. */
export function progressPercent(current: string, target: string): number {
  const done = toMinor(current);
  const goal = toMinor(target);
  if (done === null || goal === null || goal <= 0n) return 100;
  if (done <= 0n) return 0;
  if (done >= goal) return 100;
  return Number((done * 100n) / goal);
}
