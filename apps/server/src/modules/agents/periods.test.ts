import { describe, expect, it } from 'vitest';
import { lastClosedPeriod, periodAt, periodsBetween, share, tierRate } from './periods';

describe('settlement periods', () => {
  it('cuts days, weeks, half months and months at the merchant offset', () => {
    const at = new Date('2026-11-25T03:30:00Z');
    expect(periodAt('daily', at, '-06:00')).toMatchObject({
      id: 'daily:2026-11-24T00:00',
      start: new Date('2026-11-24T06:00:00Z'),
      end: new Date('2026-11-25T06:00:00Z'),
    });
    expect(periodAt('weekly', at, '+00:00').id).toBe('weekly:2026-11-23T00:00');
    expect(periodAt('semimonthly', at, '+00:00')).toMatchObject({
      id: 'semimonthly:2026-11-16T00:00',
      end: new Date('2026-12-01T00:00:00Z'),
    });
    expect(periodAt('semimonthly', new Date('2026-11-15T23:00:00Z'), '+00:00').id).toBe(
      'semimonthly:2026-11-01T00:00',
    );
    expect(periodAt('monthly', at, '+08:00').id).toBe('monthly:2026-11-01T00:00');
    expect(periodAt('realtime', new Date('2026-11-25T03:34:59Z'), '+00:00').id).toBe(
      'realtime:2026-11-25T03:30',
    );
    expect(periodAt('hourly', at, '+05:30').id).toBe('hourly:2026-11-25T08:30'); // UTC hours, shown in local time
  });

  it('pays the newest period that has ended', () => {
    expect(lastClosedPeriod('daily', new Date('2026-11-25T00:00:00Z'), '+00:00').id).toBe(
      'daily:2026-11-24T00:00',
    );
    expect(lastClosedPeriod('monthly', new Date('2026-12-01T00:00:01Z'), '+00:00').id).toBe(
      'monthly:2026-11-01T00:00',
    );
  });
});

describe('tiers and the differential model', () => {
  const tiers = [
    { min: '0.00', rateBp: 30 },
    { min: '100.00', rateBp: 50 },
    { min: '1000.00', rateBp: 80 },
  ];
  it('picks the last tier the volume reaches', () => {
    expect(tierRate(tiers, 0n)).toBe(30);
    expect(tierRate(tiers, 9_999n)).toBe(30);
    expect(tierRate(tiers, 10_000n)).toBe(50);
    expect(tierRate(tiers, 100_000n)).toBe(80);
  });

  it('rounds half up and pays nothing on no volume', () => {
    expect(share(150n, 100)).toBe(2n); // 1.5 → 2
    expect(share(149n, 100)).toBe(1n);
    expect(share(-5_000n, 100)).toBe(0n);
  });

  it('reproduces the research brief: A 1.0 %, B 0.7 %, C 0.4 % on 100k / 200k / 300k', () => {
    // Volumes in minor units; each agent's team volume covers its whole subtree.
    const vC = 300_000_00n;
    const vB = 200_000_00n + vC;
    const vA = 100_000_00n + vB;
    const c = share(vC, 40);
    const b = share(vB, 70) - share(vC, 40);
    const a = share(vA, 100) - share(vB, 70);
    expect([a, b, c]).toEqual([2_500_00n, 2_300_00n, 1_200_00n]);
    expect(a + b + c).toBe(share(vA, 100));
  });
});

describe('missed periods', () => {
  it('lists every closed period from the one containing `from`, each once, oldest first', () => {
    const last = lastClosedPeriod('daily', new Date('2026-11-28T12:00:00Z'), '+00:00');
    const days = periodsBetween('daily', new Date('2026-11-24T15:00:00Z'), last, '+00:00');
    expect(days.map((p) => p.id)).toEqual([
      'daily:2026-11-24T00:00',
      'daily:2026-11-25T00:00',
      'daily:2026-11-26T00:00',
      'daily:2026-11-27T00:00',
    ]);
    // From the end of a paid period: the next one.
    expect(periodsBetween('daily', days[1]!.end, last, '+00:00').map((p) => p.id)).toEqual([
      'daily:2026-11-26T00:00',
      'daily:2026-11-27T00:00',
    ]);
    expect(periodsBetween('daily', last.end, last, '+00:00')).toEqual([]);
    // A long outage walks the newest periods only.
    const many = periodsBetween('realtime', new Date('2026-11-01T00:00:00Z'), last, '+00:00', 10);
    expect(many).toHaveLength(10);
    expect(many[9]!.end).toEqual(new Date('2026-11-28T00:00:00Z'));
  });
});
