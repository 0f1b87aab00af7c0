import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { big } from './promotion-sql';

/** One bonus stake, its reversal and the locked bonus balance. */
export function bonusStakeQueries(db: Db) {
  return {
    async stakeOf(vendorId: number, transactionId: string) {
      const rows = await queryRows<{ id: string; bonus_id: string; bonus_part: string; reversed: boolean }>(
        db,
        sql`SELECT id::text AS id, bonus_id::text AS bonus_id, bonus_part::text AS bonus_part, reversed
            FROM bonus_stakes WHERE vendor_id = ${vendorId} AND transaction_id = ${transactionId}`,
      );
      const r = rows[0];
      return r
        ? {
            id: BigInt(r.id),
            bonusId: BigInt(r.bonus_id),
            bonusPart: big(r.bonus_part),
            reversed: r.reversed,
          }
        : undefined;
    },
    async reverseStake(id: bigint) {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`UPDATE bonus_stakes SET reversed = true WHERE id = ${id} AND NOT reversed RETURNING id`,
      );
      return rows.length > 0;
    },
    /** Whether the member has (ever had) a bonus account: the cheap gate of the wallet's hot path. */
    async hasBonusAccount(merchantId: number, accountId: bigint) {
      const rows = await queryRows<{ found: boolean }>(
        db,
        sql`SELECT EXISTS (SELECT 1 FROM ledger_accounts WHERE merchant_id = ${merchantId} AND owner_type = 'player'
              AND owner_id = ${accountId} AND kind = 'bonus') AS found`,
      );
      return rows[0]?.found === true;
    },
    /** Available balance of a ledger account, the row locked for the rest of the transaction. */
    async lockedAvailable(accountId: bigint) {
      const rows = await queryRows<{ available: string }>(
        db,
        sql`SELECT (balance - pending_debits)::text AS available FROM ledger_accounts WHERE id = ${accountId} FOR UPDATE`,
      );
      return big(rows[0]?.available);
    },
  };
}
