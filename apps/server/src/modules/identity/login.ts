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

const PLAYER_TYPES = new Set([0, 1, 2, 41, 42]);
const AGENT_TYPES = new Set([1, 2, 41, 42]);
const STAFF_TYPE = 9;

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

/**
 * Password and SMS login, throttled by login-throttle.ts: an attacker elsewhere, or a neighbour behind
 * the same address, can make a player solve a captcha, never lock them out.
 */
export function createLogin({ repo, sessions, smsCodes, humanChecks, throttle, audit, challenge }: Deps) {
  const throttles = createLoginThrottle(throttle);
  async function loginResult(
    merchant: Merchant,
    account: AccountRow,
    password: string | null,
    context: SessionContext,
  ) {
    const expiryOn = merchant.whitelabel.PWDEXPFORCECHANGE3 === true;
    const passwordAgeDays = (Date.now() - account.passwordChangedAt.getTime()) / 86_400_000;
    const result: TLoginResult = {
      token: await sessions.start(account, context),
      firstTimeLogin: account.lastLoginAt === null,
      passwordExpired: expiryOn && passwordAgeDays > merchant.passwordExpiryDays,
      weakPassword:
        account.mustChangePassword ||
        (password !== null &&
          merchant.defaultInitialPassword !== null &&
          password === merchant.defaultInitialPassword),
    };
    await repo.updateAccount(account.id, { lastLoginAt: new Date(), lastLoginIp: context.ip });
    return result;
  }

  function refuseByType(account: AccountRow, site: 'player' | 'agent' | 'operator') {
    if (site === 'operator' && account.type !== STAFF_TYPE) throw new AppError('forbidden', 403);
    if (site === 'agent' && !AGENT_TYPES.has(account.type)) throw new AppError('non_agent_cannot_login', 403);
    if (site === 'player' && !PLAYER_TYPES.has(account.type))
      throw new AppError('non_member_cannot_login', 403);
    if (account.status !== 'active') throw new AppError('account_disabled', 403);
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
      const { needsCaptcha } = await throttles.admit(keys);
      // Ask for everything missing before spending anything: a captcha or slider answer is single use.
      const needsSlider = input.type === 'username' && challenge === 'slider';
      if (needsCaptcha && (!input.captcha || !input.captchaKey)) throw new AppError('captcha_required', 400);
      if (needsSlider && !input.challenge) throw new AppError('verification_required', 400);
      if (needsCaptcha && !(await humanChecks.checkCaptcha(input.captchaKey, input.captcha))) {
        throw new AppError('invalid_captcha', 400, undefined, { captcha: true });
      }
      if (needsSlider && !(await humanChecks.checkChallenge(input.challenge))) {
        throw new AppError('verification_required', 400);
      }

      let account: AccountRow | undefined;
      let password: string | null = null;
      if (input.type === 'username') {
        account = await repo.findAccountByUsername(merchant.id, input.username.trim());
        password = input.password;
        let valid = await verifyPassword(account?.passwordHash, password);
        if (
          !valid &&
          account?.resetPasswordHash &&
          account.resetExpiresAt &&
          account.resetExpiresAt > new Date()
        ) {
          valid = await verifyPassword(account.resetPasswordHash, password);
          if (valid) {
            await repo.updateAccount(account.id, {
              resetPasswordHash: null,
              resetExpiresAt: null,
              mustChangePassword: true,
            });
            account = { ...account, mustChangePassword: true };
          }
        }
        if (!valid) account = undefined;
      } else {
        if (merchant.whitelabel.MOBILEVERCODELOGIN3 !== true) throw new AppError('function_not_enabled', 403);
        const found = await repo.findAccountByMobile(merchant.id, input.countryDialingCode, input.mobileNum);
        try {
          await smsCodes.consume({
            merchantId: merchant.id,
            purpose: 'login',
            destination: `${input.countryDialingCode}${input.mobileNum}`,
            code: input.verificationCode,
          });
          account = found;
        } catch {
          account = undefined;
        }
      }

      if (!account) {
        const captcha = await throttles.failed(keys);
        await audit('login_failed', {
          merchantId: merchant.id,
          ip: context.ip,
          detail: { type: input.type, site },
        });
        throw new AppError(
          input.type === 'sms' ? 'invalid_verification_code' : 'invalid_credentials',
          401,
          undefined,
          {
            captcha,
          },
        );
      }
      refuseByType(account, site);
      await throttles.succeeded(keys);
      return { account, password };
    },

    /** A member or agent login: a session at once. Staff sign in at /ops/session/login (second factor). */
    async login(merchant: Merchant, input: LoginInput, context: SessionContext): Promise<TLoginResult> {
      const site = input.site ?? 'player';
      if (site === 'operator') throw new AppError('forbidden', 403);
      const { account, password } = await methods.authenticate(merchant, input, context);
      const result = await loginResult(merchant, account, password, { ...context, site });
      await audit('login', {
        merchantId: merchant.id,
        accountId: account.id,
        ip: context.ip,
        detail: { type: input.type, site },
      });
      return result;
    },

    loginResult,
  };
  return methods;
}

export type Login = ReturnType<typeof createLogin>;
