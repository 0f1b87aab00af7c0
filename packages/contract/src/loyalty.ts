import { z } from 'zod';
import { ZMoney } from './money';
import { ZPage, ZPageQuery } from './paging';
import { text } from './text';

/**
 * Loyalty (issue 15): points mall (spec §7 points calls), VIP, missions and leaderboard, referral.
 * Points are whole numbers; money is a decimal string. Wire format: api-contract "Promotions, rewards,
 * points, VIP, referral".
 */

/** The relay actions of the points mall and the missions (POST /wps/relay/<action>). */
export const LOYALTY_ACTIONS = {
  pointBalance: 'MCS2_getPointBalance',
  pointRewards: 'MCS2_getPointReward',
  redeem: 'passwordCheck/MCS2_redeemPointReward',
  redeemList: 'MCS2_getRedeemPointList',
  pointConfig: 'MCS2_getPointConfig',
  convert: 'passwordCheck/MCS2_convertPoint',
  pointDetails: 'ODSFE2_MemTransDet',
  missionSummary: 'MCSFE_getMissionSummaryDetails',
  missionLeaderboard: 'MCSFE_getMissionLeaderboard',
} as const;

export const ZPoints = z.number().int().min(0);

// --- points -------------------------------------------------------------------------------------

export const ZPointBalance = z.object({
  points: ZPoints,
  /** Points earned from valid turnover so far (missions and refunds not included). */
  totalEarned: ZPoints,
  neverExpire: z.literal(true),
});
export type TPointBalance = z.infer<typeof ZPointBalance>;

export const REWARD_KINDS = ['cash', 'bonus', 'item'] as const;
export type TRewardKind = (typeof REWARD_KINDS)[number];

export const ZPointReward = z.object({
  id: z.number().int(),
  kind: z.enum(REWARD_KINDS),
  name: z.string(),
  description: z.string(),
  points: z.number().int().positive(),
  /** Cash or bonus amount; null for physical items. */
  amount: ZMoney.nullable(),
  /** Left in stock; null is unlimited. */
  stock: z.number().int().nullable(),
  /** Physical items are delivered: the redeem call needs a delivery address. */
  needsAddress: z.boolean(),
});
export type TPointReward = z.infer<typeof ZPointReward>;

export const ZPointRewardQuery = z.object({ kind: z.enum(REWARD_KINDS).optional() }).strict();

export const ZDelivery = z
  .object({
    recipient: text(80).trim().min(1),
    phone: text(30).trim().min(4),
    address: text(300).trim().min(5),
  })
  .strict();
export type TDelivery = z.infer<typeof ZDelivery>;

/** passwordCheck/MCS2_redeemPointReward (encrypted; Idempotency-Key). */
export const ZRedeemRequest = z
  .object({
    rewardId: z.number().int().positive(),
    paymentPassword: text(64).min(1),
    delivery: ZDelivery.optional(),
  })
  .strict();
export type TRedeemRequest = z.infer<typeof ZRedeemRequest>;

/** Redeem states of spec §4: in process, rejected, approved. */
export const REDEEM_STATES = ['in_process', 'rejected', 'approved'] as const;
export type TRedeemState = (typeof REDEEM_STATES)[number];

export const ZRedemption = z.object({
  id: z.string(),
  rewardId: z.number().int(),
  rewardName: z.string(),
  kind: z.enum(REWARD_KINDS),
  points: z.number().int(),
  amount: ZMoney.nullable(),
  state: z.enum(REDEEM_STATES),
  delivery: ZDelivery.nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TRedemption = z.infer<typeof ZRedemption>;

export const ZRedeemResult = z.object({ redemption: ZRedemption, points: ZPoints });
export type TRedeemResult = z.infer<typeof ZRedeemResult>;

export const ZRedeemListQuery = ZPageQuery.extend({ state: z.enum(REDEEM_STATES).optional() }).strict();
export const ZRedeemList = ZPage(ZRedemption);
export type TRedeemList = z.infer<typeof ZRedeemList>;

export const ZPointConfig = z.object({
  /** Valid turnover that earns one point. */
  turnoverPerPoint: ZMoney,
  /** convertPoints points convert to convertAmount of cash. */
  convertPoints: z.number().int().positive(),
  convertAmount: ZMoney,
  minConvertPoints: z.number().int().positive(),
  neverExpire: z.literal(true),
  /** Transfer kinds that count as valid turnover (settled stakes minus refunds). */
  validTurnover: z.string(),
});
export type TPointConfig = z.infer<typeof ZPointConfig>;

/** passwordCheck/MCS2_convertPoint (encrypted; Idempotency-Key): a multiple of convertPoints. */
export const ZConvertRequest = z
  .object({ points: z.number().int().positive().max(1_000_000_000), paymentPassword: text(64).min(1) })
  .strict();
export type TConvertRequest = z.infer<typeof ZConvertRequest>;
export const ZConvertResult = z.object({ points: ZPoints, converted: z.number().int(), amount: ZMoney });
export type TConvertResult = z.infer<typeof ZConvertResult>;

/** ODSFE2_MemTransDet: the points account's movements, newest first. */
export const ZPointDetailsQuery = ZPageQuery.strict();
export const POINT_MOVE_KINDS = [
  'points_accrual',
  'points_redeem',
  'points_refund',
  'points_convert',
  'points_mission',
] as const;
export const ZPointMove = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.string(),
  /** Signed: earned > 0, spent < 0. */
  points: z.number().int(),
  balanceAfter: z.number().int(),
});
export const ZPointDetails = ZPage(ZPointMove);
export type TPointDetails = z.infer<typeof ZPointDetails>;

