import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { accounts } from '@/db/schema';
import { chatConversations, chatStaffPresence } from '@/db/schema-chat';
import type { Publish } from '@/platform/pub-sub';
import { memberAccounts, ONLINE_SECONDS, queueStates, staffAccounts } from './chat-sql';
import type { QueueFilter } from './repository';

/** Conversations as the queue shows them: the member's username, the staff member's name, the last message. */
function queueRows(db: Db) {
  const lastText = sql<string>`coalesce((SELECT m.body
    FROM chat_messages m WHERE m.conversation_id = ${chatConversations.id} ORDER BY m.id DESC LIMIT 1), '')`;
  return db
    .select({
      conversation: chatConversations,
      username: memberAccounts.username,
      staffName: staffAccounts.nickname,
      lastText,
    })
    .from(chatConversations)
    .leftJoin(memberAccounts, eq(memberAccounts.id, chatConversations.accountId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, chatConversations.staffId));
}

/** The staff side: the queue, who is online, and notices to every instance. */
export function chatQueueQueries(db: Db, publish: Publish) {
  return {
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
      const [rows, totals] = await Promise.all([
        queueRows(db)
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
      const [row] = await queueRows(db)
        .where(and(eq(chatConversations.id, id), eq(chatConversations.merchantId, merchantId)))
        .limit(1);
      return row ?? null;
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
      return publish('chat_event', `${target}|${JSON.stringify(event)}`);
    },
  };
}
