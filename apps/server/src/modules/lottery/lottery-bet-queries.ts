import { and, count, desc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { lotteryBets, lotteryDraws } from '@/db/schema-lottery';
import { betSettledAt, betState } from './lottery-sql';

/** Lottery bets: placed, found by key, and the player's records. */
export function lotteryBetQueries(db: Db) {
  return {
    // --- bets ---
    insertBet(tx: Db, row: typeof lotteryBets.$inferInsert) {
      return tx.insert(lotteryBets).values(row).onConflictDoNothing().returning();
    },
    async betByKey(accountId: bigint, requestKey: string) {
      const rows = await db
        .select()
        .from(lotteryBets)
        .where(and(eq(lotteryBets.accountId, accountId), eq(lotteryBets.requestKey, requestKey)))
        .limit(1);
      return rows[0];
    },
    async myBets(
      accountId: bigint,
      f: { gameCode?: string | undefined; state?: string | undefined; limit: number; offset: number },
    ) {
      const where = and(
        eq(lotteryBets.accountId, accountId),
        f.gameCode ? eq(lotteryBets.gameCode, f.gameCode) : undefined,
        f.state ? sql`${betState} = ${f.state}` : undefined,
      );
      const [rows, total] = await Promise.all([
        db
          .select({ bet: lotteryBets, drawNo: lotteryDraws.drawNo, state: betState, settledAt: betSettledAt })
          .from(lotteryBets)
          .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
          .where(where)
          .orderBy(desc(lotteryBets.id))
          .limit(f.limit)
          .offset(f.offset),
        db
          .select({ n: count() })
          .from(lotteryBets)
          .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
          .where(where),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },
    /** The member's lottery bets as betting-record rows (newest first), with totals of settled ones. */
    async bettingRecord(f: {
      accountId: bigint;
      from?: string | undefined;
      to?: string | undefined;
      limit: number;
    }) {
      const where = sql`b.account_id = ${f.accountId}
        AND (${f.from ?? null}::timestamptz IS NULL OR b.created_at >= ${f.from ?? null}::timestamptz)
        AND (${f.to ?? null}::timestamptz IS NULL OR b.created_at < ${f.to ?? null}::timestamptz)`;
      const state = sql`CASE WHEN d.state = 'cancelled' THEN 'refunded' WHEN d.state = 'settled'
        THEN (CASE WHEN b.state = 'won' THEN 'won' ELSE 'lost' END) ELSE 'open' END`;
      const [rows, totals] = await Promise.all([
        queryRows<{
          id: string;
          created_at: string | Date;
          game_code: string;
          bet_type: string;
          state: string;
          stake: string;
          win: string;
        }>(
          db,
          sql`SELECT b.id::text, b.created_at, b.game_code, b.bet_type, ${state} AS state, b.stake::text, b.win::text
              FROM lottery_bets b JOIN lottery_draws d ON d.id = b.draw_id
              WHERE ${where} ORDER BY b.created_at DESC, b.id DESC LIMIT ${f.limit}`,
        ),
        queryRows<{ n: number; bet: string; win: string }>(
          db,
          sql`SELECT count(*)::int AS n, coalesce(sum(b.stake) FILTER (WHERE d.state <> 'cancelled'), 0)::text AS bet,
                     coalesce(sum(b.win), 0)::text AS win
              FROM lottery_bets b JOIN lottery_draws d ON d.id = b.draw_id WHERE ${where}`,
        ),
      ]);
      return {
        rows,
        total: Number(totals[0]?.n ?? 0),
        turnover: BigInt(totals[0]?.bet ?? 0),
        wins: BigInt(totals[0]?.win ?? 0),
      };
    },
  };
}
