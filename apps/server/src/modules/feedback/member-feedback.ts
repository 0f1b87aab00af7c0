import type { TFeedbackRequest } from '@crupier/contract/member-centre';
import { page, type TPageQuery } from '@crupier/contract/paging';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { feedback, feedbackImages } from '@/db/schema-member-centre';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Messages } from '@/modules/messages/service';
import { imageCounts, view } from './feedback-views';
import { reencodeFeedbackImages } from './images';

/** The member's side: feedback sent and read back. */
export function memberFeedback(deps: { db: Db; messages: Messages }) {
  const { db } = deps;
  return {
    /** Every image is checked and re-encoded before anything is written: a refusal stores nothing. */
    async submit(account: AccountRow, input: TFeedbackRequest) {
      const images = await reencodeFeedbackImages(input.images);
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(feedback)
          .values({ merchantId: account.merchantId, accountId: account.id, content: input.content })
          .returning();
        if (images.length > 0) {
          await tx.insert(feedbackImages).values(
            images.map((image, position) => ({
              feedbackId: inserted!.id,
              position,
              type: image.type,
              data: image.bytes.toString('base64'),
            })),
          );
        }
        return inserted!;
      });
      return view(row, images.length);
    },

    async mine(account: AccountRow, query: TPageQuery) {
      const where = eq(feedback.accountId, account.id);
      const rows = await db
        .select()
        .from(feedback)
        .where(where)
        .orderBy(desc(feedback.id))
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize);
      const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(feedback).where(where);
      const counts = await imageCounts(
        db,
        rows.map((r) => r.id),
      );
      return page(
        rows.map((r) => view(r, counts.get(String(r.id)) ?? 0)),
        query,
        total?.n ?? 0,
      );
    },
  };
}
