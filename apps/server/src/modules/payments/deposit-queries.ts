import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { depositLimits, deposits, paymentMethods } from '@/db/schema';
import type { PaymentListFilter } from './payment-list-filter';

/** Payment methods, deposits and the player's deposit limits. */
export function depositQueries(db: Db) {
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
    async listDeposits(f: PaymentListFilter) {
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
  };
}
