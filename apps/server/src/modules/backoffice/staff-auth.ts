import { isStaff } from '@crupier/contract/account-types';
import type { TStaffLoginResult, TStaffTotpRequest, TStaffTotpResult } from '@crupier/contract/backoffice';
import type { TLoginPayload } from '@crupier/contract/identity';
import type { Identity } from '@/modules/identity/service';
import type { SessionContext } from '@/modules/identity/sessions';
import { hashToken, newToken } from '@/modules/identity/tokens';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import { type Throttle, tooManyRequests } from '@/platform/throttle';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import type { StaffChallengeRow, StaffRepository } from './staff-repository';
import { type Clock, matchingStep, newTotpSecret, otpauthUrl } from './totp';

/** How long the step between the password and the code may take. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Wrong codes one challenge takes before it is burnt (sign in again with the password). */
export const CHALLENGE_ATTEMPTS = 5;
/** Wrong codes one staff member may send in the window, whatever the challenges. */
const ACCOUNT_FAILURES = 15;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

type Deps = { identity: Identity; repo: StaffRepository; throttle: Throttle; now?: Clock };
type SecondFactor = 'enrol' | 'totp' | 'recovery';

/**
 * Staff sign-in in two steps: the password (with the member login's throttles, captcha and slider,
 * shared, not copied) gives a short-lived single-use challenge; the challenge and a TOTP code (or a
 * recovery code) give the session. A staff member without a second factor enrols in the same two
 * steps: the first answers the otpauth URL of a new secret, the first good code confirms it.
 */
export function createStaffAuth({ identity, repo, throttle, now = () => Date.now() }: Deps) {
  const failureKey = (accountId: bigint) => `staff:2fa:${accountId}`;

  async function wrongCode(challenge: StaffChallengeRow, context: SessionContext): Promise<never> {
    await repo.failChallenge(challenge.id, CHALLENGE_ATTEMPTS);
    await throttle.hit(failureKey(challenge.accountId), FAILURE_WINDOW_MS);
    await identity.accounts.audit({
      event: 'login_failed',
      merchantId: challenge.merchantId,
      accountId: challenge.accountId,
      ip: context.ip,
      detail: { site: 'operator', step: 'second_factor' },
    });
    throw new AppError('invalid_code', 401);
  }

  /** Checks the code or recovery code against the challenge; the second factor it passed, or null. */
  async function check(
    challenge: StaffChallengeRow,
    input: TStaffTotpRequest,
  ): Promise<{ method: SecondFactor; step?: number } | null> {
    if (challenge.enrolSecret !== null) {
      if (!('code' in input)) return null;
      const step = await matchingStep(challenge.enrolSecret, input.code, null, now());
      return step === null ? null : { method: 'enrol', step };
    }
    const factor = await repo.secondFactorOf(challenge.accountId);
    if (!factor) return null;
    if ('recoveryCode' in input) {
      const used = await repo.useRecoveryCode(challenge.accountId, hashRecoveryCode(input.recoveryCode));
      return used ? { method: 'recovery' } : null;
    }
    const step = await matchingStep(factor.totpSecret, input.code, factor.lastUsedStep, now());
    if (step === null || !(await repo.useStep(challenge.accountId, step))) return null;
    return { method: 'totp', step };
  }

  return {
    /** Step one: the password. Answers a challenge, never a token. */
    async login(
      merchant: Merchant,
      input: TLoginPayload,
      context: SessionContext,
    ): Promise<TStaffLoginResult> {
      const { account } = await identity.login.authenticate(
        merchant,
        { ...input, site: 'operator' },
        context,
      );
      const factor = await repo.secondFactorOf(account.id);
      const { token, hash } = newToken();
      const enrolSecret = factor ? null : newTotpSecret();
      await repo.insertChallenge({
        tokenHash: hash,
        accountId: account.id,
        merchantId: merchant.id,
        enrolSecret,
        expiresAt: new Date(now() + CHALLENGE_TTL_MS),
      });
      if (enrolSecret === null) return { secondFactor: 'totp', challenge: token };
      return {
        secondFactor: 'enrol',
        challenge: token,
        otpauthUrl: otpauthUrl(merchant.name, account.username, enrolSecret),
      };
    },

    /** Step two: the challenge and a TOTP or recovery code. Answers the session token. */
    async verify(
      merchant: Merchant,
      input: TStaffTotpRequest,
      context: SessionContext,
    ): Promise<TStaffTotpResult> {
      const challenge = await repo.liveChallenge(
        hashToken(input.challenge),
        merchant.id,
        CHALLENGE_ATTEMPTS,
        new Date(now()),
      );
      if (!challenge) throw new AppError('invalid_challenge', 401);
      if ((await throttle.peek(failureKey(challenge.accountId))) >= ACCOUNT_FAILURES)
        throw tooManyRequests(FAILURE_WINDOW_MS / 1000);
      const account = await identity.accounts.byId(challenge.accountId);
      if (!account || !isStaff(account.type) || account.status !== 'active') {
        throw new AppError('invalid_challenge', 401);
      }
      const passed = await check(challenge, input);
      if (!passed) return wrongCode(challenge, context);
      if (!(await repo.consumeChallenge(challenge.id))) throw new AppError('invalid_challenge', 401);

      let recoveryCodes: string[] | undefined;
      if (passed.method === 'enrol') {
        recoveryCodes = newRecoveryCodes();
        const enrolled = await repo.enrol(
          account.id,
          challenge.enrolSecret!,
          passed.step!,
          recoveryCodes.map(hashRecoveryCode),
        );
        if (!enrolled) throw new AppError('invalid_challenge', 401);
      }
      const token = await identity.sessions.start(account, { ...context, site: 'operator' });
      await repo.markSecondFactor(hashToken(token), passed.method);
      await throttle.clear(failureKey(account.id));
      await identity.accounts.update(account.id, { lastLoginAt: new Date(), lastLoginIp: context.ip });
      await identity.accounts.audit({
        event: 'login',
        merchantId: merchant.id,
        accountId: account.id,
        ip: context.ip,
        detail: { site: 'operator', secondFactor: passed.method },
      });
      return recoveryCodes ? { token, recoveryCodes } : { token };
    },
  };
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
