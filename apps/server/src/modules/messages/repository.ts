import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { accounts } from '@/db/schema';
import { memberMessageStates, memberMessages } from '@/db/schema-member-centre';
import { databasePublish, type Publish } from '@/platform/pub-sub';

export type MessageRow = typeof memberMessages.$inferSelect;

/** The messages a member sees: its own and the merchant's broadcasts since it joined, minus deleted ones. */
function visible(merchantId: number, accountId: bigint, joinedAt: Date) {
  return and(
    or(
      eq(memberMessages.accountId, accountId),
      and(
        isNull(memberMessages.accountId),
        eq(memberMessages.merchantId, merchantId),
        sql`${memberMessages.createdAt} >= ${joinedAt.toISOString()}::timestamptz`,
      ),
    ),
    isNull(memberMessageStates.deletedAt),
  );
}

export function createMessagesRepository(db: Db, publish: Publish = databasePublish(db)) {
  const joinStates = (accountId: bigint) =>
    and(eq(memberMessageStates.messageId, memberMessages.id), eq(memberMessageStates.accountId, accountId));

  return {
    async insert(row: typeof memberMessages.$inferInsert) {
      const [inserted] = await db.insert(memberMessages).values(row).returning();
      return inserted!;
    },

    async page(
      merchantId: number,
      accountId: bigint,
      joinedAt: Date,
      f: { unread?: boolean; limit: number; offset: number },
    ) {
      const where = and(
        visible(merchantId, accountId, joinedAt),
        f.unread ? isNull(memberMessageStates.readAt) : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select({ message: memberMessages, readAt: memberMessageStates.readAt })
          .from(memberMessages)
          .leftJoin(memberMessageStates, joinStates(accountId))
          .where(where)
          .orderBy(desc(memberMessages.id))
          .limit(f.limit)
          .offset(f.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(memberMessages)
          .leftJoin(memberMessageStates, joinStates(accountId))
          .where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },

    async unread(merchantId: number, accountId: bigint, joinedAt: Date) {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(memberMessages)
        .leftJoin(memberMessageStates, joinStates(accountId))
        .where(and(visible(merchantId, accountId, joinedAt), isNull(memberMessageStates.readAt)));
      return rows[0]?.n ?? 0;
    },

    /** One message if this member may see it (its own, or a broadcast of its merchant). */
    async visibleOne(merchantId: number, accountId: bigint, joinedAt: Date, id: bigint) {
      const rows = await db
        .select({ message: memberMessages })
        .from(memberMessages)
        .leftJoin(memberMessageStates, joinStates(accountId))
        .where(and(eq(memberMessages.id, id), visible(merchantId, accountId, joinedAt)))
        .limit(1);
      return rows[0]?.message;
    },

    async mark(accountId: bigint, messageId: bigint, what: 'read' | 'deleted') {
      const now = new Date();
      const set = what === 'read' ? { readAt: now } : { deletedAt: now, readAt: now };
      await db
        .insert(memberMessageStates)
        .values({ messageId, accountId, ...set })
        .onConflictDoUpdate({
          target: [memberMessageStates.accountId, memberMessageStates.messageId],
          set:
            what === 'read'
              ? { readAt: sql`coalesce(${memberMessageStates.readAt}, now())` }
              : {
                  deletedAt: sql`coalesce(${memberMessageStates.deletedAt}, now())`,
                  readAt: sql`coalesce(${memberMessageStates.readAt}, now())`,
                },
        });
    },

    async sent(merchantId: number, f: { limit: number; offset: number }) {
      const where = eq(memberMessages.merchantId, merchantId);
      const [rows, totals] = await Promise.all([
        db
          .select({ message: memberMessages, username: accounts.username })
          .from(memberMessages)
          .leftJoin(accounts, eq(accounts.id, memberMessages.accountId))
          .where(where)
          .orderBy(desc(memberMessages.id))
          .limit(f.limit)
          .offset(f.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(memberMessages).where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },

    /** Tells every instance's WebSocket channel (modules/realtime/realtime.ts) that a member has news. */
    notify(target: string, event: Record<string, unknown>) {
      return publish('member_event', `${target}|${JSON.stringify(event)}`);
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
