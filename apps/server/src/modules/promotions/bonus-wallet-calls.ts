import type { Db } from '@/db/client';
import { retryConflicts } from '@/modules/ledger/retry';
import type { BonusCall, MoveResult } from '@/modules/vendors/bonus-moves';

/** The seamless wallet's port for bonus money (modules/vendors declares it). */
export type WalletCall = BonusCall;
export type Outcome = MoveResult;

/** A transaction that rolls back and hands its outcome back (a refused debit must leave nothing behind). */
class RolledBack extends Error {
  constructor(readonly result: Outcome) {
    super('rolled back');
  }
}

/** Rolls the hook's transaction back with `result` as its answer. */
export function rollBack(result: Outcome): never {
  throw new RolledBack(result);
}

/** The wallet's own call inside the hook's transaction: anything but `done` rolls it all back. */
export async function runDone(run: (tx: Db) => Promise<Outcome>, tx: Db) {
  const result = await run(tx);
  if (result.outcome !== 'done') rollBack(result);
  return result;
}

/**
 * Runs a hook's transaction (again after a serialization failure or a deadlock); a rolled-back one
 * answers the outcome it rolled back with.
 */
export async function inHookTransaction(db: Db, work: (tx: Db) => Promise<Outcome>): Promise<Outcome> {
  try {
    return await retryConflicts(() => db.transaction(work));
  } catch (error) {
    if (error instanceof RolledBack) return error.result;
    throw error;
  }
}
