import { and, desc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { pointConversions, pointRedemptions, pointRewards } from '@/db/schema-loyalty';

/** Redemption lists, point conversions and the movements of a points account. */
export function pointLedgerQueries(db: Db) {
  return {
    async redemptions(
      filter: { merchantId: number; accountId?: bigint; state?: string },
      limit: number,
      offset: number,
    ) {
      const where = [eq(pointRedemptions.merchantId, filter.merchantId)];
      if (filter.accountId !== undefined) where.push(eq(pointRedemptions.accountId, filter.accountId));
      if (filter.state) where.push(eq(pointRedemptions.state, filter.state));
      const [rows, count] = await Promise.all([
        db
          .select({
            r: pointRedemptions,
            name: pointRewards.name,
            username: sql<string>`(SELECT username FROM accounts a WHERE a.id = ${pointRedemptions.accountId})`,
          })
          .from(pointRedemptions)
          .innerJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
          .where(and(...where))
          .orderBy(desc(pointRedemptions.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(pointRedemptions)
          .where(and(...where)),
      ]);
      return { rows, total: count[0]?.n ?? 0 };
    },

    async conversionByKey(accountId: bigint, requestKey: string) {
      const [row] = await db
        .select()
        .from(pointConversions)
        .where(and(eq(pointConversions.accountId, accountId), eq(pointConversions.requestKey, requestKey)));
      return row;
    },

    async insertConversion(row: typeof pointConversions.$inferInsert) {
      const [inserted] = await db.insert(pointConversions).values(row).returning();
      return inserted!;
    },

    /** Movements of one ledger account, newest first. */
    async entries(accountId: bigint, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        queryRows<{ id: string; at: Date | string; kind: string; amount: string; balance_after: string }>(
          db,
          sql`SELECT e.id::text AS id, e.at, t.kind, e.amount::text AS amount, e.balance_after::text AS balance_after
                FROM ledger_entries e JOIN transfers t ON t.id = e.transfer_id
               WHERE e.account_id = ${accountId}
               ORDER BY e.id DESC LIMIT ${limit} OFFSET ${offset}`,
        ),
        queryRows<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM ledger_entries WHERE account_id = ${accountId}`,
        ),
      ]);
      return { rows, total: Number(count[0]?.n ?? 0) };
    },
  };
}
