import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';

/**
 * The member's VIP level on the merchant (0 = no VIP level). Read by other modules (the rebate job of
 * modules/promotions) without going through the loyalty service: one indexed row.
 */
export async function vipLevelOf(db: Db, merchantId: number, accountId: bigint): Promise<number> {
  const rows = await queryRows<{ level: number }>(
    db,
    sql`SELECT level FROM vip_members WHERE account_id = ${accountId} AND merchant_id = ${merchantId}`,
  );
  return rows[0] ? Number(rows[0].level) : 0;
}
