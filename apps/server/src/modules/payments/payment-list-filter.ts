import type { TPageQuery } from '@crupier/contract/paging';
import type { Merchant } from '@/modules/merchants/service';

/** The queue filters of the cashier and back-office deposit and withdrawal lists. */
export type PaymentListFilter = {
  merchantId: number;
  accountId?: bigint;
  status?: string | undefined;
  /** Created at or after `from`, before `to` (the back office's queue filters). */
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
  offset: number;
};

export type PaymentListQuery = TPageQuery & {
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** The list filter of a page query: one member's payments when `accountId` is given, else the merchant's. */
export function paymentListFilter(
  merchant: Merchant,
  query: PaymentListQuery,
  accountId?: bigint,
): PaymentListFilter {
  return {
    merchantId: merchant.id,
    ...(accountId !== undefined ? { accountId } : {}),
    status: query.status,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  };
}
