import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { SPORTS_MIN_ODDS } from './engine';
import { type BonusRow, big, bonusRow, date, GAME_TYPE, SETTLED, WEIGHT } from './promotion-sql';

/** Bonuses due or active, weighted turnover and the stakes of a round. */
export function bonusWageringQueries(db: Db) {
  return {
    async dueBonuses(now: Date) {
      const rows = await queryRows<BonusRow>(
        db,
        sql`SELECT * FROM bonuses WHERE state = 'active' AND expires_at <= ${now.toISOString()}::timestamptz
            ORDER BY expires_at LIMIT 500`,
      );
      return rows.map(bonusRow);
    },
    async activeBonuses() {
      const rows = await queryRows<BonusRow>(
        db,
        sql`SELECT * FROM bonuses WHERE state = 'active' ORDER BY id LIMIT 2000`,
      );
      return rows.map(bonusRow);
    },
    /** Weighted settled stakes since the bonus started (casino through the wallet, sports combos above 1.50). */
    async weightedTurnover(merchantId: number, accountId: bigint, since: Date) {
      const rows = await queryRows<{ casino: string; sports: string; last_stake: Date | string | null }>(
        db,
        sql`SELECT
              (SELECT floor(coalesce(sum(v.amount * ${WEIGHT}), 0) / 100)::bigint FROM vendor_transactions v
                 JOIN games g ON g.vendor_id = v.vendor_id AND g.game_code = v.game_code
                 CROSS JOIN LATERAL (SELECT ${GAME_TYPE} AS gt) x
               WHERE v.account_id = ${accountId} AND v.merchant_id = ${merchantId} AND v.op = 'debit'
                 AND v.status = 'done' AND v.created_at >= ${since.toISOString()}::timestamptz
                 AND x.gt <> 'sports' AND ${SETTLED})::text AS casino,
              (SELECT coalesce(sum(b.stake), 0)::bigint FROM sb_bets b
               WHERE b.account_id = ${accountId} AND b.merchant_id = ${merchantId} AND b.state = 'settled'
                 AND b.kind IN ('combo', 'system') AND b.odds > ${SPORTS_MIN_ODDS}
                 AND coalesce(b.result, '') <> 'void'
                 AND b.created_at >= ${since.toISOString()}::timestamptz)::text AS sports,
              (SELECT max(created_at) FROM bonus_stakes s WHERE s.account_id = ${accountId}) AS last_stake`,
      );
      const r = rows[0];
      return {
        weighted: big(r?.casino) + big(r?.sports),
        lastStakeAt: r?.last_stake ? date(r.last_stake) : null,
      };
    },

    // --- bonus stakes ---------------------------------------------------------------------------
    async gameTypeOf(vendorId: number, gameCode: string | null) {
      if (!gameCode) return 'other';
      const rows = await queryRows<{ gt: string }>(
        db,
        sql`SELECT ${GAME_TYPE} AS gt FROM games g WHERE g.vendor_id = ${vendorId} AND g.game_code = ${gameCode} LIMIT 1`,
      );
      return rows[0]?.gt ?? 'other';
    },
    async insertStake(s: {
      bonusId: bigint;
      merchantId: number;
      accountId: bigint;
      vendorId: number;
      transactionId: string;
      roundId: string | null;
      stake: bigint;
      bonusPart: bigint;
    }) {
      await db.execute(
        sql`INSERT INTO bonus_stakes (bonus_id, merchant_id, account_id, vendor_id, transaction_id, round_id, stake, bonus_part)
            VALUES (${s.bonusId}, ${s.merchantId}, ${s.accountId}, ${s.vendorId}, ${s.transactionId}, ${s.roundId},
              ${s.stake}, ${s.bonusPart})`,
      );
    },
    /** The bonus stakes of a round, with the round's total stake taken (every debit done). */
    async roundStakes(vendorId: number, roundId: string) {
      const rows = await queryRows<{ bonus_id: string; bonus_part: string; total: string }>(
        db,
        sql`SELECT s.bonus_id::text AS bonus_id, sum(s.bonus_part)::text AS bonus_part,
              (SELECT coalesce(sum(v.amount), 0) FROM vendor_transactions v
                WHERE v.vendor_id = ${vendorId} AND v.round_id = ${roundId} AND v.op = 'debit' AND v.status = 'done')::text AS total
            FROM bonus_stakes s WHERE s.vendor_id = ${vendorId} AND s.round_id = ${roundId} AND NOT s.reversed
            GROUP BY s.bonus_id ORDER BY s.bonus_id DESC LIMIT 1`,
      );
      const r = rows[0];
      return r
        ? { bonusId: BigInt(r.bonus_id), bonusPart: big(r.bonus_part), total: big(r.total) }
        : undefined;
    },
  };
}
