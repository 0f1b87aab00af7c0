import type { Db } from '@/db/client';
import type { depositLimits, deposits, paymentMethods, payoutAccounts, withdrawals } from '@/db/schema';
import { depositQueries } from './deposit-queries';
import { withdrawalQueries } from './withdrawal-queries';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type DepositLimitRow = typeof depositLimits.$inferSelect;

export function createPaymentsRepository(db: Db) {
  return { ...depositQueries(db), ...withdrawalQueries(db) };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
