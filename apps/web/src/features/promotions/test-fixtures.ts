import type { TPromotionReward, TPromotionRules } from '@crupier/contract/promotions';

/** The welcome bonus's conditions and reward, as the player and the back-office calls answer them (tests). */
export const WELCOME_RULES: TPromotionRules = {
  minDeposit: '20.00',
  firstDepositOnly: true,
  minTurnover: null,
  minLoss: null,
  newMemberDays: null,
  vipLevels: [],
};
export const WELCOME_REWARD: TPromotionReward = {
  formula: 'deposit_percent',
  amount: null,
  minAmount: null,
  percent: '100',
  maxAmount: '500.00',
  prizes: [],
  wageringMultiple: 10,
  bonusDays: 30,
  destination: 'bonus',
};
