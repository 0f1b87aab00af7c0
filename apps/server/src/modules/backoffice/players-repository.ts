import { and, count, desc, eq, inArray, max, min, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import {
  accounts,
  deposits,
  houseRevealedSeeds,
  houseRounds,
  opsPlayerNotes,
  payoutAccounts,
  sessions,
  withdrawals,
} from '@/db/schema';

export type PlayerRow = typeof accounts.$inferSelect;
const STAFF_TYPE = 9;

/** Escapes LIKE wildcards so a search for `a_b` finds `a_b` only. */
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The back office's reads and writes about players: search, devices, notes, counts, round seeds. */
export function createPlayersRepository(db: Db) {
  const isPlayerOf = (merchantId: number) =>
    and(eq(accounts.merchantId, merchantId), ne(accounts.type, STAFF_TYPE));

  return {
    /** A player (any account but staff) of the merchant. */
    async player(merchantId: number, id: bigint) {
      const rows = await db
        .select()
        .from(accounts)
        .where(and(isPlayerOf(merchantId), eq(accounts.id, id)));
      return rows[0];
    },

    async search(merchantId: number, query: string | undefined, limit: number, offset: number) {
      let match: SQL | undefined;
      if (query) {
        const like = likeOf(query.toLowerCase());
        const digits = query.replace(/[\s+()-]/g, '');
        match = or(
          sql`lower(${accounts.username}) LIKE ${like}`,
          sql`lower(coalesce(${accounts.email}, '')) LIKE ${like}`,
          /^\d+$/.test(digits)
            ? sql`coalesce(${accounts.countryDialingCode}, '') || coalesce(${accounts.mobileNum}, '') LIKE ${likeOf(digits)}`
            : undefined,
          /^\d{1,18}$/.test(query) ? eq(accounts.id, BigInt(query)) : undefined,
        );
      }
      const where = and(isPlayerOf(merchantId), match);
      const [rows, total] = await Promise.all([
        db.select().from(accounts).where(where).orderBy(desc(accounts.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(accounts).where(where),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },

    async username(merchantId: number, id: bigint) {
      const rows = await db
        .select({ id: accounts.id, username: accounts.username })
        .from(accounts)
        .where(and(eq(accounts.merchantId, merchantId), eq(accounts.id, id)));
      return rows[0];
    },

    /** Usernames by account id, for lists that hold only ids. */
    async usernames(merchantId: number, ids: bigint[]) {
      if (ids.length === 0) return new Map<string, string>();
      const rows = await db
        .select({ id: accounts.id, username: accounts.username })
        .from(accounts)
        .where(and(eq(accounts.merchantId, merchantId), inArray(accounts.id, ids)));
      return new Map(rows.map((r) => [String(r.id), r.username]));
    },

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

    async counts(accountId: bigint) {
      const countOf = async (table: typeof deposits | typeof withdrawals | typeof houseRounds) =>
        (await db.select({ n: count() }).from(table).where(eq(table.accountId, accountId)))[0]?.n ?? 0;
      const [depositCount, withdrawalCount, roundCount, noteCount] = await Promise.all([
        countOf(deposits),
        countOf(withdrawals),
        countOf(houseRounds),
        db
          .select({ n: count() })
          .from(opsPlayerNotes)
          .where(eq(opsPlayerNotes.accountId, accountId))
          .then((r) => r[0]?.n ?? 0),
      ]);
      return { deposits: depositCount, withdrawals: withdrawalCount, rounds: roundCount, notes: noteCount };
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

export type PlayersRepository = ReturnType<typeof createPlayersRepository>;
