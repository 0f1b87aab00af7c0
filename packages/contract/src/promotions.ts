import { z } from 'zod';
import { ZMoney } from './money';
import { ZPage, ZPageQuery } from './paging';
import { text } from './text';

/**
 * Promotions, bonus money and rebate (issue 15): the player calls. Wire format: api-contract
 * "Promotions, rewards, points, VIP, referral". Money is a decimal string ("12.50"); times are ISO UTC.
 * Model and rules: docs/promotions.md; bonus money: docs/decisions/019-bonus-money.md.
 */

/** The relay action of the red envelope (raffle) promotions: POST /wps/relay/MCS2_claimRafflePromotion. */
export const PROMOTION_ACTIONS = { claimRaffle: 'MCS2_claimRafflePromotion' } as const;

export const PROMOTION_KINDS = [
  'deposit_match',
  'free_bet',
  'cashback',
  'raffle',
  'prize_wheel',
  'golden_egg',
  'daily_signin',
  'mission',
] as const;
export type TPromotionKind = (typeof PROMOTION_KINDS)[number];
export const ZPromotionKind = z.enum(PROMOTION_KINDS);

/**
 * The member's state of a promotion (spec §4 activity states):
 * - `coming_soon` not started yet; `close` ended, closed, or the member can no longer take part;
 * - `join` the member may join (progress counts from the join); `process` joined, condition not met yet;
 * - `apply` needs an application that an operator approves; `applying` applied, waiting; `rejected` refused
 *   (see `rejectedReason`); `issued` approved and the reward credited;
 * - `claim` the reward can be claimed now; `claimed` claimed (for `repeat: "daily"`, claimed today);
 * - `signed` daily sign-in done today.
 */
export const PROMOTION_STATES = [
  'join',
  'apply',
  'claim',
  'applying',
  'close',
  'rejected',
  'issued',
  'claimed',
  'process',
  'signed',
  'coming_soon',
] as const;
export type TPromotionState = (typeof PROMOTION_STATES)[number];
export const ZPromotionState = z.enum(PROMOTION_STATES);

/** Who may see and take a promotion. */
export const PROMOTION_AUDIENCES = ['all', 'vip', 'new_members', 'downline'] as const;
export type TPromotionAudience = (typeof PROMOTION_AUDIENCES)[number];

/** How often a member may take the reward: once per promotion, or once per (merchant) day. */
export const PROMOTION_REPEATS = ['once', 'daily'] as const;
export type TPromotionRepeat = (typeof PROMOTION_REPEATS)[number];

/**
 * Reward formulas: `fixed` amount; `deposit_percent` of the qualifying deposit; `loss_percent` of the net
 * loss since joining (cashback); `random` between minAmount and amount (red envelope, golden egg);
 * `prizes` one of the weighted prizes (prize wheel). `maxAmount` caps every formula.
 */
export const REWARD_FORMULAS = ['fixed', 'deposit_percent', 'loss_percent', 'random', 'prizes'] as const;
export type TRewardFormula = (typeof REWARD_FORMULAS)[number];

/** Where a reward goes: the bonus balance (with wagering) when the multiple is above 0, else cash. */
export const REWARD_DESTINATIONS = ['bonus', 'cash'] as const;
export type TRewardDestination = (typeof REWARD_DESTINATIONS)[number];

export const ZPromotionRules = z.object({
  /** Smallest qualifying deposit (deposit_match, and any promotion that asks for a deposit). */
  minDeposit: ZMoney.nullable(),
  /** Only the member's first deposit qualifies (welcome bonus). */
  firstDepositOnly: z.boolean(),
  /** Valid turnover since joining needed before the claim (mission, free bet with a condition). */
  minTurnover: ZMoney.nullable(),
  /** Net loss since joining needed before the claim (cashback). */
  minLoss: ZMoney.nullable(),
  /** Audience `new_members`: accounts registered at most this many days ago. */
  newMemberDays: z.number().int().nullable(),
  /** Audience `vip`: the levels that may take part. */
  vipLevels: z.array(z.number().int()),
});
export type TPromotionRules = z.infer<typeof ZPromotionRules>;

