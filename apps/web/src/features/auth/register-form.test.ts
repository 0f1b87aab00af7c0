import { DEFAULT_FIELD_RULES } from '@crupier/contract/registration-rules';
import { describe, expect, it } from 'vitest';
import { makeRegisterSettings } from '@/test/fixtures';
import {
  buildRegisterPayload,
  EMPTY_REGISTER_VALUES,
  fieldMessage,
  isRequiredField,
  registerErrors,
  visibleFields,
} from './register-form';

const settings = makeRegisterSettings();
const both = { terms: true, age: true };
const context = {
  countryDialingCode: '+52',
  referralCode: null,
  href: 'https://demo.example/register?x=1',
  hostname: 'demo.example',
};

describe('registration fields from the server rules', () => {
  it('the username tab shows username, passwords and the enabled fields; no SMS code', () => {
    expect(visibleFields(settings, 'username')).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'recommenderId',
      'affiliateCode',
    ]);
  });

  it('the mobile tab starts with number and SMS code and has no username', () => {
    expect(visibleFields(settings, 'mobile')).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'recommenderId',
      'affiliateCode',
    ]);
    expect(visibleFields({ ...settings, smsVerification: false }, 'mobile')).not.toContain(
      'verificationCode',
    );
  });

  it('shows a field the merchant enables, such as e-mail or the captcha', () => {
    const custom = makeRegisterSettings({
      fields: {
        email: { ...DEFAULT_FIELD_RULES.email, enabled: true, required: true },
        captcha: { ...DEFAULT_FIELD_RULES.captcha, enabled: true, required: true },
        mobileNum: { ...DEFAULT_FIELD_RULES.mobileNum, enabled: false },
      },
    });
    expect(visibleFields(custom, 'username')).toEqual([
      'username',
      'password',
      'confirmPassword',
      'email',
      'recommenderId',
      'affiliateCode',
      'captcha',
    ]);
    expect(isRequiredField('email', custom, 'username')).toBe(true);
  });

  it('marks as required what validateRegistration requires, plus a shown payment password', () => {
    expect(isRequiredField('username', settings, 'username')).toBe(true);
    expect(isRequiredField('mobileNum', settings, 'username')).toBe(false);
    expect(isRequiredField('mobileNum', settings, 'mobile')).toBe(true);
    expect(isRequiredField('verificationCode', settings, 'mobile')).toBe(true);
    expect(isRequiredField('affiliateCode', settings, 'username')).toBe(false);
    const withPayment = makeRegisterSettings({
      fields: { paymentPassword: { ...DEFAULT_FIELD_RULES.paymentPassword, enabled: true } },
    });
    expect(isRequiredField('paymentPassword', withPayment, 'username')).toBe(true);
  });
});

describe('registration messages (spec §5)', () => {
  it('are chosen by patternId with min and max substituted', () => {
    expect(fieldMessage('username', 'pattern', DEFAULT_FIELD_RULES.username)).toEqual({
      key: 'pattern_LETTER_FIRST_ALNUM',
      values: { range: '6 - 16' },
    });
    expect(fieldMessage('email', 'pattern', DEFAULT_FIELD_RULES.email)).toEqual({
      key: 'pattern_EMAIL',
      values: { range: '5 - 100' },
    });
  });

  it('show one value when min equals max', () => {
    expect(fieldMessage('verificationCode', 'pattern', DEFAULT_FIELD_RULES.verificationCode)).toEqual({
      key: 'pattern_N_DIGITS',
      values: { range: '6' },
    });
  });

  it('use the password text for a free-form password rule', () => {
    expect(fieldMessage('password', 'pattern', DEFAULT_FIELD_RULES.password)).toEqual({
      key: 'password_length',
      values: { range: '6 - 20' },
    });
  });

  it('required and mismatch have their own texts', () => {
    expect(fieldMessage('email', 'required', DEFAULT_FIELD_RULES.email)).toEqual({ key: 'required' });
    expect(fieldMessage('confirmPassword', 'mismatch', DEFAULT_FIELD_RULES.confirmPassword)).toEqual({
      key: 'confirm_mismatch',
    });
  });
});

