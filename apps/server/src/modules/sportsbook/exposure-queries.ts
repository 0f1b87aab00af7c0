import { eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { accounts } from '@/db/schema';
import { sbSettlements } from '@/db/schema-sportsbook';

/** Accounts, settlements of a bet, exposure and open stakes per event. */
export function exposureQueries(db: Db) {
  return {
    accountsByIds(ids: bigint[]) {
      if (ids.length === 0) return Promise.resolve([] as (typeof accounts.$inferSelect)[]);
      return db.select().from(accounts).where(inArray(accounts.id, ids));
    },
    settlementsOf(betId: string) {
      return db
        .select()
        .from(sbSettlements)
        .where(eq(sbSettlements.betId, betId))
        .orderBy(sbSettlements.version);
    },
    /** Per outcome of an event: open bets on it (legs of open bets), their stakes and what they would pay. */
    exposure(eventId: string) {
      return queryRows<{
        outcome_id: string;
        market: string;
        line: string | null;
        outcome: string;
        bets: number;
        stakes: string;
        returns: string;
      }>(
        db,
        sql`SELECT l.outcome_id, l.market, l.line, l.outcome, count(*)::int AS bets,
                   sum(b.stake)::text AS stakes,
                   sum(b.potential_win)::text AS returns
            FROM sb_bet_legs l JOIN sb_bets b ON b.id = l.bet_id
            WHERE l.event_id = ${eventId} AND b.state = 'open'
            GROUP BY l.outcome_id, l.market, l.line, l.outcome ORDER BY l.outcome_id`,
      );
    },
    openStakesByEvent(eventIds: string[]) {
      if (eventIds.length === 0)
        return Promise.resolve([] as { event_id: string; bets: number; stakes: string }[]);
      return queryRows<{ event_id: string; bets: number; stakes: string }>(
        db,
        sql`SELECT l.event_id, count(DISTINCT b.id)::int AS bets, coalesce(sum(b.stake), 0)::text AS stakes
            FROM sb_bet_legs l JOIN sb_bets b ON b.id = l.bet_id
            WHERE b.state = 'open' AND l.event_id IN (${sql.join(
              eventIds.map((id) => sql`${id}`),
              sql`, `,
            )})
            GROUP BY l.event_id`,
      );
    },
  };
}
