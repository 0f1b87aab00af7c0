import { formatMinor, parseMinor } from '@crupier/contract/money';
import type { TOpsApplication, TOpsPromotion } from '@crupier/contract/ops-promotions';
import type { TPageQuery } from '@crupier/contract/paging';
import type { TPromotionReward, TPromotionRules } from '@crupier/contract/promotions';
import type { Merchant } from '@/modules/merchants/service';
import { textIn } from '@/platform/content-language';
import { percentText, type RewardRule } from './engine';
import type { EntryRow, PromotionRow } from './repository';

export const big = (v: string | null) => (v === null ? null : BigInt(v));
const money = (v: string | null) => (v === null ? null : formatMinor(BigInt(v)));
export const pageOf = (q: TPageQuery) => ({ limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });

export function ruleOf(p: PromotionRow): RewardRule {
  return {
    formula: p.formula,
    amount: big(p.amount),
    minAmount: big(p.min_amount),
    percentBp: p.percent_bp,
    maxAmount: big(p.max_amount),
    prizes: p.prizes.map((x) => ({ amount: parseMinor(x.amount), weight: x.weight })),
  };
}

export function rulesView(p: PromotionRow): TPromotionRules {
  return {
    minDeposit: money(p.min_deposit),
    firstDepositOnly: p.first_deposit_only,
    minTurnover: money(p.min_turnover),
    minLoss: money(p.min_loss),
    newMemberDays: p.new_member_days,
    vipLevels: p.vip_levels,
  };
}

export function rewardView(p: PromotionRow): TPromotionReward {
  return {
    formula: p.formula,
    amount: money(p.amount),
    minAmount: money(p.min_amount),
    percent: percentText(p.percent_bp),
    maxAmount: money(p.max_amount),
    prizes: p.prizes,
    wageringMultiple: p.wagering_multiple,
    bonusDays: p.bonus_days,
    destination: p.wagering_multiple > 0 ? 'bonus' : 'cash',
  };
}

export const joinRule = (p: PromotionRow) => ({
  kind: p.kind,
  minTurnover: big(p.min_turnover),
  minLoss: big(p.min_loss),
});

export function opsView(
  p: PromotionRow,
  stats?: { participants: string; rewards: string; total: string },
): TOpsPromotion {
  return {
    id: p.id,
    kind: p.kind as TOpsPromotion['kind'],
    status: p.status,
    titles: p.titles,
    bodies: p.bodies,
    imageUrl: p.image_url,
    audience: p.audience as TOpsPromotion['audience'],
    agentAccountId: p.agent_account_id,
    requiresApproval: p.requires_approval,
    repeat: p.repeat,
    startsAt: p.starts_at.toISOString(),
    endsAt: p.ends_at?.toISOString() ?? null,
    rules: rulesView(p),
    reward: rewardView(p),
    sort: p.sort,
    participants: Number(stats?.participants ?? 0),
    rewardsCount: Number(stats?.rewards ?? 0),
    rewardsTotal: formatMinor(BigInt(stats?.total ?? 0)),
    createdAt: p.created_at.toISOString(),
    updatedAt: p.updated_at.toISOString(),
  };
}

export async function applicationView(
  merchant: Merchant,
  row: EntryRow & { titles: Record<string, string>; username: string },
): Promise<TOpsApplication> {
  return {
    id: row.id,
    promotionId: row.promotion_id,
    promotionTitle: textIn(row.titles, merchant.defaultLanguage, merchant.defaultLanguage),
    accountId: row.account_id,
    username: row.username,
    remark: row.remark,
    state: row.state as TOpsApplication['state'],
    amount: money(row.amount),
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}
