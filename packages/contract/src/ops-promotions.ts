import { z } from 'zod';
import { ZMoney } from './money';
import { ZPageQuery } from './paging';
import {
  PROMOTION_AUDIENCES,
  PROMOTION_REPEATS,
  REWARD_FORMULAS,
  ZPromotionCredit,
  ZPromotionKind,
  ZPromotionReward,
  ZPromotionRules,
} from './promotions';
import { text, ZInstant } from './text';

/**
 * The back office's promotions (issue 15, roles `content` and `admin`; approvals also `risk`): define a
 * merchant's promotions, work the applications queue, set the rebate rates. Every write is audited
 * with the record before and after and takes a `reason`.
 */

/** Texts by language code (`es`, `en`, …); the merchant's default language is required. */
const ZTexts = (max: number) => z.record(text(8).regex(/^[a-z]{2,3}$/), text(max));
const ZPercent = text(8).regex(/^\d{1,3}(\.\d{1,2})?$/, 'a percent like 100 or 10.5');

export const ZOpsPromotionInput = z
  .object({
    kind: ZPromotionKind,
    titles: ZTexts(200),
    bodies: ZTexts(20_000).default({}),
    imageUrl: text(500)
      .trim()
      .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s/]+[^\s]*)$/)
      .nullable()
      .default(null),
    audience: z.enum(PROMOTION_AUDIENCES).default('all'),
    /** Audience `vip`: the levels allowed. */
    vipLevels: z.array(z.number().int().min(0).max(100)).max(100).default([]),
    /** Audience `new_members`: registered at most this many days ago. */
    newMemberDays: z.number().int().min(1).max(3650).nullable().default(null),
    /** Audience `downline`: the agent (account id) whose downline may take part. */
    agentAccountId: text(20)
      .regex(/^\d{1,18}$/)
      .nullable()
      .default(null),
    startsAt: ZInstant,
    endsAt: ZInstant.nullable().default(null),
    requiresApproval: z.boolean().default(false),
    repeat: z.enum(PROMOTION_REPEATS).default('once'),
    minDeposit: ZMoney.nullable().default(null),
    firstDepositOnly: z.boolean().default(false),
    minTurnover: ZMoney.nullable().default(null),
    minLoss: ZMoney.nullable().default(null),
    formula: z.enum(REWARD_FORMULAS),
    amount: ZMoney.nullable().default(null),
    minAmount: ZMoney.nullable().default(null),
    percent: ZPercent.nullable().default(null),
    maxAmount: ZMoney.nullable().default(null),
    prizes: z
      .array(z.object({ amount: ZMoney, weight: z.number().int().min(1).max(1_000_000) }).strict())
      .max(24)
      .default([]),
    /** Wagering multiple of the bonus; 0 pays the reward as cash. */
    wageringMultiple: z.number().int().min(0).max(100).default(0),
    bonusDays: z.number().int().min(1).max(365).default(30),
    sort: z.number().int().min(0).max(9999).default(0),
    reason: text(500).trim().min(1),
  })
  .strict();
export type TOpsPromotionInput = z.infer<typeof ZOpsPromotionInput>;

export const OPS_PROMOTION_STATUSES = ['active', 'closed'] as const;

export const ZOpsPromotion = z.object({
  id: z.string(),
  kind: ZPromotionKind,
  status: z.enum(OPS_PROMOTION_STATUSES),
  titles: z.record(z.string(), z.string()),
  bodies: z.record(z.string(), z.string()),
  imageUrl: z.string().nullable(),
  audience: z.enum(PROMOTION_AUDIENCES),
  agentAccountId: z.string().nullable(),
  requiresApproval: z.boolean(),
  repeat: z.enum(PROMOTION_REPEATS),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  rules: ZPromotionRules,
  reward: ZPromotionReward,
  sort: z.number().int(),
  /** Members who joined, applied or claimed; rewards credited (count and total). */
  participants: z.number().int(),
  rewardsCount: z.number().int(),
  rewardsTotal: ZMoney,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TOpsPromotion = z.infer<typeof ZOpsPromotion>;

export const ZOpsPromotionQuery = ZPageQuery.extend({
  kind: ZPromotionKind.optional(),
  status: z.enum(OPS_PROMOTION_STATUSES).optional(),
});
export type TOpsPromotionQuery = z.infer<typeof ZOpsPromotionQuery>;

/** `POST /ops/promotions/:id/close` and `…/applications/:id/approve`: a reason for the audit log. */
export const ZOpsReason = z.object({ reason: text(500).trim().min(1) }).strict();
export type TOpsReason = z.infer<typeof ZOpsReason>;

export const APPLICATION_STATES = ['applying', 'issued', 'rejected'] as const;
export type TApplicationState = (typeof APPLICATION_STATES)[number];

export const ZOpsApplication = z.object({
  id: z.string(),
  promotionId: z.string(),
  promotionTitle: z.string(),
  accountId: z.string(),
  username: z.string(),
  remark: z.string().nullable(),
  state: z.enum(APPLICATION_STATES),
  /** The credit of an approval. */
  amount: ZMoney.nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TOpsApplication = z.infer<typeof ZOpsApplication>;

export const ZOpsApplicationQuery = ZPageQuery.extend({
  state: z.enum(APPLICATION_STATES).optional(),
  promotionId: text(20)
    .regex(/^\d{1,18}$/)
    .optional(),
});
export type TOpsApplicationQuery = z.infer<typeof ZOpsApplicationQuery>;

/** Approve: the amount is optional (default: the promotion's formula); reject: the reason is shown to the member. */
export const ZOpsApproveRequest = z
  .object({ reason: text(500).trim().min(1), amount: ZMoney.optional() })
  .strict();
export type TOpsApproveRequest = z.infer<typeof ZOpsApproveRequest>;
export const ZOpsRejectRequest = ZOpsReason;
/** The answer of approve and reject: the application's new state and, for an approval, the credit. */
export const ZOpsApplicationDecision = z.object({
  id: z.string(),
  state: z.enum(['issued', 'rejected']),
  credit: ZPromotionCredit.nullable(),
});
export type TOpsApplicationDecision = z.infer<typeof ZOpsApplicationDecision>;

/** The rebate rate table: percent per game type and VIP level. */
export const ZOpsRebateRate = z
  .object({
    gameType: text(16).regex(/^[a-z_]{1,16}$/),
    vipLevel: z.number().int().min(0).max(100),
    rate: ZPercent,
  })
  .strict();
export type TOpsRebateRate = z.infer<typeof ZOpsRebateRate>;
export const ZOpsRebateRates = z.object({ rates: z.array(ZOpsRebateRate) });
export type TOpsRebateRates = z.infer<typeof ZOpsRebateRates>;
export const ZOpsRebateRatesInput = z
  .object({ rates: z.array(ZOpsRebateRate).max(500), reason: text(500).trim().min(1) })
  .strict();
export type TOpsRebateRatesInput = z.infer<typeof ZOpsRebateRatesInput>;
