import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { ledgerAccounts, ledgerEntries, transfers } from '@/db/schema';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type TransferRow = typeof transfers.$inferSelect;
export type NewLedgerAccount = typeof ledgerAccounts.$inferInsert;

export type TransferOutcome = {
  status: 'pending' | 'posted' | 'voided';
  replayed: boolean;
  debitBalance: bigint;
  creditBalance: bigint;
};

type OutcomeRow = {
  r_status: string;
  r_replayed: boolean;
  r_debit_balance: string;
  r_credit_balance: string;
};

function outcome(row: OutcomeRow | undefined): TransferOutcome {
  if (!row) throw new Error('ledger function returned no row');
  return {
    status: row.r_status as TransferOutcome['status'],
    replayed: row.r_replayed,
    debitBalance: BigInt(row.r_debit_balance),
    creditBalance: BigInt(row.r_credit_balance),
  };
}

export function createLedgerRepository(db: Db) {
  return {
    async transfer(t: {
      id: string;
      merchantId: number;
      debit: bigint;
      credit: bigint;
      amount: bigint;
      kind: string;
      reference: string | null;
      pending: boolean;
    }) {
      const rows = await queryRows<OutcomeRow>(
        db,
        sql`SELECT * FROM ledger_transfer(${t.id}, ${t.merchantId}, ${t.debit}::bigint, ${t.credit}::bigint, ${t.amount}::bigint, ${t.kind}, ${t.reference}, ${t.pending})`,
      );
      return outcome(rows[0]);
    },
    async settle(id: string, merchantId: number, to: 'posted' | 'voided') {
      const rows = await queryRows<OutcomeRow>(
        db,
        sql`SELECT * FROM ledger_settle(${id}, ${merchantId}, ${to})`,
      );
      return outcome(rows[0]);
    },
    async findAccount(key: {
      merchantId: number;
      ownerType: string;
      ownerId: bigint | null;
      kind: string;
      currency: string;
    }) {
      const rows = await db
        .select()
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.merchantId, key.merchantId),
            eq(ledgerAccounts.ownerType, key.ownerType),
            key.ownerId === null
              ? sql`${ledgerAccounts.ownerId} IS NULL`
              : eq(ledgerAccounts.ownerId, key.ownerId),
            eq(ledgerAccounts.kind, key.kind),
            eq(ledgerAccounts.currency, key.currency),
          ),
        )
        .limit(1);
      return rows[0];
    },
    async insertAccount(account: NewLedgerAccount) {
      const rows = await db.insert(ledgerAccounts).values(account).onConflictDoNothing().returning();
      return rows[0];
    },
    async account(id: bigint) {
      const rows = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id)).limit(1);
      return rows[0];
    },
    async transferById(id: string) {
      const rows = await db.select().from(transfers).where(eq(transfers.id, id)).limit(1);
      return rows[0];
    },
    entries(accountId: bigint, limit: number, beforeId?: bigint) {
      return db
        .select({ entry: ledgerEntries, transfer: transfers })
        .from(ledgerEntries)
        .innerJoin(transfers, eq(transfers.id, ledgerEntries.transferId))
        .where(
          and(eq(ledgerEntries.accountId, accountId), beforeId ? lt(ledgerEntries.id, beforeId) : undefined),
        )
        .orderBy(desc(ledgerEntries.id))
        .limit(limit);
    },
    /** Accounts whose balance or held funds disagree with their entries and pending transfers. */
    mismatches() {
      return queryRows<{
        id: string;
        balance: string;
        from_entries: string;
        pending_debits: string;
        from_pending: string;
      }>(
        db,
        sql`
        SELECT a.id, a.balance, coalesce(e.total, 0) AS from_entries, a.pending_debits, coalesce(p.total, 0) AS from_pending
        FROM ledger_accounts a
        LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) e ON e.account_id = a.id
        LEFT JOIN (SELECT debit_account_id, sum(amount) AS total FROM transfers WHERE status = 'pending' GROUP BY debit_account_id) p
          ON p.debit_account_id = a.id
        WHERE a.balance <> coalesce(e.total, 0) OR a.pending_debits <> coalesce(p.total, 0)`,
      );
    },
    /** Sum of balances per merchant and currency; every one must be zero. */
    sums() {
      return queryRows<{ merchant_id: number; currency: string; total: string; accounts: string }>(
        db,
        sql`SELECT merchant_id, currency, sum(balance) AS total, count(*) AS accounts FROM ledger_accounts GROUP BY merchant_id, currency`,
      );
    },
    /** Transfers and entries that point at an account or transfer that does not exist (ADR 011). */
    orphans() {
      return queryRows<{ id: string }>(
        db,
        sql`
        SELECT t.id FROM transfers t
        WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = t.debit_account_id)
           OR NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = t.credit_account_id)
        UNION
        SELECT e.transfer_id FROM ledger_entries e
        WHERE NOT EXISTS (SELECT 1 FROM transfers t WHERE t.id = e.transfer_id)
           OR NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = e.account_id)`,
      );
    },
    /** Posted transfers whose two entries are missing or unequal. */
    unbalancedTransfers() {
      return queryRows<{ id: string }>(
        db,
        sql`
        SELECT t.id FROM transfers t
        LEFT JOIN ledger_entries e ON e.transfer_id = t.id
        WHERE t.status = 'posted'
        GROUP BY t.id, t.amount
        HAVING count(e.id) <> 2 OR coalesce(sum(e.amount), 1) <> 0 OR max(e.amount) <> t.amount`,
      );
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
