import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { announcements } from '@/db/schema';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type AnnouncementValues = Omit<typeof announcements.$inferInsert, 'id' | 'merchantId' | 'updatedAt'>;

export type AnnouncementFilter = {
  merchantId: number;
  type?: string | undefined;
  published?: boolean | undefined;
  /** Entries without a title in this language. */
  missing?: string | undefined;
  limit: number;
  offset: number;
};

/** The merchant's announcements as the back office edits them: every row of one merchant only. */
export function createContentRepository(db: Db) {
  const mine = (merchantId: number, id: number) =>
    and(eq(announcements.merchantId, merchantId), eq(announcements.id, id));

  return {
    async list(f: AnnouncementFilter) {
      const where = and(
        eq(announcements.merchantId, f.merchantId),
        f.type ? eq(announcements.type, f.type) : undefined,
        f.published !== undefined ? eq(announcements.published, f.published) : undefined,
        f.missing ? sql`NOT (${announcements.titles} ? ${f.missing})` : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(announcements)
          .where(where)
          .orderBy(asc(announcements.type), asc(announcements.sort), asc(announcements.id))
          .limit(f.limit)
          .offset(f.offset),
        db.select({ n: count() }).from(announcements).where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },

    async find(merchantId: number, id: number) {
      const rows = await db.select().from(announcements).where(mine(merchantId, id)).limit(1);
      return rows[0];
    },

    async insert(merchantId: number, values: AnnouncementValues) {
      const rows = await db
        .insert(announcements)
        .values({ ...values, merchantId })
        .returning();
      return rows[0]!;
    },

    /** The row after the change, or undefined when the merchant has no such row. */
    async update(merchantId: number, id: number, values: Partial<AnnouncementValues>) {
      const rows = await db
        .update(announcements)
        .set({ ...values, updatedAt: sql`now()` })
        .where(mine(merchantId, id))
        .returning();
      return rows[0];
    },

    async remove(merchantId: number, id: number) {
      const rows = await db.delete(announcements).where(mine(merchantId, id)).returning();
      return rows[0];
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
