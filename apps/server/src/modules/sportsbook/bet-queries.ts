import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { houseRounds } from '@/db/schema';
import { type sbBetLegs, sbBets } from '@/db/schema-sportsbook';
import { snake } from './sportsbook-sql';

/** A bet to write pending: the bet, its legs, its betting-record round and the markets it takes. */
export type PendingBet = {
  bet: typeof sbBets.$inferInsert;
  legs: (typeof sbBetLegs.$inferInsert)[];
  round: typeof houseRounds.$inferInsert;
  marketIds: string[];
};

/** Placing a bet and marking it open or refused. */
export function betQueries(db: Db) {
  return {
    // --- bets ---
    /**
     * Inserts bets (state pending), each with its legs and betting-record round, if its events still
     * take bets (`sb_place_bets`: one round trip and one commit for the lot). Under a share lock on the
     * events it checks that each is open, not suspended, and that none of the bet's markets is
     * suspended (the caller priced the bet from a cached view of the events; this is what holds).
     * One flag a bet, in order: written or not.
     */
    async insertBets(bets: PendingBet[]) {
      const payload = bets.map((b) => ({
        bet: snake(b.bet),
        legs: b.legs.map(snake),
        round: snake(b.round),
        events: [...new Set(b.legs.map((l) => l.eventId))],
        markets: b.marketIds,
      }));
      const rows = await queryRows<{ placed: boolean[] }>(
        db,
        sql`SELECT sb_place_bets(${JSON.stringify(payload)}::jsonb) AS placed`,
      );
      return rows[0]?.placed ?? [];
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
