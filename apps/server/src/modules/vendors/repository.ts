import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { vendors } from '../../db/schema';

export type VendorRow = typeof vendors.$inferSelect;
export type MoveOutcome = 'done' | 'replayed' | 'refused' | 'rolled_back' | 'conflict';
export type RollbackOutcome = 'done' | 'replayed' | 'not_allowed' | 'not_found';
export type MoveCall = {
  merchantId: number;
  vendorId: number;
  transactionId: string;
  accountId: bigint;
  roundId: string | null;
  gameCode: string | null;
  amount: bigint;
  walletId: bigint;
  vendorAccountId: bigint;
  currency: string;
};

export function createVendorRepository(db: Db) {
  return {
    listByWalletMode(walletMode: 'seamless' | 'transfer') {
      return db.select().from(vendors).where(eq(vendors.walletMode, walletMode)).orderBy(vendors.code);
    },
    async findVendor(code: string) {
      const rows = await db.select().from(vendors).where(eq(vendors.code, code)).limit(1);
      return rows[0];
    },
    /** One seamless-wallet debit or credit in one round trip (`wallet_vendor_move`). */
    async move(call: MoveCall & { op: 'debit' | 'credit' }) {
      const rows = await queryRows<{ r_outcome: MoveOutcome; r_response: Record<string, unknown> | null }>(
        db,
        sql`SELECT * FROM wallet_vendor_move(${call.merchantId}, ${call.vendorId}, ${call.transactionId}, ${call.op},
          ${call.accountId}::bigint, ${call.roundId}, ${call.gameCode}, ${call.amount}::bigint, ${call.walletId}::bigint,
          ${call.vendorAccountId}::bigint, ${call.currency})`,
      );
      return { outcome: rows[0]!.r_outcome, response: rows[0]!.r_response };
    },
    /** A rollback in one round trip (`wallet_vendor_rollback`). */
    async rollback(call: MoveCall) {
      const rows = await queryRows<{
        r_outcome: RollbackOutcome;
        r_response: Record<string, unknown> | null;
      }>(
        db,
        sql`SELECT * FROM wallet_vendor_rollback(${call.merchantId}, ${call.vendorId}, ${call.transactionId},
          ${call.accountId}::bigint, ${call.roundId}, ${call.gameCode}, ${call.amount}::bigint, ${call.walletId}::bigint,
          ${call.vendorAccountId}::bigint, ${call.currency})`,
      );
      return { outcome: rows[0]!.r_outcome, response: rows[0]!.r_response };
    },
  };
}

export type VendorRepository = ReturnType<typeof createVendorRepository>;
