// Tables of the promotions module (migration 0029, docs/promotions.md). drizzle.config reads every db/schema-*.ts.
// The partial indexes (one active bonus per member, open rebate lines, bonus expiry) are in the migration.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, merchants } from './schema';

export const promotions = pgTable(
  'promotions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('active'),
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    bodies: jsonb('bodies').$type<Record<string, string>>().notNull().default({}),
    imageUrl: text('image_url'),
    audience: text('audience').notNull().default('all'),
    vipLevels: jsonb('vip_levels').$type<number[]>().notNull().default([]),
    newMemberDays: integer('new_member_days'),
    agentAccountId: bigint('agent_account_id', { mode: 'bigint' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    repeat: text('repeat').notNull().default('once'),
    minDeposit: bigint('min_deposit', { mode: 'bigint' }),
    firstDepositOnly: boolean('first_deposit_only').notNull().default(false),
    minTurnover: bigint('min_turnover', { mode: 'bigint' }),
    minLoss: bigint('min_loss', { mode: 'bigint' }),
    formula: text('formula').notNull(),
    amount: bigint('amount', { mode: 'bigint' }),
    minAmount: bigint('min_amount', { mode: 'bigint' }),
    /** Percent in hundredths (100 % = 10000). */
    percentBp: integer('percent_bp'),
    maxAmount: bigint('max_amount', { mode: 'bigint' }),
    prizes: jsonb('prizes').$type<{ amount: string; weight: number }[]>().notNull().default([]),
    wageringMultiple: integer('wagering_multiple').notNull().default(0),
    bonusDays: integer('bonus_days').notNull().default(30),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('promotions_merchant').on(t.merchantId, t.status, t.sort),
    check('promotions_status', sql`${t.status} IN ('active', 'closed')`),
  ],
);

export const promotionEntries = pgTable(
  'promotion_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    promotionId: bigint('promotion_id', { mode: 'bigint' })
      .notNull()
      .references(() => promotions.id),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    periodKey: text('period_key').notNull(),
    state: text('state').notNull(),
    remark: text('remark'),
    reason: text('reason'),
    amount: bigint('amount', { mode: 'bigint' }),
    destination: text('destination'),
    bonusId: bigint('bonus_id', { mode: 'bigint' }),
    decidedBy: bigint('decided_by', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promotion_entries_key').on(t.promotionId, t.accountId, t.periodKey),
    index('promotion_entries_account').on(t.accountId, t.promotionId),
    index('promotion_entries_queue').on(t.merchantId, t.state, t.createdAt),
  ],
);

export const bonuses = pgTable(
  'bonuses',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    promotionId: bigint('promotion_id', { mode: 'bigint' }),
    titles: jsonb('titles').$type<Record<string, string>>().notNull().default({}),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    wageringRequired: bigint('wagering_required', { mode: 'bigint' }).notNull(),
    wageringDone: bigint('wagering_done', { mode: 'bigint' }).notNull().default(sql`0`),
    state: text('state').notNull().default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAmount: bigint('settled_amount', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('bonuses_account').on(t.accountId, t.createdAt)],
);

export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    bonusId: bigint('bonus_id', { mode: 'bigint' })
      .notNull()
      .references(() => bonuses.id),
    reference: text('reference').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    wagering: bigint('wagering', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bonus_grants_reference').on(t.reference)],
);

export const bonusStakes = pgTable(
  'bonus_stakes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    bonusId: bigint('bonus_id', { mode: 'bigint' })
      .notNull()
      .references(() => bonuses.id),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'bigint' }).notNull(),
    vendorId: integer('vendor_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    roundId: text('round_id'),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    bonusPart: bigint('bonus_part', { mode: 'bigint' }).notNull(),
    reversed: boolean('reversed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bonus_stakes_key').on(t.vendorId, t.transactionId),
    index('bonus_stakes_round').on(t.vendorId, t.roundId),
  ],
);

export const rebateRates = pgTable(
  'rebate_rates',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    gameType: text('game_type').notNull(),
    vipLevel: integer('vip_level').notNull(),
    rateBp: integer('rate_bp').notNull(),
  },
  (t) => [primaryKey({ name: 'rebate_rates_pk', columns: [t.merchantId, t.gameType, t.vipLevel] })],
);

export const rebateLines = pgTable(
  'rebate_lines',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'bigint' }).notNull(),
    day: date('day').notNull(),
    gameType: text('game_type').notNull(),
    vipLevel: integer('vip_level').notNull(),
    turnover: bigint('turnover', { mode: 'bigint' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    claimId: bigint('claim_id', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rebate_lines_key').on(t.merchantId, t.accountId, t.day, t.gameType)],
);

export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rebate_claims_account').on(t.accountId, t.createdAt)],
);

export const rebateRuns = pgTable(
  'rebate_runs',
  {
    merchantId: integer('merchant_id').notNull(),
    day: date('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'rebate_runs_pk', columns: [t.merchantId, t.day] })],
);
