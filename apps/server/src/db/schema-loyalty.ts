// Tables of the loyalty module (migration 0030, docs/loyalty.md). drizzle.config reads every db/schema-*.ts.
// The index accounts_referred_by (invitees of a referrer) is created by the migration only.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, merchants } from './schema';

/** Texts per language ({es, en, …}). */
export type LocalText = Record<string, string>;

export const loyaltySettings = pgTable(
  'loyalty_settings',
  {
    merchantId: integer('merchant_id')
      .primaryKey()
      .references(() => merchants.id),
    /** Valid turnover (minor units) per point. */
    turnoverPerPoint: bigint('turnover_per_point', { mode: 'bigint' }).notNull().default(sql`1000`),
    /** convertPoints points convert to convertAmount minor units. */
    convertPoints: integer('convert_points').notNull().default(100),
    convertAmount: bigint('convert_amount', { mode: 'bigint' }).notNull().default(sql`100`),
    minConvertPoints: integer('min_convert_points').notNull().default(100),
    referralReward: bigint('referral_reward', { mode: 'bigint' }).notNull().default(sql`0`),
    referralMinDeposit: bigint('referral_min_deposit', { mode: 'bigint' }).notNull().default(sql`0`),
    referralMinTurnover: bigint('referral_min_turnover', { mode: 'bigint' }).notNull().default(sql`0`),
    referralWindowDays: integer('referral_window_days').notNull().default(30),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'loyalty_settings_positive',
      sql`${t.turnoverPerPoint} > 0 AND ${t.convertPoints} > 0 AND ${t.convertAmount} > 0 AND ${t.minConvertPoints} > 0 AND ${t.referralReward} >= 0 AND ${t.referralMinDeposit} >= 0 AND ${t.referralMinTurnover} >= 0 AND ${t.referralWindowDays} > 0`,
    ),
  ],
);

export const pointRewards = pgTable(
  'point_rewards',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: text('kind').notNull(),
    name: jsonb('name').$type<LocalText>().notNull(),
    description: jsonb('description').$type<LocalText>().notNull().default(sql`'{}'::jsonb`),
    points: integer('points').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
    stock: integer('stock'),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('point_rewards_merchant').on(t.merchantId, t.sort),
    check('point_rewards_kind', sql`${t.kind} IN ('cash', 'bonus', 'item')`),
    check('point_rewards_points', sql`${t.points} > 0`),
    check('point_rewards_amount', sql`${t.amount} >= 0 AND (${t.kind} = 'item' OR ${t.amount} > 0)`),
    check('point_rewards_stock', sql`${t.stock} IS NULL OR ${t.stock} >= 0`),
  ],
);

export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => pointRewards.id),
    requestKey: text('request_key').notNull(),
    kind: text('kind').notNull(),
    points: integer('points').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
    state: text('state').notNull(),
    delivery: jsonb('delivery').$type<Record<string, string>>(),
    decidedBy: bigint('decided_by', { mode: 'bigint' }),
    decisionReason: text('decision_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('point_redemptions_request').on(t.accountId, t.requestKey),
    index('point_redemptions_account').on(t.accountId, t.id),
    index('point_redemptions_queue').on(t.merchantId, t.state, t.id),
    check('point_redemptions_state', sql`${t.state} IN ('in_process', 'rejected', 'approved')`),
    check('point_redemptions_points', sql`${t.points} > 0`),
  ],
);

export const pointConversions = pgTable(
  'point_conversions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    requestKey: text('request_key').notNull(),
    points: integer('points').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('point_conversions_request').on(t.accountId, t.requestKey),
    check('point_conversions_positive', sql`${t.points} > 0 AND ${t.amount} > 0`),
  ],
);

