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
     * bets: one statement (one round trip) that takes a share lock on the events and checks, under it,
     * that each is open, not suspended, and that none of the bet's markets is suspended (the caller
     * priced the bet from a cached view of the events; this is what holds).
     */
    async insertBet(
      bet: typeof sbBets.$inferInsert,
      legs: (typeof sbBetLegs.$inferInsert)[],
      round: typeof houseRounds.$inferInsert,
      marketIds: string[],
    ) {
      const ids = [...new Set(legs.map((l) => l.eventId))];
      const rows = await queryRows<{ n: number }>(
        db,
        sql`WITH open AS (
              SELECT id FROM sb_events
              WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
                AND status IN ('prematch', 'live') AND NOT suspended
                AND NOT (suspended_markets && ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(marketIds)}::jsonb)))
              FOR SHARE
            ), ok AS (
              SELECT count(*) = ${ids.length} AS ok FROM open
            ), b AS (
              INSERT INTO sb_bets (id, merchant_id, account_id, session_id, game_id, kind, system_k, stake,
                unit_stake, lines, odds, potential_win, state, created_at)
              SELECT v.id, v.merchant_id, v.account_id, v.session_id, v.game_id, v.kind, v.system_k, v.stake,
                v.unit_stake, v.lines, v.odds, v.potential_win, v.state, v.created_at
              FROM jsonb_populate_record(NULL::sb_bets, ${JSON.stringify(snake(bet))}::jsonb) v, ok
              WHERE ok.ok
              RETURNING id
            ), l AS (
              INSERT INTO sb_bet_legs (bet_id, idx, event_id, outcome_id, market, line, outcome, odds, requested_odds)
              SELECT v.bet_id, v.idx, v.event_id, v.outcome_id, v.market, v.line, v.outcome, v.odds, v.requested_odds
              FROM jsonb_populate_recordset(NULL::sb_bet_legs, ${JSON.stringify(legs.map(snake))}::jsonb) v
              WHERE EXISTS (SELECT 1 FROM b)
              RETURNING 1
            ), r AS (
              INSERT INTO house_rounds (id, session_id, merchant_id, account_id, game_id, engine, bet, params,
                outcome, state, server_seed_hash, client_seed, nonce, debit_tx, created_at)
              SELECT v.id, v.session_id, v.merchant_id, v.account_id, v.game_id, v.engine, v.bet, v.params,
                v.outcome, v.state, v.server_seed_hash, v.client_seed, v.nonce, v.debit_tx, v.created_at
              FROM jsonb_populate_record(NULL::house_rounds, ${JSON.stringify(snake(round))}::jsonb) v
              WHERE EXISTS (SELECT 1 FROM b)
              RETURNING 1
            )
            SELECT count(*)::int AS n FROM b`,
      );
      return rows[0]?.n === 1;
    },
    /** Bets whose stake has been debited become open: one statement for every bet of the batch. */
    async markOpen(ids: string[]) {
      if (ids.length === 0) return;
      await db.execute(
        sql`UPDATE sb_bets SET state = 'open'
            WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)) AND state = 'pending'`,
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
