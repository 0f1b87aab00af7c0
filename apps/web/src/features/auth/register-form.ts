import type { TRegisterRequest } from '@crupier/contract/identity';
import {
  lengthRange,
  REGISTRATION_FIELDS,
  type TFieldRule,
  type TRegistrationField,
  type TRegistrationSettings,
  validateRegistration,
} from '@crupier/contract/registration-rules';
import type { TAuthKey } from '@/i18n/locales/auth/es';

export type TRegisterMode = 'username' | 'mobile';
export type TRegisterValues = Record<TRegistrationField, string>;
export type TFieldMessage = { key: TAuthKey; values?: Record<string, string | number> };
export type TRegisterErrors = Partial<Record<TRegistrationField | 'terms' | 'age', TFieldMessage>>;
export type TConsents = { terms: boolean; age: boolean };

export const EMPTY_REGISTER_VALUES = Object.fromEntries(
  REGISTRATION_FIELDS.map((field) => [field, '']),
) as TRegisterValues;

/** Fields each tab starts with; the others follow in the contract's order when the merchant enables them. */
const LEADING: Record<TRegisterMode, TRegistrationField[]> = {
  username: ['username', 'password', 'confirmPassword'],
  mobile: ['mobileNum', 'verificationCode', 'password', 'confirmPassword'],
};

/**
 * The fields a tab shows (spec §2 register form), from the server's rules. The mobile tab has no
 * username (the server names the account after the number); the SMS code belongs to the mobile tab
 * and only when the merchant verifies numbers.
 */
export function visibleFields(
  settings: Pick<TRegistrationSettings, 'fields' | 'smsVerification'>,
  mode: TRegisterMode,
): TRegistrationField[] {
  const shown = (field: TRegistrationField) => {
    if (field === 'verificationCode') return mode === 'mobile' && settings.smsVerification;
    if (field === 'username') return mode === 'username';
    if (field === 'mobileNum' && mode === 'mobile') return true;
    if (field === 'password' || field === 'confirmPassword') return true;
    return settings.fields[field]?.enabled === true;
  };
  const rest = REGISTRATION_FIELDS.filter((field) => !LEADING[mode].includes(field));
  return [...LEADING[mode], ...rest].filter(shown);
}

/**
 * Whether a shown field is required: the rule of `validateRegistration` (which the server applies too),
 * plus spec §5's payment password, required whenever it is shown.
 */
export function isRequiredField(
  field: TRegistrationField,
  settings: Pick<TRegistrationSettings, 'fields' | 'smsVerification'>,
  mode: TRegisterMode,
): boolean {
  const rule = settings.fields[field];
  return (
    (rule?.enabled === true && rule.required) ||
    (field === 'mobileNum' && mode === 'mobile') ||
    (field === 'verificationCode' && mode === 'mobile' && settings.smsVerification) ||
    (field === 'username' && mode === 'username') ||
    field === 'password' ||
    field === 'confirmPassword' ||
    (field === 'paymentPassword' && rule?.enabled === true)
  );
}

/**
 * The text of a field error (spec §5): chosen by the rule's patternId, with min and max substituted
 * (one value when they are equal).
 */
export function fieldMessage(
  field: TRegistrationField,
  reason: 'required' | 'pattern' | 'mismatch',
  rule: TFieldRule | undefined,
): TFieldMessage {
  if (reason === 'required') return { key: 'required' };
  if (reason === 'mismatch') return { key: 'confirm_mismatch' };
  if (!rule) return { key: 'err_invalid_input' };
  const range = lengthRange(rule);
  if ((field === 'password' || field === 'confirmPassword') && rule.patternId === 'ANY') {
    return { key: 'password_length', values: { range } };
  }
  return { key: `pattern_${rule.patternId}` as TAuthKey, values: { range } };
}

/** Every error of the form: the contract's validateRegistration, then the payment password and consents. */
export function registerErrors(
  values: TRegisterValues,
  settings: Pick<TRegistrationSettings, 'fields' | 'smsVerification' | 'ageConsent'>,
  mode: TRegisterMode,
  consents: TConsents,
): TRegisterErrors {
  const shown = new Set(visibleFields(settings, mode));
  const errors: TRegisterErrors = {};
  for (const { field, reason } of validateRegistration(values, settings, mode)) {
    if (field === 'terms' || !shown.has(field) || errors[field]) continue;
    errors[field] = fieldMessage(field, reason, settings.fields[field]);
  }
  if (shown.has('paymentPassword') && values.paymentPassword.trim() === '') {
    errors.paymentPassword = { key: 'required' };
  }
  if (!consents.terms) errors.terms = { key: 'terms_required' };
  if (!consents.age) errors.age = { key: 'age_required', values: { age: settings.ageConsent } };
  return errors;
}

/**
 * The registration payload (spec §3): the shown fields that hold a value, the dialling code when there
 * is a number, the referral code of the URL, and what the call adds: registerUrl, registerMethod WEB,
 * domain, terms accepted and login.
 */
export function buildRegisterPayload(
  values: TRegisterValues,
  settings: Pick<TRegistrationSettings, 'fields' | 'smsVerification'>,
  mode: TRegisterMode,
  context: {
    countryDialingCode: string;
    referralCode: string | null;
    captchaKey?: string;
    href: string;
    hostname: string;
  },
): TRegisterRequest {
  const payload: TRegisterRequest = {
    termsAccepted: true,
    login: true,
    registerMethod: 'WEB',
    registerUrl: context.href,
    domain: context.hostname,
  };
  for (const field of visibleFields(settings, mode)) {
    const value = values[field].trim();
    if (value !== '') payload[field] = value;
  }
  if (payload.mobileNum) payload.countryDialingCode = context.countryDialingCode;
  if (context.referralCode?.trim()) payload.referralCode = context.referralCode.trim();
  if (payload.captcha && context.captchaKey) payload.captchaKey = context.captchaKey;
  return payload;
}
