import crypto from 'node:crypto';
import { matchesRule } from '@crupier/contract/registration-rules';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import type { Throttle } from '@/platform/throttle';
import type { Audit } from './audit';
import type { Login } from './login';
import type { MessageProvider } from './messaging';
import { hashPassword, verifyPassword } from './passwords';
import { registrationSettings } from './registration-settings';
import type { AccountRow, IdentityRepository } from './repository';
import { ruleMessage } from './rule-messages';
import type { SessionContext, SessionService } from './sessions';
import type { SmsCodes } from './sms-codes';

const TEMPORARY_PASSWORD_HOURS = 24;

type Deps = {
  repo: IdentityRepository;
  sessions: SessionService;
  smsCodes: SmsCodes;
  login: Login;
  provider: MessageProvider;
  throttle: Throttle;
  audit: Audit;
};

function checkNewPassword(merchant: Merchant, newPassword: string, confirm: string | undefined) {
  const rule = registrationSettings(merchant).fields.password;
  if (!matchesRule(newPassword, rule)) {
    const message = ruleMessage({ field: 'password', reason: 'pattern' }, rule, merchant.defaultLanguage);
    throw new AppError('invalid_input', 400, message, [{ field: 'newPassword', reason: 'pattern' }]);
  }
  if (confirm !== undefined && confirm !== newPassword) {
    throw new AppError('invalid_input', 400, undefined, [
      { field: 'confirmNewPassword', reason: 'mismatch' },
    ]);
  }
}

export function temporaryPassword(): string {
  return `${crypto.randomBytes(6).toString('base64url')}${crypto.randomInt(10, 99)}`;
}

/** Changing a password, and the two resets: a temporary password by e-mail, a new one by SMS code. */
export function createAccountPasswords({ repo, sessions, smsCodes, login, provider, throttle, audit }: Deps) {
  async function setPassword(account: AccountRow, newPassword: string) {
    await repo.updateAccount(account.id, {
      passwordHash: await hashPassword(newPassword),
      passwordChangedAt: new Date(),
      mustChangePassword: false,
      resetPasswordHash: null,
      resetExpiresAt: null,
    });
    await sessions.revokeAll(account.id);
  }

  return {
    /** Changes the password; every session ends and a new token is returned. */
    async change(
      merchant: Merchant,
      account: AccountRow,
      input: { oldPassword?: string | undefined; newPassword: string; confirmNewPassword: string },
      context: SessionContext,
    ) {
      const newPassword = input.newPassword.trim();
      checkNewPassword(merchant, newPassword, input.confirmNewPassword.trim());
      await throttle.limit(`password:change:${account.id}`, 10, 15 * 60 * 1000);
      if (!(await verifyPassword(account.passwordHash, input.oldPassword ?? ''))) {
        throw new AppError('invalid_old_password', 400);
      }
      if (input.oldPassword === newPassword) throw new AppError('password_unchanged', 400);
      await setPassword(account, newPassword);
      await audit('password_changed', { merchantId: merchant.id, accountId: account.id, ip: context.ip });
      const fresh = (await repo.findAccountById(account.id))!;
      return { token: await sessions.start(fresh, context) };
    },

    /**
     * Sends a temporary password to the account's e-mail. The current password keeps working, so a
     * stranger who knows a username and e-mail cannot lock the owner out.
     */
    async resetByEmail(
      merchant: Merchant,
      input: { username: string; email: string },
      context: { ip: string },
    ) {
      await throttle.limit(`password:email:c:${context.ip}`, 10, 60 * 60 * 1000);
      await throttle.limit(
        `password:email:u:${merchant.id}:${input.username.toLowerCase()}`,
        3,
        60 * 60 * 1000,
      );
      const account = await repo.findAccountByUsername(merchant.id, input.username);
      if (!account?.email || account.email.toLowerCase() !== input.email.trim().toLowerCase()) {
        throw new AppError('username_email_not_exist', 404);
      }
      const temporary = temporaryPassword();
      await repo.updateAccount(account.id, {
        resetPasswordHash: await hashPassword(temporary),
        resetExpiresAt: new Date(Date.now() + TEMPORARY_PASSWORD_HOURS * 3_600_000),
      });
      await provider.send({
        merchantId: merchant.id,
        channel: 'email',
        to: account.email,
        code: temporary,
        text: `Su contraseña temporal es ${temporary} (válida ${TEMPORARY_PASSWORD_HOURS} h). Cámbiela al entrar. / Your temporary password is ${temporary}.`,
      });
      await audit('password_reset_email', { merchantId: merchant.id, accountId: account.id, ip: context.ip });
    },

    /** Sets a new password with an SMS code and logs in. */
    async resetByPhone(
      merchant: Merchant,
      input: { countryDialingCode: string; mobileNum: string; verificationCode: string; newPassword: string },
      context: SessionContext,
    ) {
      if (merchant.whitelabel.FORGOTPWDMOBILE3 !== true) throw new AppError('function_not_enabled', 403);
      const newPassword = input.newPassword.trim();
      checkNewPassword(merchant, newPassword, undefined);
      await smsCodes.consume({
        merchantId: merchant.id,
        purpose: 'reset',
        destination: `${input.countryDialingCode}${input.mobileNum}`,
        code: input.verificationCode,
      });
      const account = await repo.findAccountByMobile(merchant.id, input.countryDialingCode, input.mobileNum);
      if (!account) throw new AppError('invalid_verification_code', 400);
      if (account.status !== 'active') throw new AppError('account_disabled', 403);
      await setPassword(account, newPassword);
      await audit('password_reset_phone', { merchantId: merchant.id, accountId: account.id, ip: context.ip });
      const fresh = (await repo.findAccountById(account.id))!;
      return login.loginResult(merchant, fresh, newPassword, context);
    },
  };
}

export type AccountPasswords = ReturnType<typeof createAccountPasswords>;
