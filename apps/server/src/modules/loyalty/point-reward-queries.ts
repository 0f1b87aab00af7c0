import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { pointRedemptions, pointRewards } from '@/db/schema-loyalty';
import type { RedemptionRow, RewardRow } from './loyalty-rows';

/** Point rewards, their stock and redemptions. */
export function pointRewardQueries(db: Db) {
  return {
    rewards(merchantId: number, kind?: string) {
      const where = [eq(pointRewards.merchantId, merchantId), eq(pointRewards.active, true)];
      if (kind) where.push(eq(pointRewards.kind, kind));
      return db
        .select()
        .from(pointRewards)
        .where(and(...where))
        .orderBy(asc(pointRewards.sort), asc(pointRewards.id));
    },

    async reward(merchantId: number, id: number): Promise<RewardRow | undefined> {
      const [row] = await db
        .select()
        .from(pointRewards)
        .where(
          and(
            eq(pointRewards.merchantId, merchantId),
            eq(pointRewards.id, id),
            eq(pointRewards.active, true),
          ),
        );
      return row;
    },

    /** Takes one from the stock (unlimited stock always succeeds); false when none is left. */
    async takeStock(id: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`UPDATE point_rewards SET stock = stock - 1 WHERE id = ${id} AND stock > 0 RETURNING id`,
      );
      if (rows.length > 0) return true;
      const [row] = await db
        .select({ stock: pointRewards.stock })
        .from(pointRewards)
        .where(eq(pointRewards.id, id));
      return row !== undefined && row.stock === null;
    },

    async giveBackStock(id: number) {
      await db.execute(
        sql`UPDATE point_rewards SET stock = stock + 1 WHERE id = ${id} AND stock IS NOT NULL`,
      );
    },

    async redemptionByKey(accountId: bigint, requestKey: string): Promise<RedemptionRow | undefined> {
      const [row] = await db
        .select()
        .from(pointRedemptions)
        .where(and(eq(pointRedemptions.accountId, accountId), eq(pointRedemptions.requestKey, requestKey)));
      return row;
    },

    async redemption(merchantId: number, id: bigint): Promise<RedemptionRow | undefined> {
      const [row] = await db
        .select()
        .from(pointRedemptions)
        .where(and(eq(pointRedemptions.merchantId, merchantId), eq(pointRedemptions.id, id)));
      return row;
    },

    async insertRedemption(row: typeof pointRedemptions.$inferInsert): Promise<RedemptionRow> {
      const [inserted] = await db.insert(pointRedemptions).values(row).returning();
      return inserted!;
    },

    /** Decides a redemption still in process; undefined when it was already decided. */
    async decideRedemption(
      id: bigint,
      state: 'approved' | 'rejected',
      staffId: bigint,
      reason: string,
      at: Date,
    ): Promise<RedemptionRow | undefined> {
      const [row] = await db
        .update(pointRedemptions)
        .set({ state, decidedBy: staffId, decisionReason: reason, decidedAt: at })
        .where(and(eq(pointRedemptions.id, id), eq(pointRedemptions.state, 'in_process')))
        .returning();
      return row;
    },
  };
}
