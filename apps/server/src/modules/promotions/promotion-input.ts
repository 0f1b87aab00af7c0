import { formatMinor, parseMinor } from '@crupier/contract/money';
import type { TOpsPromotionInput } from '@crupier/contract/ops-promotions';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import { parsePercent } from './engine';

const minor = (v: string | null | undefined) => (v === null || v === undefined ? null : parseMinor(v));

/** An operator's promotion form checked and turned into the repository's write. */
export function writeOf(merchant: Merchant, input: TOpsPromotionInput) {
  if (!input.titles[merchant.defaultLanguage])
    throw new AppError('invalid_input', 400, `a title in ${merchant.defaultLanguage} is required`);
  const startsAt = new Date(input.startsAt);
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  if (endsAt && endsAt <= startsAt)
    throw new AppError('invalid_input', 400, 'the end must be after the start');
  const percentBp = input.percent === null ? null : parsePercent(input.percent);
  const needs: Record<string, boolean> = {
    fixed: input.amount !== null,
    deposit_percent: percentBp !== null,
    loss_percent: percentBp !== null,
    random:
      input.amount !== null &&
      input.minAmount !== null &&
      parseMinor(input.minAmount) <= parseMinor(input.amount),
    prizes: input.prizes.length > 0,
  };
  if (!needs[input.formula])
    throw new AppError('invalid_input', 400, `the ${input.formula} formula is incomplete`);
  if (input.audience === 'downline' && !input.agentAccountId)
    throw new AppError('invalid_input', 400, 'a downline audience needs the agent');
  if (input.audience === 'vip' && input.vipLevels.length === 0)
    throw new AppError('invalid_input', 400, 'a VIP audience needs its levels');
  return {
    kind: input.kind,
    titles: input.titles,
    bodies: input.bodies,
    imageUrl: input.imageUrl,
    audience: input.audience,
    vipLevels: input.vipLevels,
    newMemberDays: input.newMemberDays,
    agentAccountId: input.agentAccountId ? BigInt(input.agentAccountId) : null,
    startsAt,
    endsAt,
    requiresApproval: input.requiresApproval,
    repeat: input.repeat,
    minDeposit: minor(input.minDeposit),
    firstDepositOnly: input.firstDepositOnly,
    minTurnover: minor(input.minTurnover),
    minLoss: minor(input.minLoss),
    formula: input.formula,
    amount: minor(input.amount),
    minAmount: minor(input.minAmount),
    percentBp,
    maxAmount: minor(input.maxAmount),
    prizes: input.prizes.map((x) => ({ amount: formatMinor(parseMinor(x.amount)), weight: x.weight })),
    wageringMultiple: input.wageringMultiple,
    bonusDays: input.bonusDays,
    sort: input.sort,
  };
}
