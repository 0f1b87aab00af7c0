import { describe, expect, it } from 'vitest';
import { groupSecret, normalizeCode, otpauthSecret } from './otpauth';

describe('TOTP enrolment helpers', () => {
  it('reads the secret of an otpauth URL', () => {
    const url = 'otpauth://totp/Crupier%3Aoperador?secret=jbswy3dpehpk3pxp&issuer=Crupier&digits=6';
    expect(otpauthSecret(url)).toBe('JBSWY3DPEHPK3PXP');
    expect(otpauthSecret('otpauth://totp/x')).toBeNull();
    expect(otpauthSecret('otpauth://totp/x?issuer=a')).toBeNull();
  });

  it('groups the secret by four and keeps only the digits of a code', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPA')).toBe('JBSW Y3DP EHPK 3PXP A');
    expect(normalizeCode(' 123 456 ')).toBe('123456');
  });
});
