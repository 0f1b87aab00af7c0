import type { TChallengeAnswer } from '@crupier/contract/identity';
import { apiFetch } from '@/api/client';

type TSmsResult = { expiredMinutes: number };

function parseSmsResult(value: unknown): TSmsResult {
  const minutes = (value as Partial<TSmsResult> | null)?.expiredMinutes;
  return { expiredMinutes: typeof minutes === 'number' && minutes > 0 ? minutes : 0 };
}

export type TSmsRequest = {
  purpose: 'register' | 'login' | 'reset';
  countryDialingCode: string;
  mobileNum: string;
  challenge?: TChallengeAnswer;
};

/**
 * Sends an SMS code: POST /wps/verification/sms/register ({countryDialingCode, mobileNo}) for
 * registration, /wps/verification/sms/noLogin ({countryDialingCode, mobileNum, purpose}) for login
 * and password reset.
 */
export function sendSmsCode({ purpose, countryDialingCode, mobileNum, challenge }: TSmsRequest) {
  if (purpose === 'register') {
    return apiFetch('/wps/verification/sms/register', {
      method: 'POST',
      body: { countryDialingCode, mobileNo: mobileNum, challenge },
      parse: parseSmsResult,
    });
  }
  return apiFetch('/wps/verification/sms/noLogin', {
    method: 'POST',
    body: { countryDialingCode, mobileNum, purpose, challenge },
    parse: parseSmsResult,
  });
}
