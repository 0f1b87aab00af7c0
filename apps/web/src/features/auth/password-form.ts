import { matchesRule, PATTERNS, type TFieldRule } from '@crupier/contract/registration-rules';
import type { TAuthKey } from '@/i18n/locales/auth/es';
import { codeError, mobileError } from './login-form';
import { fieldMessage, type TFieldMessage } from './register-form';

export type TPasswordChangeValues = { oldPassword: string; newPassword: string; confirmNewPassword: string };
export type TPasswordChangeErrors = Partial<Record<keyof TPasswordChangeValues, TFieldMessage>>;

/** The message for a new password against the merchant's password rule, or undefined when it passes. */
export function newPasswordError(password: string, rule: TFieldRule | undefined): TFieldMessage | undefined {
  const value = password.trim();
  if (value === '') return { key: 'required' };
  if (rule && !matchesRule(value, rule)) return fieldMessage('password', 'pattern', rule);
  return undefined;
}

/** Spec §5 change password: the old one when it is asked for, the new one by the rule, confirm equal. */
export function validatePasswordChange(
  values: TPasswordChangeValues,
  rule: TFieldRule | undefined,
  needsOldPassword: boolean,
): TPasswordChangeErrors {
  const errors: TPasswordChangeErrors = {};
  if (needsOldPassword && values.oldPassword.trim() === '') errors.oldPassword = { key: 'required' };
  const newPassword = newPasswordError(values.newPassword, rule);
  if (newPassword) errors.newPassword = newPassword;
  if (values.confirmNewPassword.trim() === '') errors.confirmNewPassword = { key: 'required' };
  else if (values.confirmNewPassword.trim() !== values.newPassword.trim())
    errors.confirmNewPassword = { key: 'confirm_mismatch' };
  return errors;
}

const EMAIL = new RegExp(PATTERNS.EMAIL);

/** Spec §5 forgot by email: a username and a valid e-mail. */
export function validateForgotByEmail(values: {
  username: string;
  email: string;
}): Partial<Record<'username' | 'email', TAuthKey>> {
  const errors: Partial<Record<'username' | 'email', TAuthKey>> = {};
  if (values.username.trim() === '') errors.username = 'required';
  const email = values.email.trim();
  if (email === '') errors.email = 'required';
  else if (email.length > 100 || !EMAIL.test(email)) errors.email = 'invalid_email';
  return errors;
}

export type TForgotByPhoneValues = {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
};

/** Spec §5 forgot by phone: mobile number, SMS code and a new password under the password rule. */
export function validateForgotByPhone(
  values: TForgotByPhoneValues,
  rule: TFieldRule | undefined,
): Partial<Record<keyof TForgotByPhoneValues, TFieldMessage>> {
  const errors: Partial<Record<keyof TForgotByPhoneValues, TFieldMessage>> = {};
  const mobile = mobileError(values.countryDialingCode, values.mobileNum);
  if (mobile) errors.mobileNum = { key: mobile };
  const code = codeError(values.verificationCode);
  if (code) errors.verificationCode = { key: code };
  const password = newPasswordError(values.newPassword, rule);
  if (password) errors.newPassword = password;
  return errors;
}
