import { generate, generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 as authenticator apps use it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_S = 30;
/** Steps of clock drift accepted either side of now. */
export const TOTP_DRIFT_STEPS = 1;

export type Clock = () => number;

/** A fresh TOTP secret: 160 random bits, Base32 (what authenticator apps read). */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The `otpauth://totp/…` URI an authenticator app enrols from (as a QR code or typed in). */
export function otpauthUrl(issuer: string, label: string, secret: string): string {
  return generateURI({ issuer, label, secret, algorithm: 'sha1', digits: 6, period: TOTP_PERIOD_S });
}

/** The time step a moment (ms since epoch) falls in. */
export const stepAt = (ms: number): number => Math.floor(ms / 1000 / TOTP_PERIOD_S);

/** The code of a time step: for tests and tools; the server only verifies. */
export function codeAt(secret: string, ms: number): Promise<string> {
  return generate({
    secret,
    epoch: Math.floor(ms / 1000),
    period: TOTP_PERIOD_S,
    digits: 6,
    algorithm: 'sha1',
  });
}

/**
 * The time step `code` belongs to, within one step of `now`, and after `afterStep` (a step already
 * used is refused, so each code works once); null when it matches none.
 */
export async function matchingStep(
  secret: string,
  code: string,
  afterStep: number | null,
  now: number,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now / 1000),
      epochTolerance: TOTP_DRIFT_STEPS * TOTP_PERIOD_S,
      period: TOTP_PERIOD_S,
      digits: 6,
      algorithm: 'sha1',
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
