import { z } from 'zod';

/**
 * Contract rule "text input": any Unicode a person can type is kept as typed (no normalising, no
 * stripping); a NUL character, a lone UTF-16 surrogate or an over-long string is `400 invalid_input`
 * at the edge, before any database sees it. PostgreSQL refuses both in text, so they never get that far.
 */
export const UNSAFE_TEXT_MESSAGE = 'text must not contain NUL characters or lone surrogates';

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/** True when `value` holds no NUL and every surrogate is half of a pair (well-formed UTF-16). */
export function isSafeText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit === 0 || isLowSurrogate(unit)) return false;
    if (isHighSurrogate(unit)) {
      if (!isLowSurrogate(value.charCodeAt(i + 1))) return false;
      i++;
    }
  }
  return true;
}

/**
 * The one string schema for input from outside: at most `max` UTF-16 units, no NUL, no lone
 * surrogate. Chain the rest as on any zod string: `text(64).trim().min(1)`, `text(18).regex(…)`.
 */
export function text(max: number) {
  return z.string().max(max).refine(isSafeText, UNSAFE_TEXT_MESSAGE);
}

/** `text(max)`, optional. */
export const optionalText = (max: number) => text(max).optional();

/**
 * An ISO-8601 instant with an offset, in years 1900 to 9999: the range every database and the
 * JavaScript Date agree on (year 0000, say, is valid ISO but not a PostgreSQL timestamp).
 */
export const ZInstant = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1900 && year <= 9999;
}, 'a date between the years 1900 and 9999');
