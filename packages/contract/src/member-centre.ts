import { z } from 'zod';
import { ZMoney } from './money';
import { ZPage, ZPageQuery } from './paging';
import { text } from './text';
import { ZIsoDate } from './wallet';

// --- responsible gaming (api-contract "Responsible gaming") -------------------------------------

export const RG_PERIODS = ['day', 'week', 'month'] as const;
export const RG_KINDS = ['loss', 'wager'] as const;
export type TRgPeriod = (typeof RG_PERIODS)[number];
export type TRgKind = (typeof RG_KINDS)[number];

export const REALITY_CHECK_MIN = 15;
export const REALITY_CHECK_MAX = 120;
export const COOL_OFF_MIN_HOURS = 24;
export const COOL_OFF_MAX_HOURS = 1_008;
export const SELF_EXCLUSION_MIN_MONTHS = 6;
export const SELF_EXCLUSION_MAX_MONTHS = 60;

/** Amounts of one kind by period; null is "no limit". */
export const ZRgAmounts = z.object({
  day: ZMoney.nullable(),
  week: ZMoney.nullable(),
  month: ZMoney.nullable(),
});
export const ZRgAmountsInput = z
  .object({ day: ZMoney.nullable(), week: ZMoney.nullable(), month: ZMoney.nullable() })
  .partial()
  .strict();

export const ZRgView = z.object({
  limits: z.object({ loss: ZRgAmounts, wager: ZRgAmounts }),
  /** Looser limits wait 24 hours: what changes when. */
  pending: z.array(
    z.object({
      kind: z.enum(RG_KINDS),
      period: z.enum(RG_PERIODS),
      amount: ZMoney.nullable(),
      from: z.string(),
    }),
  ),
  realityCheckMinutes: z.number().int(),
  coolOffUntil: z.string().nullable(),
  selfExcludedUntil: z.string().nullable(),
  /** What the periods have used so far (open stakes count as lost). */
  usage: z.object({ loss: ZRgAmounts, wager: ZRgAmounts }),
  /** This sign-in: when it started and its net result (wins − stakes), for the reality check. */
  session: z.object({ startedAt: z.string(), net: z.string() }),
});
export type TRgView = z.infer<typeof ZRgView>;

export const ZRgLimitsRequest = z
  .object({ loss: ZRgAmountsInput.optional(), wager: ZRgAmountsInput.optional() })
  .strict();
export type TRgLimitsRequest = z.infer<typeof ZRgLimitsRequest>;
export const ZRealityCheckRequest = z
  .object({
    minutes: z
      .number()
      .int()
      .refine((m) => m === 0 || (m >= REALITY_CHECK_MIN && m <= REALITY_CHECK_MAX), '0, or 15 to 120'),
  })
  .strict();
export const ZCoolOffRequest = z
  .object({ hours: z.number().int().min(COOL_OFF_MIN_HOURS).max(COOL_OFF_MAX_HOURS) })
  .strict();
export const ZSelfExclusionRequest = z
  .object({ months: z.number().int().min(SELF_EXCLUSION_MIN_MONTHS).max(SELF_EXCLUSION_MAX_MONTHS) })
  .strict();

// --- messages ------------------------------------------------------------------------------------

export const ZMemberMessage = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  at: z.string(),
  read: z.boolean(),
  broadcast: z.boolean(),
});
export type TMemberMessage = z.infer<typeof ZMemberMessage>;
export const ZMessagesQuery = ZPageQuery.extend({ unread: z.enum(['true', 'false']).optional() });
export const ZMessagesPage = ZPage(ZMemberMessage).extend({ unread: z.number().int() });
export const ZUnreadCount = z.object({ count: z.number().int() });
export const ZMessageIdParam = z.object({ id: text(20).regex(/^\d{1,18}$/, 'a message id') });

/** `POST /ops/messages`: to one member (username) or, without one, to every member. */
export const ZOpsMessageRequest = z
  .object({
    username: text(64).trim().min(1).optional(),
    title: text(80).trim().min(1),
    body: text(2_000).trim().min(1),
    reason: text(200).trim().min(1),
  })
  .strict();
