// Tables of the house sportsbook (migration 0026_sportsbook.sql). drizzle.config reads every db/schema-*.ts beside schema.ts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** A simulated event: its model parameters, the play drawn from the CSPRNG at creation, and its result. */
export const sbEvents = pgTable(
  'sb_events',
  {
    id: text('id').primaryKey(),
    sport: text('sport').notNull(),
    league: text('league').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('prematch'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    timeline: jsonb('timeline').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<{ home: number; away: number; maps?: string[] }>(),
    resultVersion: integer('result_version').notNull().default(0),
    settledVersion: integer('settled_version').notNull().default(0),
    suspended: boolean('suspended').notNull().default(false),
    suspendedMarkets: text('suspended_markets').array().notNull().default(sql`'{}'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sb_events_status', sql`${t.status} IN ('prematch', 'live', 'ended', 'void')`),
    index('sb_events_due').on(t.startsAt).where(sql`${t.status} IN ('prematch', 'live')`),
    index('sb_events_list').on(t.sport, t.status, t.startsAt),
    index('sb_events_unsettled').on(t.id).where(sql`${t.settledVersion} < ${t.resultVersion}`),
  ],
);

export const sbBets = pgTable(
  'sb_bets',
  {
    id: text('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'bigint' }).notNull(),
    sessionId: text('session_id').notNull(),
    gameId: bigint('game_id', { mode: 'bigint' }).notNull(),
    kind: text('kind').notNull(),
    systemK: integer('system_k'),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    unitStake: bigint('unit_stake', { mode: 'bigint' }).notNull(),
    lines: integer('lines').notNull().default(1),
    /** Combined odds in hundredths (a system bet: of its best line). */
    odds: integer('odds').notNull(),
    potentialWin: bigint('potential_win', { mode: 'bigint' }).notNull(),
    state: text('state').notNull().default('open'),
    result: text('result'),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    settleVersion: integer('settle_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('sb_bets_kind', sql`${t.kind} IN ('single', 'combo', 'system')`),
    check('sb_bets_state', sql`${t.state} IN ('pending', 'open', 'settled', 'cashed_out', 'refused')`),
    check('sb_bets_money', sql`${t.stake} > 0 AND ${t.payout} >= 0`),
    index('sb_bets_account').on(t.accountId, t.createdAt),
    // The scheduler's sweep reads the open bets (a few thousand), never the whole history.
    index('sb_bets_open').on(t.id).where(sql`${t.state} = 'open'`),
  ],
);

export const sbBetLegs = pgTable(
  'sb_bet_legs',
  {
    betId: text('bet_id').notNull(),
    idx: integer('idx').notNull(),
    eventId: text('event_id').notNull(),
    outcomeId: text('outcome_id').notNull(),
    market: text('market').notNull(),
    line: text('line'),
    outcome: text('outcome').notNull(),
    odds: integer('odds').notNull(),
    requestedOdds: integer('requested_odds').notNull(),
    result: text('result'),
  },
  (t) => [
    primaryKey({ name: 'sb_bet_legs_pk', columns: [t.betId, t.idx] }),
    index('sb_bet_legs_event').on(t.eventId, t.outcomeId),
  ],
);

/** Every settlement of a bet, by version: `delta` is what that version moves (payout − the previous payout). */
export const sbSettlements = pgTable(
  'sb_settlements',
  {
    betId: text('bet_id').notNull(),
    version: integer('version').notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    delta: bigint('delta', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'sb_settlements_pk', columns: [t.betId, t.version] }),
    index('sb_settlements_pending').on(t.createdAt).where(sql`${t.appliedAt} IS NULL`),
  ],
);

/** A merchant's book: limits (minor units) and margins per sport (0.05 = 5 %). */
export const sbSettings = pgTable('sb_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  minStake: bigint('min_stake', { mode: 'bigint' }).notNull().default(sql`100`),
  maxStake: bigint('max_stake', { mode: 'bigint' }).notNull().default(sql`10000000`),
  maxPayout: bigint('max_payout', { mode: 'bigint' }).notNull().default(sql`100000000`),
  margins: jsonb('margins').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
});
