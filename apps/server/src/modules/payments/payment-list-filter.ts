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
