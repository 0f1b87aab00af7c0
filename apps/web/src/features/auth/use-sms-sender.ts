import { SMS_SEND_THROTTLE_MS } from '@crupier/contract/constants';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialog } from '@/components/ui/dialog-store';
import { sendSmsCode, type TSmsRequest } from './api/sms';
import { smsCountdownSeconds, useCountdown } from './countdown';
import { mobileError } from './login-form';
import { createThrottle } from './throttle';
import { ChallengeCancelled, type useChallengeGate } from './use-challenge-gate';
import { useErrorText } from './use-error-text';

/**
 * Sending an SMS code (spec §4 SMS countdown): the number is checked first, sends are throttled to
 * one a second and pass the slider when the server wants it; after a send the button stays disabled
 * while the countdown runs. A failed send shows a warning dialog with the reason (spec §8).
 */
export function useSmsSender(purpose: TSmsRequest['purpose'], gate: ReturnType<typeof useChallengeGate>) {
  const { t } = useTranslation('auth');
  const { open } = useDialog();
  const errorText = useErrorText();
  const countdown = useCountdown();
  const [isSending, setIsSending] = useState(false);
  const [expiredMinutes, setExpiredMinutes] = useState<number | null>(null);
  const throttle = useMemo(() => createThrottle(SMS_SEND_THROTTLE_MS), []);

  /** Returns the field error for the number, if it is not valid; the send itself runs in the background. */
  const send = (countryDialingCode: string, mobileNum: string) => {
    const invalid = mobileError(countryDialingCode, mobileNum);
    if (invalid) return invalid;
    if (countdown.isRunning || isSending) return undefined;
    throttle(() => {
      setIsSending(true);
      const request = { purpose, countryDialingCode, mobileNum: mobileNum.trim() };
      let startedAt = 0;
      gate
        .run((challenge) => {
          startedAt = performance.now();
          return sendSmsCode({ ...request, challenge });
        })
        .then((result) => {
          setExpiredMinutes(result.expiredMinutes || null);
          countdown.start(smsCountdownSeconds(result.expiredMinutes, performance.now() - startedAt));
        })
        .catch((error: unknown) => {
          if (error instanceof ChallengeCancelled) return;
          open({ icon: 'warning', title: t('send_code'), text: errorText(error) });
        })
        .finally(() => setIsSending(false));
    });
    return undefined;
  };

  return {
    send,
    isSending,
    remaining: countdown.remaining,
    isCountingDown: countdown.isRunning,
    expiredMinutes,
  };
}

export type TSmsSender = ReturnType<typeof useSmsSender>;
