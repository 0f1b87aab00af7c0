import type { TPageQuery } from '@crupier/contract/paging';
import { desc, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { feedback, feedbackImages } from '@/db/schema-member-centre';

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

/**
 * One page of feedback, newest first, of the caller's `select` (its columns, the feedback as `row`,
 * and joins), the total that `where` matches, and each listed feedback's image count.
 */
export async function feedbackPage<Q extends PgSelect>(
  db: Db,
  select: Q,
  where: SQL | undefined,
  query: TPageQuery,
) {
  const rows = await select
    .where(where)
    .orderBy(desc(feedback.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(feedback).where(where);
  const counts = await imageCounts(
    db,
    rows.map((r) => r.row.id),
  );
  return { rows, total: total?.n ?? 0, images: (id: bigint) => counts.get(String(id)) ?? 0 };
}
