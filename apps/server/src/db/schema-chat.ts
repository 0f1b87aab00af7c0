// Tables of the support chat (migration 0031_chat.sql, docs/support-chat.md). drizzle.config reads every db/schema-*.ts.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, merchants } from './schema';

/** A conversation of a member account or of a guest (name and the SHA-256 of its browser token). */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    accountId: bigint('account_id', { mode: 'bigint' }).references(() => accounts.id),
    guestName: text('guest_name'),
    guestTokenHash: text('guest_token_hash'),
    state: text('state').notNull().default('waiting'),
    staffId: bigint('staff_id', { mode: 'bigint' }).references(() => accounts.id),
    memberUnread: integer('member_unread').notNull().default(0),
    staffUnread: integer('staff_unread').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('chat_conversations_state', sql`${t.state} IN ('waiting', 'open', 'ticket', 'closed')`),
    index('chat_conversations_queue').on(t.merchantId, t.state, t.lastMessageAt),
  ],
);

/** A message: text, a re-encoded PNG or JPEG (base64), or both. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'bigint' })
      .notNull()
      .references(() => chatConversations.id),
    author: text('author').notNull(),
    staffId: bigint('staff_id', { mode: 'bigint' }).references(() => accounts.id),
    body: text('body').notNull().default(''),
    imageType: text('image_type'),
    imageData: text('image_data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_conversation').on(t.conversationId, t.id)],
);

/** Support staff seen on the chat recently (online while seen in the last 90 seconds). */
export const chatStaffPresence = pgTable('chat_staff_presence', {
  accountId: bigint('account_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => accounts.id),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});