/** What the accrual job has counted per member: net valid turnover and the points given for it. */
export const pointAccruals = pgTable('point_accruals', {
  accountId: bigint('account_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => accounts.id),
  merchantId: integer('merchant_id').notNull(),
  turnover: bigint('turnover', { mode: 'bigint' }).notNull().default(sql`0`),
  pointsEarned: bigint('points_earned', { mode: 'bigint' }).notNull().default(sql`0`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where a loyalty job's scan of ledger entries got to. */
export const loyaltyWatermarks = pgTable(
  'loyalty_watermarks',
  {
    merchantId: integer('merchant_id').notNull(),
    job: text('job').notNull(),
    entryId: bigint('entry_id', { mode: 'bigint' }).notNull().default(sql`0`),
    at: timestamp('at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'loyalty_watermarks_pkey', columns: [t.merchantId, t.job] })],
);

export const vipLevels = pgTable(
  'vip_levels',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    level: smallint('level').notNull(),
    name: jsonb('name').$type<LocalText>().notNull(),
    minTurnover: bigint('min_turnover', { mode: 'bigint' }).notNull(),
    minDeposits: bigint('min_deposits', { mode: 'bigint' }).notNull(),
    keepTurnover: bigint('keep_turnover', { mode: 'bigint' }).notNull().default(sql`0`),
    rebateRateBp: integer('rebate_rate_bp').notNull().default(0),
    dailyWithdrawalLimit: bigint('daily_withdrawal_limit', { mode: 'bigint' }).notNull().default(sql`0`),
    dailyWithdrawalCount: integer('daily_withdrawal_count').notNull().default(0),
    birthdayBonus: bigint('birthday_bonus', { mode: 'bigint' }).notNull().default(sql`0`),
    levelUpBonus: bigint('level_up_bonus', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ name: 'vip_levels_pkey', columns: [t.merchantId, t.level] }),
    check('vip_levels_level', sql`${t.level} BETWEEN 1 AND 99`),
    check(
      'vip_levels_amounts',
      sql`${t.minTurnover} >= 0 AND ${t.minDeposits} >= 0 AND ${t.keepTurnover} >= 0 AND ${t.rebateRateBp} BETWEEN 0 AND 10000 AND ${t.dailyWithdrawalLimit} >= 0 AND ${t.dailyWithdrawalCount} >= 0 AND ${t.birthdayBonus} >= 0 AND ${t.levelUpBonus} >= 0`,
    ),
  ],
);

export const vipMembers = pgTable(
  'vip_members',
  {
    accountId: bigint('account_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => accounts.id),
    merchantId: integer('merchant_id').notNull(),
    level: smallint('level').notNull().default(0),
    /** The highest level ever reached: level-up bonuses are paid once per level. */
    topLevel: smallint('top_level').notNull().default(0),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
    /** The business month (YYYY-MM) whose keep rule has been applied. */
    reviewedMonth: text('reviewed_month'),
    /** After a keep-rule drop, climbing again counts turnover and deposits from here (wall clock). */
    countsFrom: timestamp('counts_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vip_members_merchant').on(t.merchantId, t.level),
    check('vip_members_level', sql`${t.level} >= 0 AND ${t.topLevel} >= ${t.level}`),
  ],
);

export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    period: text('period').notNull(),
    kind: text('kind').notNull(),
    target: bigint('target', { mode: 'bigint' }).notNull(),
    rewardPoints: integer('reward_points').notNull(),
    name: jsonb('name').$type<LocalText>().notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('missions_merchant').on(t.merchantId, t.sort),
    check('missions_period', sql`${t.period} IN ('daily', 'weekly')`),
    check('missions_kind', sql`${t.kind} IN ('rounds', 'slot_wager', 'win_streak')`),
    check('missions_positive', sql`${t.target} > 0 AND ${t.rewardPoints} > 0`),
  ],
);

export const missionClaims = pgTable(
  'mission_claims',
  {
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    points: integer('points').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'mission_claims_pkey', columns: [t.missionId, t.accountId, t.periodStart] }),
    index('mission_claims_board').on(t.merchantId, t.periodStart),
  ],
);

/** One row per invitee once the referral job has decided: rewarded, or refused with the abuse reason. */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    inviteeId: bigint('invitee_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => accounts.id),
    referrerId: bigint('referrer_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    merchantId: integer('merchant_id').notNull(),
    state: text('state').notNull(),
    reason: text('reason'),
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('referral_rewards_referrer').on(t.referrerId),
    check('referral_rewards_state', sql`${t.state} IN ('rewarded', 'refused')`),
  ],
);
