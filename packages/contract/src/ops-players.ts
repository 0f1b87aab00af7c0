import { z } from 'zod';
import { ZPageQuery } from './paging';
import { DEPOSIT_STATUSES, ZDepositLimits, ZDepositLimitsView } from './payments';
import { text, ZInstant } from './text';

/**
 * The back office's players and payment queues (contract "Back office"): player search and profile,
 * notes, a staff password reset, staff deposit limits, the payment queues' filters and bulk decisions.
 */

// --- players -----------------------------------------------------------------------------------

export const ZPlayerSearchQuery = ZPageQuery.extend({
  /** A username, mobile number, e-mail address or account id (part of one, except the id). */
  query: text(100).trim().optional(),
});
export type TPlayerSearchQuery = z.infer<typeof ZPlayerSearchQuery>;

export const ZPlayerSummary = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  status: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type TPlayerSummary = z.infer<typeof ZPlayerSummary>;

export const ZPlayerDevice = z.object({
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  sessions: z.number().int(),
});
export type TPlayerDevice = z.infer<typeof ZPlayerDevice>;

export const ZPlayerNote = z.object({
  id: z.string(),
  text: z.string(),
  /** The staff member's username. */
  staff: z.string().nullable(),
  at: z.string(),
});
export type TPlayerNote = z.infer<typeof ZPlayerNote>;

/** A payout account as staff see it: the number masked, and who else has used the same number. */
export const ZOpsPayoutAccount = z.object({
  id: z.number().int(),
  bankName: z.string(),
  holderName: z.string(),
  accountNumber: z.string(),
  createdAt: z.string(),
  removedAt: z.string().nullable(),
  sharedWith: z.array(z.string()),
});
export type TOpsPayoutAccount = z.infer<typeof ZOpsPayoutAccount>;

export const ZPlayerProfile = ZPlayerSummary.extend({
  locked: z.boolean(),
  mustChangePassword: z.boolean(),
  lastLoginIp: z.string().nullable(),
  registerIp: z.string().nullable(),
  registerMethod: z.string().nullable(),
  upline: z.object({ id: z.string(), username: z.string() }).nullable(),
  balances: z.object({ balance: z.string(), held: z.string(), available: z.string(), currency: z.string() }),
  depositLimits: ZDepositLimitsView,
  devices: z.array(ZPlayerDevice),
  notes: z.array(ZPlayerNote),
  payoutAccounts: z.array(ZOpsPayoutAccount),
  counts: z.object({
    deposits: z.number().int(),
    withdrawals: z.number().int(),
    rounds: z.number().int(),
    notes: z.number().int(),
  }),
});
export type TPlayerProfile = z.infer<typeof ZPlayerProfile>;

export const ZPlayerNoteRequest = z.object({ text: text(2000).trim().min(1) });

export const ZReasonRequest = z.object({ reason: text(500).trim().min(3) });

/** Shown once to the staff member, who hands it to the player: it must be changed at the next sign-in. */
export const ZPasswordResetResult = z.object({ temporaryPassword: z.string() });

/** Staff limits apply at once, tighter or looser; null removes the period's limit. */
export const ZStaffDepositLimitsRequest = ZDepositLimits.extend({ reason: text(500).trim().min(3) });

export const ZPlayerRound = z.object({
  roundId: z.string(),
  at: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  studio: z.string(),
  engine: z.string(),
  state: z.string(),
  bet: z.string(),
  win: z.string(),
  profit: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** Null until the seed is rotated and revealed. */
  serverSeed: z.string().nullable(),
});
export type TPlayerRound = z.infer<typeof ZPlayerRound>;

// --- payment queues ------------------------------------------------------------------------------

export const ZOpsPaymentQuery = ZPageQuery.extend({
  status: z.enum(DEPOSIT_STATUSES).optional(),
  username: text(64).trim().min(1).optional(),
  from: ZInstant.optional(),
  to: ZInstant.optional(),
});
export type TOpsPaymentQuery = z.infer<typeof ZOpsPaymentQuery>;

export const BULK_DECISIONS = ['approve', 'reject'] as const;
export const ZBulkDecisionRequest = z.object({
  ids: z.array(text(64).min(1)).min(1).max(100),
  decision: z.enum(BULK_DECISIONS),
  reason: text(200).trim().min(1),
});
export type TBulkDecisionRequest = z.infer<typeof ZBulkDecisionRequest>;

/** One result per id: its status after the decision, or the error code that refused it. */
export const ZBulkDecisionResult = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      ok: z.boolean(),
      status: z.enum(DEPOSIT_STATUSES).optional(),
      code: z.string().optional(),
    }),
  ),
});
export type TBulkDecisionResult = z.infer<typeof ZBulkDecisionResult>;

/** Adjustments up to this (either sign) post at once; above it a second staff member must approve. */
export const ADJUSTMENT_APPROVAL_THRESHOLD = '10000.00';
export const ADJUSTMENT_AMOUNT = /^-?\d{1,15}(\.\d{1,2})?$/;
