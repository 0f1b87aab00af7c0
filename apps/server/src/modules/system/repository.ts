import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { cryptoKeys, customerService, domainRoutes, helpArticles, resources } from '@/db/schema';

export function createSystemRepository(db: Db) {
  return {
    customerService(merchantId: number) {
      return db
        .select()
        .from(customerService)
        .where(eq(customerService.merchantId, merchantId))
        .orderBy(asc(customerService.sort), asc(customerService.id));
    },
    domainRoutes(merchantId: number) {
      return db
        .select({ domain: domainRoutes.domain, type: domainRoutes.type })
        .from(domainRoutes)
        .where(eq(domainRoutes.merchantId, merchantId))
        .orderBy(asc(domainRoutes.id));
    },
    resources(merchantId: number) {
      return db
        .select({
          resourceType: resources.resourceType,
          url: resources.url,
          labelNameEn: resources.labelNameEn,
        })
        .from(resources)
        .where(eq(resources.merchantId, merchantId))
        .orderBy(asc(resources.sort), asc(resources.id));
    },
    helpArticles(merchantId: number, lang: string, device: string) {
      return db
        .select()
        .from(helpArticles)
        .where(
          and(
            eq(helpArticles.merchantId, merchantId),
            eq(helpArticles.lang, lang),
            eq(helpArticles.device, device),
          ),
        )
        .orderBy(asc(helpArticles.sort), asc(helpArticles.id));
    },
    async activeCryptoKey() {
      const rows = await db
        .select()
        .from(cryptoKeys)
        .where(eq(cryptoKeys.active, true))
        .orderBy(desc(cryptoKeys.createdAt))
        .limit(1);
      return rows[0];
    },
    async insertCryptoKey(key: { id: string; publicKey: string; privateKey: string }) {
      await db.insert(cryptoKeys).values(key).onConflictDoNothing();
    },
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
