import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { lotteryBets, lotteryDraws, lotteryOdds } from '@/db/schema-lottery';

/** The operators' view of draws and odds, and the draw a bet locks. */
export function lotteryOpsQueries(db: Db) {
  return {
    async settledPage(merchantId: number, gameCode: string, limit: number, offset: number) {
      const where = and(
        eq(lotteryDraws.merchantId, merchantId),
        eq(lotteryDraws.gameCode, gameCode),
        eq(lotteryDraws.state, 'settled'),
      );
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(lotteryDraws)
          .where(where)
          .orderBy(desc(lotteryDraws.drawAt))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(lotteryDraws).where(where),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },
    async opsPage(
      merchantId: number,
      f: { gameCode?: string | undefined; state?: string | undefined; limit: number; offset: number },
    ) {
      const where = and(
        eq(lotteryDraws.merchantId, merchantId),
        f.gameCode ? eq(lotteryDraws.gameCode, f.gameCode) : undefined,
        f.state ? eq(lotteryDraws.state, f.state) : undefined,
      );
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(lotteryDraws)
          .where(where)
          .orderBy(desc(lotteryDraws.drawAt), desc(lotteryDraws.id))
          .limit(f.limit)
          .offset(f.offset),
        db.select({ n: count() }).from(lotteryDraws).where(where),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },
    /** Live totals of the draws that are not settled yet (bets and stakes so far). */
    async liveTotals(drawIds: bigint[]) {
      if (drawIds.length === 0) return new Map<string, { bets: number; stakes: bigint }>();
      const rows = await db
        .select({
          drawId: lotteryBets.drawId,
          bets: count(),
          stakes: sql<string>`coalesce(sum(${lotteryBets.stake}), 0)::text`,
        })
        .from(lotteryBets)
        .where(inArray(lotteryBets.drawId, drawIds))
        .groupBy(lotteryBets.drawId);
      return new Map(rows.map((r) => [String(r.drawId), { bets: r.bets, stakes: BigInt(r.stakes) }]));
    },
    async recentGames(accountId: bigint, limit: number) {
      const rows = await queryRows<{ game_code: string }>(
        db,
        sql`SELECT game_code FROM lottery_bets WHERE account_id = ${accountId}
            GROUP BY game_code ORDER BY max(id) DESC LIMIT ${limit}`,
      );
      return rows.map((r) => r.game_code);
    },

    // --- odds ---
    oddsOf(merchantId: number) {
      return db.select().from(lotteryOdds).where(eq(lotteryOdds.merchantId, merchantId));
    },
    async setOdds(merchantId: number, gameCode: string, betType: string, odds: number[]) {
      await db
        .insert(lotteryOdds)
        .values({ merchantId, gameCode, betType, odds })
        .onConflictDoUpdate({
          target: [lotteryOdds.merchantId, lotteryOdds.gameCode, lotteryOdds.betType],
          set: { odds, updatedAt: new Date() },
        });
    },
    async lockOpenDraw(tx: Db, merchantId: number, drawId: bigint) {
      const rows = await queryRows<{
        id: string;
        game_code: string;
        draw_no: string;
        state: string;
        closes_at: string;
      }>(
        tx,
        sql`SELECT id::text, game_code, draw_no, state, closes_at FROM lottery_draws
            WHERE id = ${drawId} AND merchant_id = ${merchantId} FOR SHARE`,
      );
      return rows[0];
    },
  };
}
