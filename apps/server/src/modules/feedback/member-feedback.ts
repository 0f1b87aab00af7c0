import type { TFeedbackRequest } from '@crupier/contract/member-centre';
import { page, type TPageQuery } from '@crupier/contract/paging';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { feedback, feedbackImages } from '@/db/schema-member-centre';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Messages } from '@/modules/messages/service';
import { feedbackPage, view } from './feedback-views';
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
      const found = await feedbackPage(
        db,
        db.select({ row: feedback }).from(feedback).$dynamic(),
        eq(feedback.accountId, account.id),
        query,
      );
      return page(
        found.rows.map((r) => view(r.row, found.images(r.row.id))),
        query,
        found.total,
      );
    },
  };
}
