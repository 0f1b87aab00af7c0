import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { type BonusRow, bonusRow } from './promotion-sql';

/** Bonuses and their grants. */
export function bonusQueries(db: Db) {
  return {
    // --- bonuses ------------------------------------------------------------------------------
    async activeBonus(merchantId: number, accountId: bigint, lock = false) {
      const rows = await queryRows<BonusRow>(
        db,
        sql`SELECT * FROM bonuses WHERE merchant_id = ${merchantId} AND account_id = ${accountId} AND state = 'active'
            ${lock ? sql`FOR UPDATE` : sql``}`,
      );
      return rows[0] ? bonusRow(rows[0]) : undefined;
    },
    async bonusById(id: bigint, lock = false) {
      const rows = await queryRows<BonusRow>(
        db,
        sql`SELECT * FROM bonuses WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
      );
      return rows[0] ? bonusRow(rows[0]) : undefined;
    },
    async bonuses(accountId: bigint, state: string | undefined, paging: { limit: number; offset: number }) {
      const where = sql`account_id = ${accountId} ${state ? sql`AND state = ${state}` : sql``}`;
      const [rows, total] = await Promise.all([
        queryRows<BonusRow>(
          db,
          sql`SELECT * FROM bonuses WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${paging.limit} OFFSET ${paging.offset}`,
        ),
        queryRows<{ n: string }>(db, sql`SELECT count(*)::text AS n FROM bonuses WHERE ${where}`),
      ]);
      return { rows: rows.map(bonusRow), total: Number(total[0]?.n ?? 0) };
    },
    async grantByReference(reference: string) {
      const rows = await queryRows<{ bonus_id: string }>(
        db,
        sql`SELECT bonus_id::text AS bonus_id FROM bonus_grants WHERE reference = ${reference}`,
      );
      return rows[0]?.bonus_id;
    },
    async insertBonus(b: {
      merchantId: number;
      accountId: bigint;
      promotionId: bigint | null;
      titles: Record<string, string>;
      amount: bigint;
      wagering: bigint;
      expiresAt: Date;
    }) {
      const rows = await queryRows<BonusRow>(
        db,
        sql`INSERT INTO bonuses (merchant_id, account_id, promotion_id, titles, amount, wagering_required, expires_at)
            VALUES (${b.merchantId}, ${b.accountId}, ${b.promotionId}, ${JSON.stringify(b.titles)}::jsonb, ${b.amount},
              ${b.wagering}, ${b.expiresAt.toISOString()}::timestamptz)
            RETURNING *`,
      );
      return bonusRow(rows[0]!);
    },
    async addToBonus(id: bigint, amount: bigint, wagering: bigint, expiresAt: Date) {
      await db.execute(
        sql`UPDATE bonuses SET amount = amount + ${amount}, wagering_required = wagering_required + ${wagering},
              expires_at = greatest(expires_at, ${expiresAt.toISOString()}::timestamptz)
            WHERE id = ${id}`,
      );
    },
    async insertGrant(bonusId: bigint, reference: string, amount: bigint, wagering: bigint) {
      await db.execute(
        sql`INSERT INTO bonus_grants (bonus_id, reference, amount, wagering)
            VALUES (${bonusId}, ${reference}, ${amount}, ${wagering})`,
      );
    },
    async setWageringDone(id: bigint, done: bigint) {
      await db.execute(sql`UPDATE bonuses SET wagering_done = ${done} WHERE id = ${id} AND state = 'active'`);
    },
    async closeBonus(id: bigint, state: string, settled: bigint, at: Date) {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`UPDATE bonuses SET state = ${state}, settled_amount = ${settled}, closed_at = ${at.toISOString()}::timestamptz
            WHERE id = ${id} AND state = 'active' RETURNING id`,
      );
      return rows.length > 0;
    },
  };
}
