import type { TLoginPayload, TLoginResult } from '@crupier/contract/identity';
import { AppError } from '../../platform/app-error';
import type { Throttle } from '../../platform/throttle';
import type { Merchant } from '../merchants/service';
import type { Audit } from './audit';
import type { HumanChecks } from './human-checks';
import { verifyPassword } from './passwords';
import type { AccountRow, IdentityRepository } from './repository';
import type { SessionContext, SessionService } from './sessions';
import type { SmsCodes } from './sms-codes';

const WINDOW_MS = 15 * 60 * 1000;
/** Failures (per username or per client) after which a captcha is demanded. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Attempts one client may make in the window, whatever the accounts. */
const CLIENT_ATTEMPTS = 30;
/** Failures of one account from one client before that pair backs off exponentially. */
const BACKOFF_AFTER = 5;
const MAX_BACKOFF_S = 15 * 60;

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
 * Password and SMS login. Failures count per username and per client (captcha after 3) and per
 * username+client pair (exponential backoff after 5): an attacker elsewhere can make a player solve a
 * captcha, never lock them out.
 */
export function createLogin({ repo, sessions, smsCodes, humanChecks, throttle, audit, challenge }: Deps) {
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

  return {
    async login(merchant: Merchant, input: LoginInput, context: SessionContext): Promise<TLoginResult> {
      const site = input.site ?? 'player';
      const subject =
        input.type === 'username'
          ? input.username.trim().toLowerCase()
          : `${input.countryDialingCode}${input.mobileNum}`;
      const userKey = `login:u:${merchant.id}:${subject}`;
      const clientKey = `login:c:${context.ip}`;
      const pairKey = `login:p:${merchant.id}:${subject}:${context.ip}`;
      const blockKey = `login:block:${merchant.id}:${subject}:${context.ip}`;

      await throttle.limit(`login:attempts:${context.ip}`, CLIENT_ATTEMPTS, WINDOW_MS);
      const blocked = await throttle.peekWindow(blockKey);
      if (blocked) {
        const retryAfter = Math.max(1, Math.ceil((blocked.resetAt.getTime() - Date.now()) / 1000));
        throw new AppError(
          'too_many_requests',
          429,
          undefined,
          { retryAfter },
          { 'retry-after': String(retryAfter) },
        );
      }
      // Ask for everything missing before spending anything: a captcha or slider answer is single use.
      const failures = Math.max(await throttle.peek(userKey), await throttle.peek(clientKey));
      const needsCaptcha = failures >= CAPTCHA_AFTER_FAILURES;
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
        await throttle.hit(userKey, WINDOW_MS);
        await throttle.hit(clientKey, WINDOW_MS);
        const pair = await throttle.hit(pairKey, WINDOW_MS);
        if (pair.count >= BACKOFF_AFTER) {
          await throttle.hit(blockKey, Math.min(2 ** (pair.count - BACKOFF_AFTER), MAX_BACKOFF_S) * 1000);
        }
        await audit('login_failed', {
          merchantId: merchant.id,
          ip: context.ip,
          detail: { type: input.type, site },
        });
        const captcha =
          Math.max(await throttle.peek(userKey), await throttle.peek(clientKey)) >= CAPTCHA_AFTER_FAILURES;
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
      await throttle.clear(userKey);
      await throttle.clear(pairKey);
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
}

export type Login = ReturnType<typeof createLogin>;