describe('registerErrors', () => {
  it('requires the terms and the age consent', () => {
    const values = {
      ...EMPTY_REGISTER_VALUES,
      username: 'nuevo123',
      password: 'Clave123',
      confirmPassword: 'Clave123',
    };
    expect(registerErrors(values, settings, 'username', { terms: false, age: false })).toEqual({
      terms: { key: 'terms_required' },
      age: { key: 'age_required', values: { age: 18 } },
    });
    expect(registerErrors(values, settings, 'username', both)).toEqual({});
  });

  it('reports the contract rule failures beside their fields', () => {
    const values = {
      ...EMPTY_REGISTER_VALUES,
      username: '1abc',
      password: 'Clave123',
      confirmPassword: 'Otra123',
    };
    expect(registerErrors(values, settings, 'username', both)).toEqual({
      username: { key: 'pattern_LETTER_FIRST_ALNUM', values: { range: '6 - 16' } },
      confirmPassword: { key: 'confirm_mismatch' },
    });
  });

  it('the mobile tab needs the number and the SMS code, not a username', () => {
    const values = { ...EMPTY_REGISTER_VALUES, password: 'Clave123', confirmPassword: 'Clave123' };
    expect(registerErrors(values, settings, 'mobile', both)).toEqual({
      mobileNum: { key: 'required' },
      verificationCode: { key: 'required' },
    });
    expect(
      registerErrors(
        { ...values, mobileNum: '5511112222', verificationCode: '123456' },
        settings,
        'mobile',
        both,
      ),
    ).toEqual({});
  });

  it('ignores optional fields left empty and checks them when filled', () => {
    const values = {
      ...EMPTY_REGISTER_VALUES,
      username: 'nuevo123',
      password: 'Clave123',
      confirmPassword: 'Clave123',
      affiliateCode: 'a!',
    };
    expect(registerErrors(values, settings, 'username', both)).toEqual({
      affiliateCode: { key: 'pattern_ALNUM', values: { range: '4 - 30' } },
    });
  });
});

describe('registration payload (spec §3)', () => {
  it('sends the filled shown fields plus registerUrl, WEB, domain, terms and login', () => {
    const values = {
      ...EMPTY_REGISTER_VALUES,
      username: ' nuevo123 ',
      password: 'Clave123',
      confirmPassword: 'Clave123',
      email: 'hidden@example.test',
      verificationCode: '999999',
    };
    expect(
      buildRegisterPayload(values, settings, 'username', { ...context, referralCode: 'RJUGADOR1' }),
    ).toEqual({
      username: 'nuevo123',
      password: 'Clave123',
      confirmPassword: 'Clave123',
      referralCode: 'RJUGADOR1',
      registerUrl: 'https://demo.example/register?x=1',
      registerMethod: 'WEB',
      domain: 'demo.example',
      termsAccepted: true,
      login: true,
    });
  });

  it('adds the dialling code only with a number, and the captcha key with a captcha', () => {
    const values = {
      ...EMPTY_REGISTER_VALUES,
      mobileNum: '5511112222',
      verificationCode: '123456',
      password: 'Clave123',
      confirmPassword: 'Clave123',
    };
    const payload = buildRegisterPayload(values, settings, 'mobile', context);
    expect(payload).toMatchObject({
      mobileNum: '5511112222',
      countryDialingCode: '+52',
      verificationCode: '123456',
    });
    expect(payload).not.toHaveProperty('username');
    const withCaptcha = makeRegisterSettings({
      fields: { captcha: { ...DEFAULT_FIELD_RULES.captcha, enabled: true, required: true } },
    });
    expect(
      buildRegisterPayload({ ...values, captcha: 'ab12' }, withCaptcha, 'mobile', {
        ...context,
        captchaKey: 'k9',
      }),
    ).toMatchObject({ captcha: 'ab12', captchaKey: 'k9' });
  });
});
