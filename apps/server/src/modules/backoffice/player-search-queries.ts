import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { accounts, deposits, houseRounds, opsPlayerNotes, withdrawals } from '@/db/schema';
import { isPlayerOf, likeOf } from './player-sql';

/** Finding players: by id, search, username, and the counts of the list. */
export function playerSearchQueries(db: Db) {
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
  };
}