export const ZPrize = z.object({ amount: ZMoney, weight: z.number().int().positive() });
export type TPrize = z.infer<typeof ZPrize>;

export const ZPromotionReward = z.object({
  formula: z.enum(REWARD_FORMULAS),
  /** fixed: the amount; random: the maximum; otherwise null. */
  amount: ZMoney.nullable(),
  /** random: the minimum. */
  minAmount: ZMoney.nullable(),
  /** deposit_percent and loss_percent: percent with up to two decimals ("100", "10.5"). */
  percent: z.string().nullable(),
  /** Cap of any formula; null is no cap. */
  maxAmount: ZMoney.nullable(),
  /** prizes: the wheel's segments. */
  prizes: z.array(ZPrize),
  /** Wagering multiple of the bonus (0 = paid as cash, no wagering). */
  wageringMultiple: z.number().int().min(0),
  /** Days the bonus has to meet its wagering before it expires. */
  bonusDays: z.number().int().positive(),
  destination: z.enum(REWARD_DESTINATIONS),
});
export type TPromotionReward = z.infer<typeof ZPromotionReward>;

/** A promotion card with the member's state (texts in the request's language, falling back to the default). */
export const ZPromotion = z.object({
  id: z.string(),
  kind: ZPromotionKind,
  title: z.string(),
  /** HTML body (rules text); the site sanitises it on display. */
  body: z.string(),
  imageUrl: z.string().nullable(),
  state: ZPromotionState,
  audience: z.enum(PROMOTION_AUDIENCES),
  repeat: z.enum(PROMOTION_REPEATS),
  requiresApproval: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  rules: ZPromotionRules,
  reward: ZPromotionReward,
  /** Progress toward the condition (turnover or loss since joining); null when none applies. */
  progress: z.object({ current: ZMoney, target: ZMoney }).nullable(),
  /** What a claim would credit now when known in advance (fixed, deposit and loss formulas); else null. */
  claimableAmount: ZMoney.nullable(),
  /** The operator's reason when the application was rejected. */
  rejectedReason: z.string().nullable(),
  /** Days signed in this period (daily_signin). */
  signedDays: z.number().int(),
});
export type TPromotion = z.infer<typeof ZPromotion>;

export const ZPromotionQuery = ZPageQuery.extend({ kind: ZPromotionKind.optional() });
export type TPromotionQuery = z.infer<typeof ZPromotionQuery>;
export const ZPromotionList = ZPage(ZPromotion);
export type TPromotionList = z.infer<typeof ZPromotionList>;

/** POST /wps/promotions/<id>/<join | apply | claim>. */
export const PROMOTION_MEMBER_ACTIONS = ['join', 'apply', 'claim'] as const;
export type TPromotionMemberAction = (typeof PROMOTION_MEMBER_ACTIONS)[number];
export const ZPromotionParams = z.object({ id: text(20).regex(/^\d{1,18}$/) }).strict();

export const ZPromotionJoinRequest = z.object({}).strict();
/** Apply: an optional remark for the operator (spec §5: at most 140 characters). */
export const ZPromotionApplyRequest = z.object({ remark: text(140).trim().optional() }).strict();
export type TPromotionApplyRequest = z.infer<typeof ZPromotionApplyRequest>;
export const ZPromotionClaimRequest = z.object({}).strict();

/** The credit a claim (or an approval) made. */
export const ZPromotionCredit = z.object({
  amount: ZMoney,
  destination: z.enum(REWARD_DESTINATIONS),
  /** The bonus it went into (destination `bonus`). */
  bonusId: z.string().nullable(),
});
export type TPromotionCredit = z.infer<typeof ZPromotionCredit>;

