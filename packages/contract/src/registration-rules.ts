/**
 * Registration rules without zod, so the web app's forms can use the server's exact checks without
 * loading zod. The zod schemas of the same shapes are in registration.ts.
 */
/** Pattern families of spec §5. `N_DIGITS` means exactly minLength digits. */
export const PATTERN_IDS = [
  'ANY',
  'LETTERS_DIGITS_SPACES',
  'LETTER_FIRST_ALNUM',
  'KANJI',
  'EMAIL',
  'ALNUM',
  'DIGITS',
  'ONE_UPPER',
  'LETTER_DIGIT_SYMBOL',
  'FULL_NAME',
  'DATE_YMD',
  'DATE_MDY',
  'THAI',
  'KOREAN',
  'N_DIGITS',
] as const;
export type TPatternId = (typeof PATTERN_IDS)[number];

export const PATTERNS: Record<Exclude<TPatternId, 'N_DIGITS'>, string> = {
  ANY: '*',
  LETTERS_DIGITS_SPACES: '^[A-Za-z0-9 ]+$',
  LETTER_FIRST_ALNUM: '^[A-Za-z][A-Za-z0-9]*$',
  KANJI: '^[\\u3400-\\u4DBF\\u4E00-\\u9FFF]+$',
  EMAIL: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$',
  ALNUM: '^[A-Za-z0-9]+$',
  DIGITS: '^[0-9]+$',
  ONE_UPPER: '^(?=.*[A-Z]).+$',
  LETTER_DIGIT_SYMBOL: '^(?=.*[A-Za-z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).+$',
  FULL_NAME: "^\\p{L}+(?:[ .'-]\\p{L}+)* \\p{L}+(?:[ .'-]\\p{L}+)*$",
  DATE_YMD: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
  DATE_MDY: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4}$',
  THAI: '^[\\u0E00-\\u0E7F ]+$',
  KOREAN: '^[\\uAC00-\\uD7A3\\u1100-\\u11FF\\u3130-\\u318F ]+$',
};

export function patternFor(patternId: TPatternId, length: number): string {
  return patternId === 'N_DIGITS' ? `^[0-9]{${length}}$` : PATTERNS[patternId];
}

export const REGISTRATION_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export type TRegistrationField = (typeof REGISTRATION_FIELDS)[number];

export type TFieldRule = {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: TPatternId;
  minLength: number;
  maxLength: number;
};

export type TRegistrationSettings = {
  usernameRegistration: boolean;
  mobileRegistration: boolean;
  smsVerification: boolean;
  ageConsent: number;
  fields: Record<TRegistrationField, TFieldRule>;
};

const rule = (
  patternId: TPatternId,
  minLength: number,
  maxLength: number,
  enabled = false,
  required = false,
): TFieldRule => ({
  enabled,
  required,
  patternId,
  minLength,
  maxLength,
  acceptedPattern: patternFor(patternId, minLength),
});

/** Defaults a merchant's own rules are merged over. */
export const DEFAULT_FIELD_RULES: Record<TRegistrationField, TFieldRule> = {
  username: rule('LETTER_FIRST_ALNUM', 6, 16, true, true),
  password: rule('ANY', 6, 20, true, true),
  confirmPassword: rule('ANY', 6, 20, true, true),
  mobileNum: rule('DIGITS', 7, 15, true, false),
  verificationCode: rule('N_DIGITS', 6, 6, true, false),
  payeeName: rule('FULL_NAME', 3, 50),
  paymentPassword: rule('N_DIGITS', 6, 6),
  qqNum: rule('DIGITS', 5, 12),
  line: rule('ANY', 1, 50),
  whatsapp: rule('DIGITS', 7, 15),
  facebook: rule('ANY', 1, 80),
  wechat: rule('ANY', 1, 50),
  idNumber: rule('ALNUM', 5, 30),
  email: rule('EMAIL', 5, 100),
  recommenderId: rule('ALNUM', 1, 30, true, false),
  affiliateCode: rule('ALNUM', 4, 30, true, false),
  captcha: rule('ANY', 4, 8),
};

export function matchesRule(value: string, fieldRule: TFieldRule): boolean {
  if (value.length < fieldRule.minLength || value.length > fieldRule.maxLength) return false;
  if (fieldRule.acceptedPattern === '*') return true;
  try {
    return new RegExp(fieldRule.acceptedPattern, 'u').test(value);
  } catch {
    return false;
  }
}

/** `min - max`, or one value when they are equal (spec §5). */
export function lengthRange(fieldRule: Pick<TFieldRule, 'minLength' | 'maxLength'>): string {
  return fieldRule.minLength === fieldRule.maxLength
    ? String(fieldRule.minLength)
    : `${fieldRule.minLength} - ${fieldRule.maxLength}`;
}

export type TFieldError = {
  field: TRegistrationField | 'terms';
  reason: 'required' | 'pattern' | 'mismatch';
};

/**
 * Checks a registration against the merchant's rules; the web form and the server both call it.
 * `mode` says which tab is used: mobile registration requires the mobile number.
 */
export function validateRegistration(
  input: Partial<Record<TRegistrationField, string | undefined>>,
  settings: Pick<TRegistrationSettings, 'fields' | 'smsVerification'>,
  mode: 'username' | 'mobile',
): TFieldError[] {
  const errors: TFieldError[] = [];
  for (const field of REGISTRATION_FIELDS) {
    const fieldRule = settings.fields[field];
    if (!fieldRule) continue;
    const value = (input[field] ?? '').trim();
    // The mobile tab has no username field: the server names the account after the number.
    if (field === 'username' && mode === 'mobile' && value === '') continue;
    const required =
      (fieldRule.enabled && fieldRule.required) ||
      (field === 'mobileNum' && mode === 'mobile') ||
      (field === 'verificationCode' && mode === 'mobile' && settings.smsVerification) ||
      (field === 'username' && mode === 'username') ||
      (field === 'paymentPassword' && fieldRule.enabled) ||
      field === 'password' ||
      field === 'confirmPassword';
    if (value === '') {
      if (required) errors.push({ field, reason: 'required' });
      continue;
    }
    if (!fieldRule.enabled && !required) continue;
    if (field === 'confirmPassword') {
      if (value !== (input.password ?? '').trim()) errors.push({ field, reason: 'mismatch' });
      continue;
    }
    if (!matchesRule(value, fieldRule)) errors.push({ field, reason: 'pattern' });
  }
  return errors;
}
