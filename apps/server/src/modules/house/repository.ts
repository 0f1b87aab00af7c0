import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import {
  games,
  houseRevealedSeeds,
  houseRounds,
  houseSessions,
  idempotencyKeys,
  launchTokens,
  vendors,
  vendorTransactions,
} from '@/db/schema';
import { MULTI_STEP_ENGINES } from './engines';

export type HouseSessionRow = typeof houseSessions.$inferSelect;
export type HouseRoundRow = typeof houseRounds.$inferSelect;

/** A used launch token is kept under this key: the session it became finds its language and back URL. */
const usedTokenKey = (sessionId: string) => `session:${sessionId}`;

/** Multi-step rounds (mines, blackjack) in play: their bet taken (or being taken), not yet settled. */
const inPlay = (accountId: bigint, gameId: bigint) =>
  and(
    eq(houseRounds.accountId, accountId),
    eq(houseRounds.gameId, gameId),
    inArray(houseRounds.engine, [...MULTI_STEP_ENGINES]),
  );

export function createHouseRepository(db: Db) {
  return {
    /**
     * Takes a launch token once: returns it unless used or expired. The used token is re-keyed to the
     * session it becomes (`session:<id>`; the token itself then matches nothing any more), so a session
     * read can answer the token's language and back URL.
     */
    async takeLaunchToken(tokenHash: string, sessionId: string) {
      const rows = await db
        .update(launchTokens)
        .set({ usedAt: sql`now()`, tokenHash: usedTokenKey(sessionId) })
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
    /** The launch token a session was made from (its language and back URL). */
    async launchOf(sessionId: string) {
      const rows = await db
        .select({ language: launchTokens.language, backUrl: launchTokens.backUrl })
        .from(launchTokens)
        .where(eq(launchTokens.tokenHash, usedTokenKey(sessionId)));
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
    /**
     * Replaces the session's server seed, only if no round drew from the old one since it was read
     * (same hash and nonce), and reveals the old seed, in one transaction. False when a round came first.
     */
    async rotateSeed(
      session: Pick<HouseSessionRow, 'id' | 'serverSeed' | 'serverSeedHash' | 'nonce'>,
      next: { serverSeed: string; serverSeedHash: string },
    ) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(houseSessions)
          .set({ ...next, nonce: 0 })
          .where(
            and(
              eq(houseSessions.id, session.id),
              eq(houseSessions.serverSeedHash, session.serverSeedHash),
              eq(houseSessions.nonce, session.nonce),
            ),
          )
          .returning({ id: houseSessions.id });
        if (rows.length === 0) return false;
        await tx
          .insert(houseRevealedSeeds)
          .values({ serverSeedHash: session.serverSeedHash, serverSeed: session.serverSeed })
          .onConflictDoNothing();
        return true;
      });
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
    /** Rounds a crash may have left between the bet and the payout. */
    unfinishedRounds() {
      return db
        .select()
        .from(houseRounds)
        .where(inArray(houseRounds.state, ['open', 'debited']));
    },
    /**
     * Multi-step rounds waiting for a player who left: bet taken, not claimed, and their session
     * expired more than `graceMs` ago (database clock). Candidates only: claimAbandoned decides.
     */
    abandonedRounds(graceMs: number) {
      return db
        .select({ round: houseRounds })
        .from(houseRounds)
        .innerJoin(houseSessions, eq(houseSessions.id, houseRounds.sessionId))
        .where(
          and(
            inArray(houseRounds.engine, [...MULTI_STEP_ENGINES]),
            eq(houseRounds.state, 'debited'),
            isNull(houseRounds.settledAt),
            sql`${houseSessions.expiresAt} < now() - make_interval(secs => ${graceMs / 1000})`,
          ),
        )
        .limit(500)
        .then((rows) => rows.map((r) => r.round));
    },
    /**
     * The open multi-step round (mines, blackjack) of an account and game, whichever session started
     * it: its bet taken, not settled, not being closed by recovery (`settled_at` set on a 'debited' row
     * marks a round recovery has claimed to close).
     */
    async openRoundOf(accountId: bigint, gameId: bigint) {
      const rows = await db
        .select()
        .from(houseRounds)
        .where(
          and(inPlay(accountId, gameId), eq(houseRounds.state, 'debited'), isNull(houseRounds.settledAt)),
        )
        .orderBy(desc(houseRounds.createdAt))
        .limit(1);
      return rows[0];
    },
    /** Any multi-step round of the account and game still in play (being debited, open, or closing). */
    async roundInPlay(accountId: bigint, gameId: bigint) {
      const rows = await db
        .select({ id: houseRounds.id })
        .from(houseRounds)
        .where(and(inPlay(accountId, gameId), inArray(houseRounds.state, ['open', 'debited'])))
        .limit(1);
      return rows[0];
    },
    /** Moves an open round to another session of the same account and game; undefined if it moved on. */
    async takeOver(roundId: string, fromSessionId: string, toSessionId: string) {
      const rows = await db
        .update(houseRounds)
        .set({ sessionId: toSessionId })
        .where(
          and(
            eq(houseRounds.id, roundId),
            eq(houseRounds.sessionId, fromSessionId),
            eq(houseRounds.state, 'debited'),
            isNull(houseRounds.settledAt),
          ),
        )
        .returning();
      return rows[0];
    },
    /**
     * Claims an open multi-step round for recovery to close, if its session expired more than
     * `graceMs` ago (database clock) and no newer session took it over. The claim (`settled_at` set,
     * state still 'debited') bars any takeover, and a recovery that dies midway finishes it next time.
     */
    async claimAbandoned(roundId: string, sessionId: string, graceMs: number) {
      const rows = await db
        .update(houseRounds)
        .set({ settledAt: sql`now()` })
        .where(
          and(
            eq(houseRounds.id, roundId),
            eq(houseRounds.sessionId, sessionId),
            eq(houseRounds.state, 'debited'),
            isNull(houseRounds.settledAt),
            sql`EXISTS (SELECT 1 FROM ${houseSessions} WHERE ${houseSessions.id} = ${sessionId}
                 AND ${houseSessions.expiresAt} < now() - make_interval(secs => ${graceMs / 1000}))`,
          ),
        )
        .returning();
      return rows[0];
    },
    /** A round whose stake went back (rolled back): void. */
    async markVoid(id: string, outcome: Record<string, unknown> | null) {
      await db
        .update(houseRounds)
        .set({ state: 'void', outcome, settledAt: sql`now()` })
        .where(and(eq(houseRounds.id, id), inArray(houseRounds.state, ['open', 'debited'])));
    },

    /** Idempotency keys of /rgs/play (table idempotency_keys, scope per game session). */
    async claimKey(scope: string, key: string, requestHash: string) {
      const claimed = await db
        .insert(idempotencyKeys)
        .values({ scope, key, requestHash })
        .onConflictDoNothing()
        .returning();
      if (claimed.length > 0) return { claimed: true as const };
      const [existing] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      return { claimed: false as const, existing };
    },
    async reclaimKey(scope: string, key: string) {
      await db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now()` })
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    },
  };
}

export type HouseRepository = ReturnType<typeof createHouseRepository>;
