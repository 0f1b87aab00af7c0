import { CAPTCHA_REFRESH_THROTTLE_MS } from '@crupier/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { getCaptcha } from './api/human-checks';
import { createThrottle } from './throttle';

/**
 * The image captcha (GET /wps/captcha) while `isShown`. A click refreshes it at most once a second
 * (spec §9); `renew()` gets a new one at once, after a submit has spent the old one (it is single use).
 */
export function useCaptcha(isShown: boolean) {
  const [round, setRound] = useState(0);
  const throttle = useMemo(() => createThrottle(CAPTCHA_REFRESH_THROTTLE_MS), []);
  const query = useQuery({
    queryKey: ['captcha', round],
    queryFn: ({ signal }) => getCaptcha(signal),
    enabled: isShown,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  const refresh = useCallback(() => throttle(() => setRound((value) => value + 1)), [throttle]);
  const renew = useCallback(() => setRound((value) => value + 1), []);

  return {
    captchaKey: isShown ? query.data?.captchaKey : undefined,
    image: query.data?.image,
    isLoading: query.isFetching,
    refresh,
    renew,
  };
}

export type TCaptchaState = ReturnType<typeof useCaptcha>;
