import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCodes, RECOVERY_CODE_COUNT } from './recovery-codes';
import { codeAt, matchingStep, newTotpSecret, otpauthUrl, stepAt } from './totp';

/** RFC 6238 appendix B, SHA-1: the secret "12345678901234567890" (Base32), codes cut to 6 digits. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
];

describe('TOTP (RFC 6238)', () => {
  it('computes the RFC test vectors', async () => {
    for (const [seconds, code] of RFC_VECTORS) expect(await codeAt(RFC_SECRET, seconds * 1000)).toBe(code);
  });

  it('matches a code within one step either way, and remembers used steps', async () => {
    const secret = newTotpSecret();
    const now = 1_800_000_000_000 + 7_000;
    const step = stepAt(now);
    expect(await matchingStep(secret, await codeAt(secret, now), null, now)).toBe(step);
    expect(await matchingStep(secret, await codeAt(secret, now - 30_000), null, now)).toBe(step - 1);
    expect(await matchingStep(secret, await codeAt(secret, now + 30_000), null, now)).toBe(step + 1);
    expect(await matchingStep(secret, await codeAt(secret, now - 60_000), null, now)).toBeNull();
    expect(await matchingStep(secret, await codeAt(secret, now + 60_000), null, now)).toBeNull();
    expect(await matchingStep(secret, await codeAt(secret, now), step, now)).toBeNull();
    expect(await matchingStep(secret, await codeAt(secret, now + 30_000), step, now)).toBe(step + 1);
    expect(await matchingStep(secret, '12345', null, now)).toBeNull();
    expect(await matchingStep(secret, 'abcdef', null, now)).toBeNull();
  });

  it('makes 160-bit secrets and an otpauth URL authenticator apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const url = new URL(otpauthUrl('Crupier Demo', 'operador', secret));
    expect(url.href.startsWith('otpauth://totp/')).toBe(true);
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Crupier Demo');
  });
});

describe('recovery codes', () => {
  it('are 10 distinct codes, hashed the same however they are typed', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    const code = codes[0]!;
    expect(hashRecoveryCode(code.toLowerCase().replaceAll('-', ' '))).toBe(hashRecoveryCode(code));
    expect(hashRecoveryCode(code)).not.toBe(hashRecoveryCode(codes[1]!));
    expect(hashRecoveryCode(code)).not.toContain(code);
  });
});
