import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { games, merchantGames, merchantVendors, vendors } from '@/db/schema';
import {
  base,
  LISTED_VENDOR_STATES,
  merchantSort,
  offeredBy,
  ownSettings,
  vendorOfGame,
  where,
  withOwnSettings,
} from './catalog-sql';
import type { CatalogGame, GameFilter } from './repository';

/** The games a merchant offers, their art, vendors and classifications. */
export function catalogGameQueries(db: Db) {
  return {
    async games(f: GameFilter): Promise<{ rows: CatalogGame[]; total: number }> {
      const order = f.newest ? [desc(games.createdAt), desc(games.id)] : [asc(merchantSort), asc(games.id)];
      const [rows, totals] = await Promise.all([
        base(db, f)
          .orderBy(...order)
          .limit(f.limit)
          .offset(f.offset),
        db
          .select({ n: count() })
          .from(games)
          .innerJoin(vendors, eq(vendors.id, games.vendorId))
          .innerJoin(merchantVendors, offeredBy(f.merchantId))
          .leftJoin(merchantGames, ownSettings(f.merchantId))
          .where(where(f)),
      ]);
      return { rows: withOwnSettings(rows), total: totals[0]?.n ?? 0 };
    },

    /** A game and its studio whatever the merchant: for public artwork. */
    async artOf(id: bigint) {
      const rows = await db
        .select({
          names: games.names,
          code: vendors.code,
          studio: sql<string>`coalesce(${vendors.displayName}, ${vendors.name})`,
        })
        .from(games)
        .innerJoin(vendors, eq(vendors.id, games.vendorId))
        .where(eq(games.id, id));
      return rows[0];
    },
    async vendorArt(code: string) {
      const rows = await db
        .select({ code: vendors.code, name: sql<string>`coalesce(${vendors.displayName}, ${vendors.name})` })
        .from(vendors)
        .where(eq(vendors.code, code));
      return rows[0];
    },
    async game(merchantId: number, id: bigint) {
      const rows = await base(db, { merchantId, ids: [id], limit: 1, offset: 0 }).limit(1);
      return withOwnSettings(rows)[0];
    },

    /** The merchant's vendors by category, in menu order; in maintenance for the merchant or for all. */
    vendorCards(merchantId: number) {
      return db
        .select({
          id: vendors.id,
          code: vendors.code,
          name: sql<string>`coalesce(${vendors.displayName}, ${vendors.name})`,
          status: sql<string>`CASE WHEN ${merchantVendors.status} = 'maintenance' THEN 'maintenance' ELSE ${vendors.status} END`,
          launchUrl: vendors.launchUrl,
          gameType: merchantVendors.gameType,
          isGame: merchantVendors.isGame,
          sort: merchantVendors.sort,
        })
        .from(merchantVendors)
        .innerJoin(vendors, eq(vendors.id, merchantVendors.vendorId))
        .where(
          and(
            eq(merchantVendors.merchantId, merchantId),
            inArray(merchantVendors.status, LISTED_VENDOR_STATES),
          ),
        )
        .orderBy(asc(merchantVendors.sort), asc(vendors.code));
    },
    /** Slot sub-categories present per vendor of a category. */
    classifies(merchantId: number, gameType: string) {
      return db
        .selectDistinct({ classify: games.gameClassify, code: vendors.code })
        .from(games)
        .innerJoin(vendors, eq(vendors.id, games.vendorId))
        .innerJoin(merchantVendors, vendorOfGame(merchantId))
        .where(and(eq(games.gameType, gameType), eq(games.status, 'active')));
    },
  };
}
