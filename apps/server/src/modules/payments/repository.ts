import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { depositLimits, deposits, paymentMethods, payoutAccounts, withdrawals } from '@/db/schema';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type DepositLimitRow = typeof depositLimits.$inferSelect;

type ListFilter = {
  merchantId: number;
  accountId?: bigint;
  status?: string | undefined;
  /** Created at or after `from`, before `to` (the back office's queue filters). */
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
  offset: number;
};

export function createPaymentsRepository(db: Db) {
  return {
    methods(merchantId: number) {
      return db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.merchantId, merchantId), eq(paymentMethods.active, true)))
        .orderBy(asc(paymentMethods.sort), asc(paymentMethods.id));
    },
    async method(merchantId: number, id: number) {
      const rows = await db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.merchantId, merchantId), eq(paymentMethods.id, id)));
      return rows[0];
    },

    async insertDeposit(row: typeof deposits.$inferInsert) {
      const rows = await db.insert(deposits).values(row).returning();
      return rows[0]!;
    },
    async deposit(merchantId: number, id: string) {
      const rows = await db
        .select()
        .from(deposits)
        .where(and(eq(deposits.merchantId, merchantId), eq(deposits.id, id)));
      return rows[0];
    },
    /** Moves a deposit out of `pending`; false when someone else decided it first. */
    async decideDeposit(id: string, patch: Partial<typeof deposits.$inferInsert>) {
      const rows = await db
        .update(deposits)
        .set({ ...patch, decidedAt: sql`now()` })
        .where(and(eq(deposits.id, id), eq(deposits.status, 'pending')))
        .returning({ id: deposits.id });
      return rows.length === 1;
    },
    async setReceipt(id: string, receiptType: string, receipt: string) {
      await db
        .update(deposits)
        .set({ receiptType, receipt })
        .where(and(eq(deposits.id, id), eq(deposits.status, 'pending')));
    },
    async listDeposits(f: ListFilter) {
      const where = and(
        eq(deposits.merchantId, f.merchantId),
        f.accountId !== undefined ? eq(deposits.accountId, f.accountId) : undefined,
        f.status ? eq(deposits.status, f.status) : undefined,
        f.from ? gte(deposits.createdAt, f.from) : undefined,
        f.to ? lt(deposits.createdAt, f.to) : undefined,
      );
      const [rows, total] = await Promise.all([
        db
          .select({ deposit: deposits, method: paymentMethods })
          .from(deposits)
          .innerJoin(paymentMethods, eq(paymentMethods.id, deposits.methodId))
          .where(where)
          .orderBy(desc(deposits.createdAt))
          .limit(f.limit)
          .offset(f.offset),
        db.select({ n: count() }).from(deposits).where(where),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },
    /** Deposits (pending or approved) of an account since a moment, for the limits. */
    async depositedSince(accountId: bigint, since: Date) {
      const rows = await db
        .select({ total: sql<string>`coalesce(sum(${deposits.amount}), 0)` })
        .from(deposits)
        .where(
          and(
            eq(deposits.accountId, accountId),
            inArray(deposits.status, ['pending', 'approved']),
            gte(deposits.createdAt, since),
          ),
        );
      return BigInt(rows[0]?.total ?? 0);
    },

    limits(accountId: bigint) {
      return db.select().from(depositLimits).where(eq(depositLimits.accountId, accountId));
    },
    async upsertLimit(row: typeof depositLimits.$inferInsert) {
      await db
        .insert(depositLimits)
        .values(row)
        .onConflictDoUpdate({
          target: [depositLimits.accountId, depositLimits.period],
          set: {
            amount: row.amount,
            pendingAmount: row.pendingAmount,
            pendingRemoves: row.pendingRemoves,
            pendingFrom: row.pendingFrom,
          },
        });
    },

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
    async listWithdrawals(f: ListFilter) {
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

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
