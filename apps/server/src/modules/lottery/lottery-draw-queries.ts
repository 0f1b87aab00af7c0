import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { lotteryDraws } from '@/db/schema-lottery';

/** Lottery draws: found, opened, closed when due, forced closed. */
export function lotteryDrawQueries(db: Db) {
  return {
    async findDraw(merchantId: number, gameCode: string, drawNo: string) {
      const rows = await db
        .select()
        .from(lotteryDraws)
        .where(
          and(
            eq(lotteryDraws.merchantId, merchantId),
            eq(lotteryDraws.gameCode, gameCode),
            eq(lotteryDraws.drawNo, drawNo),
          ),
        )
        .limit(1);
      return rows[0];
    },
    async insertDraw(row: typeof lotteryDraws.$inferInsert) {
      const rows = await db.insert(lotteryDraws).values(row).onConflictDoNothing().returning();
      return rows[0];
    },
    async drawById(merchantId: number, id: bigint) {
      const rows = await db
        .select()
        .from(lotteryDraws)
        .where(and(eq(lotteryDraws.id, id), eq(lotteryDraws.merchantId, merchantId)))
        .limit(1);
      return rows[0];
    },
    async openDraw(merchantId: number, gameCode: string) {
      const rows = await db
        .select()
        .from(lotteryDraws)
        .where(
          and(
            eq(lotteryDraws.merchantId, merchantId),
            eq(lotteryDraws.gameCode, gameCode),
            eq(lotteryDraws.state, 'open'),
          ),
        )
        .orderBy(asc(lotteryDraws.closesAt))
        .limit(1);
      return rows[0];
    },
    /** open → closed for every draw whose close has passed (waits for bets holding the draw). */
    closeDue(now: Date, scope?: { merchantId: number; gameCode: string }) {
      return db
        .update(lotteryDraws)
        .set({ state: 'closed', closedAt: now })
        .where(
          and(
            eq(lotteryDraws.state, 'open'),
            lte(lotteryDraws.closesAt, now),
            scope ? eq(lotteryDraws.merchantId, scope.merchantId) : undefined,
            scope ? eq(lotteryDraws.gameCode, scope.gameCode) : undefined,
          ),
        )
        .returning({ id: lotteryDraws.id });
    },
    /** Closed draws whose draw time has come, oldest first. */
    dueToDraw(now: Date, scope?: { merchantId: number; gameCode: string }) {
      return db
        .select()
        .from(lotteryDraws)
        .where(
          and(
            eq(lotteryDraws.state, 'closed'),
            lte(lotteryDraws.drawAt, now),
            scope ? eq(lotteryDraws.merchantId, scope.merchantId) : undefined,
            scope ? eq(lotteryDraws.gameCode, scope.gameCode) : undefined,
          ),
        )
        .orderBy(asc(lotteryDraws.drawAt));
    },
    /** An open draw closed and due at once (demo: `POST /dev/lottery/draw`). */
    async forceClose(id: bigint, now: Date) {
      const rows = await db
        .update(lotteryDraws)
        .set({ state: 'closed', closedAt: now, closesAt: now, drawAt: now })
        .where(and(eq(lotteryDraws.id, id), eq(lotteryDraws.state, 'open')))
        .returning();
      return rows[0];
    },
  };
}
