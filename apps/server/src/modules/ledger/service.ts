import type { Db } from '@/db/client';
import { ledgerError } from './errors';
import { createLedgerRepository, type LedgerAccountRow, type TransferOutcome } from './repository';
import { retryConflicts } from './retry';

export type OwnerType =
  | 'player'
  | 'house'
  | 'vendor'
  | 'promotion'
  | 'commission'
  | 'points'
  | 'clearing'
  | 'play';

export type AccountKey = {
  merchantId: number;
  ownerType: OwnerType;
  ownerId: bigint | null;
  kind: string;
  currency: string;
};

export type TransferRequest = {
  id: string;
  merchantId: number;
  debit: bigint;
  credit: bigint;
  amount: bigint;
  kind: string;
  reference?: string | null;
  pending?: boolean;
};

/** Accounts that may go below zero: the other side of players' money. */
const NEGATIVE_ALLOWED: ReadonlySet<OwnerType> = new Set([
  'house',
  'vendor',
  'promotion',
  'commission',
  'points',
  'clearing',
]);
/** Bets spread over this many house sub-accounts so they do not queue on one row. */
export const HOUSE_SHARDS = 8;
const withRetry = <T>(work: () => Promise<T>): Promise<T> =>
  retryConflicts(work, { backoff: true }).catch((error: unknown) => Promise.reject(ledgerError(error)));

/**
 * The double-entry ledger: the only writer of balances. A transfer is one database round trip
 * (`ledger_transfer`), idempotent by its id; pending transfers hold funds until settled.
 */
export function createLedger(db: Db) {
  const accountIds = new Map<string, bigint>();
  return bind(db, accountIds, true);
}

/**
 * The ledger on one executor: the pool (retrying serialization failures and deadlocks) or an open
 * transaction (no retry: a failed statement aborts the transaction, so its owner retries it whole).
 */
function bind(db: Db, accountIds: Map<string, bigint>, retry: boolean) {
  const repo = createLedgerRepository(db);
  const run = <T>(work: () => Promise<T>) =>
    retry ? withRetry(work) : work().catch((error: unknown) => Promise.reject(ledgerError(error)));

  async function account(key: AccountKey): Promise<bigint> {
    const cacheKey = `${key.merchantId}:${key.ownerType}:${key.ownerId ?? ''}:${key.kind}:${key.currency}`;
    const cached = accountIds.get(cacheKey);
    if (cached !== undefined) return cached;
    const found =
      (await repo.findAccount(key)) ??
      (await repo.insertAccount({ ...key, allowNegative: NEGATIVE_ALLOWED.has(key.ownerType) })) ??
      (await repo.findAccount(key));
    if (!found) throw new Error('ledger account could not be created');
    accountIds.set(cacheKey, found.id);
    return found.id;
  }

  return {
    account,

    /** The house sub-account for a given shard key (a player id, a round id). */
    house(merchantId: number, currency: string, shardKey: bigint | number = 0) {
      const shard = Number(BigInt(shardKey) % BigInt(HOUSE_SHARDS));
      return account({ merchantId, ownerType: 'house', ownerId: null, kind: `sub:${shard}`, currency });
    },

    transfer(t: TransferRequest): Promise<TransferOutcome> {
      return run(() => repo.transfer({ ...t, reference: t.reference ?? null, pending: t.pending ?? false }));
    },

    post: (id: string, merchantId: number) => run(() => repo.settle(id, merchantId, 'posted')),
    void: (id: string, merchantId: number) => run(() => repo.settle(id, merchantId, 'voided')),

    /** The same ledger inside a transaction the caller owns. */
    inTransaction: (tx: Db) => bind(tx, accountIds, false),

    async balance(accountId: bigint): Promise<{ balance: bigint; held: bigint; available: bigint }> {
      const row: LedgerAccountRow | undefined = await repo.account(accountId);
      if (!row) return { balance: 0n, held: 0n, available: 0n };
      return { balance: row.balance, held: row.pendingDebits, available: row.balance - row.pendingDebits };
    },

    transferById: repo.transferById,
    entries: repo.entries,

    /** Recomputes every balance from the entries and checks each merchant-currency sums to zero. */
    async verify() {
      const [mismatches, sums, unbalanced, orphans] = await Promise.all([
        repo.mismatches(),
        repo.sums(),
        repo.unbalancedTransfers(),
        repo.orphans(),
      ]);
      const nonZero = sums.filter((s) => BigInt(s.total) !== 0n);
      return {
        ok:
          mismatches.length === 0 && nonZero.length === 0 && unbalanced.length === 0 && orphans.length === 0,
        accounts: sums.reduce((n, s) => n + Number(s.accounts), 0),
        mismatches,
        nonZeroSums: nonZero,
        unbalancedTransfers: unbalanced.map((u) => u.id),
        orphanTransfers: orphans.map((o) => o.id),
      };
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
