import { describe, expect, it } from 'vitest';
import { passwordChangeReason } from './use-sign-in';

const result = { firstTimeLogin: false, weakPassword: false, passwordExpired: false };

describe('which logins open the change-password dialog (spec §4)', () => {
  it('a default password, an expired one and a first login do, in that order', () => {
    expect(passwordChangeReason({ ...result, weakPassword: true, firstTimeLogin: true }, 'username')).toBe(
      'weak',
    );
    expect(passwordChangeReason({ ...result, passwordExpired: true }, 'username')).toBe('expired');
    expect(passwordChangeReason({ ...result, firstTimeLogin: true }, 'username')).toBe('first');
    expect(passwordChangeReason(result, 'username')).toBeNull();
  });

  it('an SMS login never does', () => {
    expect(passwordChangeReason({ ...result, weakPassword: true, passwordExpired: true }, 'sms')).toBeNull();
  });
});
