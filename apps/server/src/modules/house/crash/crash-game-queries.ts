import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { crashGames } from '@/db/schema';
import type { Publish } from '@/platform/pub-sub';

/** Crash games: the hash chain row, the loop's lease, and event fan-out. */
export function crashGameQueries(db: Db, publish: Publish) {
  return {
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

    /** Games with a round or a bet a stop may have left unfinished. */
    async unfinishedGames() {
      return queryRows<{ merchant_id: number; game_id: string }>(
        db,
        sql`SELECT merchant_id, game_id::text AS game_id FROM crash_rounds WHERE phase IN ('betting', 'flying')
            UNION
            SELECT merchant_id, game_id::text FROM house_rounds WHERE engine = 'crash' AND state IN ('open', 'debited')`,
      );
    },
    async notify(channel: string, payload: string) {
      await publish(channel, payload);
    },
  };
}
