import { and, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { accounts } from '@/db/schema';
import { chatConversations, chatMessages, chatStaffPresence } from '@/db/schema-chat';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type MessageWithStaff = { message: ChatMessageRow; staffName: string | null };
export type QueueFilter = 'active' | 'ticket' | 'closed' | 'all';

/** Staff count as online while seen on the chat (socket heartbeat, queue reads) in this window. */
const ONLINE_SECONDS = 90;

const staffAccounts = alias(accounts, 'chat_staff');
const memberAccounts = alias(accounts, 'chat_member');

const queueStates = (filter: QueueFilter) =>
  filter === 'active' ? ['waiting', 'open'] : filter === 'all' ? null : [filter];

/** The support chat's SQL, nothing else: every rule lives in service.ts. */
export function createChatRepository(db: Db) {
  const messageColumns = {
    message: {
      id: chatMessages.id,
      conversationId: chatMessages.conversationId,
      author: chatMessages.author,
      staffId: chatMessages.staffId,
      body: chatMessages.body,
      imageType: chatMessages.imageType,
      imageData: sql<string | null>`NULL`.as('image_data_omitted'),
      createdAt: chatMessages.createdAt,
    },
    staffName: staffAccounts.nickname,
  };

  return {
    async activeOfMember(accountId: bigint) {
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.accountId, accountId), ne(chatConversations.state, 'closed')))
        .limit(1);
      return row ?? null;
    },

    async latestOfMember(accountId: bigint) {
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.accountId, accountId))
        .orderBy(desc(chatConversations.id))
        .limit(1);
      return row ?? null;
    },

    async ofGuest(tokenHash: string) {
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.guestTokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    async byId(merchantId: number, id: bigint) {
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.id, id), eq(chatConversations.merchantId, merchantId)))
        .limit(1);
      return row ?? null;
    },

    /** A member's new conversation; a concurrent one (the unique index) yields the existing one. */
    async createForMember(merchantId: number, accountId: bigint, state: string) {
      const [row] = await db
        .insert(chatConversations)
        .values({ merchantId, accountId, state })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async createForGuest(merchantId: number, name: string, tokenHash: string, state: string) {
      const [row] = await db
        .insert(chatConversations)
        .values({ merchantId, guestName: name, guestTokenHash: tokenHash, state })
        .returning();
      return row!;
    },

    /** Adds a message and updates the conversation (state, unread of the other side) in one transaction. */
    async addMessage(
      conversationId: bigint,
      message: {
        author: 'member' | 'guest' | 'staff';
        staffId: bigint | null;
        body: string;
        image: { type: string; data: string } | null;
      },
      update: { state: string; staffId?: bigint },
    ) {
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(chatMessages)
          .values({
            conversationId,
            author: message.author,
            staffId: message.staffId,
            body: message.body,
            imageType: message.image?.type ?? null,
            imageData: message.image?.data ?? null,
          })
          .returning();
        const fromStaff = message.author === 'staff';
        const [conversation] = await tx
          .update(chatConversations)
          .set({
            state: update.state,
            ...(update.staffId === undefined ? {} : { staffId: update.staffId }),
            lastMessageAt: sql`now()`,
            closedAt: null,
            ...(fromStaff
              ? { memberUnread: sql`${chatConversations.memberUnread} + 1` }
              : { staffUnread: sql`${chatConversations.staffUnread} + 1` }),
          })
          .where(eq(chatConversations.id, conversationId))
          .returning();
        return { message: inserted!, conversation: conversation! };
      });
    },

    async setState(conversationId: bigint, state: string) {
      const [row] = await db
        .update(chatConversations)
        .set({ state, closedAt: state === 'closed' ? sql`now()` : null })
        .where(eq(chatConversations.id, conversationId))
        .returning();
      return row!;
    },

    async markRead(conversationId: bigint, side: 'member' | 'staff') {
      const [row] = await db
        .update(chatConversations)
        .set(side === 'member' ? { memberUnread: 0 } : { staffUnread: 0 })
        .where(eq(chatConversations.id, conversationId))
        .returning();
      return row!;
    },

    /** Messages of these conversations, newest first, before a message id (images left out). */
    async messages(conversationIds: bigint[], before: bigint | null, limit: number) {
      if (conversationIds.length === 0) return [];
      return db
        .select(messageColumns)
        .from(chatMessages)
        .leftJoin(staffAccounts, eq(staffAccounts.id, chatMessages.staffId))
        .where(
          and(
            inArray(chatMessages.conversationId, conversationIds),
            before === null ? undefined : lt(chatMessages.id, before),
          ),
        )
        .orderBy(desc(chatMessages.id))
        .limit(limit);
    },

    async conversationIdsOfMember(accountId: bigint) {
      const rows = await db
        .select({ id: chatConversations.id })
        .from(chatConversations)
        .where(eq(chatConversations.accountId, accountId));
      return rows.map((r) => r.id);
    },

    async image(messageId: bigint) {
      const [row] = await db
        .select({
          conversationId: chatMessages.conversationId,
          type: chatMessages.imageType,
          data: chatMessages.imageData,
        })
        .from(chatMessages)
        .where(eq(chatMessages.id, messageId))
        .limit(1);
      return row ?? null;
    },

    async staffName(staffId: bigint) {
      const [row] = await db
        .select({ name: accounts.nickname })
        .from(accounts)
        .where(eq(accounts.id, staffId))
        .limit(1);
      return row?.name ?? null;
    },

    /** The back-office queue: newest activity first, with the member's username and the last message. */
    async queue(merchantId: number, filter: QueueFilter, limit: number, offset: number) {
      const states = queueStates(filter);
      const where = and(
        eq(chatConversations.merchantId, merchantId),
        states ? inArray(chatConversations.state, states) : undefined,
        // A guest who gave a name but never wrote is not in the queue.
        sql`EXISTS (SELECT 1 FROM chat_messages m WHERE m.conversation_id = ${chatConversations.id})`,
      );
      const lastText = sql<string>`coalesce((SELECT m.body
        FROM chat_messages m WHERE m.conversation_id = ${chatConversations.id} ORDER BY m.id DESC LIMIT 1), '')`;
      const [rows, totals] = await Promise.all([
        db
          .select({
            conversation: chatConversations,
            username: memberAccounts.username,
            staffName: staffAccounts.nickname,
            lastText,
          })
          .from(chatConversations)
          .leftJoin(memberAccounts, eq(memberAccounts.id, chatConversations.accountId))
          .leftJoin(staffAccounts, eq(staffAccounts.id, chatConversations.staffId))
          .where(where)
          .orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(chatConversations).where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },

    /** One conversation as the queue shows it. */
    async queueRow(merchantId: number, id: bigint) {
      const lastText = sql<string>`coalesce((SELECT m.body
        FROM chat_messages m WHERE m.conversation_id = ${chatConversations.id} ORDER BY m.id DESC LIMIT 1), '')`;
      const [row] = await db
        .select({
          conversation: chatConversations,
          username: memberAccounts.username,
          staffName: staffAccounts.nickname,
          lastText,
        })
        .from(chatConversations)
        .leftJoin(memberAccounts, eq(memberAccounts.id, chatConversations.accountId))
        .leftJoin(staffAccounts, eq(staffAccounts.id, chatConversations.staffId))
        .where(and(eq(chatConversations.id, id), eq(chatConversations.merchantId, merchantId)))
        .limit(1);
      return row ?? null;
    },

    async allMessages(conversationId: bigint, limit: number) {
      const rows = await db
        .select(messageColumns)
        .from(chatMessages)
        .leftJoin(staffAccounts, eq(staffAccounts.id, chatMessages.staffId))
        .where(eq(chatMessages.conversationId, conversationId))
        .orderBy(desc(chatMessages.id))
        .limit(limit);
      return rows.reverse();
    },

    async touchPresence(accountId: bigint, merchantId: number) {
      await db
        .insert(chatStaffPresence)
        .values({ accountId, merchantId })
        .onConflictDoUpdate({ target: chatStaffPresence.accountId, set: { seenAt: sql`now()`, merchantId } });
    },

    async leavePresence(accountId: bigint) {
      await db.delete(chatStaffPresence).where(eq(chatStaffPresence.accountId, accountId));
    },

    async staffOnline(merchantId: number) {
      const [row] = await db
        .select({ id: chatStaffPresence.accountId })
        .from(chatStaffPresence)
        .where(
          and(
            eq(chatStaffPresence.merchantId, merchantId),
            gt(chatStaffPresence.seenAt, sql`now() - ${`${ONLINE_SECONDS} seconds`}::interval`),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Live events: `<target>|<json>` on the `chat_event` channel, every instance forwards its share. */
    notify(target: string, event: Record<string, unknown>) {
      return db.execute(sql`SELECT pg_notify('chat_event', ${`${target}|${JSON.stringify(event)}`})`);
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
