/** One line of an audit entry's before/after view. */
export type TDiffLine = { key: string; before: string; after: string; changed: boolean };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as the diff view shows it: text as is, anything else as JSON, nothing as empty. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The before and after states of an audit entry side by side, one line per field (the union of both
 * objects' fields, in order of first appearance); values that are not objects are one line, key ''.
 */
export function auditDiff(before: unknown, after: unknown): TDiffLine[] {
  if (!isPlainObject(before) && !isPlainObject(after)) {
    if ((before ?? null) === null && (after ?? null) === null) return [];
    const line = { key: '', before: showValue(before), after: showValue(after) };
    return [{ ...line, changed: line.before !== line.after }];
  }
  const was = isPlainObject(before) ? before : {};
  const now = isPlainObject(after) ? after : {};
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return keys.map((key) => {
    const line = { key, before: showValue(was[key]), after: showValue(now[key]) };
    return { ...line, changed: line.before !== line.after };
  });
}

/** From a day (`YYYY-MM-DD`, the operator's local time) to the instant it starts, for `from`/`to`. */
export function dayStart(day: string, addDays = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + addDays);
  return date.toISOString();
}
