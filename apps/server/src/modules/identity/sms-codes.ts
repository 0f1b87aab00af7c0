import crypto from 'node:crypto';
import { AppError } from '@/platform/app-error';
import type { Throttle } from '@/platform/throttle';
import type { MessageProvider } from './messaging';
import type { IdentityRepository } from './repository';

export const SMS_CODE_MINUTES = 5;
const MAX_ATTEMPTS = 5;
const FIVE_MINUTES_MS = 5 * 60 * 1000;

export type SmsPurpose = 'register' | 'login' | 'reset';

function hashCode(destination: string, code: string): string {
  return crypto.createHash('sha256').update(`${destination}:${code}`).digest('hex');
}

/**
 * Six-digit codes by SMS: one send a second per number and per client, at most 5 per number and 10 per
 * client in 5 minutes ("try again after 5 minutes"); single use, 5 wrong tries burn the code.
 */
export function createSmsCodes(repo: IdentityRepository, throttle: Throttle, provider: MessageProvider) {
  return {
    async send(input: {
      merchantId: number;
      purpose: SmsPurpose;
      destination: string;
      clientIp: string;
      deliver: boolean;
    }) {
      const { merchantId, purpose, destination, clientIp } = input;
      await throttle.limit(`sms:sec:n:${merchantId}:${destination}`, 1, 1000);
      await throttle.limit(`sms:sec:c:${clientIp}`, 1, 1000);
      await throttle.limit(
        `sms:5m:n:${merchantId}:${destination}`,
        5,
        FIVE_MINUTES_MS,
        'sms_too_many_requests',
      );
      await throttle.limit(`sms:5m:c:${clientIp}`, 10, FIVE_MINUTES_MS, 'sms_too_many_requests');
      if (!input.deliver) return { expiredMinutes: SMS_CODE_MINUTES };
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      await repo.insertCode({
        merchantId,
        purpose,
        destination,
        codeHash: hashCode(destination, code),
        expiresAt: new Date(Date.now() + SMS_CODE_MINUTES * 60_000),
      });
      await provider.send({
        merchantId,
        channel: 'sms',
        to: destination,
        code,
        text: `Crupier: su código es ${code}. Caduca en ${SMS_CODE_MINUTES} minutos. / Your code is ${code}.`,
      });
      return { expiredMinutes: SMS_CODE_MINUTES };
    },

    /** Consumes the newest code for the number; wrong, used, expired or burnt codes are refused. */
    async consume(input: { merchantId: number; purpose: SmsPurpose; destination: string; code: string }) {
      const latest = await repo.latestCode(input.merchantId, input.purpose, input.destination);
      if (!latest || latest.usedAt || latest.attempts >= MAX_ATTEMPTS) {
        throw new AppError('invalid_verification_code', 400);
      }
      if (latest.expiresAt.getTime() < Date.now()) throw new AppError('verification_code_expired', 400);
      const given = Buffer.from(hashCode(input.destination, input.code.trim()));
      const expected = Buffer.from(latest.codeHash);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
        await repo.countCodeAttempt(latest.id);
        throw new AppError('invalid_verification_code', 400);
      }
      if (!(await repo.useCode(latest.id))) throw new AppError('invalid_verification_code', 400);
    },
  };
}

export type SmsCodes = ReturnType<typeof createSmsCodes>;
