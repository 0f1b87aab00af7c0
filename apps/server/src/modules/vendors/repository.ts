import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { vendorMerchants, vendors, vendorTransactions } from '@/db/schema';
import type { BatchedMove, BatchedOutcome, BatchedResult } from './move-batcher';

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

/** One move as `wallet_vendor_moves` reads it (also what a caller batching debits with its own rows sends). */
export function movePayload(m: BatchedMove & { vendorAccountId: bigint }) {
  return {
    merchant: m.merchantId,
    vendor: m.vendorId,
    transaction: m.transactionId,
    op: m.op,
    account: String(m.accountId),
    round: m.roundId,
    game: m.gameCode,
    amount: String(m.amount),
    wallet: String(m.walletId),
    vendorAccount: String(m.vendorAccountId),
    currency: m.currency,
    session: m.sessionHash,
    ...(m.bonus ? { bonus: true } : {}),
  };
}
export type MovePayload = ReturnType<typeof movePayload>;

export function createVendorRepository(db: Db) {
  return {
    listByWalletMode(walletMode: 'seamless' | 'transfer') {
      return db.select().from(vendors).where(eq(vendors.walletMode, walletMode)).orderBy(vendors.code);
    },
    /** Whether the vendor has already made a call with this transaction id. */
    async hasTransaction(vendorId: number, transactionId: string) {
      const rows = await db
        .select({ id: vendorTransactions.id })
        .from(vendorTransactions)
        .where(
          and(eq(vendorTransactions.vendorId, vendorId), eq(vendorTransactions.transactionId, transactionId)),
        )
        .limit(1);
      return rows.length > 0;
    },
    async findVendor(code: string) {
      const rows = await db.select().from(vendors).where(eq(vendors.code, code)).limit(1);
      return rows[0];
    },
    /** The merchants whose players the vendor may reach. */
    async boundMerchants(vendorId: number) {
      const rows = await db
        .select({ merchantId: vendorMerchants.merchantId })
        .from(vendorMerchants)
        .where(eq(vendorMerchants.vendorId, vendorId));
      return rows.map((r) => r.merchantId);
    },
    /** Many debits and credits in one statement and one transaction (`wallet_vendor_moves`). */
    async moveMany(
      moves: (BatchedMove & { vendorAccountId: bigint })[],
      limits: { idleMs: number; touchMs: number },
    ) {
      const payload = moves.map(movePayload);
      const rows = await queryRows<{
        r_index: number;
        r_outcome: BatchedOutcome;
        r_response: Record<string, unknown> | null;
      }>(
        db,
        sql`SELECT * FROM wallet_vendor_moves(${JSON.stringify(payload)}::jsonb, ${limits.idleMs}, ${limits.touchMs})`,
      );
      const results: BatchedResult[] = new Array(moves.length);
      for (const row of rows) results[row.r_index] = { outcome: row.r_outcome, response: row.r_response };
      return results;
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
