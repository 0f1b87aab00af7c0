import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { chatConversations, chatMessages } from '@/db/schema-chat';
import { messageColumns, staffAccounts } from './chat-sql';

/** Chat messages and their images. */
export function chatMessageQueries(db: Db) {
  return {
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
  };
}
