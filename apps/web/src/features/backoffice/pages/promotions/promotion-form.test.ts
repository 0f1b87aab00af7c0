import { describe, expect, it } from 'vitest';
import { emptyPromotionForm, parsePrizes, promotionInputOf } from './promotion-form';

describe('promotion form', () => {
  it('a deposit match becomes the contract body: texts kept only where written, money as strings', () => {
    const form = {
      ...emptyPromotionForm('deposit_match'),
      titles: { es: 'Bono 100 %', en: 'Welcome 100 %', pt: '  ' },
      percent: '100',
      maxAmount: '500.00',
      minDeposit: '20',
      firstDepositOnly: true,
      startsAt: '2026-12-01T00:00',
    };
    const body = promotionInputOf(form, ' launch ');
    expect(body).toMatchObject({
      kind: 'deposit_match',
      titles: { es: 'Bono 100 %', en: 'Welcome 100 %' },
      formula: 'deposit_percent',
      percent: '100',
      maxAmount: '500.00',
      minDeposit: '20',
      firstDepositOnly: true,
      wageringMultiple: 10,
      vipLevels: [],
      newMemberDays: null,
      agentAccountId: null,
      prizes: [],
      reason: 'launch',
    });
    expect(body.startsAt).toBe(new Date('2026-12-01T00:00').toISOString());
  });

  it('audience fields are sent only for their audience; wheel prizes come from amount:weight lines', () => {
    const vip = promotionInputOf(
      { ...emptyPromotionForm('cashback'), audience: 'vip', vipLevels: '2, 3 4' },
      'r',
    );
    expect(vip.vipLevels).toEqual([2, 3, 4]);
    const wheel = promotionInputOf(
      { ...emptyPromotionForm('prize_wheel'), prizes: '5.00:60\n 20.00 : 30 \n\n100.00:10' },
      'r',
    );
    expect(wheel.prizes).toEqual([
      { amount: '5.00', weight: 60 },
      { amount: '20.00', weight: 30 },
      { amount: '100.00', weight: 10 },
    ]);
    expect(parsePrizes('x')).toEqual([{ amount: 'x', weight: 0 }]);
  });
});
