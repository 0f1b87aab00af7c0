import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { accounts, crashGames, crashRounds, houseRounds } from '@/db/schema';

export type CrashGameRow = typeof crashGames.$inferSelect;
export type CrashRoundRow = typeof crashRounds.$inferSelect;
export type CrashBetRow = typeof houseRounds.$inferSelect;

/** The database clock in whole milliseconds: every instance measures phases on this one clock. */
const NOW_MS = sql<number>`floor(extract(epoch from clock_timestamp()) * 1000)::float8`;

/** Crash bets are house rounds of engine 'crash' whose server seed hash is the shared round's hash. */
const betsOf = (hash: string) => and(eq(houseRounds.engine, 'crash'), eq(houseRounds.serverSeedHash, hash));

export function createCrashRepository(db: Db) {
  return {
    async now(): Promise<number> {
      const [row] = await queryRows<{ now: number }>(db, sql`SELECT ${NOW_MS} AS now`);
      return Number(row!.now);
    },

    async game(merchantId: number, gameId: bigint) {
      const rows = await db
        .select()
        .from(crashGames)
        .where(and(eq(crashGames.merchantId, merchantId), eq(crashGames.gameId, gameId)));
      return rows[0];
    },
    async insertGame(row: typeof crashGames.$inferInsert) {
      await db.insert(crashGames).values(row).onConflictDoNothing();
    },

    /** Takes or renews the lease on a game's round loop; false while another instance holds it. */
    async lease(merchantId: number, gameId: bigint, leaderId: string, leaseMs: number): Promise<boolean> {
      const rows = await db
        .update(crashGames)
        .set({ leaderId, leaseUntil: sql`clock_timestamp() + ${leaseMs} * interval '1 millisecond'` })
        .where(
          and(
            eq(crashGames.merchantId, merchantId),
            eq(crashGames.gameId, gameId),
            sql`(${crashGames.leaderId} IS NULL OR ${crashGames.leaderId} = ${leaderId} OR ${crashGames.leaseUntil} < clock_timestamp())`,
          ),
        )
        .returning({ leaderId: crashGames.leaderId });
      return rows.length === 1;
    },
    async release(merchantId: number, gameId: bigint, leaderId: string) {
      await db
        .update(crashGames)
        .set({ leaderId: null, leaseUntil: null })
        .where(
          and(
            eq(crashGames.merchantId, merchantId),
            eq(crashGames.gameId, gameId),
            eq(crashGames.leaderId, leaderId),
          ),
        );
    },

    /** The game's newest round with the database time it was read at. */
    async latest(merchantId: number, gameId: bigint) {
      const rows = await db
        .select({ ...getTableColumns(crashRounds), now: NOW_MS })
        .from(crashRounds)
        .where(and(eq(crashRounds.merchantId, merchantId), eq(crashRounds.gameId, gameId)))
        .orderBy(desc(crashRounds.roundNo))
        .limit(1);
      const row = rows[0];
      if (!row) return { round: undefined, now: await this.now() };
      const { now, ...round } = row;
      return { round: round as CrashRoundRow, now: Number(now) };
    },
    async round(id: string) {
      const rows = await db.select().from(crashRounds).where(eq(crashRounds.id, id));
      return rows[0];
    },

    /**
     * Draws the game's next round from its chain: the chain position moves only if nobody else moved
     * it first (false then), and the round opens for bets until now + bettingMs.
     */
    async openRound(
      game: CrashGameRow,
      next: {
        id: string;
        chain?: Pick<CrashGameRow, 'chainSeed' | 'chainLength' | 'chainCommitment' | 'salt'>;
        chainIndex: number;
        hash: string;
        seed: string;
        salt: string;
        crashPoint: number;
      },
      bettingMs: number,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const moved = await tx
          .update(crashGames)
          .set({ ...next.chain, chainIndex: next.chainIndex, roundNo: game.roundNo + 1 })
          .where(
            and(
              eq(crashGames.merchantId, game.merchantId),
              eq(crashGames.gameId, game.gameId),
              eq(crashGames.roundNo, game.roundNo),
            ),
          )
          .returning({ roundNo: crashGames.roundNo });
        if (moved.length === 0) return false;
        await tx.insert(crashRounds).values({
          id: next.id,
          merchantId: game.merchantId,
          gameId: game.gameId,
          roundNo: game.roundNo + 1,
          hash: next.hash,
          seed: next.seed,
          salt: next.salt,
          crashPoint: next.crashPoint,
          phase: 'betting',
          bettingEndsAt: sql`date_trunc('milliseconds', clock_timestamp()) + ${bettingMs} * interval '1 millisecond'`,
        });
        return true;
      });
    },

    /** Waits for bets that passed the betting-time check to commit (their insert holds a share lock). */
    async barrier(roundId: string) {
      await db.execute(sql`SELECT 1 FROM crash_rounds WHERE id = ${roundId} FOR UPDATE`);
    },

    /** Betting → flying: the flight starts now (database clock) and crashes `flightMs` later. */
    async startFlight(roundId: string, flightMs: number) {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`WITH t AS (SELECT date_trunc('milliseconds', clock_timestamp()) AS now)
            UPDATE crash_rounds SET phase = 'flying', started_at = t.now,
                   crash_at = t.now + ${flightMs} * interval '1 millisecond'
              FROM t WHERE id = ${roundId} AND phase = 'betting'
            RETURNING id`,
      );
      return rows.length === 1;
    },
    /** Flying → crashed, once the crash time has passed on the database clock. */
    async crash(roundId: string) {
      const rows = await db
        .update(crashRounds)
        .set({ phase: 'crashed', crashedAt: sql`clock_timestamp()` })
        .where(
          and(
            eq(crashRounds.id, roundId),
            eq(crashRounds.phase, 'flying'),
            sql`${crashRounds.crashAt} <= clock_timestamp()`,
          ),
        )
        .returning({ id: crashRounds.id });
      return rows.length === 1;
    },
    async voidRound(roundId: string) {
      await db
        .update(crashRounds)
        .set({ phase: 'void', crashedAt: sql`clock_timestamp()` })
        .where(and(eq(crashRounds.id, roundId), eq(crashRounds.phase, 'betting')));
    },

    /** The last `limit` crashed rounds of a game, newest first. */
    history(merchantId: number, gameId: bigint, limit: number) {
      return db
        .select()
        .from(crashRounds)
        .where(
          and(
            eq(crashRounds.merchantId, merchantId),
            eq(crashRounds.gameId, gameId),
            eq(crashRounds.phase, 'crashed'),
          ),
        )
        .orderBy(desc(crashRounds.roundNo))
        .limit(limit);
    },

    /** Games with a round or a bet a stop may have left unfinished. */
    async unfinishedGames() {
      return queryRows<{ merchant_id: number; game_id: string }>(
        db,
        sql`SELECT merchant_id, game_id::text AS game_id FROM crash_rounds WHERE phase IN ('betting', 'flying')
            UNION
            SELECT merchant_id, game_id::text FROM house_rounds WHERE engine = 'crash' AND state IN ('open', 'debited')`,
      );
    },

    /**
     * Places a bet: inserted only while the round takes bets (on the database clock) and only if the
     * player has no bet in it yet. The share lock makes the flight start wait for this insert.
     */
    async insertBet(round: CrashRoundRow, bet: typeof houseRounds.$inferInsert): Promise<boolean> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`WITH r AS (
              SELECT id FROM crash_rounds
               WHERE id = ${round.id} AND phase = 'betting' AND clock_timestamp() < betting_ends_at
               FOR SHARE)
            INSERT INTO house_rounds (id, session_id, merchant_id, account_id, game_id, engine, bet, win, params,
                                      outcome, state, server_seed_hash, client_seed, nonce)
            SELECT ${bet.id}, ${bet.sessionId}, ${bet.merchantId}, ${bet.accountId}, ${bet.gameId}, 'crash',
                   ${bet.bet}, 0, ${JSON.stringify(bet.params)}::jsonb, ${JSON.stringify(bet.outcome)}::jsonb,
                   'open', ${round.hash}, ${round.salt}, ${round.roundNo}
              FROM r
            ON CONFLICT (server_seed_hash, account_id) WHERE engine = 'crash' AND state <> 'refused' DO NOTHING
            RETURNING id`,
      );
      return rows.length === 1;
    },
    /** The player's bet in a round (a refused one only if there is no other). */
    async betOf(hash: string, accountId: bigint) {
      const rows = await db
        .select()
        .from(houseRounds)
        .where(and(betsOf(hash), eq(houseRounds.accountId, accountId)))
        .orderBy(sql`${houseRounds.state} = 'refused'`, desc(houseRounds.createdAt))
        .limit(1);
      return rows[0];
    },
    async bet(id: string) {
      const rows = await db.select().from(houseRounds).where(eq(houseRounds.id, id));
      return rows[0];
    },
    /** Every bet of a round with the player's name, oldest first. */
    playersOf(hash: string) {
      return db
        .select({ bet: houseRounds, username: accounts.username })
        .from(houseRounds)
        .innerJoin(accounts, eq(accounts.id, houseRounds.accountId))
        .where(and(betsOf(hash), inArray(houseRounds.state, ['open', 'debited', 'settled'])))
        .orderBy(houseRounds.createdAt);
    },
    betsIn(hash: string, states: string[]) {
      return db
        .select()
        .from(houseRounds)
        .where(and(betsOf(hash), inArray(houseRounds.state, states)));
    },
    /** open → debited once the wallet took the stake; false when the loop refused it meanwhile. */
    async markDebited(id: string) {
      const rows = await db
        .update(houseRounds)
        .set({ state: 'debited', debitTx: `${id}:bet` })
        .where(and(eq(houseRounds.id, id), eq(houseRounds.state, 'open')))
        .returning({ id: houseRounds.id });
      return rows.length === 1;
    },
    async markRefused(id: string, from: string[]) {
      const rows = await db
        .update(houseRounds)
        .set({ state: 'refused', settledAt: sql`clock_timestamp()` })
        .where(and(eq(houseRounds.id, id), inArray(houseRounds.state, from)))
        .returning({ id: houseRounds.id });
      return rows.length === 1;
    },
    async markVoid(id: string) {
      await db
        .update(houseRounds)
        .set({ state: 'void', settledAt: sql`clock_timestamp()` })
        .where(and(eq(houseRounds.id, id), inArray(houseRounds.state, ['open', 'debited'])));
    },

    /**
     * Claims a cash-out at `multiplier`: only for a bet still in play and not cashed out, and only
     * while the round has not crashed on the database clock. Returns the claimed bet.
     */
    async claimCashout(betId: string, roundId: string, multiplier: string) {
      const rows = await db
        .update(houseRounds)
        .set({ outcome: sql`${houseRounds.outcome} || jsonb_build_object('cashout', ${multiplier}::text)` })
        .where(
          and(
            eq(houseRounds.id, betId),
            eq(houseRounds.state, 'debited'),
            sql`${houseRounds.outcome}->>'cashout' IS NULL`,
            sql`EXISTS (SELECT 1 FROM crash_rounds r WHERE r.id = ${roundId} AND r.phase = 'flying'
                          AND clock_timestamp() < r.crash_at)`,
          ),
        )
        .returning();
      return rows[0];
    },
    /** Claims every auto cash-out of the round whose target is at most `multiplier`. */
    claimAutoCashouts(hash: string, multiplier: string) {
      return db
        .update(houseRounds)
        .set({
          outcome: sql`${houseRounds.outcome} || jsonb_build_object('cashout', ${houseRounds.outcome}->>'autoCashout')`,
        })
        .where(
          and(
            betsOf(hash),
            eq(houseRounds.state, 'debited'),
            sql`${houseRounds.outcome}->>'cashout' IS NULL`,
            sql`(${houseRounds.outcome}->>'autoCashout')::numeric <= ${multiplier}::numeric`,
          ),
        )
        .returning();
    },
    /** The lowest auto cash-out target (hundredths) of the round's bets still in play, if any. */
    async lowestAutoCashout(hash: string): Promise<number | null> {
      const [row] = await queryRows<{ target: string | null }>(
        db,
        sql`SELECT min((outcome->>'autoCashout')::numeric * 100)::text AS target FROM house_rounds
             WHERE engine = 'crash' AND server_seed_hash = ${hash} AND state = 'debited'
               AND outcome->>'cashout' IS NULL AND outcome->>'autoCashout' IS NOT NULL`,
      );
      return row?.target ? Math.round(Number(row.target)) : null;
    },
    /** debited → settled with the win and the outcome (once). */
    async settle(
      id: string,
      patch: { win: bigint; outcome: Record<string, unknown>; creditTx: string | null },
    ) {
      const rows = await db
        .update(houseRounds)
        .set({ ...patch, state: 'settled', settledAt: sql`clock_timestamp()` })
        .where(and(eq(houseRounds.id, id), eq(houseRounds.state, 'debited')))
        .returning();
      return rows[0];
    },

    /** A lost bet: settled with no win, unless a cash-out was claimed meanwhile. */
    async lose(id: string, outcome: Record<string, unknown>) {
      const rows = await db
        .update(houseRounds)
        .set({ win: 0n, outcome, state: 'settled', settledAt: sql`clock_timestamp()` })
        .where(
          and(
            eq(houseRounds.id, id),
            eq(houseRounds.state, 'debited'),
            sql`${houseRounds.outcome}->>'cashout' IS NULL`,
          ),
        )
        .returning();
      return rows[0];
    },
    /** The game's rounds that still have bets in play or being placed, oldest first. */
    roundsWithOpenBets(merchantId: number, gameId: bigint) {
      return db
        .select()
        .from(crashRounds)
        .where(
          and(
            eq(crashRounds.merchantId, merchantId),
            eq(crashRounds.gameId, gameId),
            sql`${crashRounds.hash} IN (SELECT server_seed_hash FROM house_rounds
                  WHERE engine = 'crash' AND state IN ('open', 'debited')
                    AND merchant_id = ${merchantId} AND game_id = ${gameId})`,
          ),
        )
        .orderBy(crashRounds.roundNo);
    },
    async notify(channel: string, payload: string) {
      await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
    },

    /** Tests: moves a round's times by `ms` (negative: into the past). */
    async shift(roundId: string, ms: number) {
      await db
        .update(crashRounds)
        .set({
          bettingEndsAt: sql`${crashRounds.bettingEndsAt} + ${ms} * interval '1 millisecond'`,
          startedAt: sql`${crashRounds.startedAt} + ${ms} * interval '1 millisecond'`,
          crashAt: sql`${crashRounds.crashAt} + ${ms} * interval '1 millisecond'`,
        })
        .where(eq(crashRounds.id, roundId));
    },
  };
}

export type CrashRepository = ReturnType<typeof createCrashRepository>;
