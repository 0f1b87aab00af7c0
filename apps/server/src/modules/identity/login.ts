import { isAgent, isMember, isStaff } from '@crupier/contract/account-types';
import type { TLoginPayload, TLoginResult } from '@crupier/contract/identity';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import type { Throttle } from '@/platform/throttle';
import type { Audit } from './audit';
import type { HumanChecks } from './human-checks';
import { createLoginThrottle } from './login-throttle';
import { verifyPassword } from './passwords';
import type { AccountRow, IdentityRepository } from './repository';
import type { SessionContext, SessionService } from './sessions';
import type { SmsCodes } from './sms-codes';

type Deps = {
  repo: IdentityRepository;
  sessions: SessionService;
  smsCodes: SmsCodes;
  humanChecks: HumanChecks;
  throttle: Throttle;
  audit: Audit;
  challenge: 'slider' | 'off';
};

type LoginInput = TLoginPayload;
type Site = 'player' | 'agent' | 'operator';

function refuseByType(account: AccountRow, site: Site) {
  if (site === 'operator' && !isStaff(account.type)) throw new AppError('forbidden', 403);
  if (site === 'agent' && !isAgent(account.type)) throw new AppError('non_agent_cannot_login', 403);
  if (site === 'player' && !isMember(account.type)) throw new AppError('non_member_cannot_login', 403);
  if (account.status !== 'active') throw new AppError('account_disabled', 403);
}

function resultOf(merchant: Merchant, account: AccountRow, password: string | null, token: string) {
  const expiryOn = merchant.whitelabel.PWDEXPFORCECHANGE3 === true;
  const passwordAgeDays = (Date.now() - account.passwordChangedAt.getTime()) / 86_400_000;
  const result: TLoginResult = {
    token,
    firstTimeLogin: account.lastLoginAt === null,
    passwordExpired: expiryOn && passwordAgeDays > merchant.passwordExpiryDays,
    weakPassword:
      account.mustChangePassword ||
      (password !== null &&
        merchant.defaultInitialPassword !== null &&
        password === merchant.defaultInitialPassword),
  };
  return result;
}

/**
 * Password and SMS login, throttled by login-throttle.ts: an attacker elsewhere, or a neighbour behind
 * the same address, can make a player solve a captcha, never lock them out.
 */
export function createLogin({ repo, sessions, smsCodes, humanChecks, throttle, audit, challenge }: Deps) {
  const throttles = createLoginThrottle(throttle);

  /** A session for an account that just proved itself (also after a forced password change). */
  async function loginResult(
    merchant: Merchant,
    account: AccountRow,
    password: string | null,
    context: SessionContext,
  ) {
    const token = await sessions.start(account, context);
    await repo.updateAccount(account.id, { lastLoginAt: new Date(), lastLoginIp: context.ip });
    return resultOf(merchant, account, password, token);
  }

  /** Ask for everything missing before spending anything: a captcha or slider answer is single use. */
  async function checkHuman(input: LoginInput, needsCaptcha: boolean) {
    const needsSlider = input.type === 'username' && challenge === 'slider';
    if (needsCaptcha && (!input.captcha || !input.captchaKey)) throw new AppError('captcha_required', 400);
    if (needsSlider && !input.challenge) throw new AppError('verification_required', 400);
    if (needsCaptcha && !(await humanChecks.checkCaptcha(input.captchaKey, input.captcha))) {
      throw new AppError('invalid_captcha', 400, undefined, { captcha: true });
    }
    if (needsSlider && !(await humanChecks.checkChallenge(input.challenge))) {
      throw new AppError('verification_required', 400);
    }
  }

  /** The account whose password (or a live reset password, which then must be changed) matches. */
  async function byPassword(merchant: Merchant, username: string, password: string) {
    const account = await repo.findAccountByUsername(merchant.id, username.trim());
    if (await verifyPassword(account?.passwordHash, password)) return account;
    const resetLive =
      account?.resetPasswordHash && account.resetExpiresAt && account.resetExpiresAt > new Date();
    if (!account || !resetLive || !(await verifyPassword(account.resetPasswordHash, password)))
      return undefined;
    await repo.updateAccount(account.id, {
      resetPasswordHash: null,
      resetExpiresAt: null,
      mustChangePassword: true,
    });
    return { ...account, mustChangePassword: true };
  }

  async function bySms(merchant: Merchant, input: Extract<LoginInput, { type: 'sms' }>) {
    if (merchant.whitelabel.MOBILEVERCODELOGIN3 !== true) throw new AppError('function_not_enabled', 403);
    const found = await repo.findAccountByMobile(merchant.id, input.countryDialingCode, input.mobileNum);
    try {
      await smsCodes.consume({
        merchantId: merchant.id,
        purpose: 'login',
        destination: `${input.countryDialingCode}${input.mobileNum}`,
        code: input.verificationCode,
      });
      return found;
    } catch {
      return undefined;
    }
  }

  const methods = {
    /**
     * Checks a login's password or SMS code with every throttle, captcha and slider rule, and the
     * account's type for the site; opens no session. The back office adds its second factor after it.
     */
    async authenticate(
      merchant: Merchant,
      input: LoginInput,
      context: SessionContext,
    ): Promise<{ account: AccountRow; password: string | null }> {
      const site = input.site ?? 'player';
      const subject =
        input.type === 'username'
          ? input.username.trim().toLowerCase()
          : `${input.countryDialingCode}${input.mobileNum}`;
      const keys = throttles.keys(merchant.id, subject, context.ip);
      await checkHuman(input, (await throttles.admit(keys)).needsCaptcha);
      const password = input.type === 'username' ? input.password : null;
      const account =
        input.type === 'username'
          ? await byPassword(merchant, input.username, input.password)
          : await bySms(merchant, input);
      if (!account) {
        const captcha = await throttles.failed(keys);
        await audit('login_failed', {
          merchantId: merchant.id,
          ip: context.ip,
          detail: { type: input.type, site },
        });
        const code = input.type === 'sms' ? 'invalid_verification_code' : 'invalid_credentials';
        throw new AppError(code, 401, undefined, { captcha });
      }
      refuseByType(account, site);
      await throttles.succeeded(keys);
      return { account, password };
    },

    /**
     * A member or agent login: a session at once (the session, then the last login and audit entry in
     * one statement). Staff sign in at /ops/session/login (second factor).
     */
    async login(merchant: Merchant, input: LoginInput, context: SessionContext): Promise<TLoginResult> {
      const site = input.site ?? 'player';
      if (site === 'operator') throw new AppError('forbidden', 403);
      const { account, password } = await methods.authenticate(merchant, input, context);
      const token = await sessions.start(account, { ...context, site });
      await repo.recordLogin(account.id, context.ip, {
        event: 'login',
        merchantId: merchant.id,
        accountId: account.id,
        ip: context.ip,
        detail: { type: input.type, site },
      });
      return resultOf(merchant, account, password, token);
    },

    loginResult,
  };
  return methods;
}

export type Login = ReturnType<typeof createLogin>;
