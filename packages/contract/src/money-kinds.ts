/**
 * The kinds of money records, with no zod, so the web app imports them without loading the schema
 * modules (ADR 009); wallet.ts and payments.ts build their schemas from them.
 */

/** Kinds of money movement shown in the account record (transactionHistory). */
export const MOVEMENT_TYPES = [
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'bet_rollback',
  'adjustment',
  'transfer',
  'bonus',
  'rebate',
  'commission',
  'vendor_transfer',
  'play_grant',
] as const;
export type TMovementType = (typeof MOVEMENT_TYPES)[number];

/** States of a deposit; withdrawals share them. */
export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** Periods of a member's deposit limit. */
export const DEPOSIT_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
/** The player's answers about an approved withdrawal. */
export const WITHDRAWAL_RECEIPTS = ['received', 'not_received', 'all_received'] as const;
