import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { favoriteGames, games, launchTokens, merchantVendors, recentGames, vendors } from '@/db/schema';
import { selection, vendorOfGame } from './catalog-sql';

/** A player's recent and favourite games, and the launch tokens they are opened with. */
export function catalogPlayerGameQueries(db: Db) {
  return {
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
          .innerJoin(merchantVendors, vendorOfGame(merchantId))
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
  };
}
