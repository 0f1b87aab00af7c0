import { DEFAULT_FIELD_RULES } from '@crupier/contract/registration-rules';
import { describe, expect, it } from 'vitest';
import { validateForgotByEmail, validateForgotByPhone, validatePasswordChange } from './password-form';

const rule = DEFAULT_FIELD_RULES.password;

describe('change password (spec §5)', () => {
  it('the new password follows the password rule and the confirmation must equal it', () => {
    expect(
      validatePasswordChange({ oldPassword: '', newPassword: 'abc', confirmNewPassword: 'abd' }, rule, false),
    ).toEqual({
      newPassword: { key: 'password_length', values: { range: '6 - 20' } },
      confirmNewPassword: { key: 'confirm_mismatch' },
    });
    expect(
      validatePasswordChange(
        { oldPassword: '', newPassword: 'Nueva123', confirmNewPassword: 'Nueva123' },
        rule,
        false,
      ),
    ).toEqual({});
  });

  it('asks for the old password only when it is not known', () => {
    const values = { oldPassword: '', newPassword: 'Nueva123', confirmNewPassword: 'Nueva123' };
    expect(validatePasswordChange(values, rule, true)).toEqual({ oldPassword: { key: 'required' } });
  });

  it('follows a stricter merchant rule', () => {
    const strict = {
      ...rule,
      patternId: 'LETTER_DIGIT_SYMBOL' as const,
      acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).+$',
    };
    expect(
      validatePasswordChange(
        { oldPassword: '', newPassword: 'Nueva123', confirmNewPassword: 'Nueva123' },
        strict,
        false,
      ).newPassword,
    ).toEqual({ key: 'pattern_LETTER_DIGIT_SYMBOL', values: { range: '6 - 20' } });
  });
});

describe('forgot password (spec §5)', () => {
  it('by e-mail needs a username and a valid e-mail', () => {
    expect(validateForgotByEmail({ username: '', email: '' })).toEqual({
      username: 'required',
      email: 'required',
    });
    expect(validateForgotByEmail({ username: 'jugador1', email: 'no-at-sign' })).toEqual({
      email: 'invalid_email',
    });
    expect(validateForgotByEmail({ username: 'jugador1', email: 'jugador1@demo.crupier.test' })).toEqual({});
  });

  it('by phone needs the number, the SMS code and a new password under the rule', () => {
    expect(
      validateForgotByPhone(
        { countryDialingCode: '+52', mobileNum: '12', verificationCode: '', newPassword: 'x' },
        rule,
      ),
    ).toEqual({
      mobileNum: { key: 'invalid_mobile' },
      verificationCode: { key: 'required' },
      newPassword: { key: 'password_length', values: { range: '6 - 20' } },
    });
    expect(
      validateForgotByPhone(
        {
          countryDialingCode: '+52',
          mobileNum: '5512345678',
          verificationCode: '123456',
          newPassword: 'Nueva123',
        },
        rule,
      ),
    ).toEqual({});
  });
});
