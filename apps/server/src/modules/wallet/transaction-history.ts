import { formatMinor } from '@crupier/contract/money';
import { page } from '@crupier/contract/paging';
import type { TMovement, TTransactionHistoryQuery } from '@crupier/contract/wallet';
import type { Db } from '@/db/client';
import type { Merchant } from '@/modules/merchants/service';
import { createWalletRepository } from './repository';

/** Midnight of a yyyy-MM-dd day in the merchant's time zone, as an ISO instant. */
export function merchantDayStart(day: string, gmtOffset: string, plusDays = 0): string {
  const start = new Date(`${day}T00:00:00${gmtOffset}`);
  start.setUTCDate(start.getUTCDate() + plusDays);
  return start.toISOString();
}

/** The account record: every movement of the wallet with its balance after, filters and paging. */
export async function transactionHistory(
  repo: ReturnType<typeof createWalletRepository>,
  merchant: Merchant,
  walletId: bigint,
  query: TTransactionHistoryQuery,
) {
  const { rows, total } = await repo.movements({
    accountId: walletId,
    type: query.type,
    from: query.startDate ? merchantDayStart(query.startDate, merchant.gmtOffset) : undefined,
    to: query.endDate ? merchantDayStart(query.endDate, merchant.gmtOffset, 1) : undefined,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  const list: TMovement[] = rows.map((r) => ({
    id: r.id,
    at: new Date(r.at).toISOString(),
    type: r.type,
    amount: formatMinor(BigInt(r.amount)),
    balanceAfter: r.balance_after === null ? null : formatMinor(BigInt(r.balance_after)),
    reference: r.reference,
    status: r.status,
  }));
  return page(list, query, total);
}

/** The same record for callers outside the wallet module (the back office), from the database. */
export function walletHistory(db: Db, merchant: Merchant, walletId: bigint, query: TTransactionHistoryQuery) {
  return transactionHistory(createWalletRepository(db), merchant, walletId, query);
}
