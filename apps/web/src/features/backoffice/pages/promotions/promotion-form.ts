import type { TOpsPromotion, TOpsPromotionInput } from '@crupier/contract/ops-promotions';
import type { TPromotionKind, TRewardFormula } from '@crupier/contract/promotions';
import { filled, fromLocalInput, toLocalInput } from '@/features/backoffice/pages/content/announcement-form';

/** The editor's state: every field as its input holds it (text), texts by language. */
export type TPromotionForm = {
  kind: TPromotionKind;
  titles: Record<string, string>;
  bodies: Record<string, string>;
  imageUrl: string;
  audience: TOpsPromotionInput['audience'];
  vipLevels: string;
  newMemberDays: string;
  agentAccountId: string;
  startsAt: string;
  endsAt: string;
  requiresApproval: boolean;
  repeat: TOpsPromotionInput['repeat'];
  minDeposit: string;
  firstDepositOnly: boolean;
  minTurnover: string;
  minLoss: string;
  formula: TRewardFormula;
  amount: string;
  minAmount: string;
  percent: string;
  maxAmount: string;
  /** Wheel segments, one `amount:weight` a line. */
  prizes: string;
  wageringMultiple: string;
  bonusDays: string;
  sort: string;
};

/** The formula a new promotion of each kind starts with. */
const DEFAULT_FORMULA: Record<TPromotionKind, TRewardFormula> = {
  deposit_match: 'deposit_percent',
  free_bet: 'fixed',
  cashback: 'loss_percent',
  raffle: 'random',
  prize_wheel: 'prizes',
  golden_egg: 'random',
  daily_signin: 'fixed',
  mission: 'fixed',
};

export function emptyPromotionForm(kind: TPromotionKind = 'deposit_match'): TPromotionForm {
  return {
    kind,
    titles: {},
    bodies: {},
    imageUrl: '',
    audience: 'all',
    vipLevels: '',
    newMemberDays: '',
    agentAccountId: '',
    startsAt: toLocalInput(new Date().toISOString()),
    endsAt: '',
    requiresApproval: false,
    repeat: kind === 'daily_signin' ? 'daily' : 'once',
    minDeposit: '',
    firstDepositOnly: false,
    minTurnover: '',
    minLoss: '',
    formula: DEFAULT_FORMULA[kind],
    amount: '',
    minAmount: '',
    percent: '',
    maxAmount: '',
    prizes: '',
    wageringMultiple: kind === 'deposit_match' || kind === 'free_bet' ? '10' : '0',
    bonusDays: '30',
    sort: '0',
  };
}

export function promotionFormOf(p: TOpsPromotion): TPromotionForm {
  return {
    kind: p.kind,
    titles: { ...p.titles },
    bodies: { ...p.bodies },
    imageUrl: p.imageUrl ?? '',
    audience: p.audience,
    vipLevels: p.rules.vipLevels.join(', '),
    newMemberDays: p.rules.newMemberDays === null ? '' : String(p.rules.newMemberDays),
    agentAccountId: p.agentAccountId ?? '',
    startsAt: toLocalInput(p.startsAt),
    endsAt: toLocalInput(p.endsAt),
    requiresApproval: p.requiresApproval,
    repeat: p.repeat,
    minDeposit: p.rules.minDeposit ?? '',
    firstDepositOnly: p.rules.firstDepositOnly,
    minTurnover: p.rules.minTurnover ?? '',
    minLoss: p.rules.minLoss ?? '',
    formula: p.reward.formula,
    amount: p.reward.amount ?? '',
    minAmount: p.reward.minAmount ?? '',
    percent: p.reward.percent ?? '',
    maxAmount: p.reward.maxAmount ?? '',
    prizes: p.reward.prizes.map((prize) => `${prize.amount}:${prize.weight}`).join('\n'),
    wageringMultiple: String(p.reward.wageringMultiple),
    bonusDays: String(p.reward.bonusDays),
    sort: String(p.sort),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const int = (value: string, fallback: number) => {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : fallback;
};
/** `amount:weight` lines → prizes; a line that is not one is kept as sent, so the server names it. */
export function parsePrizes(text: string): { amount: string; weight: number }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [amount = '', weight = ''] = line.split(':').map((part) => part.trim());
      return { amount, weight: int(weight, 0) };
    });
}

/** The body of `POST /ops/promotions` and `PUT /ops/promotions/:id`; the server validates it whole. */
export function promotionInputOf(form: TPromotionForm, reason: string): TOpsPromotionInput {
  return {
    kind: form.kind,
    titles: filled(form.titles),
    bodies: filled(form.bodies),
    imageUrl: orNull(form.imageUrl),
    audience: form.audience,
    vipLevels:
      form.audience === 'vip'
        ? form.vipLevels
            .split(/[\s,]+/)
            .filter(Boolean)
            .map((level) => int(level, -1))
        : [],
    newMemberDays: form.audience === 'new_members' ? int(form.newMemberDays, 0) : null,
    agentAccountId: form.audience === 'downline' ? orNull(form.agentAccountId) : null,
    startsAt: fromLocalInput(form.startsAt) ?? new Date().toISOString(),
    endsAt: fromLocalInput(form.endsAt),
    requiresApproval: form.requiresApproval,
    repeat: form.repeat,
    minDeposit: orNull(form.minDeposit),
    firstDepositOnly: form.firstDepositOnly,
    minTurnover: orNull(form.minTurnover),
    minLoss: orNull(form.minLoss),
    formula: form.formula,
    amount: orNull(form.amount),
    minAmount: orNull(form.minAmount),
    percent: orNull(form.percent),
    maxAmount: orNull(form.maxAmount),
    prizes: form.formula === 'prizes' ? parsePrizes(form.prizes) : [],
    wageringMultiple: int(form.wageringMultiple, 0),
    bonusDays: int(form.bonusDays, 30),
    sort: int(form.sort, 0),
    reason: reason.trim(),
  };
}
