import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayOf, maskName, monthOf, offsetMinutes, percentOf, weekOf } from './periods';
import { abuseOf } from './referral';
import type { VipLevelRow } from './repository';
import { levelFor } from './vip';

const level = (n: number, minTurnover: bigint, minDeposits: bigint): VipLevelRow => ({
  merchantId: 1,
  level: n,
  name: { es: `VIP ${n}` },
  minTurnover,
  minDeposits,
  keepTurnover: 0n,
  rebateRateBp: 0,
  dailyWithdrawalLimit: 0n,
  dailyWithdrawalCount: 0,
  birthdayBonus: 0n,
  levelUpBonus: 0n,
});

describe('loyalty periods and rules', () => {
  it('days, weeks and months follow the merchant offset', () => {
    expect(offsetMinutes('-06:00')).toBe(-360);
    expect(offsetMinutes('+05:30')).toBe(330);
    expect(offsetMinutes('bogus')).toBe(0);
    const now = new Date('2026-11-27T03:00:00.000Z'); // Thursday 21:00 on the 26th at -06:00
    expect(dayOf(now, '-06:00').start.toISOString()).toBe('2026-11-26T06:00:00.000Z');
    expect(weekOf(now, '-06:00').start.toISOString()).toBe('2026-11-23T06:00:00.000Z');
    expect(monthOf(now, '-06:00')).toMatchObject({ key: '2026-11' });
    expect(monthOf(new Date('2026-12-01T03:00:00.000Z'), '-06:00').key).toBe('2026-11');
  });

  it('a period always contains its instant (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom('-06:00', '+00:00', '+07:00', '+05:30', '-03:30'),
        (now, offset) => {
          for (const p of [dayOf(now, offset), weekOf(now, offset), monthOf(now, offset)]) {
            expect(p.start.getTime()).toBeLessThanOrEqual(now.getTime());
            expect(p.end.getTime()).toBeGreaterThan(now.getTime());
          }
        },
      ),
    );
  });

  it('progress is a whole percent between 0 and 100 (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        (done, target) => {
          const p = percentOf(done, target);
          expect(Number.isInteger(p) && p >= 0 && p <= 100).toBe(true);
          if (target > 0n && done >= target) expect(p).toBe(100);
        },
      ),
    );
  });

  it('the VIP level never falls as turnover or deposits grow (property)', () => {
    const ladder = [level(1, 100n, 0n), level(2, 5_000n, 500n), level(3, 20_000n, 2_000n)];
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        fc.bigInt({ min: 0n, max: 10n ** 5n }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        fc.bigInt({ min: 0n, max: 10n ** 5n }),
        (turnover, deposits, moreTurnover, moreDeposits) => {
          expect(levelFor(ladder, turnover + moreTurnover, deposits + moreDeposits)).toBeGreaterThanOrEqual(
            levelFor(ladder, turnover, deposits),
          );
        },
      ),
    );
    expect(levelFor(ladder, 5_000n, 499n)).toBe(1);
    expect(levelFor(ladder, 5_000n, 500n)).toBe(2);
  });

  it('masked names never show a whole username of 5 or more characters (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 5, maxLength: 30 }).filter((s) => !s.includes('*')),
        (name) => {
          expect(maskName(name)).not.toBe(name);
          expect(maskName(name)).toContain('***');
        },
      ),
    );
    expect(maskName('cliente2')).toBe('cl***e2');
    expect(maskName('ana')).toBe('a***');
  });

  it('referral abuse: the device check first, then the IP, then the payout account', () => {
    expect(abuseOf({ shared_ip: true, shared_device: true, shared_payout: true })).toBe('same_device');
    expect(abuseOf({ shared_ip: true, shared_device: false, shared_payout: true })).toBe('same_ip');
    expect(abuseOf({ shared_ip: false, shared_device: false, shared_payout: true })).toBe(
      'same_payout_account',
    );
    expect(abuseOf({ shared_ip: false, shared_device: false, shared_payout: false })).toBeNull();
  });
});
