import { and, count, desc, eq, inArray, max, min, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import {
  accounts,
  houseRevealedSeeds,
  houseRounds,
  opsPlayerNotes,
  payoutAccounts,
  sessions,
} from '@/db/schema';

/** A player's devices, payout accounts, notes and round seeds. */
export function playerDetailQueries(db: Db) {
  return {
    /** Where the player signed in from (player and game sessions): each address and browser once. */
    devices(accountId: bigint) {
      return db
        .select({
          ip: sessions.ip,
          userAgent: sessions.userAgent,
          firstSeenAt: min(sessions.createdAt),
          lastSeenAt: max(sessions.lastSeenAt),
          sessions: count(),
        })
        .from(sessions)
        .where(and(eq(sessions.accountId, accountId), ne(sessions.site, 'game')))
        .groupBy(sessions.ip, sessions.userAgent)
        .orderBy(desc(max(sessions.lastSeenAt)))
        .limit(50);
    },

    /**
     * The player's payout accounts, removed ones too, each with the other players of the merchant who
     * have used the same account number (a sign of multi-accounting).
     */
    payoutAccounts(merchantId: number, accountId: bigint) {
      const other = alias(payoutAccounts, 'other');
      const owner = alias(accounts, 'owner');
      return db
        .select({
          account: payoutAccounts,
          sharedWith: sql<
            string[]
          >`coalesce(array_agg(DISTINCT ${owner.username}) FILTER (WHERE ${owner.username} IS NOT NULL), '{}')`,
        })
        .from(payoutAccounts)
        .leftJoin(
          other,
          and(
            eq(other.merchantId, merchantId),
            eq(other.accountNumber, payoutAccounts.accountNumber),
            ne(other.accountId, accountId),
          ),
        )
        .leftJoin(owner, eq(owner.id, other.accountId))
        .where(and(eq(payoutAccounts.merchantId, merchantId), eq(payoutAccounts.accountId, accountId)))
        .groupBy(payoutAccounts.id)
        .orderBy(desc(payoutAccounts.createdAt), desc(payoutAccounts.id));
    },

    notes(accountId: bigint, limit: number) {
      const staff = alias(accounts, 'staff');
      return db
        .select({ note: opsPlayerNotes, staff: staff.username })
        .from(opsPlayerNotes)
        .leftJoin(staff, eq(staff.id, opsPlayerNotes.staffId))
        .where(eq(opsPlayerNotes.accountId, accountId))
        .orderBy(desc(opsPlayerNotes.createdAt), desc(opsPlayerNotes.id))
        .limit(limit);
    },

    async insertNote(row: typeof opsPlayerNotes.$inferInsert) {
      const rows = await db.insert(opsPlayerNotes).values(row).returning();
      return rows[0]!;
    },

    /** The seeds of a player's rounds, with the server seed once it has been revealed. */
    roundSeeds(accountId: bigint, roundIds: string[]) {
      if (roundIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: houseRounds.id,
          serverSeedHash: houseRounds.serverSeedHash,
          clientSeed: houseRounds.clientSeed,
          nonce: houseRounds.nonce,
          serverSeed: houseRevealedSeeds.serverSeed,
        })
        .from(houseRounds)
        .leftJoin(houseRevealedSeeds, eq(houseRevealedSeeds.serverSeedHash, houseRounds.serverSeedHash))
        .where(and(eq(houseRounds.accountId, accountId), inArray(houseRounds.id, roundIds)));
    },
  };
}
