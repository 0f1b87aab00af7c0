import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { domainRoutes, merchants } from '@/db/schema';

export type MerchantRow = typeof merchants.$inferSelect;
export type NewMerchant = typeof merchants.$inferInsert;

export function createMerchantRepository(db: Db) {
  return {
    async findByCode(code: string): Promise<MerchantRow | undefined> {
      const rows = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
      return rows[0];
    },
    async findByDomain(domain: string): Promise<MerchantRow | undefined> {
      const rows = await db
        .select({ merchant: merchants })
        .from(domainRoutes)
        .innerJoin(merchants, eq(merchants.id, domainRoutes.merchantId))
        .where(eq(domainRoutes.domain, domain))
        .limit(1);
      return rows[0]?.merchant;
    },
    async findById(id: number): Promise<MerchantRow | undefined> {
      const rows = await db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
      return rows[0];
    },
    async all(): Promise<MerchantRow[]> {
      return db.select().from(merchants).orderBy(merchants.id);
    },
    async findDefault(): Promise<MerchantRow | undefined> {
      const rows = await db.select().from(merchants).where(eq(merchants.isDefault, true)).limit(1);
      return rows[0];
    },
    async count(): Promise<number> {
      const rows = await db.select({ id: merchants.id }).from(merchants).limit(1);
      return rows.length;
    },
    async insert(merchant: NewMerchant): Promise<MerchantRow> {
      const rows = await db.insert(merchants).values(merchant).onConflictDoNothing().returning();
      const row = rows[0] ?? (await this.findByCode(merchant.code));
      if (!row) throw new Error(`merchant ${merchant.code} could not be created`);
      return row;
    },
    async update(id: number, patch: Partial<NewMerchant>): Promise<void> {
      await db.update(merchants).set(patch).where(eq(merchants.id, id));
    },
  };
}

export type MerchantRepository = ReturnType<typeof createMerchantRepository>;
