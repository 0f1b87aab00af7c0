import { and, asc, count, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import {
  favoriteGames,
  games,
  launchTokens,
  merchantGames,
  merchantVendors,
  recentGames,
  vendors,
} from '@/db/schema';
import { searchText } from './search-text';

export type GameRow = typeof games.$inferSelect;
export type CatalogGame = { game: GameRow; vendorCode: string; vendorName: string; isGame: string };

export type GameFilter = {
  merchantId: number;
  gameType?: string | undefined;
  vendorCode?: string | undefined;
  classify?: string | undefined;
  name?: string | undefined;
  minBet?: bigint | undefined;
  minLineNum?: number | undefined;
  hotOnly?: boolean;
  newest?: boolean;
  ids?: bigint[];
  limit: number;
  offset: number;
};

const selection = {
  game: games,
  vendorCode: vendors.code,
  vendorName: sql<string>`coalesce(${vendors.displayName}, ${vendors.name})`,
  isGame: merchantVendors.isGame,
};

/** A merchant's own hot flag and order of a game (merchant_games), else the catalogue's. */
const merchantHot = sql<boolean>`coalesce(${merchantGames.isHot}, ${games.isHot})`;
const merchantSort = sql<number>`coalesce(${merchantGames.sort}, ${games.sort})`;
/** The merchant's vendor states in which its games are listed (a vendor in maintenance shows, but does not launch). */
const LISTED_VENDOR_STATES = ['active', 'maintenance'];

export function createCatalogRepository(db: Db) {
  function where(f: GameFilter): SQL | undefined {
    return and(
      eq(games.status, 'active'),
      f.gameType ? eq(games.gameType, f.gameType) : undefined,
      f.vendorCode ? eq(vendors.code, f.vendorCode) : undefined,
      f.classify ? eq(games.gameClassify, f.classify) : undefined,
      f.name
        ? sql`${games.searchText} LIKE ${`%${searchText(f.name).replace(/[%_\\]/g, (c) => `\\${c}`)}%`}`
        : undefined,
      f.minBet !== undefined ? gte(games.minBet, f.minBet) : undefined,
      f.minLineNum !== undefined ? gte(games.lineNum, f.minLineNum) : undefined,
      f.hotOnly ? sql`${merchantHot}` : undefined,
      sql`coalesce(${merchantGames.enabled}, true)`,
      f.ids ? inArray(games.id, f.ids) : undefined,
    );
  }

  /**
   * A game is offered when its vendor is listed for the merchant in the game's category (active or in
   * maintenance) and the merchant has not switched the game off (merchant_games).
   */
  const offeredBy = (merchantId: number) =>
    and(
      eq(merchantVendors.vendorId, games.vendorId),
      eq(merchantVendors.merchantId, merchantId),
      eq(merchantVendors.gameType, games.gameType),
      inArray(merchantVendors.status, LISTED_VENDOR_STATES),
    );
  const ownSettings = (merchantId: number) =>
    and(eq(merchantGames.merchantId, merchantId), eq(merchantGames.gameId, games.id));

  /** The merchant's hot flag and order replace the catalogue's in the rows the lobby gets. */
  const withOwnSettings = (rows: (CatalogGame & { hot: boolean; order: number })[]): CatalogGame[] =>
    rows.map(({ hot, order, ...row }) => ({ ...row, game: { ...row.game, isHot: hot, sort: order } }));

  function base(f: GameFilter) {
    return db
      .select({ ...selection, hot: merchantHot, order: merchantSort })
      .from(games)
      .innerJoin(vendors, eq(vendors.id, games.vendorId))
      .innerJoin(merchantVendors, offeredBy(f.merchantId))
      .leftJoin(merchantGames, ownSettings(f.merchantId))
      .where(where(f));
  }

  return {
    async games(f: GameFilter): Promise<{ rows: CatalogGame[]; total: number }> {
      const order = f.newest ? [desc(games.createdAt), desc(games.id)] : [asc(merchantSort), asc(games.id)];
      const [rows, totals] = await Promise.all([
        base(f)
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
      const rows = await base({ merchantId, ids: [id], limit: 1, offset: 0 }).limit(1);
      return withOwnSettings(rows)[0];
    },

    /** Recent games of an account, newest launch first. */
    async recent(
      accountId: bigint,
      merchantId: number,
      gameType: string | undefined,
      limit: number,
      offset: number,
    ) {
      const [rows, totals] = await Promise.all([
        db
          .select(selection)
          .from(recentGames)
          .innerJoin(games, eq(games.id, recentGames.gameId))
          .innerJoin(vendors, eq(vendors.id, games.vendorId))
          .innerJoin(
            merchantVendors,
            and(
              eq(merchantVendors.vendorId, games.vendorId),
              eq(merchantVendors.merchantId, merchantId),
              eq(merchantVendors.gameType, games.gameType),
            ),
          )
          .where(
            and(eq(recentGames.accountId, accountId), gameType ? eq(games.gameType, gameType) : undefined),
          )
          .orderBy(desc(recentGames.launchedAt))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(recentGames)
          .innerJoin(games, eq(games.id, recentGames.gameId))
          .where(
            and(eq(recentGames.accountId, accountId), gameType ? eq(games.gameType, gameType) : undefined),
          ),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },
    async recentIds(accountId: bigint) {
      const rows = await db
        .select({ id: recentGames.gameId })
        .from(recentGames)
        .where(eq(recentGames.accountId, accountId));
      return rows.map((r) => r.id);
    },
    async touchRecent(accountId: bigint, gameId: bigint) {
      await db
        .insert(recentGames)
        .values({ accountId, gameId })
        .onConflictDoUpdate({
          target: [recentGames.accountId, recentGames.gameId],
          set: { launchedAt: sql`now()` },
        });
    },

    async insertLaunchToken(row: typeof launchTokens.$inferInsert) {
      await db.insert(launchTokens).values(row);
    },

    async favoriteIds(accountId: bigint) {
      const rows = await db
        .select({ id: favoriteGames.gameId })
        .from(favoriteGames)
        .where(eq(favoriteGames.accountId, accountId))
        .orderBy(desc(favoriteGames.createdAt));
      return rows.map((r) => r.id);
    },
    async addFavorite(accountId: bigint, gameId: bigint) {
      await db.insert(favoriteGames).values({ accountId, gameId }).onConflictDoNothing();
    },
    async removeFavorite(accountId: bigint, gameId: bigint) {
      await db
        .delete(favoriteGames)
        .where(and(eq(favoriteGames.accountId, accountId), eq(favoriteGames.gameId, gameId)));
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
        .innerJoin(
          merchantVendors,
          and(
            eq(merchantVendors.vendorId, games.vendorId),
            eq(merchantVendors.merchantId, merchantId),
            eq(merchantVendors.gameType, games.gameType),
          ),
        )
        .where(and(eq(games.gameType, gameType), eq(games.status, 'active')));
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
