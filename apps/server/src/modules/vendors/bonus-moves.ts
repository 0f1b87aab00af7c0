import { isTrial } from '@crupier/contract/account-types';
import type { Db } from '@/db/client';
import type { AccountRow } from '@/modules/identity/accounts';
import { ledgerError } from '@/modules/ledger/errors';
import type { BatchedResult } from './move-batcher';
import { createVendorRepository } from './repository';
import type { createVendorCalls } from './vendor-calls';

/** A wallet move's answer to the vendor. */
export type MoveResult = { outcome: string; response: Record<string, unknown> | null };
/** One seamless-wallet money call as the bonus hooks see it. */
export type BonusCall = {
  merchantId: number;
  vendorId: number;
  accountId: bigint;
  walletId: bigint;
  currency: string;
  amount: bigint;
  transactionId: string;
  roundId: string | null;
  gameCode: string | null;
};
export type BonusHooks = {
  /** Whether the member may hold bonus money at all (cached): the batch then checks the rest. */
  mayApply(call: BonusCall): Promise<boolean>;
  debit(call: BonusCall, run: (tx: Db) => Promise<MoveResult>): Promise<MoveResult | null>;
  credit(call: BonusCall, run: (tx: Db) => Promise<MoveResult>): Promise<MoveResult | null>;
  rollback(call: BonusCall, run: (tx: Db) => Promise<MoveResult>): Promise<MoveResult | null>;
};

type Deps = {
  bonus: BonusHooks | undefined;
  playerVendorAccount: ReturnType<typeof createVendorCalls>['playerVendorAccount'];
  limits: { idleMs: number; touchMs: number };
};

/**
 * Bonus money around the seamless wallet's own move (ADR 019, migration 0039). A call of a member who
 * may hold bonus money goes to the batch flagged; the batch hands back the few the bonus is in play for
 * (a stake the cash cannot cover, a win on a round that staked bonus money), and those run here, in the
 * bonus hook's transaction with the wallet's move inside it.
 */
export function createBonusMoves({ bonus, playerVendorAccount, limits }: Deps) {
  /** Whether the batch should check the bonus for this call (no query for most members: cached). */
  async function mayApply(call: BonusCall, op: 'debit' | 'credit', account: AccountRow) {
    if (!bonus || isTrial(account.type)) return false;
    if (op === 'credit' && (call.roundId === null || call.amount <= 0n)) return false;
    return bonus.mayApply(call);
  }

  /** The hook's transaction around the wallet's move; null when the bonus does not apply after all. */
  async function run(
    call: BonusCall,
    op: 'debit' | 'credit',
    sessionHash: string | null,
    account: AccountRow,
  ): Promise<BatchedResult | null> {
    if (!bonus) return null;
    const vendorAccountId = await playerVendorAccount(call, account.id);
    const direct = async (tx: Db) =>
      (
        await createVendorRepository(tx).moveMany([{ ...call, op, sessionHash, vendorAccountId }], limits)
      )[0]!;
    const hook = op === 'debit' ? bonus.debit : bonus.credit;
    const result = await hook(call, direct).catch((error: unknown) => Promise.reject(ledgerError(error)));
    return result as BatchedResult | null;
  }

  return { mayApply, run };
}
