import { describe, expect, it } from 'vitest';
import { auditDiff, dayStart, showValue } from './audit-diff';

describe('audit before/after view', () => {
  it('lines up the fields of both states and marks what changed', () => {
    expect(
      auditDiff({ status: 'pending', amount: '10.00' }, { status: 'approved', amount: '10.00', by: 1 }),
    ).toEqual([
      { key: 'status', before: 'pending', after: 'approved', changed: true },
      { key: 'amount', before: '10.00', after: '10.00', changed: false },
      { key: 'by', before: '', after: '1', changed: true },
    ]);
  });

  it('shows a missing side as empty and plain values as one line', () => {
    expect(auditDiff(null, { revoked: true })).toEqual([
      { key: 'revoked', before: '', after: 'true', changed: true },
    ]);
    expect(auditDiff('a', 'b')).toEqual([{ key: '', before: 'a', after: 'b', changed: true }]);
    expect(auditDiff(null, null)).toEqual([]);
    expect(showValue({ a: [1] })).toBe('{"a":[1]}');
  });

  it('turns a local day into the instant it starts', () => {
    expect(dayStart('2026-03-05')).toBe(new Date(2026, 2, 5).toISOString());
    expect(dayStart('2026-03-31', 1)).toBe(new Date(2026, 3, 1).toISOString());
    expect(dayStart('')).toBeUndefined();
  });
});
