/**
 * Date ranges of the account record in the merchant's time zone (api-contract: times are UTC on the
 * wire, the merchant's GMT offset is configuration; the server reads yyyy-MM-dd days in that zone).
 *
 * Spec §9's shortcuts move through time a window at a time: "previous 7 days" is the 7 days before
 * the range shown, "next 7 days" the 7 after it (never past today); likewise 30. The record opens on
 * the last 7 days.
 */
export type TDayRange = { start: string; end: string };

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** '-06:00' → -360; anything else → 0 (UTC). */
export function offsetMinutes(gmtOffset: string): number {
  const match = /^([+-])(\d{2}):?(\d{2})$/.exec(gmtOffset.trim());
  if (!match) return 0;
  const [, sign, hours = '0', minutes = '0'] = match;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

export function isDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const at = Date.parse(`${text}T00:00:00Z`);
  // A day that does not exist (02-30) parses to another one, or to nothing.
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === text;
}

/** Today's date (yyyy-MM-dd) in the merchant's time zone. */
export function merchantToday(now: Date, gmtOffset: string): string {
  return new Date(now.getTime() + offsetMinutes(gmtOffset) * 60_000).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last `days` days, today included. */
export function lastDays(today: string, days: number): TDayRange {
  return { start: addDays(today, -(days - 1)), end: today };
}

/** The `days` days before the range. */
export function previousDays(range: TDayRange, days: number): TDayRange {
  return { start: addDays(range.start, -days), end: addDays(range.start, -1) };
}

/** The `days` days after the range, cut at today; null when the range already reaches today. */
export function nextDays(range: TDayRange, days: number, today: string): TDayRange | null {
  if (range.end >= today) return null;
  const end = addDays(range.end, days);
  return { start: addDays(range.end, 1), end: end > today ? today : end };
}

/** A range a person typed: both days valid, start not after end. */
export function isValidRange(range: TDayRange): boolean {
  return isDay(range.start) && isDay(range.end) && range.start <= range.end;
}

/** An instant (ISO, UTC) as the merchant's wall-clock time, in the UI language. */
export function formatMerchantTime(iso: string, gmtOffset: string, locale: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(at + offsetMinutes(gmtOffset) * 60_000));
}

/** A yyyy-MM-dd day in the UI language's short date form. */
export function formatDay(day: string, locale: string): string {
  if (!isDay(day)) return day;
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));
}