export const ZOpsMessage = z.object({
  id: z.string(),
  to: z.string().nullable(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  at: z.string(),
});

// --- feedback ------------------------------------------------------------------------------------

export const FEEDBACK_MAX_CHARS = 140;
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** A PNG or JPEG data URL; 7,000,000 base64 characters hold a little more than 5 MB. */
export const ZImageDataUrl = text(7_000_000).regex(
  /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/,
  'a PNG or JPEG data URL',
);
export const ZFeedbackRequest = z
  .object({
    content: text(FEEDBACK_MAX_CHARS).trim().min(1),
    images: z.array(ZImageDataUrl).max(FEEDBACK_MAX_IMAGES).default([]),
  })
  .strict();
export type TFeedbackRequest = z.infer<typeof ZFeedbackRequest>;
export const ZFeedbackItem = z.object({
  id: z.string(),
  content: z.string(),
  images: z.number().int(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  at: z.string(),
});
export const ZOpsFeedbackItem = ZFeedbackItem.extend({ username: z.string() });
export const ZOpsFeedbackQuery = ZPageQuery.extend({ answered: z.enum(['true', 'false']).optional() });
export const ZOpsFeedbackAnswer = z
  .object({ answer: text(1_000).trim().min(1), reason: text(200).trim().min(1).optional() })
  .strict();
export const ZFeedbackImageParams = z.object({
  id: text(20).regex(/^\d{1,18}$/, 'a feedback id'),
  position: z.coerce
    .number()
    .int()
    .min(0)
    .max(FEEDBACK_MAX_IMAGES - 1),
});

// --- security centre -----------------------------------------------------------------------------

export const ZProfile = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  realName: z.string().nullable(),
  birthday: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  countryDialingCode: z.string().nullable(),
  mobileNum: z.string().nullable(),
  mobileVerified: z.boolean(),
  hasPaymentPassword: z.boolean(),
});
export type TProfile = z.infer<typeof ZProfile>;
export const ZProfileUpdate = z
  .object({
    nickname: text(20).trim().min(1).optional(),
    realName: text(60).trim().min(2).optional(),
    birthday: ZIsoDate.optional(),
  })
  .strict();
export const ZEmail = text(120)
  .trim()
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'an e-mail address');
export const ZBindEmailCode = z.object({ email: ZEmail }).strict();
export const ZBindEmail = z.object({ email: ZEmail, code: text(255).trim().min(1) }).strict();
export const ZBindMobileCode = z
  .object({
    countryDialingCode: text(6).regex(/^\+?\d{1,4}$/, 'a country code'),
    mobileNum: text(15).regex(/^\d{6,15}$/, 'a mobile number'),
  })
  .strict();
export const ZBindMobile = ZBindMobileCode.extend({ code: text(255).trim().min(1) }).strict();
/** Encrypted. First time: the login password confirms it; afterwards the old payment password. */
export const ZPaymentPasswordRequest = z
  .object({
    paymentPassword: text(6).regex(/^\d{6}$/, 'six digits'),
    oldPaymentPassword: text(64).min(1).optional(),
    password: text(64).min(1).optional(),
  })
  .passthrough();
export const ZLoginHistoryItem = z.object({
  at: z.string(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  site: z.string(),
});
export const ZActiveSession = z.object({
  id: z.string(),
  startedAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  current: z.boolean(),
});
export const ZSessionIdParam = z.object({ id: text(20).regex(/^\d{1,18}$/, 'a session id') });

// --- profit and loss / betting record filters -----------------------------------------------------

export const ZProfitQuery = z.object({
  startDate: ZIsoDate.optional(),
  endDate: ZIsoDate.optional(),
  vendor: text(40).optional(),
  gameType: text(20).optional(),
});
export const ZProfitRow = z.object({
  bet: z.string(),
  win: z.string(),
  profit: z.string(),
  rounds: z.number().int(),
});
export const ZProfitReport = z.object({
  days: z.array(ZProfitRow.extend({ day: z.string() })),
  byGame: z.array(ZProfitRow.extend({ gameType: z.string(), vendor: z.string(), vendorName: z.string() })),
  totals: z.object({ turnover: z.string(), wins: z.string(), profit: z.string(), rounds: z.number().int() }),
});
export type TProfitReport = z.infer<typeof ZProfitReport>;
export const ZBetFilters = z.object({
  vendors: z.array(z.object({ code: z.string(), name: z.string() })),
  gameTypes: z.array(z.string()),
});
