import { and, asc, eq, lte, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { lotteryDraws } from '@/db/schema-lottery';

type GameScope = { merchantId: number; gameCode: string };

/** The conditions that keep to one merchant's lottery game (none without a scope: every game). */
const ofGame = (scope: GameScope | undefined) =>
  scope ? [eq(lotteryDraws.merchantId, scope.merchantId), eq(lotteryDraws.gameCode, scope.gameCode)] : [];

/** The draws of one merchant's lottery game that meet `condition`. */
function gameDraws(db: Db, merchantId: number, gameCode: string, condition: SQL) {
  return db
    .select()
    .from(lotteryDraws)
    .where(and(...ofGame({ merchantId, gameCode }), condition));
}

/** Lottery draws: found, opened, closed when due, forced closed. */
export function lotteryDrawQueries(db: Db) {
  return {
    async findDraw(merchantId: number, gameCode: string, drawNo: string) {
      const rows = await gameDraws(db, merchantId, gameCode, eq(lotteryDraws.drawNo, drawNo)).limit(1);
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
      const rows = await gameDraws(db, merchantId, gameCode, eq(lotteryDraws.state, 'open'))
        .orderBy(asc(lotteryDraws.closesAt))
        .limit(1);
      return rows[0];
    },
    /** open → closed for every draw whose close has passed (waits for bets holding the draw). */
    closeDue(now: Date, scope?: GameScope) {
      return db
        .update(lotteryDraws)
        .set({ state: 'closed', closedAt: now })
        .where(and(eq(lotteryDraws.state, 'open'), lte(lotteryDraws.closesAt, now), ...ofGame(scope)))
        .returning({ id: lotteryDraws.id });
    },
    /** Closed draws whose draw time has come, oldest first. */
    dueToDraw(now: Date, scope?: GameScope) {
      return db
        .select()
        .from(lotteryDraws)
        .where(and(eq(lotteryDraws.state, 'closed'), lte(lotteryDraws.drawAt, now), ...ofGame(scope)))
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
