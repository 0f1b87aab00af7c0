import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bonusShareOf,
  parsePercent,
  percentText,
  type RewardRule,
  rewardOf,
  type StateInput,
  splitStake,
  stateOf,
} from './engine';

const now = new Date('2026-11-27T12:00:00Z');
const base: StateInput = {
  kind: 'deposit_match',
  status: 'active',
  startsAt: new Date('2026-11-01T00:00:00Z'),
  endsAt: null,
  requiresApproval: false,
  entry: null,
  qualified: false,
  needsJoin: false,
  guest: false,
  excluded: false,
};

describe('stateOf', () => {
  it('follows the calendar, then the member’s entry and condition', () => {
    expect(stateOf({ ...base, startsAt: new Date('2026-12-01T00:00:00Z') }, now)).toBe('coming_soon');
    expect(stateOf({ ...base, endsAt: new Date('2026-11-20T00:00:00Z') }, now)).toBe('close');
    expect(stateOf({ ...base, status: 'closed' }, now)).toBe('close');
    expect(stateOf(base, now)).toBe('join');
    expect(stateOf({ ...base, qualified: true }, now)).toBe('claim');
    expect(stateOf({ ...base, needsJoin: true, qualified: true }, now)).toBe('join');
    expect(stateOf({ ...base, needsJoin: true, entry: 'joined' }, now)).toBe('process');
    expect(stateOf({ ...base, needsJoin: true, entry: 'joined', qualified: true }, now)).toBe('claim');
    expect(stateOf({ ...base, requiresApproval: true }, now)).toBe('apply');
    expect(stateOf({ ...base, entry: 'applying' }, now)).toBe('applying');
    expect(stateOf({ ...base, entry: 'rejected' }, now)).toBe('rejected');
    expect(stateOf({ ...base, entry: 'signed' }, now)).toBe('signed');
    // What the member did wins over the calendar.
    expect(stateOf({ ...base, entry: 'issued', status: 'closed' }, now)).toBe('issued');
    expect(stateOf({ ...base, entry: 'claimed', endsAt: new Date('2026-11-20T00:00:00Z') }, now)).toBe(
      'claimed',
    );
    expect(stateOf({ ...base, guest: true }, now)).toBe('claim');
  });
});

describe('rewards', () => {
  const rule: RewardRule = {
    formula: 'fixed',
    amount: 500n,
    minAmount: null,
    percentBp: null,
    maxAmount: null,
    prizes: [],
  };
  it('applies each formula and the cap', () => {
    expect(rewardOf(rule, 0n, 0.5)).toBe(500n);
    expect(
      rewardOf({ ...rule, formula: 'deposit_percent', percentBp: 10_000, maxAmount: 100_000n }, 20_000n, 0),
    ).toBe(20_000n);
    expect(
      rewardOf({ ...rule, formula: 'deposit_percent', percentBp: 10_000, maxAmount: 100_000n }, 500_000n, 0),
    ).toBe(100_000n);
    expect(rewardOf({ ...rule, formula: 'loss_percent', percentBp: 1_250 }, 10_001n, 0)).toBe(1_250n);
    expect(
      rewardOf(
        {
          ...rule,
          formula: 'prizes',
          prizes: [
            { amount: 1n, weight: 1 },
            { amount: 9n, weight: 3 },
          ],
        },
        0n,
        0.2,
      ),
    ).toBe(1n);
    expect(
      rewardOf(
        {
          ...rule,
          formula: 'prizes',
          prizes: [
            { amount: 1n, weight: 1 },
            { amount: 9n, weight: 3 },
          ],
        },
        0n,
        0.3,
      ),
    ).toBe(9n);
  });
  it('draws random rewards within their range', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        const value = rewardOf({ ...rule, formula: 'random', minAmount: 100n, amount: 8_800n }, 0n, r);
        return value >= 100n && value <= 8_800n;
      }),
    );
  });
  it('reads and writes percents in hundredths', () => {
    expect(parsePercent('100')).toBe(10_000);
    expect(parsePercent('10.5')).toBe(1_050);
    expect(parsePercent('0.60')).toBe(60);
    expect(percentText(10_000)).toBe('100');
    expect(percentText(1_250)).toBe('12.5');
    expect(percentText(60)).toBe('0.6');
  });
});

describe('order of funds', () => {
  it('takes real money first, then bonus; a split win keeps the bonus share whole', () => {
    expect(splitStake(1_000n, 1_500n, 500n)).toEqual({ cash: 1_000n, bonus: 0n });
    expect(splitStake(1_500n, 1_000n, 500n)).toEqual({ cash: 1_000n, bonus: 500n });
    expect(splitStake(1_600n, 1_000n, 500n)).toBeNull();
    expect(bonusShareOf(30_000n, 5_000n, 15_000n)).toBe(10_000n);
    expect(bonusShareOf(100n, 1n, 3n)).toBe(34n);
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        (win, stake, part) => {
          const bonusPart = part > stake ? stake : part;
          const share = bonusShareOf(win, bonusPart, stake);
          // Never less than the exact proportion, never more than the win.
          return share <= win && share * stake >= win * bonusPart;
        },
      ),
    );
  });
});
