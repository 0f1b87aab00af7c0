import crypto from 'node:crypto';
import { randomCode } from '@/modules/identity/tokens';

/** Recovery codes handed out at enrolment: each works once, in place of a TOTP code. */
export const RECOVERY_CODE_COUNT = 10;
const GROUPS = 4;
const GROUP_LENGTH = 4;

/** `ABCD-EFGH-JKLM-NPQR`: 16 characters of a 32-letter alphabet (80 random bits). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () =>
    Array.from({ length: GROUPS }, () => randomCode(GROUP_LENGTH)).join('-'),
  );
}

/** What a person may type: any case, with or without dashes and spaces. */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/** Recovery codes are stored only as this hash (80 random bits each: a fast hash is enough). */
export function hashRecoveryCode(code: string): string {
  return crypto
    .createHash('sha256')
    .update(`staff-recovery:${normalizeRecoveryCode(code)}`)
    .digest('hex');
}
