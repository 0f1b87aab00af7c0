/** Mission and VIP periods in the merchant's GMT offset (business time). Pure; tested beside. */

/** "+07:00" / "-03:30" → minutes east of UTC; anything else is 0. */
export function offsetMinutes(gmtOffset: string): number {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(gmtOffset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

export type Period = { start: Date; end: Date };

/** The merchant's day around `now`. */
export function dayOf(now: Date, gmtOffset: string): Period {
  const shift = offsetMinutes(gmtOffset) * 60_000;
  const local = new Date(now.getTime() + shift);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - shift;
  return { start: new Date(start), end: new Date(start + 86_400_000) };
}

/** The merchant's week (Monday 00:00 to the next Monday) around `now`. */
export function weekOf(now: Date, gmtOffset: string): Period {
  const day = dayOf(now, gmtOffset);
  const shift = offsetMinutes(gmtOffset) * 60_000;
  const weekday = (new Date(day.start.getTime() + shift).getUTCDay() + 6) % 7; // Monday = 0
  const start = day.start.getTime() - weekday * 86_400_000;
  return { start: new Date(start), end: new Date(start + 7 * 86_400_000) };
}

/** The merchant's calendar month around `now`, and its key (YYYY-MM). */
export function monthOf(now: Date, gmtOffset: string): Period & { key: string } {
  const shift = offsetMinutes(gmtOffset) * 60_000;
  const local = new Date(now.getTime() + shift);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const start = Date.UTC(y, m, 1) - shift;
  const end = Date.UTC(y, m + 1, 1) - shift;
  return { start: new Date(start), end: new Date(end), key: `${y}-${String(m + 1).padStart(2, '0')}` };
}

/** The merchant's local date (YYYY-MM-DD) of `now`. */
export function localDate(now: Date, gmtOffset: string): string {
  const local = new Date(now.getTime() + offsetMinutes(gmtOffset) * 60_000);
  return local.toISOString().slice(0, 10);
}

/** A name as other members see it on a board: first 2 + *** + last 2 (short names: first + ***). */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 4) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

/** Percent (0–100, floored) of `done` towards `target`. */
export function percentOf(done: bigint, target: bigint): number {
  if (target <= 0n) return 100;
  if (done >= target) return 100;
  if (done <= 0n) return 0;
  return Number((done * 100n) / target);
}