/** Result of join, apply and claim: the promotion with its new state, and the credit of a claim. */
export const ZPromotionActionResult = z.object({
  promotion: ZPromotion,
  credit: ZPromotionCredit.nullable(),
  /** The member's real (withdrawable) balance after the call. */
  balance: ZMoney,
  bonusBalance: ZMoney,
});
export type TPromotionActionResult = z.infer<typeof ZPromotionActionResult>;

/** MCS2_claimRafflePromotion: claim a red envelope (kind raffle); the answer is a claim result. */
export const ZClaimRaffleRequest = z.object({ promotionId: text(20).regex(/^\d{1,18}$/) }).strict();
export type TClaimRaffleRequest = z.infer<typeof ZClaimRaffleRequest>;

// --- bonus money ----------------------------------------------------------------------------------

/**
 * `active` wagering open; `completed` wagering met and the bonus balance turned into cash; `expired` the
 * time ran out (forfeited); `forfeited` given up (a withdrawal with open wagering); `lost` the bonus
 * balance was played down to zero.
 */
export const BONUS_STATES = ['active', 'completed', 'expired', 'forfeited', 'lost'] as const;
export type TBonusState = (typeof BONUS_STATES)[number];

export const ZBonus = z.object({
  id: z.string(),
  /** The promotion that granted it (null for other sources). */
  promotionId: z.string().nullable(),
  title: z.string(),
  /** Everything granted into this bonus (later grants while it is active add to it). */
  amount: ZMoney,
  wageringRequired: ZMoney,
  wageringDone: ZMoney,
  state: z.enum(BONUS_STATES),
  expiresAt: z.string(),
  createdAt: z.string(),
  /** When it completed, expired, was forfeited or lost. */
  closedAt: z.string().nullable(),
  /** Cash it turned into (completed) or bonus money removed (expired, forfeited). */
  settledAmount: ZMoney.nullable(),
});
export type TBonus = z.infer<typeof ZBonus>;

export const ZBonusQuery = ZPageQuery.extend({ state: z.enum(BONUS_STATES).optional() });
export const ZBonusList = ZPage(ZBonus).extend({
  /** The member's bonus balance now (not withdrawable while wagering is open). */
  bonusBalance: ZMoney,
  /** Real (withdrawable) balance. */
  balance: ZMoney,
  /** Wagering still needed on the active bonus ("0.00" when none). */
  wageringRemaining: ZMoney,
  /** Contribution of each game type to wagering, percent (slots 100, table 10, …). */
  weights: z.record(z.string(), z.number().int()),
});
export type TBonusList = z.infer<typeof ZBonusList>;

// --- rebate ---------------------------------------------------------------------------------------

/** Game types of the rebate and wagering weights (from the game's category). */
export const GAME_TYPES = ['slots', 'table', 'live', 'sports', 'lottery', 'fishing', 'other'] as const;
export type TGameType = (typeof GAME_TYPES)[number];

export const ZRebateLine = z.object({
  gameType: z.string(),
  /** The day's valid turnover this line was computed from (merchant day, YYYY-MM-DD). */
  day: z.string(),
  turnover: ZMoney,
  /** Percent with two decimals ("0.60"). */
  rate: z.string(),
  amount: ZMoney,
});
export type TRebateLine = z.infer<typeof ZRebateLine>;

export const ZRebateView = z.object({
  vipLevel: z.number().int(),
  /** Sum of the unclaimed lines. */
  claimable: ZMoney,
  lines: z.array(ZRebateLine),
  /** The last claim. */
  lastClaimedAt: z.string().nullable(),
  lastClaimedAmount: ZMoney.nullable(),
});
export type TRebateView = z.infer<typeof ZRebateView>;

/** POST /wps/rebate/claim (Idempotency-Key): moves the claimable rebate to cash; a second claim moves nothing. */
export const ZRebateClaimRequest = z.object({}).strict();
export const ZRebateClaimResult = z.object({
  claimed: ZMoney,
  lines: z.array(ZRebateLine),
  balance: ZMoney,
});
export type TRebateClaimResult = z.infer<typeof ZRebateClaimResult>;
