import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vendors, vendorTransactions } from '../../db/schema';

export type VendorRow = typeof vendors.$inferSelect;
export type VendorTransactionRow = typeof vendorTransactions.$inferSelect;

export function createVendorRepository(db: Db) {
  return {
    async findVendor(code: string) {
      const rows = await db.select().from(vendors).where(eq(vendors.code, code)).limit(1);
      return rows[0];
    },
    /**
     * Claims a transaction id for this call: the new row, or the existing one locked until the
     * transaction ends, so that two calls with one id never both move money.
     */
    async claim(
      row: typeof vendorTransactions.$inferInsert,
    ): Promise<{ row: VendorTransactionRow; isNew: boolean }> {
      const inserted = await db.insert(vendorTransactions).values(row).onConflictDoNothing().returning();
      if (inserted[0]) return { row: inserted[0], isNew: true };
      const existing = await db
        .select()
        .from(vendorTransactions)
        .where(
          and(
            eq(vendorTransactions.vendorId, row.vendorId),
            eq(vendorTransactions.transactionId, row.transactionId),
          ),
        )
        .for('update')
        .limit(1);
      return { row: existing[0]!, isNew: false };
    },
    async finish(id: bigint, status: string, response: Record<string, unknown>) {
      await db
        .update(vendorTransactions)
        .set({ status, response, updatedAt: sql`now()` })
        .where(eq(vendorTransactions.id, id));
    },
  };
}

export type VendorRepository = ReturnType<typeof createVendorRepository>;
