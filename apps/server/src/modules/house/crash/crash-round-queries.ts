import { and, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { crashRounds } from '@/db/schema';
import { NOW_MS } from './crash-sql';
import type { CrashRoundRow } from './repository';

/** The rounds of one merchant's crash game that meet `condition`. */
function gameRounds(db: Db, merchantId: number, gameId: bigint, condition: SQL) {
  return db
    .select()
    .from(crashRounds)
    .where(and(eq(crashRounds.merchantId, merchantId), eq(crashRounds.gameId, gameId), condition));
}

/** Reading crash rounds on the database clock. */
export function crashRoundQueries(db: Db) {
  return {
    async now(): Promise<number> {
      const [row] = await queryRows<{ now: number }>(db, sql`SELECT ${NOW_MS} AS now`);
      return Number(row!.now);
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

    /** The last `limit` crashed rounds of a game, newest first. */
    history(merchantId: number, gameId: bigint, limit: number) {
      return gameRounds(db, merchantId, gameId, eq(crashRounds.phase, 'crashed'))
        .orderBy(desc(crashRounds.roundNo))
        .limit(limit);
    },
    /** The game's rounds that still have bets in play or being placed, oldest first. */
    roundsWithOpenBets(merchantId: number, gameId: bigint) {
      return gameRounds(
        db,
        merchantId,
        gameId,
        sql`${crashRounds.hash} IN (SELECT server_seed_hash FROM house_rounds
              WHERE engine = 'crash' AND state IN ('open', 'debited')
                AND merchant_id = ${merchantId} AND game_id = ${gameId})`,
      ).orderBy(crashRounds.roundNo);
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
