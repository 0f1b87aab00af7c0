import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { accounts } from '@/db/schema';
import type { NewAccount } from './repository';

/** Accounts: found by username, mobile, id or code, created, updated, and downline checks. */
export function accountQueries(db: Db) {
  return {
    async findAccountByUsername(merchantId: number, username: string) {
      const rows = await db
        .select()
        .from(accounts)
        .where(
          and(eq(accounts.merchantId, merchantId), sql`lower(${accounts.username}) = lower(${username})`),
        )
        .limit(1);
      return rows[0];
    },
    async findAccountByMobile(merchantId: number, countryDialingCode: string, mobileNum: string) {
      const rows = await db
        .select()
        .from(accounts)
        .where(
          and(
            eq(accounts.merchantId, merchantId),
            eq(accounts.countryDialingCode, countryDialingCode),
            eq(accounts.mobileNum, mobileNum),
          ),
        )
        .limit(1);
      return rows[0];
    },
    async findAccountById(id: bigint) {
      const rows = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
      return rows[0];
    },
    async findAccountByCode(merchantId: number, column: 'referralCode' | 'affiliateCode', code: string) {
      const rows = await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.merchantId, merchantId), eq(accounts[column], code)))
        .limit(1);
      return rows[0];
    },
    /** Inserts an account; undefined when the username or mobile is taken (unique indexes). */
    async insertAccount(account: NewAccount) {
      const rows = await db.insert(accounts).values(account).onConflictDoNothing().returning();
      return rows[0];
    },
    /** True when `targetId` sits anywhere below `agentId` in the upline tree. */
    async isInDownline(agentId: bigint, targetId: bigint) {
      const rows = await queryRows<{ found: boolean }>(
        db,
        sql`WITH RECURSIVE chain(id, upline_id, depth) AS (
              SELECT id, upline_id, 0 FROM accounts WHERE id = ${targetId}
              UNION ALL
              SELECT a.id, a.upline_id, c.depth + 1 FROM accounts a JOIN chain c ON a.id = c.upline_id WHERE c.depth < 50
            )
            SELECT EXISTS (SELECT 1 FROM chain WHERE upline_id = ${agentId}) AS found`,
      );
      return rows[0]?.found === true;
    },
    async updateAccount(id: bigint, patch: Partial<NewAccount>) {
      await db.update(accounts).set(patch).where(eq(accounts.id, id));
    },
  };
}
