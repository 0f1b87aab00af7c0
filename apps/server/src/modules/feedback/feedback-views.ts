import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { type feedback, feedbackImages } from '@/db/schema-member-centre';

export const view = (row: typeof feedback.$inferSelect, images: number) => ({
  id: String(row.id),
  content: row.content,
  images,
  answer: row.answer,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  at: row.createdAt.toISOString(),
});

/** How many images each feedback has. */
export const imageCounts = async (db: Db, ids: bigint[]) => {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: feedbackImages.feedbackId, n: sql<number>`count(*)::int` })
    .from(feedbackImages)
    .where(
      sql`${feedbackImages.feedbackId} IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    .groupBy(feedbackImages.feedbackId);
  return new Map(rows.map((r) => [String(r.id), r.n]));
};
