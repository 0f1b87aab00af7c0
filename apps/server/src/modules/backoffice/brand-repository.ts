import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { customerService, domainRoutes, helpArticles, merchants } from '@/db/schema';

export type MerchantSettings = Partial<
  Pick<
    typeof merchants.$inferInsert,
    | 'whitelabel'
    | 'languages'
    | 'defaultLanguage'
    | 'registerRules'
    | 'ageConsent'
    | 'maintenance'
    | 'blockedIpRanges'
  >
>;
export type ChannelValues = { csType: string; name: string; url: string };
export type DomainValues = { domain: string; type: string };
export type HelpArticleRow = typeof helpArticles.$inferSelect;
export type HelpArticleValues = Omit<typeof helpArticles.$inferInsert, 'id' | 'merchantId'>;

/** The brand settings of one merchant: its row, channels, domains and help articles. SQL only. */
export function createBrandRepository(db: Db) {
  const mineHelp = (merchantId: number, id: number) =>
    and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.id, id));

  return {
    async merchant(merchantId: number) {
      const rows = await db.select().from(merchants).where(eq(merchants.id, merchantId)).limit(1);
      return rows[0];
    },

    async updateMerchant(merchantId: number, values: MerchantSettings) {
      const rows = await db.update(merchants).set(values).where(eq(merchants.id, merchantId)).returning();
      return rows[0];
    },

    channels(merchantId: number) {
      return db
        .select({ csType: customerService.csType, name: customerService.name, url: customerService.url })
        .from(customerService)
        .where(eq(customerService.merchantId, merchantId))
        .orderBy(asc(customerService.sort), asc(customerService.id));
    },

    /** Replaces the merchant's channels with `channels`, in this order, in one transaction. */
    async replaceChannels(merchantId: number, channels: ChannelValues[]) {
      await db.transaction(async (tx) => {
        await tx.delete(customerService).where(eq(customerService.merchantId, merchantId));
        if (channels.length === 0) return;
        await tx.insert(customerService).values(channels.map((c, sort) => ({ ...c, sort, merchantId })));
      });
    },

    domains(merchantId: number) {
      return db
        .select({ domain: domainRoutes.domain, type: domainRoutes.type })
        .from(domainRoutes)
        .where(eq(domainRoutes.merchantId, merchantId))
        .orderBy(asc(domainRoutes.id));
    },

    /** Which of these host names another merchant routes. */
    async domainsOfOthers(merchantId: number, domains: string[]) {
      if (domains.length === 0) return [];
      const rows = await db
        .select({ domain: domainRoutes.domain })
        .from(domainRoutes)
        .where(and(ne(domainRoutes.merchantId, merchantId), inArray(domainRoutes.domain, domains)));
      return rows.map((r) => r.domain);
    },

    /** Replaces the merchant's domain routes, in one transaction. */
    async replaceDomains(merchantId: number, domains: DomainValues[]) {
      await db.transaction(async (tx) => {
        await tx.delete(domainRoutes).where(eq(domainRoutes.merchantId, merchantId));
        if (domains.length === 0) return;
        await tx.insert(domainRoutes).values(domains.map((d) => ({ ...d, merchantId })));
      });
    },

    helpArticles(merchantId: number, filter: { lang?: string | undefined; device?: string | undefined }) {
      return db
        .select()
        .from(helpArticles)
        .where(
          and(
            eq(helpArticles.merchantId, merchantId),
            filter.lang ? eq(helpArticles.lang, filter.lang) : undefined,
            filter.device ? eq(helpArticles.device, filter.device) : undefined,
          ),
        )
        .orderBy(
          asc(helpArticles.lang),
          asc(helpArticles.device),
          asc(helpArticles.sort),
          asc(helpArticles.id),
        );
    },

    async helpArticle(merchantId: number, id: number) {
      const rows = await db.select().from(helpArticles).where(mineHelp(merchantId, id)).limit(1);
      return rows[0];
    },

    /** The article of this merchant with this language, device and slug other than `exceptId`. */
    async helpSlugOwner(merchantId: number, values: HelpArticleValues, exceptId = 0) {
      const rows = await db
        .select({ id: helpArticles.id })
        .from(helpArticles)
        .where(
          and(
            eq(helpArticles.merchantId, merchantId),
            eq(helpArticles.lang, values.lang),
            eq(helpArticles.device, values.device ?? 'WEB'),
            eq(helpArticles.slug, values.slug),
            ne(helpArticles.id, exceptId),
          ),
        )
        .limit(1);
      return rows[0];
    },

    async insertHelp(merchantId: number, values: HelpArticleValues) {
      const rows = await db
        .insert(helpArticles)
        .values({ ...values, merchantId })
        .returning();
      return rows[0]!;
    },

    async updateHelp(merchantId: number, id: number, values: HelpArticleValues) {
      const rows = await db.update(helpArticles).set(values).where(mineHelp(merchantId, id)).returning();
      return rows[0];
    },

    async removeHelp(merchantId: number, id: number) {
      const rows = await db.delete(helpArticles).where(mineHelp(merchantId, id)).returning();
      return rows[0];
    },
  };
}

export type BrandRepository = ReturnType<typeof createBrandRepository>;
