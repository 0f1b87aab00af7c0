// Tables of the member-centre domain. drizzle.config reads every db/schema-*.ts beside schema.ts.
// They match migrations/0023_member_centre.sql (hand-written).
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
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts, merchants } from './schema';

/** An internal message's text per language (es, en, pt, ty). */
export type MessageTexts = Partial<Record<string, { title: string; body: string }>>;

/** Loss and wager limits per period; a looser one waits 24 hours in pending_* (as deposit limits). */
export const rgLimits = pgTable(
  'rg_limits',
  {
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    amount: bigint('amount', { mode: 'bigint' }),
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingRemoves: boolean('pending_removes').notNull().default(false),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'rg_limits_pkey', columns: [t.accountId, t.kind, t.period] }),
    check('rg_limits_kind', sql`${t.kind} IN ('loss', 'wager')`),
    check('rg_limits_period', sql`${t.period} IN ('day', 'week', 'month')`),
  ],
);

/** Reality check, cool-off and self-exclusion of one member; the ends only ever move later. */
export const rgSettings = pgTable('rg_settings', {
  accountId: bigint('account_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => accounts.id),
  realityCheckMinutes: integer('reality_check_minutes').notNull().default(0),
  coolOffUntil: timestamp('cool_off_until', { withTimezone: true }),
  selfExcludedUntil: timestamp('self_excluded_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Profile details set once (real name, birthday) and when an e-mail or mobile was verified. */
export const memberProfiles = pgTable('member_profiles', {
  accountId: bigint('account_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => accounts.id),
  realName: text('real_name'),
  birthday: date('birthday', { mode: 'string' }),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Internal messages: to one member (accountId) or, with accountId null, to every member of the merchant. */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    accountId: bigint('account_id', { mode: 'bigint' }).references(() => accounts.id),
    kind: text('kind').notNull().default('operator'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The same message in other languages (0032): { "<lang>": { title, body } }; null = title/body only. */
    texts: jsonb('texts').$type<MessageTexts>(),
    sentBy: bigint('sent_by', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_messages_account').on(t.accountId, t.id).where(sql`${t.accountId} IS NOT NULL`),
    index('member_messages_broadcast').on(t.merchantId, t.id).where(sql`${t.accountId} IS NULL`),
  ],
);

export const memberMessageStates = pgTable(
  'member_message_states',
  {
    messageId: bigint('message_id', { mode: 'bigint' })
      .notNull()
      .references(() => memberMessages.id),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'member_message_states_pkey', columns: [t.accountId, t.messageId] })],
);

export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => accounts.id),
    content: text('content').notNull(),
    answer: text('answer'),
    answeredBy: bigint('answered_by', { mode: 'bigint' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('feedback_content_length', sql`char_length(${t.content}) BETWEEN 1 AND 140`),
    index('feedback_merchant').on(t.merchantId, t.id),
    index('feedback_account').on(t.accountId, t.id),
  ],
);

/** Re-encoded images (never the upload itself), in the database: outside any web root. */
export const feedbackImages = pgTable(
  'feedback_images',
  {
    feedbackId: bigint('feedback_id', { mode: 'bigint' })
      .notNull()
      .references(() => feedback.id),
    position: smallint('position').notNull(),
    type: text('type').notNull(),
    data: text('data').notNull(),
  },
  (t) => [
    primaryKey({ name: 'feedback_images_pkey', columns: [t.feedbackId, t.position] }),
    check('feedback_images_type', sql`${t.type} IN ('image/png', 'image/jpeg')`),
    check('feedback_images_position', sql`${t.position} BETWEEN 0 AND 2`),
  ],
);
