import { z } from 'zod';
import { VERIFICATION_CODE_MAX_LENGTH } from './constants';
import type { TRegistrationField } from './registration-rules';
import { optionalText, text } from './text';

export const ZDialingCode = text(5).regex(/^\+\d{1,4}$/, 'invalid dialling code');
export const ZMobileNum = text(15).regex(/^\d{4,15}$/, 'invalid mobile number');

export const ZChallengeAnswer = z.object({
  id: text(64).min(1),
  x: z.number().finite().min(0).max(1000),
  trail: z.array(z.tuple([z.number().finite(), z.number().finite(), z.number().finite()])).max(500),
});
export type TChallengeAnswer = z.infer<typeof ZChallengeAnswer>;

export const ZChallenge = z.object({
  id: z.string(),
  background: z.string(),
  piece: z.string(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  pieceSize: z.number(),
});
export type TChallenge = z.infer<typeof ZChallenge>;

export const ZCaptcha = z.object({ captchaKey: z.string(), image: z.string() });
export type TCaptcha = z.infer<typeof ZCaptcha>;

export const ZCaptchaAnswer = z.object({ captchaKey: text(64), captcha: text(16) });

export const ZLoginRequest = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('username'),
    username: text(64).trim().min(1),
    password: text(128).min(1),
    captchaKey: optionalText(64),
    captcha: optionalText(16),
    challenge: ZChallengeAnswer.optional(),
    site: z.enum(['player', 'agent', 'operator']).default('player'),
  }),
  z.object({
    type: z.literal('sms'),
    countryDialingCode: ZDialingCode,
    mobileNum: ZMobileNum,
    verificationCode: text(VERIFICATION_CODE_MAX_LENGTH).trim().min(1),
    captchaKey: optionalText(64),
    captcha: optionalText(16),
    site: z.enum(['player', 'agent', 'operator']).default('player'),
  }),
]);
export type TLoginRequest = z.input<typeof ZLoginRequest>;
export type TLoginPayload = z.infer<typeof ZLoginRequest>;

export const ZLoginResult = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  weakPassword: z.boolean(),
});
export type TLoginResult = z.infer<typeof ZLoginResult>;

export const ZFreePlayRequest = z.object({
  os: text(40).min(1),
  platform: z.literal('W'),
  random: text(512).min(8),
});

export const ZRegisterRequest = z.object({
  username: optionalText(255),
  password: optionalText(255),
  confirmPassword: optionalText(255),
  mobileNum: optionalText(255),
  verificationCode: optionalText(VERIFICATION_CODE_MAX_LENGTH),
  payeeName: optionalText(255),
  paymentPassword: optionalText(255),
  qqNum: optionalText(255),
  line: optionalText(255),
  whatsapp: optionalText(255),
  facebook: optionalText(255),
  wechat: optionalText(255),
  idNumber: optionalText(255),
  email: optionalText(255),
  recommenderId: optionalText(255),
  affiliateCode: optionalText(255),
  captcha: optionalText(255),
  countryDialingCode: ZDialingCode.optional(),
  referralCode: optionalText(64),
  domain: optionalText(255),
  registerUrl: optionalText(2048),
  registerMethod: z.literal('WEB').default('WEB'),
  captchaKey: optionalText(64),
  login: z.boolean().default(true),
  termsAccepted: z.literal(true),
}) satisfies z.ZodObject<Record<TRegistrationField, z.ZodOptional<z.ZodString>>>;
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZSmsRegisterRequest = z.object({
  countryDialingCode: ZDialingCode,
  mobileNo: ZMobileNum,
  challenge: ZChallengeAnswer.optional(),
});
export const ZSmsNoLoginRequest = z.object({
  countryDialingCode: ZDialingCode,
  mobileNum: ZMobileNum,
  purpose: z.enum(['login', 'reset']).default('login'),
  challenge: ZChallengeAnswer.optional(),
});
export const ZSmsResult = z.object({ expiredMinutes: z.number().int().positive() });

export const ZChangePasswordRequest = z.object({
  oldPassword: optionalText(128),
  newPassword: text(128).min(1),
  confirmNewPassword: text(128).min(1),
});
export const ZForgotByEmailRequest = z.object({
  username: text(64).trim().min(1),
  email: text(100).trim().email(),
});
export const ZForgotByPhoneRequest = z.object({
  countryDialingCode: ZDialingCode,
  mobileNum: ZMobileNum,
  verificationCode: text(VERIFICATION_CODE_MAX_LENGTH).trim().min(1),
  newPassword: text(128).min(1),
});

export const ZMemberInfo = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  countryDialingCode: z.string().nullable(),
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  referralCode: z.string(),
  /** The username of the account's upline agent, when it has one. */
  upline: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  hasPaymentPassword: z.boolean(),
  publicState: z.object({
    /** The available balance (what can be staked or withdrawn now). */
    balance: z.string(),
    /** Held by pending withdrawals ("0.00" when none); balance + held is the wallet's total. */
    held: z.string().optional(),
    currencySymbol: z.string(),
    hasVip: z.boolean(),
    vipLabelName: z.string().nullable(),
    vipRankLevel: z.number().int(),
    availablePromoCount: z.number().int(),
    unreadMessage: z.number().int(),
  }),
});
export type TMemberInfo = z.infer<typeof ZMemberInfo>;

export const ZAffiliateQuery = z.object({ code: text(64).trim().min(1), domain: optionalText(255) });
export const ZAffiliateResult = z.object({ valid: z.boolean(), agentNickname: z.string().nullable() });
