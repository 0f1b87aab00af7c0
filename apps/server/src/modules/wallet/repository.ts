import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';

export type MovementRow = {
  id: string;
  at: Date | string;
  type: string;
  amount: string;
  balance_after: string | null;
  reference: string | null;
  status: 'pending' | 'posted' | 'voided';
};

export type MovementFilter = {
  accountId: bigint;
  type?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
  offset: number;
};

/** Posted entries of the account, plus its pending and voided holds, newest first. */
function movements(f: MovementFilter) {
  return sql`
    SELECT * FROM (
      SELECT e.id::text AS id, e.at, t.kind AS type, e.amount::text AS amount, e.balance_after::text AS balance_after,
             t.reference, 'posted'::text AS status
      FROM ledger_entries e JOIN transfers t ON t.id = e.transfer_id
      WHERE e.account_id = ${f.accountId}
      UNION ALL
      SELECT 'h' || md5(t.id), t.created_at, t.kind, (-t.amount)::text, NULL, t.reference, t.status
      FROM transfers t
      WHERE t.debit_account_id = ${f.accountId} AND t.status IN ('pending', 'voided')
    ) m
    WHERE (${f.type ?? null}::text IS NULL OR m.type = ${f.type ?? null})
      AND (${f.from ?? null}::timestamptz IS NULL OR m.at >= ${f.from ?? null}::timestamptz)
      AND (${f.to ?? null}::timestamptz IS NULL OR m.at < ${f.to ?? null}::timestamptz)`;
}

export function createWalletRepository(db: Db) {
  return {
    async movements(f: MovementFilter) {
      const [rows, count] = await Promise.all([
        queryRows<MovementRow>(
          db,
          sql`${movements(f)} ORDER BY m.at DESC, m.id DESC LIMIT ${f.limit} OFFSET ${f.offset}`,
        ),
        queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (${movements(f)}) c`),
      ]);
      return { rows, total: Number(count[0]?.n ?? 0) };
    },
  };
}
