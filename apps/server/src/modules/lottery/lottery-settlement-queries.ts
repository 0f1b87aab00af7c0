import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { lotteryDraws } from '@/db/schema-lottery';
import { intArray } from './lottery-sql';
import type { DrawRow, Selection } from './repository';

/** A draw's settlement or cancellation: claimed, winners marked, paid. */
export function lotterySettlementQueries(db: Db) {
  return {
    // --- settlement (inside the caller's transaction) ---
    async claimForSettlement(tx: Db, id: bigint, numbers: unknown, now: Date) {
      const rows = await tx
        .update(lotteryDraws)
        .set({ state: 'settled', numbers: numbers as DrawRow['numbers'], drawnAt: now })
        .where(and(eq(lotteryDraws.id, id), eq(lotteryDraws.state, 'closed')))
        .returning({ id: lotteryDraws.id });
      return rows.length === 1;
    },
    async claimForCancel(tx: Db, merchantId: number, id: bigint, reason: string, now: Date) {
      const rows = await tx
        .update(lotteryDraws)
        .set({
          state: 'cancelled',
          cancelReason: reason,
          closedAt: sql`coalesce(${lotteryDraws.closedAt}, ${now})`,
        })
        .where(
          and(
            eq(lotteryDraws.id, id),
            eq(lotteryDraws.merchantId, merchantId),
            inArray(lotteryDraws.state, ['open', 'closed']),
          ),
        )
        .returning();
      return rows[0];
    },
    /** The distinct selections (bet type, numbers, odds) of a draw's bets, with how many bets each. */
    selections(tx: Db, drawId: bigint) {
      return queryRows<Selection & { n: number }>(
        tx,
        sql`SELECT bet_type, numbers, odds, count(*)::int AS n FROM lottery_bets
            WHERE draw_id = ${drawId} AND state = 'open' GROUP BY bet_type, numbers, odds`,
      );
    },
    /**
     * Writes the winners only: every open bet of the draw whose selection won gets state 'won' and
     * win = stake × units / 100 (rounded down), `units` being the rule's payout for that selection.
     */
    async markWinners(tx: Db, drawId: bigint, winners: (Selection & { units: number })[], now: Date) {
      if (winners.length === 0) return 0;
      const text = (values: string[]) =>
        `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
      const rows = await queryRows<{ n: number }>(
        tx,
        sql`WITH w AS (
              SELECT * FROM unnest(${text(winners.map((w) => w.bet_type))}::text[],
                                   ${text(winners.map((w) => w.numbers.join(',')))}::text[],
                                   ${text(winners.map((w) => w.odds.join(',')))}::text[],
                                   ${intArray(winners.map((w) => w.units))}::bigint[]) AS w(bet_type, numbers, odds, units)
            ), u AS (
              UPDATE lottery_bets b SET state = 'won', win = b.stake * w.units / 100, settled_at = ${now}
              FROM w
              WHERE b.draw_id = ${drawId} AND b.state = 'open' AND b.bet_type = w.bet_type
                AND array_to_string(b.numbers, ',') = w.numbers AND array_to_string(b.odds, ',') = w.odds
              RETURNING 1
            ) SELECT count(*)::int AS n FROM u`,
      );
      return rows[0]?.n ?? 0;
    },
    async pay(tx: Db, drawId: bigint, state: 'won' | 'refunded', reference: string) {
      const [prefix, kind] =
        state === 'won' ? ['lottery-win:', 'lottery_win'] : ['lottery-refund:', 'lottery_rollback'];
      const rows = await queryRows<{ r_transfers: number; r_amount: string }>(
        tx,
        sql`SELECT * FROM lottery_pay(${drawId}, ${state}, ${prefix}, ${kind}, ${reference})`,
      );
      return { transfers: Number(rows[0]?.r_transfers ?? 0), amount: BigInt(rows[0]?.r_amount ?? 0) };
    },
    async summarise(tx: Db, drawId: bigint) {
      await tx.execute(sql`
        UPDATE lottery_draws d SET bets = s.n, stakes = s.stakes, wins = s.wins
        FROM (SELECT count(*)::int AS n, coalesce(sum(stake), 0) AS stakes, coalesce(sum(win), 0) AS wins
              FROM lottery_bets WHERE draw_id = ${drawId}) s
        WHERE d.id = ${drawId}`);
    },
    async accountsOfDraw(drawId: bigint) {
      const rows = await queryRows<{ account_id: string }>(
        db,
        sql`SELECT DISTINCT account_id::text FROM lottery_bets WHERE draw_id = ${drawId}`,
      );
      return rows.map((r) => BigInt(r.account_id));
    },
  };
}
