import { describe, expect, it } from 'vitest';
import { buildLoginPayload, EMPTY_LOGIN_VALUES, mobileError, validateLogin } from './login-form';

const values = (overrides: Partial<typeof EMPTY_LOGIN_VALUES> = {}) => ({
  ...EMPTY_LOGIN_VALUES,
  ...overrides,
});

describe('login form validation (spec §5)', () => {
  it('requires username and password, trimmed', () => {
    expect(validateLogin(values({ username: '  ', password: ' ' }), 'username', false)).toEqual({
      username: 'required',
      password: 'required',
    });
    expect(validateLogin(values({ username: 'jugador1', password: 'x' }), 'username', false)).toEqual({});
  });

  it('requires the captcha once it is shown', () => {
    const filled = values({ username: 'jugador1', password: 'x' });
    expect(validateLogin(filled, 'username', true)).toEqual({ captcha: 'required' });
    expect(validateLogin({ ...filled, captcha: 'ab12' }, 'username', true)).toEqual({});
  });

  it('SMS login needs a valid mobile number and the code', () => {
    expect(validateLogin(values({ countryDialingCode: '+52' }), 'sms', false)).toEqual({
      mobileNum: 'required',
      verificationCode: 'required',
    });
    expect(
      validateLogin(
        values({ countryDialingCode: '+52', mobileNum: '55-12', verificationCode: '1' }),
        'sms',
        false,
      ),
    ).toEqual({ mobileNum: 'invalid_mobile' });
    expect(
      validateLogin(
        values({ countryDialingCode: '+52', mobileNum: '5512345678', verificationCode: 'x'.repeat(256) }),
        'sms',
        false,
      ),
    ).toEqual({ verificationCode: 'invalid_code' });
  });

  it('checks a mobile number before an SMS is sent', () => {
    expect(mobileError('+52', '5512345678')).toBeUndefined();
    expect(mobileError('+52', ' 5512345678 ')).toBeUndefined();
    expect(mobileError('+52', '')).toBe('required');
    expect(mobileError('+52', '123')).toBe('invalid_mobile');
    expect(mobileError('+52', '1234567890123456')).toBe('invalid_mobile');
    expect(mobileError('', '5512345678')).toBe('invalid_mobile');
  });
});

describe('login payload (contract ZLoginRequest)', () => {
  it('trims username and password and carries the slider answer and the captcha', () => {
    const challenge = { id: 'c1', x: 120, trail: [[0, 0, 0]] as [number, number, number][] };
    expect(
      buildLoginPayload(
        values({ username: ' jugador1 ', password: ' Demo1234 ', captcha: ' ab12 ' }),
        'username',
        'player',
        {
          captchaKey: 'k1',
          challenge,
        },
      ),
    ).toEqual({
      type: 'username',
      username: 'jugador1',
      password: 'Demo1234',
      site: 'player',
      captchaKey: 'k1',
      captcha: 'ab12',
      challenge,
    });
  });

  it('leaves the captcha out when none is shown, and names the agent site', () => {
    expect(
      buildLoginPayload(values({ username: 'agente1', password: 'x', captcha: 'zz' }), 'username', 'agent'),
    ).toEqual({
      type: 'username',
      username: 'agente1',
      password: 'x',
      site: 'agent',
    });
  });

  it('SMS login sends the dialling code, number and code', () => {
    expect(
      buildLoginPayload(
        values({ countryDialingCode: '+52', mobileNum: ' 5512345678', verificationCode: '123456 ' }),
        'sms',
        'player',
      ),
    ).toEqual({
      type: 'sms',
      countryDialingCode: '+52',
      mobileNum: '5512345678',
      verificationCode: '123456',
      site: 'player',
    });
  });
});
