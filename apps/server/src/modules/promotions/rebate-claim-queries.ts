import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { big, date } from './promotion-sql';

/** Rebate lines and claims. */
export function rebateClaimQueries(db: Db) {
  return {
    async insertRebateLine(l: {
      merchantId: number;
      accountId: bigint;
      day: string;
      gameType: string;
      vipLevel: number;
      turnover: bigint;
      rateBp: number;
      amount: bigint;
    }) {
      await db.execute(
        sql`INSERT INTO rebate_lines (merchant_id, account_id, day, game_type, vip_level, turnover, rate_bp, amount)
            VALUES (${l.merchantId}, ${l.accountId}, ${l.day}::date, ${l.gameType}, ${l.vipLevel}, ${l.turnover},
              ${l.rateBp}, ${l.amount})
            ON CONFLICT (merchant_id, account_id, day, game_type) DO NOTHING`,
      );
    },
    async openRebateLines(merchantId: number, accountId: bigint, lock = false) {
      const rows = await queryRows<{
        id: string;
        day: string;
        game_type: string;
        turnover: string;
        rate_bp: number;
        amount: string;
      }>(
        db,
        sql`SELECT id::text AS id, day::text AS day, game_type, turnover::text AS turnover, rate_bp, amount::text AS amount
            FROM rebate_lines WHERE merchant_id = ${merchantId} AND account_id = ${accountId} AND claim_id IS NULL
            ORDER BY day, game_type ${lock ? sql`FOR UPDATE` : sql``}`,
      );
      return rows.map((r) => ({
        id: BigInt(r.id),
        day: r.day,
        gameType: r.game_type,
        turnover: big(r.turnover),
        rateBp: Number(r.rate_bp),
        amount: big(r.amount),
      }));
    },
    async insertRebateClaim(merchantId: number, accountId: bigint, amount: bigint, lineIds: bigint[]) {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`INSERT INTO rebate_claims (merchant_id, account_id, amount) VALUES (${merchantId}, ${accountId}, ${amount})
            RETURNING id::text AS id`,
      );
      const id = BigInt(rows[0]!.id);
      await db.execute(
        sql`UPDATE rebate_lines SET claim_id = ${id} WHERE claim_id IS NULL AND id IN (${sql.join(
          lineIds.map((l) => sql`${l}`),
          sql`, `,
        )})`,
      );
      return id;
    },
    async lastRebateClaim(accountId: bigint) {
      const rows = await queryRows<{ amount: string; created_at: Date | string }>(
        db,
        sql`SELECT amount::text AS amount, created_at FROM rebate_claims WHERE account_id = ${accountId}
            ORDER BY id DESC LIMIT 1`,
      );
      const r = rows[0];
      return r ? { amount: big(r.amount), at: date(r.created_at) } : undefined;
    },
  };
}
