import type { TContractPeriod } from '@crupier/contract/agents';
import { parseMinor } from '@crupier/contract/money';

/** A settlement period: [start, end) in UTC, cut at the merchant's GMT offset, with a stable id. */
export type Period = { id: string; start: Date; end: Date };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `+05:30` → 330 minutes; `-06:00` → -360. */
export function offsetMinutes(gmtOffset: string): number {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(gmtOffset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The period of type `period` that contains the instant `at`. */
export function periodAt(period: TContractPeriod, at: Date, gmtOffset: string): Period {
  const off = offsetMinutes(gmtOffset) * MINUTE;
  const local = new Date(at.getTime() + off);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const toUtc = (localMs: number) => new Date(localMs - off);
  const stamp = (s: Date) => {
    const l = new Date(s.getTime() + off);
    return `${l.getUTCFullYear()}-${pad(l.getUTCMonth() + 1)}-${pad(l.getUTCDate())}T${pad(l.getUTCHours())}:${pad(l.getUTCMinutes())}`;
  };
  let start: Date;
  let end: Date;
  switch (period) {
    case 'realtime': {
      const s = Math.floor(at.getTime() / (5 * MINUTE)) * 5 * MINUTE;
      start = new Date(s);
      end = new Date(s + 5 * MINUTE);
      break;
    }
    case 'hourly': {
      const s = Math.floor(at.getTime() / HOUR) * HOUR;
      start = new Date(s);
      end = new Date(s + HOUR);
      break;
    }
    case 'daily': {
      const s = Date.UTC(y, m, d);
      start = toUtc(s);
      end = toUtc(s + DAY);
      break;
    }
    case 'weekly': {
      // Weeks start on Monday.
      const weekday = (local.getUTCDay() + 6) % 7;
      const s = Date.UTC(y, m, d - weekday);
      start = toUtc(s);
      end = toUtc(s + 7 * DAY);
      break;
    }
    case 'semimonthly': {
      const first = d <= 15;
      start = toUtc(Date.UTC(y, m, first ? 1 : 16));
      end = toUtc(first ? Date.UTC(y, m, 16) : Date.UTC(y, m + 1, 1));
      break;
    }
    case 'monthly': {
      start = toUtc(Date.UTC(y, m, 1));
      end = toUtc(Date.UTC(y, m + 1, 1));
      break;
    }
  }
  return { id: `${period}:${stamp(start)}`, start, end };
}

/** The newest period of this type that has ended at `now`: the one the settlement job pays. */
export function lastClosedPeriod(period: TContractPeriod, now: Date, gmtOffset: string): Period {
  const current = periodAt(period, now, gmtOffset);
  return periodAt(period, new Date(current.start.getTime() - 1), gmtOffset);
}

/**
 * At most this many periods of one contract are walked in a run (a week of real-time periods): when a
 * job was down longer, the oldest missed periods' volume falls into the first period walked (the
 * volume is cumulative, so nothing is lost).
 */
export const MAX_PERIODS_PER_RUN = 2_016;

/** The periods of a type from the one containing `from` up to `last` (closed), the newest `max` of them. */
export function periodsBetween(
  type: TContractPeriod,
  from: Date,
  last: Period,
  gmtOffset: string,
  max = MAX_PERIODS_PER_RUN,
): Period[] {
  const out: Period[] = [];
  for (let p = periodAt(type, from, gmtOffset); p.end <= last.end; p = periodAt(type, p.end, gmtOffset)) {
    out.push(p);
    if (out.length > max) out.shift();
  }
  return out;
}

/** The start of a merchant-local day `yyyy-MM-dd`, plus `plusDays`. */
export function localDayStart(day: string, gmtOffset: string, plusDays = 0): Date {
  const start = new Date(`${day}T00:00:00${gmtOffset}`);
  start.setUTCDate(start.getUTCDate() + plusDays);
  return start;
}

/** The merchant-local calendar day of an instant, `yyyy-MM-dd`. */
export function localDay(at: Date, gmtOffset: string): string {
  const local = new Date(at.getTime() + offsetMinutes(gmtOffset) * MINUTE);
  return local.toISOString().slice(0, 10);
}

/** Rate in basis points of the tier that `volume` reaches (the last tier whose minimum it meets). */
export function tierRate(tiers: { min: string; rateBp: number }[], volume: bigint): number {
  let rate = 0;
  for (const tier of tiers) {
    if (volume >= minorOf(tier.min)) rate = tier.rateBp;
  }
  return rate;
}

/** volume × rate, half up to the minor unit; 0 for a volume ≤ 0. */
export function share(volume: bigint, rateBp: number): bigint {
  if (volume <= 0n || rateBp <= 0) return 0n;
  return (volume * BigInt(rateBp) + 5_000n) / 10_000n;
}

const minorOf = (decimal: string): bigint => parseMinor(decimal);
