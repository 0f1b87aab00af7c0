import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { lotteryBets, lotteryDraws, lotteryOdds } from '@/db/schema-lottery';

export type DrawRow = typeof lotteryDraws.$inferSelect;
export type BetRow = typeof lotteryBets.$inferSelect;
/** A distinct selection of a draw's bets: the rule is evaluated once per selection, not per bet. */
export type Selection = { bet_type: string; numbers: string[]; odds: number[] };

/**
 * A bet's state as members see it: the stored state is 'open' until its draw settles, when only the
 * winners are written ('won'); the rest read as lost, and every bet of a cancelled draw as refunded.
 */
export const betState = sql<string>`CASE WHEN ${lotteryDraws.state} = 'cancelled' THEN 'refunded'
  WHEN ${lotteryDraws.state} = 'settled' THEN (CASE WHEN ${lotteryBets.state} = 'won' THEN 'won' ELSE 'lost' END)
  ELSE 'open' END`;
const betSettledAt = sql<Date | null>`CASE WHEN ${lotteryDraws.state} = 'settled' THEN ${lotteryDraws.drawnAt}
  WHEN ${lotteryDraws.state} = 'cancelled' THEN ${lotteryDraws.closedAt} ELSE NULL END`;

/** A PostgreSQL array literal of integers: one parameter, however many values (drizzle spreads JS arrays). */
const intArray = (values: readonly (bigint | number | string)[]) => `{${values.join(',')}}`;

/** The lottery's SQL: draws, bets, odds and the set-based settlement statements. */
export function createLotteryRepository(db: Db) {
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
    async recentGames(accountId: bigint, limit: number) {
      const rows = await queryRows<{ game_code: string }>(
        db,
        sql`SELECT game_code FROM lottery_bets WHERE account_id = ${accountId}
            GROUP BY game_code ORDER BY max(id) DESC LIMIT ${limit}`,
      );
      return rows.map((r) => r.game_code);
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
  };
}

export type LotteryRepository = ReturnType<typeof createLotteryRepository>;
