// Tables of the agents domain (migrations 0025 and 0028, ADR 017). drizzle.config reads every db/schema-*.ts.
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
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, merchants } from './schema';

/** Every strict ancestor of every account (depth 1 = the upline); kept by a trigger on accounts. */
export const agentClosure = pgTable(
  'agent_closure',
  {
    ancestorId: bigint('ancestor_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    descendantId: bigint('descendant_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    merchantId: integer('merchant_id').notNull(),
    depth: smallint('depth').notNull(),
    /** The descendant's creation time (team size and new members from the index). */
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'agent_closure_pkey', columns: [t.ancestorId, t.descendantId] }),
    index('agent_closure_descendant').on(t.descendantId, t.depth),
    index('agent_closure_joined').on(t.ancestorId, t.joinedAt),
    check('agent_closure_depth', sql`${t.depth} >= 1`),
  ],
);

/**
 * Team figures per agent in 5-minute buckets of posting time; kept from the ledger's stakes, payouts and
 * refunds by the triggers of migration 0028 (turnover = stakes − refunds).
 */
export const agentTeamStats = pgTable(
  'agent_team_stats',
  {
    agentId: bigint('agent_id', { mode: 'bigint' }).notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    turnover: bigint('turnover', { mode: 'bigint' }).notNull().default(sql`0`),
    wins: bigint('wins', { mode: 'bigint' }).notNull().default(sql`0`),
    rounds: integer('rounds').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'agent_team_stats_pkey', columns: [t.agentId, t.bucket] })],
);

/** The newest stake (to 5 minutes) of each player, per agent above it; kept by the same triggers. */
export const agentMemberActivity = pgTable(
  'agent_member_activity',
  {
    agentId: bigint('agent_id', { mode: 'bigint' }).notNull(),
    accountId: bigint('account_id', { mode: 'bigint' }).notNull(),
    lastRoundAt: timestamp('last_round_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'agent_member_activity_pkey', columns: [t.agentId, t.accountId] }),
    index('agent_member_activity_recent').on(t.agentId, t.lastRoundAt),
  ],
);

/** One row per member (with an agent) and round: stake, payouts and refunds from the ledger (0028). */
export const agentBets = pgTable(
  'agent_bets',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'bigint' }).notNull(),
    /** `v<vendor>:<round>` (seamless wallet), `lottery:<bet>`, else the transfer id. */
    roundKey: text('round_key').notNull(),
    vendorId: integer('vendor_id'),
    gameCode: text('game_code'),
    gameType: text('game_type').notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull().default(sql`0`),
    win: bigint('win', { mode: 'bigint' }).notNull().default(sql`0`),
    refund: bigint('refund', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('agent_bets_round').on(t.accountId, t.roundKey),
    index('agent_bets_created').on(t.createdAt, t.accountId),
    index('agent_bets_account').on(t.accountId, t.createdAt),
  ],
);

/** Per member, game type and vendor (0: none) in 5-minute buckets of posting time; same triggers. */
export const agentMemberStats = pgTable(
  'agent_member_stats',
  {
    accountId: bigint('account_id', { mode: 'bigint' }).notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    gameType: text('game_type').notNull(),
    vendorId: integer('vendor_id').notNull(),
    turnover: bigint('turnover', { mode: 'bigint' }).notNull().default(sql`0`),
    wins: bigint('wins', { mode: 'bigint' }).notNull().default(sql`0`),
    rounds: integer('rounds').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'agent_member_stats_pkey',
      columns: [t.accountId, t.bucket, t.gameType, t.vendorId],
    }),
  ],
);

export type ContractTier = { min: string; rateBp: number };

export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind').notNull(),
    agentId: bigint('agent_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    /** The upline that granted it; null when the house (back office) did. */
    grantorId: bigint('grantor_id', { mode: 'bigint' }).references(() => accounts.id),
    basis: text('basis').notNull(),
    period: text('period').notNull(),
    tiers: jsonb('tiers').$type<ContractTier[]>().notNull(),
    maxRateBp: integer('max_rate_bp').notNull(),
    status: text('status').notNull().default('offered'),
    terminationRequested: boolean('termination_requested').notNull().default(false),
    /** The team's cumulative volume when the contract started: settlement counts from here. */
    baseline: bigint('baseline', { mode: 'bigint' }).notNull().default(sql`0`),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    check('agent_contracts_kind', sql`${t.kind} IN ('dividend', 'daily', 'hourly', 'realtime')`),
    check('agent_contracts_basis', sql`${t.basis} IN ('turnover', 'netloss')`),
    check(
      'agent_contracts_period',
      sql`${t.period} IN ('realtime', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly')`,
    ),
    check(
      'agent_contracts_status',
      sql`${t.status} IN ('offered', 'active', 'rejected', 'terminated', 'withdrawn')`,
    ),
    check('agent_contracts_rate', sql`${t.maxRateBp} BETWEEN 0 AND 10000`),
    uniqueIndex('agent_contracts_one_active').on(t.agentId, t.kind).where(sql`${t.status} = 'active'`),
    uniqueIndex('agent_contracts_one_offer').on(t.agentId, t.kind).where(sql`${t.status} = 'offered'`),
    index('agent_contracts_grantor').on(t.grantorId, t.kind, t.status),
    index('agent_contracts_merchant').on(t.merchantId, t.kind, t.status),
  ],
);

export type PayoutDeduction = { agentId: string; volume: string; rateBp: number; amount: string };

export const agentPayouts = pgTable(
  'agent_payouts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    agentId: bigint('agent_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    contractId: bigint('contract_id', { mode: 'bigint' })
      .notNull()
      .references(() => agentContracts.id),
    kind: text('kind').notNull(),
    periodId: text('period_id').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    volume: bigint('volume', { mode: 'bigint' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    gross: bigint('gross', { mode: 'bigint' }).notNull(),
    deductions: jsonb('deductions').$type<PayoutDeduction[]>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    baseline: bigint('baseline', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    transferId: text('transfer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('agent_payouts_status', sql`${t.status} IN ('paid', 'nil', 'carried')`),
    check('agent_payouts_amount', sql`${t.amount} >= 0`),
    uniqueIndex('agent_payouts_period').on(t.agentId, t.kind, t.periodId),
    index('agent_payouts_merchant').on(t.merchantId, t.kind, t.periodEnd),
  ],
);

export const agentFeatures = pgTable('agent_features', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  dividend: boolean('dividend').notNull().default(true),
  daily: boolean('daily').notNull().default(true),
  hourly: boolean('hourly').notNull().default(true),
  realtime: boolean('realtime').notNull().default(true),
});
