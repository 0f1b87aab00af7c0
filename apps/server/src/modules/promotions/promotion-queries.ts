import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { type PromotionRow, type PromotionWrite, promotionRow } from './promotion-sql';

/** Promotions: the list, one, writes and their stats. */
export function promotionQueries(db: Db) {
  return {
    // --- promotions --------------------------------------------------------------------------
    async list(merchantId: number, filter: { kind?: string; status?: string } = {}) {
      const rows = await queryRows<PromotionRow>(
        db,
        sql`SELECT * FROM promotions WHERE merchant_id = ${merchantId}
            ${filter.kind ? sql`AND kind = ${filter.kind}` : sql``}
            ${filter.status ? sql`AND status = ${filter.status}` : sql``}
            ORDER BY sort, id`,
      );
      return rows.map(promotionRow);
    },
    async get(merchantId: number, id: bigint) {
      const rows = await queryRows<PromotionRow>(
        db,
        sql`SELECT * FROM promotions WHERE merchant_id = ${merchantId} AND id = ${id}`,
      );
      return rows[0] ? promotionRow(rows[0]) : undefined;
    },
    async count(merchantId: number) {
      const rows = await queryRows<{ n: string }>(
        db,
        sql`SELECT count(*)::text AS n FROM promotions WHERE merchant_id = ${merchantId}`,
      );
      return Number(rows[0]?.n ?? 0);
    },
    async insert(merchantId: number, p: PromotionWrite) {
      const rows = await queryRows<PromotionRow>(
        db,
        sql`INSERT INTO promotions (merchant_id, kind, titles, bodies, image_url, audience, vip_levels, new_member_days,
              agent_account_id, starts_at, ends_at, requires_approval, repeat, min_deposit, first_deposit_only,
              min_turnover, min_loss, formula, amount, min_amount, percent_bp, max_amount, prizes, wagering_multiple,
              bonus_days, sort)
            VALUES (${merchantId}, ${p.kind}, ${JSON.stringify(p.titles)}::jsonb, ${JSON.stringify(p.bodies)}::jsonb,
              ${p.imageUrl}, ${p.audience}, ${JSON.stringify(p.vipLevels)}::jsonb, ${p.newMemberDays}, ${p.agentAccountId},
              ${p.startsAt.toISOString()}::timestamptz, ${p.endsAt?.toISOString() ?? null}::timestamptz,
              ${p.requiresApproval}, ${p.repeat}, ${p.minDeposit}, ${p.firstDepositOnly}, ${p.minTurnover}, ${p.minLoss},
              ${p.formula}, ${p.amount}, ${p.minAmount}, ${p.percentBp}, ${p.maxAmount}, ${JSON.stringify(p.prizes)}::jsonb,
              ${p.wageringMultiple}, ${p.bonusDays}, ${p.sort})
            RETURNING *`,
      );
      return promotionRow(rows[0]!);
    },
    async update(merchantId: number, id: bigint, p: PromotionWrite) {
      const rows = await queryRows<PromotionRow>(
        db,
        sql`UPDATE promotions SET kind = ${p.kind}, titles = ${JSON.stringify(p.titles)}::jsonb,
              bodies = ${JSON.stringify(p.bodies)}::jsonb, image_url = ${p.imageUrl}, audience = ${p.audience},
              vip_levels = ${JSON.stringify(p.vipLevels)}::jsonb, new_member_days = ${p.newMemberDays},
              agent_account_id = ${p.agentAccountId}, starts_at = ${p.startsAt.toISOString()}::timestamptz,
              ends_at = ${p.endsAt?.toISOString() ?? null}::timestamptz, requires_approval = ${p.requiresApproval},
              repeat = ${p.repeat}, min_deposit = ${p.minDeposit}, first_deposit_only = ${p.firstDepositOnly},
              min_turnover = ${p.minTurnover}, min_loss = ${p.minLoss}, formula = ${p.formula}, amount = ${p.amount},
              min_amount = ${p.minAmount}, percent_bp = ${p.percentBp}, max_amount = ${p.maxAmount},
              prizes = ${JSON.stringify(p.prizes)}::jsonb, wagering_multiple = ${p.wageringMultiple},
              bonus_days = ${p.bonusDays}, sort = ${p.sort}, updated_at = now()
            WHERE merchant_id = ${merchantId} AND id = ${id} RETURNING *`,
      );
      return rows[0] ? promotionRow(rows[0]) : undefined;
    },
    async close(merchantId: number, id: bigint) {
      const rows = await queryRows<PromotionRow>(
        db,
        sql`UPDATE promotions SET status = 'closed', updated_at = now()
            WHERE merchant_id = ${merchantId} AND id = ${id} RETURNING *`,
      );
      return rows[0] ? promotionRow(rows[0]) : undefined;
    },
    async stats(merchantId: number) {
      const rows = await queryRows<{
        promotion_id: string;
        participants: string;
        rewards: string;
        total: string;
      }>(
        db,
        sql`SELECT promotion_id::text AS promotion_id, count(DISTINCT account_id)::text AS participants,
              count(*) FILTER (WHERE state IN ('issued', 'claimed', 'signed'))::text AS rewards,
              coalesce(sum(amount) FILTER (WHERE state IN ('issued', 'claimed', 'signed')), 0)::text AS total
            FROM promotion_entries WHERE merchant_id = ${merchantId} GROUP BY promotion_id`,
      );
      return new Map(rows.map((r) => [r.promotion_id, r]));
    },
  };
}
