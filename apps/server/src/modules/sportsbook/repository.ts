import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { accounts, houseRounds } from '@/db/schema';
import { sbBetLegs, sbBets, sbEvents, sbSettings, sbSettlements } from '@/db/schema-sportsbook';
import { isRetryable } from '@/modules/ledger/errors';

export type EventRow = typeof sbEvents.$inferSelect;
export type BetRow = typeof sbBets.$inferSelect;
export type LegRow = typeof sbBetLegs.$inferSelect;
export type SettlementRow = typeof sbSettlements.$inferSelect;

/** Rows as one JSON parameter, read back with jsonb_to_recordset: a set-based write in one statement. */
const json = (rows: unknown[]) => JSON.stringify(rows, (_k, v) => (typeof v === 'bigint' ? v.toString() : v));

/** A row's keys in snake_case (the table's column names), for jsonb_populate_record. */
const snakeKeys = new Map<string, string>();
const snake = (row: object) => {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    let key = snakeKeys.get(k);
    if (key === undefined) {
      key = k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
      snakeKeys.set(k, key);
    }
    out[key] = typeof v === 'bigint' ? v.toString() : v instanceof Date ? v.toISOString() : v;
  }
  return out;
};

/**
 * A set-based write joins a JSON parameter (which the planner guesses at 100 rows) to a large table:
 * with stale statistics it may plan a sequential scan per statement (ADR 011 met the same trap), so
 * these statements run with index plans only.
 */
const NO_SEQSCAN = sql`SET LOCAL enable_seqscan = off`;
/** Settlement versions per `sb_settle` call: one transaction, holding its members' wallet rows while it runs. */
const SETTLE_CHUNK = 5_000;

