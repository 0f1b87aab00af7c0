import type { TDelivery, TPointReward, TRedemption } from '@crupier/contract/loyalty';
import { formatMinor } from '@/platform/money';
import { text } from './points-settings';
import type { RedemptionRow, RewardRow } from './repository';

export function rewardView(row: RewardRow, lang: string): TPointReward {
  return {
    id: row.id,
    kind: row.kind as TPointReward['kind'],
    name: text(row.name, lang),
    description: text(row.description, lang),
    points: row.points,
    amount: row.kind === 'item' ? null : formatMinor(row.amount),
    stock: row.stock,
    needsAddress: row.kind === 'item',
  };
}

export function redemptionView(row: RedemptionRow, name: Record<string, string>, lang: string): TRedemption {
  return {
    id: String(row.id),
    rewardId: row.rewardId,
    rewardName: text(name, lang),
    kind: row.kind as TRedemption['kind'],
    points: row.points,
    amount: row.kind === 'item' ? null : formatMinor(row.amount),
    state: row.state as TRedemption['state'],
    delivery: (row.delivery as TDelivery | null) ?? null,
    reason: row.decisionReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
