import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { chatConversations } from '@/db/schema-chat';

/** Chat conversations: found, opened, read and moved between states. */
export function chatConversationQueries(db: Db) {
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

    async conversationIdsOfMember(accountId: bigint) {
      const rows = await db
        .select({ id: chatConversations.id })
        .from(chatConversations)
        .where(eq(chatConversations.accountId, accountId));
      return rows.map((r) => r.id);
    },
  };
}
