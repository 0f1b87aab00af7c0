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
    /**
     * Bets whose stake has been debited become open: one statement for every bet of the batch. The
     * ids opened: a bet voided meanwhile as stranded (`claimStranded`) stays refused.
     */
    async markOpen(ids: string[]) {
      if (ids.length === 0) return new Set<string>();
      const rows = await queryRows<{ id: string }>(
        db,
        sql`UPDATE sb_bets SET state = 'open'
            WHERE id = ANY (ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))) AND state = 'pending'
            RETURNING id`,
      );
      return new Set(rows.map((r) => r.id));
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
