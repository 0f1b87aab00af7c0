import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { sbBetLegs, sbBets } from '@/db/schema-sportsbook';
import type { BetRow, LegRow } from './sportsbook-sql';

/** Bets and legs of a member, by ids or by events. */
export function betReadQueries(db: Db) {
  return {
    betsOf(accountId: bigint, state: 'open' | 'settled' | undefined, limit: number, offset: number) {
      const where = and(
        eq(sbBets.accountId, accountId),
        state === 'open'
          ? eq(sbBets.state, 'open')
          : state === 'settled'
            ? inArray(sbBets.state, ['settled', 'cashed_out'])
            : inArray(sbBets.state, ['open', 'settled', 'cashed_out']),
      );
      return Promise.all([
        db
          .select()
          .from(sbBets)
          .where(where)
          .orderBy(desc(sbBets.createdAt), sbBets.id)
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(sbBets)
          .where(where)
          .then((r) => r[0]?.n ?? 0),
      ]);
    },
    legsOf(betIds: string[]) {
      if (betIds.length === 0) return Promise.resolve([] as LegRow[]);
      return db
        .select()
        .from(sbBetLegs)
        .where(
          sql`${sbBetLegs.betId} IN (SELECT jsonb_array_elements_text(${JSON.stringify(betIds)}::jsonb))`,
        )
        .orderBy(sbBetLegs.betId, sbBetLegs.idx);
    },
    /** Bets by id (one JSON parameter, however many: a settlement pass reads thousands). */
    betsByIds(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([] as BetRow[]);
      return db
        .select()
        .from(sbBets)
        .where(sql`${sbBets.id} IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`);
    },
    legsOfEvents(eventIds: string[]) {
      return queryRows<{
        bet_id: string;
        idx: number;
        event_id: string;
        market: string;
        line: string | null;
        outcome: string;
        result: string | null;
      }>(
        db,
        sql`SELECT bet_id, idx, event_id, market, line, outcome, result FROM sb_bet_legs
            WHERE event_id IN (${sql.join(
              eventIds.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      );
    },
  };
}
