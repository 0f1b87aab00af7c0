import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  games,
  houseRevealedSeeds,
  houseRounds,
  houseSessions,
  launchTokens,
  vendors,
  vendorTransactions,
} from '../../db/schema';

export type HouseSessionRow = typeof houseSessions.$inferSelect;
export type HouseRoundRow = typeof houseRounds.$inferSelect;

export function createHouseRepository(db: Db) {
  return {
    /** Takes a launch token once: returns it unless used or expired. */
    async takeLaunchToken(tokenHash: string) {
      const rows = await db
        .update(launchTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(launchTokens.tokenHash, tokenHash),
            sql`${launchTokens.usedAt} IS NULL`,
            sql`${launchTokens.expiresAt} > now()`,
          ),
        )
        .returning();
      return rows[0];
    },
    async insertSession(row: typeof houseSessions.$inferInsert) {
      await db.insert(houseSessions).values(row);
    },
    async session(id: string) {
      const rows = await db.select().from(houseSessions).where(eq(houseSessions.id, id));
      return rows[0];
    },
    /** The next nonce of the session's seed pair, atomically. */
    async nextNonce(id: string) {
      const rows = await db
        .update(houseSessions)
        .set({ nonce: sql`${houseSessions.nonce} + 1` })
        .where(eq(houseSessions.id, id))
        .returning({
          nonce: houseSessions.nonce,
          serverSeed: houseSessions.serverSeed,
          serverSeedHash: houseSessions.serverSeedHash,
          clientSeed: houseSessions.clientSeed,
        });
      return rows[0]!;
    },
    async updateSession(id: string, patch: Partial<typeof houseSessions.$inferInsert>) {
      await db.update(houseSessions).set(patch).where(eq(houseSessions.id, id));
    },
    async reveal(serverSeedHash: string, serverSeed: string) {
      await db.insert(houseRevealedSeeds).values({ serverSeedHash, serverSeed }).onConflictDoNothing();
    },
    async revealed(serverSeedHash: string) {
      const rows = await db
        .select()
        .from(houseRevealedSeeds)
        .where(eq(houseRevealedSeeds.serverSeedHash, serverSeedHash));
      return rows[0]?.serverSeed;
    },
    async insertRound(row: typeof houseRounds.$inferInsert) {
      await db.insert(houseRounds).values(row);
    },
    async updateRound(id: string, patch: Partial<typeof houseRounds.$inferInsert>) {
      await db.update(houseRounds).set(patch).where(eq(houseRounds.id, id));
    },
    async round(id: string) {
      const rows = await db.select().from(houseRounds).where(eq(houseRounds.id, id));
      return rows[0];
    },
    /** Every wallet call a round made that moved money (bet, blackjack's extra stakes, win, rollbacks), in order. */
    async walletTransactions(round: Pick<HouseRoundRow, 'id' | 'gameId' | 'accountId'>) {
      const rows = await db
        .select({ id: vendorTransactions.transactionId })
        .from(vendorTransactions)
        .where(
          and(
            eq(
              vendorTransactions.vendorId,
              sql`(SELECT ${games.vendorId} FROM ${games} WHERE ${games.id} = ${round.gameId})`,
            ),
            eq(vendorTransactions.roundId, round.id),
            eq(vendorTransactions.accountId, round.accountId),
            inArray(vendorTransactions.status, ['done', 'rolled_back']),
          ),
        )
        .orderBy(vendorTransactions.id);
      return rows.map((r) => r.id);
    },
    recentRounds(accountId: bigint, gameId: bigint, limit: number) {
      return db
        .select()
        .from(houseRounds)
        .where(and(eq(houseRounds.accountId, accountId), eq(houseRounds.gameId, gameId)))
        .orderBy(desc(houseRounds.createdAt))
        .limit(limit);
    },
    /** The betting record of an account: its rounds with the game, newest first. */
    async bettingRecord(f: {
      accountId: bigint;
      from?: string | undefined;
      to?: string | undefined;
      limit: number;
      offset: number;
    }) {
      const where = and(
        eq(houseRounds.accountId, f.accountId),
        inArray(houseRounds.state, ['settled', 'debited']),
        f.from ? sql`${houseRounds.createdAt} >= ${f.from}::timestamptz` : undefined,
        f.to ? sql`${houseRounds.createdAt} < ${f.to}::timestamptz` : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select({
            round: houseRounds,
            names: games.names,
            gameType: games.gameType,
            studio: sql<string>`coalesce(${vendors.displayName}, ${vendors.name})`,
          })
          .from(houseRounds)
          .innerJoin(games, eq(games.id, houseRounds.gameId))
          .innerJoin(vendors, eq(vendors.id, games.vendorId))
          .where(where)
          .orderBy(desc(houseRounds.createdAt))
          .limit(f.limit)
          .offset(f.offset),
        db
          .select({
            n: count(),
            bet: sql<string>`coalesce(sum(${houseRounds.bet}), 0)`,
            win: sql<string>`coalesce(sum(${houseRounds.win}), 0)`,
          })
          .from(houseRounds)
          .where(where),
      ]);
      return {
        rows,
        total: totals[0]?.n ?? 0,
        turnover: BigInt(totals[0]?.bet ?? 0),
        wins: BigInt(totals[0]?.win ?? 0),
      };
    },
    /** Rounds a crash may have left between the bet and the payout. */
    unfinishedRounds() {
      return db
        .select()
        .from(houseRounds)
        .where(inArray(houseRounds.state, ['open', 'debited']));
    },
    /** The open multi-step round of a session (mines), if any. */
    async openRound(sessionId: string) {
      const rows = await db
        .select()
        .from(houseRounds)
        .where(and(eq(houseRounds.sessionId, sessionId), eq(houseRounds.state, 'debited')))
        .orderBy(desc(houseRounds.createdAt))
        .limit(1);
      return rows[0];
    },
  };
}

export type HouseRepository = ReturnType<typeof createHouseRepository>;
