import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import authEn from '@/i18n/locales/auth/en';
import authEs from '@/i18n/locales/auth/es';
import { asksForCaptcha, errorKey, fieldErrorsOf } from './error-text';

/** Every identity error code the server emits (apps/server identity, members, platform). */
const IDENTITY_CODES = [
  'invalid_credentials',
  'captcha_required',
  'invalid_captcha',
  'verification_required',
  'non_member_cannot_login',
  'non_agent_cannot_login',
  'account_disabled',
  'too_many_requests',
  'sms_too_many_requests',
  'invalid_verification_code',
  'verification_code_expired',
  'function_not_enabled',
  'username_taken',
  'mobile_taken',
  'invalid_invitation_code',
  'username_email_not_exist',
  'invalid_old_password',
  'password_unchanged',
  'replayed_payload',
  'encryption_required',
  'invalid_payload',
  'invalid_input',
  'unauthorized',
  'session_expired',
  'internal_error',
  'network_error',
];

describe('error texts', () => {
  it('every identity error code has a text', () => {
    for (const code of IDENTITY_CODES) {
      expect(errorKey(new ApiError(code, 400, code)), code).toBe(`err_${code}`);
      expect(authEs[`err_${code}` as keyof typeof authEs], code).toBeTruthy();
      expect(authEn[`err_${code}` as keyof typeof authEn], code).toBeTruthy();
    }
  });

  it('an unknown code or a non-API failure is an unknown error', () => {
    expect(errorKey(new ApiError('no_such_code', 400, 'x'))).toBe('err_unknown');
    expect(errorKey(new TypeError('boom'))).toBe('err_unknown');
  });

  it('the captcha is asked for by code or by details.captcha (spec §4)', () => {
    expect(asksForCaptcha(new ApiError('captcha_required', 400, ''))).toBe(true);
    expect(asksForCaptcha(new ApiError('invalid_captcha', 400, ''))).toBe(true);
    expect(asksForCaptcha(new ApiError('invalid_credentials', 401, '', { captcha: true }))).toBe(true);
    expect(asksForCaptcha(new ApiError('invalid_credentials', 401, '', { captcha: false }))).toBe(false);
    expect(asksForCaptcha(new Error('captcha'))).toBe(false);
  });

  it('reads the field errors of an invalid_input refusal', () => {
    const error = new ApiError('invalid_input', 400, '', [
      { field: 'username', reason: 'pattern' },
      { path: '/x', message: 'zod says no' },
    ]);
    expect(fieldErrorsOf(error)).toEqual([{ field: 'username', reason: 'pattern' }]);
    expect(fieldErrorsOf(new ApiError('invalid_input', 400, '', { captcha: true }))).toEqual([]);
  });
});
