import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { big, GAME_TYPE } from './promotion-sql';

/** Rebate rates, the daily run and its turnover. */
export function rebateRateQueries(db: Db) {
  return {
    // --- rebate -------------------------------------------------------------------------------
    async rebateRates(merchantId: number) {
      const rows = await queryRows<{ game_type: string; vip_level: number; rate_bp: number }>(
        db,
        sql`SELECT game_type, vip_level, rate_bp FROM rebate_rates WHERE merchant_id = ${merchantId}
            ORDER BY game_type, vip_level`,
      );
      return rows.map((r) => ({
        gameType: r.game_type,
        vipLevel: Number(r.vip_level),
        rateBp: Number(r.rate_bp),
      }));
    },
    async replaceRebateRates(
      merchantId: number,
      rates: { gameType: string; vipLevel: number; rateBp: number }[],
    ) {
      await db.execute(sql`DELETE FROM rebate_rates WHERE merchant_id = ${merchantId}`);
      for (const r of rates) {
        await db.execute(
          sql`INSERT INTO rebate_rates (merchant_id, game_type, vip_level, rate_bp)
              VALUES (${merchantId}, ${r.gameType}, ${r.vipLevel}, ${r.rateBp})
              ON CONFLICT (merchant_id, game_type, vip_level) DO UPDATE SET rate_bp = excluded.rate_bp`,
        );
      }
    },
    async claimRebateRun(merchantId: number, day: string) {
      const rows = await queryRows<{ day: string }>(
        db,
        sql`INSERT INTO rebate_runs (merchant_id, day) VALUES (${merchantId}, ${day}::date)
            ON CONFLICT DO NOTHING RETURNING day::text AS day`,
      );
      return rows.length > 0;
    },
    /** Valid turnover per member and game type in [from, to): stakes through the wallet, rollbacks excluded. */
    async dayTurnover(merchantId: number, from: Date, to: Date) {
      const rows = await queryRows<{ account_id: string; gt: string; turnover: string }>(
        db,
        sql`SELECT v.account_id::text AS account_id, x.gt, sum(v.amount)::text AS turnover
            FROM vendor_transactions v
            JOIN games g ON g.vendor_id = v.vendor_id AND g.game_code = v.game_code
            JOIN accounts a ON a.id = v.account_id AND a.type <> 4
            CROSS JOIN LATERAL (SELECT ${GAME_TYPE} AS gt) x
            WHERE v.merchant_id = ${merchantId} AND v.op = 'debit' AND v.status = 'done'
              AND v.created_at >= ${from.toISOString()}::timestamptz AND v.created_at < ${to.toISOString()}::timestamptz
            GROUP BY v.account_id, x.gt`,
      );
      return rows.map((r) => ({
        accountId: BigInt(r.account_id),
        gameType: r.gt,
        turnover: big(r.turnover),
      }));
    },
  };
}