/** The sportsbook's SQL: events, bets and legs, settlement versions, merchant settings. */
export function createSportsbookRepository(db: Db) {
  return {
    db,
    // --- events ---
    async existingIds(ids: string[]) {
      if (ids.length === 0) return new Set<string>();
      const rows = await db.select({ id: sbEvents.id }).from(sbEvents).where(inArray(sbEvents.id, ids));
      return new Set(rows.map((r) => r.id));
    },
    async insertEvents(rows: (typeof sbEvents.$inferInsert)[]) {
      for (let i = 0; i < rows.length; i += 200) {
        await db
          .insert(sbEvents)
          .values(rows.slice(i, i + 200))
          .onConflictDoNothing();
      }
    },
    async event(id: string) {
      const rows = await db.select().from(sbEvents).where(eq(sbEvents.id, id)).limit(1);
      return rows[0];
    },
    eventsByIds(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([] as EventRow[]);
      return db.select().from(sbEvents).where(inArray(sbEvents.id, ids));
    },
    /** Prematch events whose start is due go live (guarded: once, whichever instance). */
    startDue(now: Date) {
      return db
        .update(sbEvents)
        .set({ status: 'live' })
        .where(
          and(
            eq(sbEvents.status, 'prematch'),
            sql`${sbEvents.startsAt} <= ${now}`,
            sql`${sbEvents.endsAt} > ${now}`,
          ),
        )
        .returning({ id: sbEvents.id });
    },
    dueToEnd(now: Date) {
      return db
        .select({ id: sbEvents.id, timeline: sbEvents.timeline, sport: sbEvents.sport })
        .from(sbEvents)
        .where(and(inArray(sbEvents.status, ['prematch', 'live']), sql`${sbEvents.endsAt} <= ${now}`))
        .limit(2000);
    },
    /** Ends events with their results; only events still running change (an instance ending them first wins). */
    async endEvents(results: { id: string; result: unknown }[]) {
      if (results.length === 0) return [];
      return queryRows<{ id: string }>(
        db,
        sql`UPDATE sb_events e SET status = 'ended', result = v.result, result_version = e.result_version + 1,
              suspended_markets = '{}'
            FROM jsonb_to_recordset(${json(results)}::jsonb) AS v(id text, result jsonb)
            WHERE e.id = v.id AND e.status IN ('prematch', 'live')
            RETURNING e.id`,
      );
    },
    /** A new result for an event (operator correction, or the demo's finish): a new result version. */
    async setResult(id: string, result: unknown) {
      const rows = await queryRows<{ result_version: number }>(
        db,
        sql`UPDATE sb_events SET status = 'ended', result = ${JSON.stringify(result)}::jsonb,
              result_version = result_version + 1
            WHERE id = ${id} AND status <> 'void' RETURNING result_version`,
      );
      return rows[0]?.result_version ?? null;
    },
    async voidEvent(id: string) {
      const rows = await queryRows<{ result_version: number }>(
        db,
        sql`UPDATE sb_events SET status = 'void', result = NULL, result_version = result_version + 1
            WHERE id = ${id} RETURNING result_version`,
      );
      return rows[0]?.result_version ?? null;
    },
    async setSuspended(id: string, marketId: string | undefined, suspended: boolean) {
      if (!marketId) {
        await db.update(sbEvents).set({ suspended }).where(eq(sbEvents.id, id));
        return;
      }
      await db.execute(
        suspended
          ? sql`UPDATE sb_events SET suspended_markets = array_append(array_remove(suspended_markets, ${marketId}), ${marketId}) WHERE id = ${id}`
          : sql`UPDATE sb_events SET suspended_markets = array_remove(suspended_markets, ${marketId}) WHERE id = ${id}`,
      );
    },
    unsettledEvents(limit = 500) {
      return db
        .select({ id: sbEvents.id })
        .from(sbEvents)
        .where(sql`${sbEvents.settledVersion} < ${sbEvents.resultVersion}`)
        .limit(limit);
    },
    async markEventsSettled(rows: { id: string; version: number }[]) {
      if (rows.length === 0) return;
      await db.execute(
        sql`UPDATE sb_events e SET settled_version = v.version
            FROM jsonb_to_recordset(${json(rows)}::jsonb) AS v(id text, version int)
            WHERE e.id = v.id AND e.settled_version < v.version`,
      );
    },
    listEvents(f: {
      sport?: string | undefined;
      statuses: string[];
      league?: string | undefined;
      eventId?: string | undefined;
      limit: number;
      offset: number;
      newestFirst?: boolean;
    }) {
      const where = and(
        inArray(sbEvents.status, f.statuses),
        f.sport ? eq(sbEvents.sport, f.sport) : undefined,
        f.league ? eq(sbEvents.league, f.league) : undefined,
        f.eventId ? eq(sbEvents.id, f.eventId) : undefined,
      );
      return Promise.all([
        db
          .select()
          .from(sbEvents)
          .where(where)
          .orderBy(f.newestFirst ? desc(sbEvents.startsAt) : sbEvents.startsAt, sbEvents.id)
          .limit(f.limit)
          .offset(f.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(sbEvents)
          .where(where)
          .then((r) => r[0]?.n ?? 0),
      ]);
    },
    liveEvents() {
      return db.select().from(sbEvents).where(eq(sbEvents.status, 'live'));
    },

    // --- settings ---
    async settings(merchantId: number) {
      const rows = await db.select().from(sbSettings).where(eq(sbSettings.merchantId, merchantId)).limit(1);
      return rows[0];
    },

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
    async setLegResults(rows: { bet_id: string; idx: number; result: string | null }[]) {
      for (let i = 0; i < rows.length; i += 20_000) {
        await db.transaction(async (tx) => {
          await tx.execute(NO_SEQSCAN);
          await tx.execute(
            sql`UPDATE sb_bet_legs l SET result = v.result
              FROM jsonb_to_recordset(${json(rows.slice(i, i + 20_000))}::jsonb) AS v(bet_id text, idx int, result text)
              WHERE l.bet_id = v.bet_id AND l.idx = v.idx`,
          );
        });
      }
    },
    /**
     * Records settlement versions and books their wins (`sb_settle`, migration 0027), in chunks of
     * rows sorted by bet id: each bet moves from `from` to `version` only if no one moved it
     * meanwhile; its settlement row, its betting-record round and, for a positive delta with its
     * accounts named, the ledger transfer and vendor transaction of its win follow in the same
     * statement. Returns the bets that moved, and whether their money is done (`paid`).
     */
    async settle(
      rows: {
        id: string;
        from: number;
        version: number;
        result: string;
        payout: bigint;
        delta: bigint;
        reason: string;
      }[],
      now: Date,
    ) {
      const moved: { id: string; paid: boolean }[] = [];
      for (let i = 0; i < rows.length; i += SETTLE_CHUNK) {
        const chunk = json(rows.slice(i, i + SETTLE_CHUNK));
        for (let attempt = 1; ; attempt++) {
          try {
            const done = await queryRows<{ r_id: string; r_paid: boolean }>(
              db,
              sql`SELECT r_id, r_paid FROM sb_settle(${chunk}::jsonb, ${now}::timestamptz)`,
            );
            moved.push(...done.map((d) => ({ id: d.r_id, paid: d.r_paid })));
            break;
          } catch (error) {
            if (attempt < 5 && isRetryable(error)) continue;
            throw error;
          }
        }
      }
      return moved;
    },
    /** Settlement versions whose money has not moved yet, with who they pay. */
    pendingMoves(limit: number, betIds?: string[]) {
      return db.transaction(async (tx) => {
        await tx.execute(NO_SEQSCAN);
        return queryRows<{
          bet_id: string;
          version: number;
          delta: string;
          merchant_id: number;
          account_id: string;
          game_id: string;
        }>(
          tx as unknown as Db,
          sql`SELECT s.bet_id, s.version, s.delta::text, b.merchant_id, b.account_id::text, b.game_id::text
            FROM sb_settlements s JOIN sb_bets b ON b.id = s.bet_id
            WHERE s.applied_at IS NULL ${
              betIds && betIds.length > 0
                ? sql`AND s.bet_id IN (${sql.join(
                    betIds.map((id) => sql`${id}`),
                    sql`, `,
                  )})`
                : sql``
            }
            ORDER BY s.bet_id, s.version LIMIT ${limit}`,
        );
      });
    },
    async markApplied(rows: { bet_id: string; version: number }[], now: Date) {
      if (rows.length === 0) return;
      await db.transaction(async (tx) => {
        await tx.execute(NO_SEQSCAN);
        await tx.execute(
          sql`UPDATE sb_settlements s SET applied_at = ${now}
            FROM jsonb_to_recordset(${json(rows)}::jsonb) AS v(bet_id text, version int)
            WHERE s.bet_id = v.bet_id AND s.version = v.version AND s.applied_at IS NULL`,
        );
      });
    },
    /** Open bets whose every leg has a result (a safety sweep: bets opened while their event settled). */
    completeOpenBets(limit: number) {
      return queryRows<{ id: string }>(
        db,
        sql`SELECT b.id FROM sb_bets b WHERE b.state = 'open'
            AND NOT EXISTS (SELECT 1 FROM sb_bet_legs l WHERE l.bet_id = b.id AND l.result IS NULL)
            LIMIT ${limit}`,
      );
    },
    /** Cash-out: the bet closes at `payout` if it is still open at the version the offer was made on. */
    async cashOut(id: string, version: number, payout: bigint, now: Date) {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const rows = await t
          .update(sbBets)
          .set({ state: 'cashed_out', result: 'cashout', payout, settleVersion: version + 1, settledAt: now })
          .where(and(eq(sbBets.id, id), eq(sbBets.state, 'open'), eq(sbBets.settleVersion, version)))
          .returning({ id: sbBets.id });
        if (rows.length === 0) return false;
        await t.insert(sbSettlements).values({
          betId: id,
          version: version + 1,
          payout,
          delta: payout,
          reason: 'cashout',
          createdAt: now,
        });
        await t
          .update(houseRounds)
          .set({
            state: 'settled',
            win: payout,
            settledAt: now,
            outcome: { result: 'cashout', version: version + 1 },
          })
          .where(eq(houseRounds.id, id));
        return true;
      });
    },
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

export type SportsbookRepository = ReturnType<typeof createSportsbookRepository>;
