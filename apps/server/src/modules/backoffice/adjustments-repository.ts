import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { accounts, operatorAdjustments } from '@/db/schema';

export type AdjustmentRow = typeof operatorAdjustments.$inferSelect;
export type NewAdjustment = typeof operatorAdjustments.$inferInsert;
export type AdjustmentStatus = 'pending' | 'posted' | 'rejected';

export function createAdjustmentsRepository(db: Db) {
  return {
    /** Inserts the adjustment unless this staff member already sent this request key (then undefined). */
    async insert(row: NewAdjustment) {
      const rows = await db.insert(operatorAdjustments).values(row).onConflictDoNothing().returning();
      return rows[0];
    },
    async byRequestKey(merchantId: number, requestedBy: bigint, requestKey: string) {
      const rows = await db
        .select()
        .from(operatorAdjustments)
        .where(
          and(
            eq(operatorAdjustments.merchantId, merchantId),
            eq(operatorAdjustments.requestedBy, requestedBy),
            eq(operatorAdjustments.requestKey, requestKey),
          ),
        )
        .limit(1);
      return rows[0];
    },
    async find(merchantId: number, id: string) {
      const rows = await db
        .select()
        .from(operatorAdjustments)
        .where(and(eq(operatorAdjustments.merchantId, merchantId), eq(operatorAdjustments.id, id)))
        .limit(1);
      return rows[0];
    },
    /** Moves a pending adjustment to its decision; undefined when it was no longer pending. */
    async decide(
      id: string,
      decision: { status: 'posted' | 'rejected'; decidedBy: bigint; decisionReason: string | null },
    ) {
      const rows = await db
        .update(operatorAdjustments)
        .set({ ...decision, decidedAt: new Date() })
        .where(and(eq(operatorAdjustments.id, id), eq(operatorAdjustments.status, 'pending')))
        .returning();
      return rows[0];
    },
    async list(query: {
      merchantId: number;
      status?: AdjustmentStatus | undefined;
      limit: number;
      offset: number;
    }) {
      const where = and(
        eq(operatorAdjustments.merchantId, query.merchantId),
        query.status ? eq(operatorAdjustments.status, query.status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ adjustment: operatorAdjustments, username: accounts.username })
          .from(operatorAdjustments)
          .innerJoin(accounts, eq(accounts.id, operatorAdjustments.accountId))
          .where(where)
          .orderBy(desc(operatorAdjustments.createdAt), desc(operatorAdjustments.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: count() }).from(operatorAdjustments).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type AdjustmentsRepository = ReturnType<typeof createAdjustmentsRepository>;
