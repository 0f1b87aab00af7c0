import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { crashGames, crashRounds } from '@/db/schema';
import type { CrashGameRow } from './repository';

/** A crash round's phase changes: opened, barred, flying, crashed or voided. */
export function crashFlightQueries(db: Db) {
  return {
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
  };
}
