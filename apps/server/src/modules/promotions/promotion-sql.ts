import { sql } from 'drizzle-orm';
import { GAME_TYPE_SQL, WAGERING_WEIGHTS } from './engine';

export const big = (v: string | number | bigint | null | undefined) =>
  v === null || v === undefined ? 0n : BigInt(v);
export const GAME_TYPE = sql.raw(GAME_TYPE_SQL);
export const WEIGHT = sql.raw(
  `CASE x.gt ${Object.entries(WAGERING_WEIGHTS)
    .map(([type, weight]) => `WHEN '${type}' THEN ${weight}`)
    .join(' ')} ELSE 0 END`,
);
/** A casino debit counts as settled once its house round settled, its round got a credit, or 10 minutes passed. */
export const SETTLED = sql.raw(`(
  EXISTS (SELECT 1 FROM house_rounds r WHERE r.id = v.round_id AND r.state = 'settled')
  OR EXISTS (SELECT 1 FROM vendor_transactions c
             WHERE c.vendor_id = v.vendor_id AND c.round_id = v.round_id AND c.op = 'credit' AND c.status = 'done')
  OR v.created_at < now() - interval '10 minutes')`);

export type PromotionRow = {
  id: string;
  merchant_id: number;
  kind: string;
  status: 'active' | 'closed';
  titles: Record<string, string>;
  bodies: Record<string, string>;
  image_url: string | null;
  audience: string;
  vip_levels: number[];
  new_member_days: number | null;
  agent_account_id: string | null;
  starts_at: Date;
  ends_at: Date | null;
  requires_approval: boolean;
  repeat: 'once' | 'daily';
  min_deposit: string | null;
  first_deposit_only: boolean;
  min_turnover: string | null;
  min_loss: string | null;
  formula: 'fixed' | 'deposit_percent' | 'loss_percent' | 'random' | 'prizes';
  amount: string | null;
  min_amount: string | null;
  percent_bp: number | null;
  max_amount: string | null;
  prizes: { amount: string; weight: number }[];
  wagering_multiple: number;
  bonus_days: number;
  sort: number;
  created_at: Date;
  updated_at: Date;
};

export type EntryRow = {
  id: string;
  promotion_id: string;
  account_id: string;
  period_key: string;
  state: 'joined' | 'applying' | 'rejected' | 'issued' | 'claimed' | 'signed';
  remark: string | null;
  reason: string | null;
  amount: string | null;
  destination: string | null;
  bonus_id: string | null;
  created_at: Date;
  decided_at: Date | null;
};

export type BonusRow = {
  id: string;
  merchant_id: number;
  account_id: string;
  promotion_id: string | null;
  titles: Record<string, string>;
  amount: string;
  wagering_required: string;
  wagering_done: string;
  state: 'active' | 'completed' | 'expired' | 'forfeited' | 'lost';
  expires_at: Date;
  settled_amount: string | null;
  created_at: Date;
  closed_at: Date | null;
};

export type PromotionWrite = {
  kind: string;
  titles: Record<string, string>;
  bodies: Record<string, string>;
  imageUrl: string | null;
  audience: string;
  vipLevels: number[];
  newMemberDays: number | null;
  agentAccountId: bigint | null;
  startsAt: Date;
  endsAt: Date | null;
  requiresApproval: boolean;
  repeat: string;
  minDeposit: bigint | null;
  firstDepositOnly: boolean;
  minTurnover: bigint | null;
  minLoss: bigint | null;
  formula: string;
  amount: bigint | null;
  minAmount: bigint | null;
  percentBp: number | null;
  maxAmount: bigint | null;
  prizes: { amount: string; weight: number }[];
  wageringMultiple: number;
  bonusDays: number;
  sort: number;
};

export const date = (v: Date | string) => (v instanceof Date ? v : new Date(v));
export function promotionRow(r: PromotionRow): PromotionRow {
  return {
    ...r,
    id: String(r.id),
    agent_account_id: r.agent_account_id === null ? null : String(r.agent_account_id),
    starts_at: date(r.starts_at),
    ends_at: r.ends_at === null ? null : date(r.ends_at),
    created_at: date(r.created_at),
    updated_at: date(r.updated_at),
  };
}
export function entryRow(r: EntryRow): EntryRow {
  return {
    ...r,
    id: String(r.id),
    promotion_id: String(r.promotion_id),
    account_id: String(r.account_id),
    created_at: date(r.created_at),
    decided_at: r.decided_at === null ? null : date(r.decided_at),
  };
}
export function bonusRow(r: BonusRow): BonusRow {
  return {
    ...r,
    id: String(r.id),
    account_id: String(r.account_id),
    promotion_id: r.promotion_id === null ? null : String(r.promotion_id),
    expires_at: date(r.expires_at),
    created_at: date(r.created_at),
    closed_at: r.closed_at === null ? null : date(r.closed_at),
  };
}
