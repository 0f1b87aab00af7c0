import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { games, houseRounds, vendors, vendorTransactions } from '@/db/schema';
import type { HouseRoundRow } from './repository';

/** House rounds: kept, updated and read, with the wallet calls they made. */
export function houseRoundQueries(db: Db) {
  return {
    async insertRound(row: typeof houseRounds.$inferInsert) {
      await db.insert(houseRounds).values(row);
    },
    /** Inserts a round unless its id is taken (a retried bet under the same idempotency key). */
    async insertRoundOnce(row: typeof houseRounds.$inferInsert) {
      const rows = await db
        .insert(houseRounds)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: houseRounds.id });
      return rows.length > 0;
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
      /** A vendor's code and a game type (member centre filters). */
      vendor?: string | undefined;
      gameType?: string | undefined;
      limit: number;
      offset: number;
    }) {
      const where = and(
        eq(houseRounds.accountId, f.accountId),
        inArray(houseRounds.state, ['settled', 'debited']),
        f.from ? sql`${houseRounds.createdAt} >= ${f.from}::timestamptz` : undefined,
        f.to ? sql`${houseRounds.createdAt} < ${f.to}::timestamptz` : undefined,
        f.vendor ? eq(vendors.code, f.vendor) : undefined,
        f.gameType ? eq(games.gameType, f.gameType) : undefined,
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
          .innerJoin(games, eq(games.id, houseRounds.gameId))
          .innerJoin(vendors, eq(vendors.id, games.vendorId))
          .where(where),
      ]);
      return {
        rows,
        total: totals[0]?.n ?? 0,
        turnover: BigInt(totals[0]?.bet ?? 0),
        wins: BigInt(totals[0]?.win ?? 0),
      };
    },
  };
}
