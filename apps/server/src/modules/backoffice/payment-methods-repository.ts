import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { paymentMethods } from '@/db/schema';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type PaymentMethodChange = Pick<
  PaymentMethodRow,
  'name' | 'minAmount' | 'maxAmount' | 'details' | 'active' | 'sort'
>;

export function createPaymentMethodsRepository(db: Db) {
  const ofMerchant = (merchantId: number, id: number) =>
    and(eq(paymentMethods.merchantId, merchantId), eq(paymentMethods.id, id));
  return {
    list: (merchantId: number) =>
      db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.merchantId, merchantId))
        .orderBy(asc(paymentMethods.sort), asc(paymentMethods.id)),
    async find(merchantId: number, id: number): Promise<PaymentMethodRow | undefined> {
      const [row] = await db.select().from(paymentMethods).where(ofMerchant(merchantId, id));
      return row;
    },
    async insert(row: typeof paymentMethods.$inferInsert): Promise<PaymentMethodRow | undefined> {
      const [created] = await db.insert(paymentMethods).values(row).onConflictDoNothing().returning();
      return created;
    },
    async update(merchantId: number, id: number, change: PaymentMethodChange) {
      const [row] = await db.update(paymentMethods).set(change).where(ofMerchant(merchantId, id)).returning();
      return row;
    },
    async setSecret(merchantId: number, id: number, secret: string) {
      await db.update(paymentMethods).set({ secret }).where(ofMerchant(merchantId, id));
    },
  };
}
