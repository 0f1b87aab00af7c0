import { isAgent } from '@crupier/contract/account-types';
import type { TLoginResult, TRegisterRequest } from '@crupier/contract/identity';
import { type TRegistrationField, validateRegistration } from '@crupier/contract/registration-rules';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import type { Audit } from './audit';
import type { HumanChecks } from './human-checks';
import { hashPassword } from './passwords';
import { registrationSettings } from './registration-settings';
import type { AccountRow, IdentityRepository } from './repository';
import { ruleMessage } from './rule-messages';
import type { SessionContext, SessionService } from './sessions';
import type { SmsCodes } from './sms-codes';
import { randomCode } from './tokens';

type Deps = {
  repo: IdentityRepository;
  sessions: SessionService;
  smsCodes: SmsCodes;
  humanChecks: HumanChecks;
  audit: Audit;
};

/** The merchant's registration settings, once the input passed them (else the first rule it broke). */
function checkedSettings(
  merchant: Merchant,
  input: TRegisterRequest,
  mode: 'username' | 'mobile',
  lang: string,
) {
  const settings = registrationSettings(merchant);
  if (mode === 'username' && !settings.usernameRegistration) throw new AppError('function_not_enabled', 403);
  if (mode === 'mobile' && !settings.mobileRegistration) throw new AppError('function_not_enabled', 403);
  if (mode === 'mobile' && !input.countryDialingCode) {
    throw new AppError('invalid_input', 400, undefined, [
      { field: 'countryDialingCode', reason: 'required' },
    ]);
  }
  const errors = validateRegistration(input, settings, mode);
  if (errors.length > 0) {
    const details = errors.map((e) => ({
      ...e,
      message: ruleMessage(e, settings.fields[e.field as TRegistrationField], lang),
    }));
    throw new AppError('invalid_input', 400, details[0]!.message, details);
  }
  return settings;
}

export function createRegistration({ repo, sessions, smsCodes, humanChecks, audit }: Deps) {
  async function findAgentByAffiliateCode(merchantId: number, code: string) {
    const agent = await repo.findAccountByCode(merchantId, 'affiliateCode', code.trim());
    return agent && isAgent(agent.type) && agent.status === 'active' ? agent : undefined;
  }

  async function insertWithFreshCodes(
    build: (referralCode: string) => Parameters<IdentityRepository['insertAccount']>[0],
  ) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const inserted = await repo.insertAccount(build(randomCode(8)));
      if (inserted) return inserted;
      const probe = build('');
      const taken = await repo.findAccountByUsername(probe.merchantId, probe.username);
      if (taken) throw new AppError('username_taken', 409);
      if (
        probe.mobileNum &&
        (await repo.findAccountByMobile(probe.merchantId, probe.countryDialingCode!, probe.mobileNum))
      ) {
        throw new AppError('mobile_taken', 409);
      }
    }
    throw new Error('could not allocate a referral code');
  }

  return {
    findAgentByAffiliateCode,

    /** Registers a member by username or mobile number and logs them in. */
    async register(
      merchant: Merchant,
      input: TRegisterRequest,
      mode: 'username' | 'mobile',
      context: SessionContext,
      lang = merchant.defaultLanguage,
    ): Promise<TLoginResult> {
      const settings = checkedSettings(merchant, input, mode, lang);

      const captchaRule = settings.fields.captcha;
      if (
        captchaRule.enabled &&
        captchaRule.required &&
        !(await humanChecks.checkCaptcha(input.captchaKey, input.captcha))
      ) {
        throw new AppError('invalid_captcha', 400);
      }
      const affiliate = input.affiliateCode?.trim()
        ? await findAgentByAffiliateCode(merchant.id, input.affiliateCode)
        : undefined;
      if (input.affiliateCode?.trim() && !affiliate) throw new AppError('invalid_invitation_code', 400);
      const referrer = input.referralCode?.trim()
        ? await repo.findAccountByCode(merchant.id, 'referralCode', input.referralCode.trim())
        : undefined;

      const mobileNum = input.mobileNum?.trim() || null;
      const countryDialingCode = mobileNum ? (input.countryDialingCode ?? null) : null;
      if (
        mobileNum &&
        countryDialingCode &&
        (await repo.findAccountByMobile(merchant.id, countryDialingCode, mobileNum))
      ) {
        throw new AppError('mobile_taken', 409);
      }
      const username = input.username?.trim() || `m${mobileNum}${randomCode(3).toLowerCase()}`;
      if (mode === 'username' && (await repo.findAccountByUsername(merchant.id, username))) {
        throw new AppError('username_taken', 409);
      }
      if (mode === 'mobile' && settings.smsVerification) {
        await smsCodes.consume({
          merchantId: merchant.id,
          purpose: 'register',
          destination: `${countryDialingCode}${mobileNum}`,
          code: input.verificationCode ?? '',
        });
      }

      const passwordHash = await hashPassword(input.password!.trim());
      const paymentPasswordHash = input.paymentPassword?.trim()
        ? await hashPassword(input.paymentPassword.trim())
        : null;
      const optional = (value: string | undefined) => value?.trim() || null;
      const account: AccountRow = await insertWithFreshCodes((referralCode) => ({
        merchantId: merchant.id,
        username,
        type: 0,
        passwordHash,
        paymentPasswordHash,
        nickname: username,
        countryDialingCode,
        mobileNum,
        email: optional(input.email),
        payeeName: optional(input.payeeName),
        qqNum: optional(input.qqNum),
        line: optional(input.line),
        whatsapp: optional(input.whatsapp),
        facebook: optional(input.facebook),
        wechat: optional(input.wechat),
        idNumber: optional(input.idNumber),
        recommenderId: optional(input.recommenderId),
        referralCode,
        uplineId: affiliate?.id ?? null,
        referredBy: referrer?.id ?? null,
        registerUrl: optional(input.registerUrl),
        registerMethod: input.registerMethod ?? 'WEB',
        registerDomain: optional(input.domain),
        registerIp: context.ip,
        lastLoginAt: new Date(),
        lastLoginIp: context.ip,
      }));
      await audit('register', {
        merchantId: merchant.id,
        accountId: account.id,
        ip: context.ip,
        detail: { mode, affiliate: affiliate ? String(affiliate.id) : null },
      });
      const token = await sessions.start(account, context);
      return { token, firstTimeLogin: true, passwordExpired: false, weakPassword: false };
    },
  };
}

export type Registration = ReturnType<typeof createRegistration>;
