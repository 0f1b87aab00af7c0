import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { accounts, houseRounds } from '@/db/schema';
import { betsOf } from './crash-sql';
import type { CrashRoundRow } from './repository';

/** Crash bets: placed, read, debited, refused or voided. */
export function crashBetQueries(db: Db) {
  return {
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
  };
}
