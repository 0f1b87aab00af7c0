// Tables of the lottery domain (migration 0024_lottery.sql). drizzle.config reads every db/schema-*.ts beside schema.ts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    gameCode: text('game_code').notNull(),
    drawNo: text('draw_no').notNull(),
    state: text('state').notNull().default('open'),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    /** Secret until the draw is settled; never answered before. */
    seed: text('seed').notNull(),
    drawHash: text('draw_hash').notNull(),
    numbers: jsonb('numbers').$type<{ tier: string; values: string[] }[]>(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    bets: integer('bets').notNull().default(0),
    stakes: bigint('stakes', { mode: 'bigint' }).notNull().default(sql`0`),
    wins: bigint('wins', { mode: 'bigint' }).notNull().default(sql`0`),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('lottery_draws_period').on(t.merchantId, t.gameCode, t.drawNo),
    check('lottery_draws_state', sql`${t.state} IN ('open', 'closed', 'settled', 'cancelled')`),
    check('lottery_draws_numbers', sql`(${t.state} = 'settled') = (${t.numbers} IS NOT NULL)`),
    index('lottery_draws_due').on(t.closesAt).where(sql`${t.state} IN ('open', 'closed')`),
    index('lottery_draws_game').on(t.merchantId, t.gameCode, t.drawAt),
  ],
);

export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    drawId: bigint('draw_id', { mode: 'bigint' })
      .notNull()
      .references(() => lotteryDraws.id),
    accountId: bigint('account_id', { mode: 'bigint' }).notNull(),
    requestKey: text('request_key').notNull(),
    gameCode: text('game_code').notNull(),
    betType: text('bet_type').notNull(),
    numbers: text('numbers').array().notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    odds: integer('odds').array().notNull(),
    potentialWin: bigint('potential_win', { mode: 'bigint' }).notNull(),
    state: text('state').notNull().default('open'),
    win: bigint('win', { mode: 'bigint' }).notNull().default(sql`0`),
    walletId: bigint('wallet_id', { mode: 'bigint' }).notNull(),
    houseAccountId: bigint('house_account_id', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('lottery_bets_request').on(t.accountId, t.requestKey),
    check('lottery_bets_stake', sql`${t.stake} > 0`),
    check('lottery_bets_state', sql`${t.state} IN ('open', 'won', 'lost', 'refunded')`),
    index('lottery_bets_draw').on(t.drawId, t.state),
    index('lottery_bets_account').on(t.accountId, t.id),
  ],
);

export const lotteryOdds = pgTable(
  'lottery_odds',
  {
    merchantId: integer('merchant_id').notNull(),
    gameCode: text('game_code').notNull(),
    betType: text('bet_type').notNull(),
    odds: integer('odds').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'lottery_odds_pkey', columns: [t.merchantId, t.gameCode, t.betType] })],
);
