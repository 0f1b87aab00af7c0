import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { houseRevealedSeeds, houseSessions, launchTokens } from '@/db/schema';
import { usedTokenKey } from './house-sql';
import type { HouseSessionRow } from './repository';

/** Game sessions: launch tokens, sessions, nonces and seed rotation. */
export function houseSessionQueries(db: Db) {
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
  };
}
