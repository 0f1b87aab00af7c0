import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { vipLevels, vipMembers } from '@/db/schema-loyalty';
import type { VipLevelRow, VipMemberRow } from './loyalty-rows';
import { big, iso, REFUND, STAKE } from './loyalty-sql';

/** VIP levels and members, and the deposits, turnover and birthdays they are judged by. */
export function vipQueries(db: Db) {
  return {
    vipLevels(merchantId: number): Promise<VipLevelRow[]> {
      return db
        .select()
        .from(vipLevels)
        .where(eq(vipLevels.merchantId, merchantId))
        .orderBy(asc(vipLevels.level));
    },

    async vipMember(accountId: bigint): Promise<VipMemberRow | undefined> {
      const [row] = await db.select().from(vipMembers).where(eq(vipMembers.accountId, accountId));
      return row;
    },

    async ensureVipMember(merchantId: number, accountId: bigint, month: string) {
      await db
        .insert(vipMembers)
        .values({ merchantId, accountId, level: 0, topLevel: 0, reviewedMonth: month })
        .onConflictDoNothing();
    },

    /** Raises the level (never lowers it here); the previous row when it changed, else undefined. */
    async raiseVip(accountId: bigint, fromLevel: number, toLevel: number, at: Date) {
      const rows = await queryRows<{ top_level: number }>(
        db,
        sql`UPDATE vip_members SET level = ${toLevel}, top_level = GREATEST(top_level, ${toLevel}),
                   reached_at = ${iso(at)}::timestamptz, updated_at = now()
             WHERE account_id = ${accountId} AND level = ${fromLevel} AND ${toLevel} > level
         RETURNING top_level`,
      );
      return rows.length === 1;
    },

    /** The keep review of a month: one level down (or kept), once per month. */
    async reviewVip(accountId: bigint, fromLevel: number, toLevel: number, month: string) {
      const rows = await queryRows<{ level: number }>(
        db,
        sql`UPDATE vip_members SET level = ${toLevel}, reviewed_month = ${month}, updated_at = now(),
                   counts_from = CASE WHEN ${toLevel} < level THEN now() ELSE counts_from END
             WHERE account_id = ${accountId} AND level = ${fromLevel}
               AND (reviewed_month IS NULL OR reviewed_month < ${month}) RETURNING level`,
      );
      return rows.length === 1;
    },

    vipMembersToReview(merchantId: number, month: string) {
      return db
        .select()
        .from(vipMembers)
        .where(
          and(
            eq(vipMembers.merchantId, merchantId),
            sql`${vipMembers.level} > 0`,
            sql`(${vipMembers.reviewedMonth} IS NULL OR ${vipMembers.reviewedMonth} < ${month})`,
          ),
        );
    },

    /** Cumulative deposits credited to the member's wallet (posted `deposit` transfers). */
    async deposits(walletId: bigint, from?: Date | null): Promise<bigint> {
      const since = from ? sql`AND created_at >= ${iso(from)}::timestamptz` : sql``;
      const rows = await queryRows<{ total: string }>(
        db,
        sql`SELECT COALESCE(sum(amount), 0)::text AS total FROM transfers
             WHERE credit_account_id = ${walletId} AND status = 'posted' AND kind = 'deposit' ${since}`,
      );
      return big(rows[0]?.total);
    },

    /** Net valid turnover of one wallet, all time or between two wall-clock instants. */
    async turnover(walletId: bigint, range?: { from: Date; to?: Date }): Promise<bigint> {
      const within = range
        ? sql`AND t.created_at >= ${iso(range.from)}::timestamptz ${range.to ? sql`AND t.created_at < ${iso(range.to)}::timestamptz` : sql``}`
        : sql``;
      const rows = await queryRows<{ total: string }>(
        db,
        sql`SELECT (COALESCE((SELECT sum(t.amount) FROM transfers t
                              WHERE t.debit_account_id = ${walletId} AND t.status = 'posted' AND ${STAKE} ${within}), 0)
                  - COALESCE((SELECT sum(t.amount) FROM transfers t
                              WHERE t.credit_account_id = ${walletId} AND t.status = 'posted' AND ${REFUND} ${within}), 0))::text AS total`,
      );
      return big(rows[0]?.total);
    },

    /** Members with a birthday on `monthDay` (MM-DD) and a VIP level whose birthday bonus is set. */
    birthdays(merchantId: number, monthDay: string) {
      return queryRows<{ account_id: string; level: number; bonus: string }>(
        db,
        sql`SELECT v.account_id::text AS account_id, v.level, l.birthday_bonus::text AS bonus
              FROM vip_members v
              JOIN member_profiles p ON p.account_id = v.account_id
              JOIN vip_levels l ON l.merchant_id = v.merchant_id AND l.level = v.level
             WHERE v.merchant_id = ${merchantId} AND v.level > 0 AND l.birthday_bonus > 0
               AND to_char(p.birthday, 'MM-DD') = ${monthDay}`,
      );
    },
  };
}
