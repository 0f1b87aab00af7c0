import { VERIFICATION_CODE_MAX_LENGTH } from '@crupier/contract/constants';
import type { TChallengeAnswer, TLoginRequest } from '@crupier/contract/identity';
import type { TCountry } from '@crupier/contract/system';
import type { TAuthKey } from '@/i18n/locales/auth/es';

export type TLoginType = 'username' | 'sms';
export type TLoginSite = 'player' | 'agent';

export type TLoginValues = {
  username: string;
  password: string;
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  captcha: string;
};

export type TLoginErrors = Partial<Record<keyof TLoginValues, TAuthKey>>;

export const EMPTY_LOGIN_VALUES: TLoginValues = {
  username: '',
  password: '',
  countryDialingCode: '',
  mobileNum: '',
  verificationCode: '',
  captcha: '',
};

/** The wire rule of a mobile number (contract ZMobileNum): 4 to 15 digits. */
const MOBILE_NUMBER = /^\d{4,15}$/;
/** The wire rule of a dialling code (contract ZDialingCode). */
const DIALING_CODE = /^\+\d{1,4}$/;

/** Spec §5: the mobile number is checked before an SMS code is sent. */
export function mobileError(countryDialingCode: string, mobileNum: string): TAuthKey | undefined {
  const number = mobileNum.trim();
  if (number === '') return 'required';
  if (!MOBILE_NUMBER.test(number) || !DIALING_CODE.test(countryDialingCode)) return 'invalid_mobile';
  return undefined;
}

export function codeError(code: string): TAuthKey | undefined {
  const value = code.trim();
  if (value === '') return 'required';
  if (value.length > VERIFICATION_CODE_MAX_LENGTH) return 'invalid_code';
  return undefined;
}

/**
 * Spec §5 login: the whole form is checked before submitting. Username and password are required
 * (trimmed); SMS needs the mobile number and the code; the captcha once it is shown.
 */
export function validateLogin(values: TLoginValues, type: TLoginType, isCaptchaShown: boolean): TLoginErrors {
  const errors: TLoginErrors = {};
  if (type === 'username') {
    if (values.username.trim() === '') errors.username = 'required';
    if (values.password.trim() === '') errors.password = 'required';
  } else {
    const mobile = mobileError(values.countryDialingCode, values.mobileNum);
    if (mobile) errors.mobileNum = mobile;
    const code = codeError(values.verificationCode);
    if (code) errors.verificationCode = code;
  }
  if (isCaptchaShown && values.captcha.trim() === '') errors.captcha = 'required';
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some((value) => value !== undefined);
}

/** The login call's payload (contract ZLoginRequest), trimmed. */
export function buildLoginPayload(
  values: TLoginValues,
  type: TLoginType,
  site: TLoginSite,
  extras: { captchaKey?: string; challenge?: TChallengeAnswer } = {},
): TLoginRequest {
  const captcha =
    extras.captchaKey && values.captcha.trim()
      ? { captchaKey: extras.captchaKey, captcha: values.captcha.trim() }
      : {};
  if (type === 'sms') {
    return {
      type: 'sms',
      countryDialingCode: values.countryDialingCode,
      mobileNum: values.mobileNum.trim(),
      verificationCode: values.verificationCode.trim(),
      site,
      ...captcha,
    };
  }
  return {
    type: 'username',
    username: values.username.trim(),
    password: values.password.trim(),
    site,
    ...captcha,
    ...(extras.challenge ? { challenge: extras.challenge } : {}),
  };
}

/** The dialling code to start with: the remembered one, else the visitor's country, else the first. */
export function initialDialingCode(
  countries: readonly TCountry[],
  remembered: string | undefined,
  visitorCountry: string | undefined,
): string {
  if (remembered && countries.some((c) => c.countryDialingCode === remembered)) return remembered;
  const own = countries.find((c) => c.countryCode === visitorCountry?.toUpperCase());
  return own?.countryDialingCode ?? countries[0]?.countryDialingCode ?? '';
}