// --- VIP ----------------------------------------------------------------------------------------

export const ZVipLevel = z.object({
  level: z.number().int().min(1),
  name: z.string(),
  /** Upgrade: cumulative valid turnover and cumulative deposits (both). */
  minTurnover: ZMoney,
  minDeposits: ZMoney,
  /** Keep: valid turnover in a calendar month, else one level down. */
  keepTurnover: ZMoney,
  /** Rebate rate, percent with two decimals ("0.40"). */
  rebateRate: z.string(),
  dailyWithdrawalLimit: ZMoney,
  dailyWithdrawalCount: z.number().int(),
  birthdayBonus: ZMoney,
  levelUpBonus: ZMoney,
});
export type TVipLevel = z.infer<typeof ZVipLevel>;

export const ZVipProgress = z.object({
  turnover: ZMoney,
  deposits: ZMoney,
  /** The next level and how far along each condition is (0–100); null at the top. */
  next: z
    .object({
      level: z.number().int(),
      name: z.string(),
      turnoverPercent: z.number().int().min(0).max(100),
      depositsPercent: z.number().int().min(0).max(100),
      turnoverLeft: ZMoney,
      depositsLeft: ZMoney,
    })
    .nullable(),
  /** This month's valid turnover against the keep rule of the current level. */
  monthTurnover: ZMoney,
  keepPercent: z.number().int().min(0).max(100),
});

export const ZVipState = z.object({
  enabled: z.boolean(),
  level: z.number().int().min(0),
  levelName: z.string().nullable(),
  levels: z.array(ZVipLevel),
  progress: ZVipProgress,
});
export type TVipState = z.infer<typeof ZVipState>;

// --- missions -----------------------------------------------------------------------------------

export const MISSION_PERIODS = ['daily', 'weekly'] as const;
export const MISSION_KINDS = ['rounds', 'slot_wager', 'win_streak'] as const;
export const MISSION_STATES = ['in_progress', 'claimable', 'claimed'] as const;

export const ZMission = z.object({
  id: z.number().int(),
  period: z.enum(MISSION_PERIODS),
  kind: z.enum(MISSION_KINDS),
  name: z.string(),
  /** Rounds or wins in a row as a whole number, slot wager as money. */
  target: z.string(),
  progress: z.string(),
  percent: z.number().int().min(0).max(100),
  rewardPoints: z.number().int().positive(),
  state: z.enum(MISSION_STATES),
  periodStart: z.string(),
  periodEnd: z.string(),
});
export type TMission = z.infer<typeof ZMission>;

export const ZMissionSummary = z.object({ missions: z.array(ZMission), claimableCount: z.number().int() });
export type TMissionSummary = z.infer<typeof ZMissionSummary>;

export const ZMissionIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const ZLeaderboardQuery = z.object({ period: z.enum(MISSION_PERIODS).default('weekly') }).strict();
export const ZLeaderboardRow = z.object({
  rank: z.number().int(),
  /** Masked on the server: the raw username never reaches another member. */
  name: z.string(),
  points: z.number().int(),
  me: z.boolean(),
});
export const ZLeaderboard = z.object({
  period: z.enum(MISSION_PERIODS),
  periodStart: z.string(),
  periodEnd: z.string(),
  list: z.array(ZLeaderboardRow),
  me: ZLeaderboardRow.nullable(),
});
export type TLeaderboard = z.infer<typeof ZLeaderboard>;

// --- referral -----------------------------------------------------------------------------------

export const INVITEE_STATES = ['registered', 'rewarded', 'refused'] as const;
export const ZInvitee = z.object({
  name: z.string(),
  joinedAt: z.string(),
  state: z.enum(INVITEE_STATES),
  /** Why no reward: same_ip, same_device, same_payout_account, window_passed. */
  reason: z.string().nullable(),
  reward: ZMoney.nullable(),
});
export const ZReferral = z.object({
  enabled: z.boolean(),
  code: z.string(),
  /** The registration link with ?referralCode= (the web app draws its QR code). */
  link: z.string(),
  rules: z.object({
    reward: ZMoney,
    minDeposit: ZMoney,
    minTurnover: ZMoney,
    windowDays: z.number().int(),
  }),
  invitees: z.array(ZInvitee),
  totalRewards: ZMoney,
});
export type TReferral = z.infer<typeof ZReferral>;

// --- operator -----------------------------------------------------------------------------------

export const ZOpsRedemptionQuery = ZPageQuery.extend({ state: z.enum(REDEEM_STATES).optional() }).strict();
export const ZOpsRedemption = ZRedemption.extend({ username: z.string() });
export const ZOpsRedemptionPage = ZPage(ZOpsRedemption);
export const ZRedemptionIdParam = z.object({ id: z.string().regex(/^\d{1,18}$/) });
export const ZRedemptionDecision = z.object({ reason: text(500).trim().min(1) }).strict();
