import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { houseRounds } from '@/db/schema';
import { type sbBetLegs, sbBets } from '@/db/schema-sportsbook';
import { snake } from './sportsbook-sql';

/** A bet to write: the bet, its legs, its betting-record round and the markets it takes. */
export type BetRows = {
  bet: typeof sbBets.$inferInsert;
  legs: (typeof sbBetLegs.$inferInsert)[];
  round: typeof houseRounds.$inferInsert;
  marketIds: string[];
};

/** A bet's rows and its stake's move as the wallet's batch function reads it. */
export type BetToPlace = { bet: BetRows; move: object };

/** Placing bets, and the bets a placement left behind. */
export function betQueries(db: Db) {
  return {
    // --- bets ---
    /**
     * Places bets with their stakes in one statement and one transaction (`sb_place_debited`, ADR 033):
     * under a share lock on its events, each bet is checked (its events open and not suspended, none of
     * its markets suspended: the caller priced it from a cached view) and written with its legs and
     * betting-record round, its stake debited by the seamless wallet's batch function (`move`, from
     * the wallet's `prepareDebit`), and a bet whose stake was not taken is refused. One answer a bet,
     * in order: `suspended` (nothing written), or the wallet's.
     */
    async placeDebited(bets: BetToPlace[]) {
      const payload = bets.map(({ bet: b }) => ({
        bet: snake(b.bet),
        legs: b.legs.map(snake),
        round: snake(b.round),
        events: [...new Set(b.legs.map((l) => l.eventId))],
        markets: b.marketIds,
      }));
      const rows = await queryRows<{
        r_index: number;
        r_outcome: string;
        r_response: Record<string, unknown> | null;
      }>(
        db,
        // House debits carry no session token, so the session limits (0, 0) are never read.
        sql`SELECT * FROM sb_place_debited(${JSON.stringify(payload)}::jsonb,
              ${JSON.stringify(bets.map((b) => b.move))}::jsonb, 0, 0)`,
      );
      const answers: { outcome: string; response: Record<string, unknown> | null }[] = new Array(bets.length);
      for (const r of rows) answers[r.r_index] = { outcome: r.r_outcome, response: r.r_response };
      return answers;
    },
    /**
     * Bets a placement left behind, placed before `before`: still pending (the process stopped, or
     * failed, between the bet's writes), or refused with their betting-record round still open (a
     * void stopped before its stake was given back). Oldest first. Read from the open rounds
     * (`house_rounds_open`), so a pass costs the open bets, not every bet ever placed.
     */
    async strandedBets(before: Date, limit: number) {
      return queryRows<{
        id: string;
        merchant_id: number;
        account_id: string;
        game_id: string;
        stake: string;
      }>(
        db,
        sql`SELECT b.id, b.merchant_id, b.account_id::text, b.game_id::text, b.stake::text
            FROM house_rounds r JOIN sb_bets b ON b.id = r.id
            WHERE r.state = 'debited' AND r.engine = 'sportsbook' AND b.state IN ('pending', 'refused')
              AND b.created_at < ${before.toISOString()}::timestamptz
            ORDER BY b.created_at LIMIT ${limit}`,
      );
    },
    /** Takes a stranded bet to void it: refused now, unless its placement opened it meanwhile. */
    async claimStranded(id: string) {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`UPDATE sb_bets SET state = 'refused' WHERE id = ${id} AND state IN ('pending', 'refused') RETURNING id`,
      );
      return rows.length === 1;
    },
    /** A voided bet's betting-record round closes as refused, once its stake is given back. */
    async closeRefusedRound(id: string) {
      await db
        .update(houseRounds)
        .set({ state: 'refused', settledAt: new Date() })
        .where(and(eq(houseRounds.id, id), eq(houseRounds.state, 'debited')));
    },
    async bet(id: string) {
      const rows = await db.select().from(sbBets).where(eq(sbBets.id, id)).limit(1);
      return rows[0];
    },
  };
}
