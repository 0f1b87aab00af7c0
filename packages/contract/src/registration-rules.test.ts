import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FIELD_RULES,
  lengthRange,
  matchesRule,
  PATTERNS,
  patternFor,
  type TFieldRule,
  validateRegistration,
} from './registration-rules';

const ruleOf = (patternId: TFieldRule['patternId'], min = 1, max = 50): TFieldRule => ({
  enabled: true,
  required: true,
  patternId,
  minLength: min,
  maxLength: max,
  acceptedPattern: patternFor(patternId, min),
});

describe('pattern families of spec §5', () => {
  const cases: [TFieldRule['patternId'], string[], string[]][] = [
    ['LETTERS_DIGITS_SPACES', ['Ana 12', 'abc'], ['ana_1', 'ñ']],
    ['LETTER_FIRST_ALNUM', ['a123', 'Abc'], ['1abc', 'a-b']],
    ['KANJI', ['山田太郎'], ['Yamada', '山田 太郎']],
    ['EMAIL', ['a.b+c@d.example', 'x@y.co'], ['a@b', 'a b@c.de', '@c.de']],
    ['ALNUM', ['abc123'], ['abc 123', 'abc!']],
    ['DIGITS', ['0123'], ['12a', '+12']],
    ['ONE_UPPER', ['abcD'], ['abcd']],
    ['LETTER_DIGIT_SYMBOL', ['abc1!'], ['abc1', 'abc!', '12!']],
    ['FULL_NAME', ['Ana García', 'José Luis Pérez'], ['Ana', 'Ana  ', 'Ana 1']],
    ['DATE_YMD', ['2024-02-29', '1999-12-31'], ['2024-13-01', '29-02-2024']],
    ['DATE_MDY', ['12-31-1999'], ['1999-12-31', '13-01-2000']],
    ['THAI', ['สมชาย'], ['Somchai']],
    ['KOREAN', ['김민준'], ['Kim']],
  ];
  for (const [id, good, bad] of cases) {
    it(id, () => {
      for (const value of good) expect(matchesRule(value, ruleOf(id)), value).toBe(true);
      for (const value of bad) expect(matchesRule(value, ruleOf(id)), value).toBe(false);
    });
  }

  it('N_DIGITS means exactly that many digits; ANY matches anything within bounds', () => {
    expect(matchesRule('123456', ruleOf('N_DIGITS', 6, 6))).toBe(true);
    expect(matchesRule('12345', ruleOf('N_DIGITS', 6, 6))).toBe(false);
    expect(PATTERNS.ANY).toBe('*');
    expect(matchesRule('any thing ✓', ruleOf('ANY', 1, 20))).toBe(true);
    expect(matchesRule('x'.repeat(21), ruleOf('ANY', 1, 20))).toBe(false);
  });

  it('states one value when min equals max', () => {
    expect(lengthRange({ minLength: 6, maxLength: 6 })).toBe('6');
    expect(lengthRange({ minLength: 6, maxLength: 20 })).toBe('6 - 20');
  });
});

describe('validateRegistration', () => {
  const settings = { fields: DEFAULT_FIELD_RULES, smsVerification: true };
  const good = { username: 'ana2024', password: 'secret1', confirmPassword: 'secret1' };

  it('accepts a valid username registration', () => {
    expect(validateRegistration(good, settings, 'username')).toEqual([]);
  });

  it('names each failing field and why', () => {
    expect(validateRegistration({ ...good, confirmPassword: 'other12' }, settings, 'username')).toEqual([
      { field: 'confirmPassword', reason: 'mismatch' },
    ]);
    expect(
      validateRegistration({ password: 'secret1', confirmPassword: 'secret1' }, settings, 'username'),
    ).toEqual([{ field: 'username', reason: 'required' }]);
  });

  it('needs mobile number and SMS code on the mobile tab, not a username', () => {
    const errors = validateRegistration(
      { password: 'secret1', confirmPassword: 'secret1' },
      settings,
      'mobile',
    );
    expect(errors).toEqual([
      { field: 'mobileNum', reason: 'required' },
      { field: 'verificationCode', reason: 'required' },
    ]);
  });

  it('ignores fields the merchant has not enabled unless required', () => {
    expect(validateRegistration({ ...good, qqNum: 'not digits' }, settings, 'username')).toEqual([]);
    const strict = {
      ...settings,
      fields: {
        ...DEFAULT_FIELD_RULES,
        email: { ...DEFAULT_FIELD_RULES.email, enabled: true, required: true },
      },
    };
    expect(validateRegistration(good, strict, 'username')).toEqual([{ field: 'email', reason: 'required' }]);
  });
});
