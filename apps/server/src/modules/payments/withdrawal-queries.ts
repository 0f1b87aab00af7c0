import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { payoutAccounts, withdrawals } from '@/db/schema';
import type { PaymentListFilter } from './payment-list-filter';

/** The player's payout accounts and withdrawals. */
export function withdrawalQueries(db: Db) {
  return {
    payoutAccounts(accountId: bigint) {
      return db
        .select()
        .from(payoutAccounts)
        .where(and(eq(payoutAccounts.accountId, accountId), isNull(payoutAccounts.removedAt)))
        .orderBy(asc(payoutAccounts.id));
    },
    async payoutAccount(accountId: bigint, id: number) {
      const rows = await db
        .select()
        .from(payoutAccounts)
        .where(
          and(
            eq(payoutAccounts.accountId, accountId),
            eq(payoutAccounts.id, id),
            isNull(payoutAccounts.removedAt),
          ),
        );
      return rows[0];
    },
    async insertPayoutAccount(row: typeof payoutAccounts.$inferInsert) {
      const rows = await db.insert(payoutAccounts).values(row).returning();
      return rows[0]!;
    },
    async removePayoutAccount(accountId: bigint, id: number) {
      const rows = await db
        .update(payoutAccounts)
        .set({ removedAt: sql`now()` })
        .where(
          and(
            eq(payoutAccounts.accountId, accountId),
            eq(payoutAccounts.id, id),
            isNull(payoutAccounts.removedAt),
          ),
        )
        .returning({ id: payoutAccounts.id });
      return rows.length === 1;
    },

    async insertWithdrawal(row: typeof withdrawals.$inferInsert) {
      const rows = await db.insert(withdrawals).values(row).onConflictDoNothing().returning();
      return rows[0];
    },
    async withdrawal(merchantId: number, id: string) {
      const rows = await db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.id, id)));
      return rows[0];
    },
    async decideWithdrawal(id: string, patch: Partial<typeof withdrawals.$inferInsert>) {
      const rows = await db
        .update(withdrawals)
        .set({ ...patch, decidedAt: sql`now()` })
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
        .returning({ id: withdrawals.id });
      return rows.length === 1;
    },
    /** Records the player's receipt answer on approved withdrawals not yet confirmed. */
    async confirmWithdrawals(accountId: bigint, ids: string[] | 'all', receiptStatus: string) {
      return db
        .update(withdrawals)
        .set({ receiptStatus, confirmedAt: sql`now()` })
        .where(
          and(
            eq(withdrawals.accountId, accountId),
            eq(withdrawals.status, 'approved'),
            isNull(withdrawals.receiptStatus),
            ids === 'all' ? undefined : inArray(withdrawals.id, ids),
          ),
        )
        .returning({ id: withdrawals.id });
    },
    /** Approved withdrawals left unconfirmed past the merchant's window count as received. */
    async autoConfirm(merchantId: number, approvedBefore: Date) {
      return db
        .update(withdrawals)
        .set({ receiptStatus: 'auto_received', confirmedAt: sql`now()` })
        .where(
          and(
            eq(withdrawals.merchantId, merchantId),
            eq(withdrawals.status, 'approved'),
            isNull(withdrawals.receiptStatus),
            lt(withdrawals.decidedAt, approvedBefore),
          ),
        )
        .returning({ id: withdrawals.id });
    },
    async listWithdrawals(f: PaymentListFilter) {
      const where = and(
        eq(withdrawals.merchantId, f.merchantId),
        f.accountId !== undefined ? eq(withdrawals.accountId, f.accountId) : undefined,
        f.status ? eq(withdrawals.status, f.status) : undefined,
        f.from ? gte(withdrawals.createdAt, f.from) : undefined,
        f.to ? lt(withdrawals.createdAt, f.to) : undefined,
      );
      const [rows, total] = await Promise.all([
        db
          .select({ withdrawal: withdrawals, payout: payoutAccounts })
          .from(withdrawals)
          .innerJoin(payoutAccounts, eq(payoutAccounts.id, withdrawals.payoutAccountId))
          .where(where)
          .orderBy(desc(withdrawals.createdAt))
          .limit(f.limit)
          .offset(f.offset),
        db.select({ n: count() }).from(withdrawals).where(where),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },
  };
}
