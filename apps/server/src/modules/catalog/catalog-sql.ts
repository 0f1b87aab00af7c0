import { and, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { games, merchantGames, merchantVendors, vendors } from '@/db/schema';
import type { CatalogGame, GameFilter } from './repository';
import { searchText } from './search-text';

export const selection = {
  game: games,
  vendorCode: vendors.code,
  vendorName: sql<string>`coalesce(${vendors.displayName}, ${vendors.name})`,
  isGame: merchantVendors.isGame,
};

/** A merchant's own hot flag and order of a game (merchant_games), else the catalogue's. */
export const merchantHot = sql<boolean>`coalesce(${merchantGames.isHot}, ${games.isHot})`;

export const merchantSort = sql<number>`coalesce(${merchantGames.sort}, ${games.sort})`;

/** The merchant's vendor states in which its games are listed (a vendor in maintenance shows, but does not launch). */
export const LISTED_VENDOR_STATES = ['active', 'maintenance'];

export function where(f: GameFilter): SQL | undefined {
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

/** The merchant's vendor entry of a game's vendor in the game's category, whatever its state. */
export const vendorOfGame = (merchantId: number) =>
  and(
    eq(merchantVendors.vendorId, games.vendorId),
    eq(merchantVendors.merchantId, merchantId),
    eq(merchantVendors.gameType, games.gameType),
  );

/**
 * A game is offered when its vendor is listed for the merchant in the game's category (active or in
 * maintenance) and the merchant has not switched the game off (merchant_games).
 */
export const offeredBy = (merchantId: number) =>
  and(vendorOfGame(merchantId), inArray(merchantVendors.status, LISTED_VENDOR_STATES));

export const ownSettings = (merchantId: number) =>
  and(eq(merchantGames.merchantId, merchantId), eq(merchantGames.gameId, games.id));

/** The merchant's hot flag and order replace the catalogue's in the rows the lobby gets. */
export const withOwnSettings = (rows: (CatalogGame & { hot: boolean; order: number })[]): CatalogGame[] =>
  rows.map(({ hot, order, ...row }) => ({ ...row, game: { ...row.game, isHot: hot, sort: order } }));

export function base(db: Db, f: GameFilter) {
  return db
    .select({ ...selection, hot: merchantHot, order: merchantSort })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .innerJoin(merchantVendors, offeredBy(f.merchantId))
    .leftJoin(merchantGames, ownSettings(f.merchantId))
    .where(where(f));
}
