import { page, type TPageQuery } from '@crupier/contract/paging';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { accounts } from '@/db/schema';
import { feedback, feedbackImages } from '@/db/schema-member-centre';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Messages } from '@/modules/messages/service';
import { AppError } from '@/platform/app-error';
import { feedbackPage, view } from './feedback-views';

/** The operator's side: feedback listed, its images, and the answer. */
export function opsFeedback(deps: { db: Db; messages: Messages }) {
  const { db } = deps;
  return {
    async forOps(merchantId: number, query: TPageQuery & { answered?: 'true' | 'false' | undefined }) {
      const where = and(
        eq(feedback.merchantId, merchantId),
        query.answered === 'true' ? isNotNull(feedback.answeredAt) : undefined,
        query.answered === 'false' ? isNull(feedback.answeredAt) : undefined,
      );
      const found = await feedbackPage(
        db,
        db
          .select({ row: feedback, username: accounts.username })
          .from(feedback)
          .innerJoin(accounts, eq(accounts.id, feedback.accountId))
          .$dynamic(),
        where,
        query,
      );
      return page(
        found.rows.map((r) => ({ ...view(r.row, found.images(r.row.id)), username: r.username })),
        query,
        found.total,
      );
    },

    async image(merchantId: number, id: string, position: number) {
      const rows = await db
        .select({ type: feedbackImages.type, data: feedbackImages.data })
        .from(feedbackImages)
        .innerJoin(feedback, eq(feedback.id, feedbackImages.feedbackId))
        .where(
          and(
            eq(feedback.merchantId, merchantId),
            eq(feedbackImages.feedbackId, BigInt(id)),
            eq(feedbackImages.position, position),
          ),
        )
        .limit(1);
      const found = rows[0];
      if (!found) throw new AppError('not_found', 404);
      return { type: found.type, bytes: Buffer.from(found.data, 'base64') };
    },

    /** Answers once (a guarded write); the answer goes to the member as an internal message. */
    async answer(staff: AccountRow, id: string, answer: string) {
      const [row] = await db
        .update(feedback)
        .set({ answer, answeredBy: staff.id, answeredAt: new Date() })
        .where(
          and(
            eq(feedback.id, BigInt(id)),
            eq(feedback.merchantId, staff.merchantId),
            isNull(feedback.answeredAt),
          ),
        )
        .returning();
      if (!row) {
        const [exists] = await db
          .select({ id: feedback.id })
          .from(feedback)
          .where(and(eq(feedback.id, BigInt(id)), eq(feedback.merchantId, staff.merchantId)));
        if (!exists) throw new AppError('not_found', 404);
        throw new AppError('already_answered', 409);
      }
      await deps.messages.send({
        merchantId: row.merchantId,
        accountId: row.accountId,
        kind: 'feedback',
        title: row.content.length > 60 ? `${row.content.slice(0, 57)}…` : row.content,
        body: answer,
        sentBy: staff.id,
      });
      return view(row, 0);
    },
  };
}
