import type { TWebLocale } from '@crupier/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, startTransition, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/client';
import { appStartQueryOptions } from '@/api/get-app-start';
import { setMerchant } from '@/api/session';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { setChallengeRequired } from '@/features/auth/challenge-flag';
import { ChatRoomHost } from '@/features/chat/chat-room-host';
import { MaintenancePage } from '@/features/system/components/maintenance-page';
import { RegionBlockPage } from '@/features/system/components/region-block-page';
import { StartErrorPage } from '@/features/system/components/start-error-page';
import { applyLanguage, isLanguageApplied } from '@/i18n/i18n';
import { resolveStartLanguage, storedLanguage } from '@/i18n/language';

function ipOf(error: ApiError): string {
  const details = error.details;
  if (typeof details === 'object' && details !== null && 'ip' in details && typeof details.ip === 'string') {
    return details.ip;
  }
  return '';
}

/**
 * App start (spec §4): the system status comes first, under a full-page loader. State 0 shows the app,
 * 1 the maintenance page, 2 the region-block page. The language is settled before anything is shown.
 */
export function AppStart({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const start = useQuery(appStartQueryOptions());
  const info = start.data?.status.info;
  const isError = start.isError;
  // Settled once per status: later choices go through the language selector.
  const language = useMemo<TWebLocale | null>(
    () => (info ? resolveStartLanguage(info) : isError ? storedLanguage() : null),
    [info, isError],
  );
  // Already in place when the page was rendered on the server or the language is the bundled one: the
  // first render is the app itself, as the server rendered it (ADR 029), not the loader.
  const [appliedLanguage, setAppliedLanguage] = useState<TWebLocale | null>(() =>
    language && isLanguageApplied(language) ? language : null,
  );

  useEffect(() => {
    if (!language) return;
    let isCurrent = true;
    applyLanguage(language)
      .catch(() => undefined) // The locale did not load: Spanish, always bundled, stays.
      .finally(() => {
        // The whole app renders behind this: as a transition React renders it in slices, so a phone's
        // main thread is not blocked for the length of the first screen's render.
        if (isCurrent) startTransition(() => setAppliedLanguage(language));
      });
    return () => {
      isCurrent = false;
    };
  }, [language]);

  // A layout effect: it runs before the children's effects, whose first calls name the merchant.
  useLayoutEffect(() => {
    if (!info) return;
    setMerchant(info.merchantCode, info.merchantName);
    setChallengeRequired(info.challenge === 'slider');
    document.title = info.merchantName;
  }, [info]);

  if (appliedLanguage === null) return <FullPageLoader label={t('loading')} />;

  if (start.data) {
    const { status, state } = start.data;
    // The chat room (live support) opens over any page, the maintenance and region-block pages included.
    const chat = <ChatRoomHost customerService={status.info.customerService} />;
    if (state === 1)
      return (
        <>
          <MaintenancePage customerService={status.info.customerService} />
          {chat}
        </>
      );
    if (state === 2)
      return (
        <>
          <RegionBlockPage ip={status.location.ip} customerService={status.info.customerService} />
          {chat}
        </>
      );
    return (
      <>
        {children}
        {chat}
      </>
    );
  }

  // No status at all. The server may refuse the call itself for maintenance or a blocked region.
  const error = start.error;
  if (error instanceof ApiError && error.code === 'blockip')
    return (
      <>
        <RegionBlockPage ip={ipOf(error)} customerService={[]} />
        <ChatRoomHost customerService={[]} />
      </>
    );
  if (
    error instanceof ApiError &&
    (error.code === 'system_maintenance' || error.code === 'game_maintenance')
  ) {
    return (
      <>
        <MaintenancePage customerService={[]} />
        <ChatRoomHost customerService={[]} />
      </>
    );
  }
  return <StartErrorPage onRetry={() => void start.refetch()} isRetrying={start.isFetching} />;
}
