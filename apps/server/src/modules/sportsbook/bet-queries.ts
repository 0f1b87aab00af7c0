import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { houseRounds } from '@/db/schema';
import { type sbBetLegs, sbBets } from '@/db/schema-sportsbook';
import { snake } from './sportsbook-sql';

/** Placing a bet and marking it open or refused. */
export function betQueries(db: Db) {
  return {
    // --- bets ---
    /**
     * Inserts a bet (state pending), its legs and its betting-record round, if its events still take
     * bets (`sb_place_bet`, one round trip): under a share lock on the events it checks that each is
     * open, not suspended, and that none of the bet's markets is suspended (the caller priced the bet
     * from a cached view of the events; this is what holds).
     */
    async insertBet(
      bet: typeof sbBets.$inferInsert,
      legs: (typeof sbBetLegs.$inferInsert)[],
      round: typeof houseRounds.$inferInsert,
      marketIds: string[],
    ) {
      const ids = [...new Set(legs.map((l) => l.eventId))];
      const rows = await queryRows<{ placed: boolean }>(
        db,
        sql`SELECT sb_place_bet(${JSON.stringify(snake(bet))}::jsonb, ${JSON.stringify(legs.map(snake))}::jsonb,
              ${JSON.stringify(snake(round))}::jsonb,
              ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)),
              ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(marketIds)}::jsonb))) AS placed`,
      );
      return rows[0]?.placed === true;
    },
    /** Bets whose stake has been debited become open: one statement for every bet of the batch. */
    async markOpen(ids: string[]) {
      if (ids.length === 0) return;
      await db.execute(
        sql`UPDATE sb_bets SET state = 'open'
            WHERE id = ANY (ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))) AND state = 'pending'`,
      );
    },
    async markBet(id: string, state: 'open' | 'refused') {
      await db
        .update(sbBets)
        .set({ state })
        .where(and(eq(sbBets.id, id), eq(sbBets.state, 'pending')));
      if (state === 'refused')
        await db
          .update(houseRounds)
          .set({ state: 'refused', settledAt: new Date() })
          .where(eq(houseRounds.id, id));
    },
    async bet(id: string) {
      const rows = await db.select().from(sbBets).where(eq(sbBets.id, id)).limit(1);
      return rows[0];
    },
  };
}
